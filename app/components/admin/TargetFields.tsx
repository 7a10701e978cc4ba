import type { TargetOptions } from "../../lib/admin-targets.server";
import * as s from "../../routes/admin.css";

/** The channel and scope checkboxes of every content editor. */
export function TargetFields({ options, channels, scopes }: { options: TargetOptions; channels: readonly string[]; scopes: readonly string[] }) {
  return (
    <>
      <fieldset className={s.fieldset}>
        <legend className={s.label}>渠道</legend>
        {options.allChannels ? (
          <label className={s.check}>
            <input type="checkbox" name="channels" value="all" defaultChecked={channels.includes("all")} /> 全部渠道
          </label>
        ) : null}
        {options.channelOptions.map((c) => (
          <label key={c.code} className={s.check}>
            <input type="checkbox" name="channels" value={c.code} defaultChecked={channels.includes(c.code)} /> {c.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.label}>省份</legend>
        {options.allScopes ? (
          <label className={s.check}>
            <input type="checkbox" name="scopes" value="all" defaultChecked={scopes.includes("all")} /> 全部省份
          </label>
        ) : null}
        {options.scopeOptions.map((o) => (
          <label key={o.code} className={s.check}>
            <input type="checkbox" name="scopes" value={o.code} defaultChecked={scopes.includes(o.code)} /> {o.name}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** A labelled text input of the editors. */
export function TextField(props: { name: string; label: string; value: string; maxLength?: number; required?: boolean; type?: string; hint?: string }) {
  const hintId = props.hint ? `${props.name}-hint` : undefined;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={props.name}>
        {props.label}
      </label>
      <input
        className={s.input}
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        maxLength={props.maxLength}
        required={props.required}
        defaultValue={props.value}
        aria-describedby={hintId}
      />
      {props.hint ? (
        <p className={s.hint} id={hintId}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
