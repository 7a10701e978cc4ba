import { useEffect, useRef, useState, type ComponentType } from "react";
import * as ui from "../ui/ui.css";
import * as s from "../search-box.css";

export const COMPARE_PLACEHOLDER = "如：计算机、护理、0809";

type Box = ComponentType<{ scope: string; level: string; defaultValue: string; autoFocus: boolean; redirectTo: string }>;

/**
 * The picker's keyword box: a plain input of the GET form on the server (all it
 * needs without JavaScript), replaced by the react-aria ComboBox once its code
 * has loaded; what was typed meanwhile, and the focus, carry over.
 */
export function MajorCompareSearchBox(props: { scope: string; level: string; defaultValue: string; redirectTo: string }) {
  const [Loaded, setLoaded] = useState<{ C: Box } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    void import("./MajorCompareComboBox").then((m) => live && setLoaded({ C: m.MajorCompareComboBox }));
    return () => {
      live = false;
    };
  }, []);
  if (Loaded) {
    const el = input.current;
    return <Loaded.C {...props} defaultValue={el?.value ?? props.defaultValue} autoFocus={el !== null && document.activeElement === el} />;
  }
  return (
    <div className={s.box}>
      <label className={ui.label} htmlFor="compare-keyword">
        专业名称或代码
      </label>
      <input ref={input} id="compare-keyword" name="keyword" className={ui.input} placeholder={COMPARE_PLACEHOLDER} maxLength={20} defaultValue={props.defaultValue} data-testid="compare-keyword" />
    </div>
  );
}
