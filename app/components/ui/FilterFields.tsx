import type { ReactNode } from "react";
import * as ui from "./ui.css";

/**
 * Plain inputs of a GET filter form: real form controls with their labels,
 * so the form works without JavaScript and its URL can be shared.
 */

export function KeywordField({ id, label, defaultValue, size = 12, required = false }: { id: string; label: string; defaultValue: string; size?: number; required?: boolean }) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input className={ui.input} id={id} name="keyword" defaultValue={defaultValue} maxLength={40} size={size} required={required} />
    </div>
  );
}

type Option = string | { readonly value: string; readonly label: string };

/** A select whose first choice, 不限, leaves the filter off. */
export function AnySelect({ id, name, label, options, defaultValue }: { id: string; name: string; label: string; options: readonly Option[] | undefined; defaultValue: string }) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <select className={ui.select} id={id} name={name} defaultValue={defaultValue}>
        <option value="">不限</option>
        {options?.map((o) => {
          const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

export function SubmitField({ children }: { children: ReactNode }) {
  return (
    <div className={ui.field}>
      <button type="submit" className={ui.button}>
        {children}
      </button>
    </div>
  );
}
