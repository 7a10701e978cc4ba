import { useEffect, useRef, useState, type ComponentType } from "react";
import * as ui from "./ui/ui.css";
import * as s from "./search-box.css";

export const PLACEHOLDER = "如 浙江大学、浙大、zjdx";

type ComboBox = ComponentType<{ scope: string; defaultValue: string; autoFocus: boolean }>;

/**
 * The inquiry page's keyword box. The server renders a plain text input of
 * the GET form (all it needs without JavaScript). In the browser the
 * react-aria ComboBox with suggestions replaces it once its code has loaded:
 * loaded after the page, so the page's first-load JavaScript stays small.
 * What was typed meanwhile, and the focus, carry over.
 */
export function UniversitySearchBox({ scope, defaultValue }: { scope: string; defaultValue: string }) {
  const [Box, setBox] = useState<{ C: ComboBox } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    void import("./UniversityComboBox").then((m) => live && setBox({ C: m.UniversityComboBox }));
    return () => {
      live = false;
    };
  }, []);
  if (Box) {
    const el = input.current;
    return <Box.C scope={scope} defaultValue={el?.value ?? defaultValue} autoFocus={el !== null && document.activeElement === el} />;
  }
  return (
    <div className={s.box}>
      <label className={ui.label} htmlFor="keyword">
        院校名称、简称或拼音
      </label>
      <input ref={input} id="keyword" name="keyword" className={ui.input} placeholder={PLACEHOLDER} maxLength={40} defaultValue={defaultValue} data-testid="keyword" />
    </div>
  );
}
