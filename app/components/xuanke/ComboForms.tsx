import { Form } from "@remix-run/react";
import type { Scope } from "#server/modules/scope/scopes";
import { FIRST_SUBJECTS, SECOND_SUBJECTS, comboRule, electiveModelOf, subjectsOf } from "#server/modules/xuanke/combos";
import { CheckboxChoice, RadioChoice } from "../ui/ChoiceGroup";
import * as ui from "../ui/ui.css";
import { comboLabels } from "../../lib/xuanke";
import * as s from "./xuanke.css";

/** Pick one combination with checkboxes (3+1+2: a 首选 radio and 2 再选 checkboxes); a plain GET form. */
export function PickComboForm({ scope, action, defaultSubjects }: { scope: Scope; action: string; defaultSubjects?: readonly string[] }) {
  const model = electiveModelOf(scope);
  const chosen = defaultSubjects ?? [];
  return (
    <Form method="get" action={action} className={s.stack} aria-labelledby="pick-title">
      <h2 className={s.h2} id="pick-title">
        选一个科目组合
      </h2>
      {model === "1+2" ? (
        <>
          <RadioChoice label="首选科目" name="first" options={FIRST_SUBJECTS} defaultValue={chosen.find((x) => x === "物理" || x === "历史") ?? null} />
          <CheckboxChoice label="再选科目（选 2 门）" name="s" options={SECOND_SUBJECTS} defaultValue={chosen.filter((x) => (SECOND_SUBJECTS as string[]).includes(x))} description={comboRule(scope)} />
        </>
      ) : (
        <CheckboxChoice label="选考科目（选 3 门）" name="s" options={subjectsOf(scope)} defaultValue={chosen} description={comboRule(scope)} />
      )}
      <div>
        <button type="submit" className={ui.button}>
          查看可报专业
        </button>
      </div>
    </Form>
  );
}

/** Compare up to 3 combinations side by side: three selects named c. */
export function CompareForm({ scope, action, defaults }: { scope: Scope; action: string; defaults?: readonly string[] }) {
  const labels = comboLabels(scope);
  return (
    <Form method="get" action={action} className={s.stack} aria-labelledby="compare-title">
      <h2 className={s.h2} id="compare-title">
        对比科目组合（最多 3 个）
      </h2>
      <div className={`${s.row} ${s.narrowStack}`}>
        {[0, 1, 2].map((i) => (
          <div className={ui.field} key={i}>
            <label className={ui.label} htmlFor={`compare-${i}`}>
              组合{i + 1}
            </label>
            <select className={ui.select} id={`compare-${i}`} name="c" defaultValue={defaults?.[i] ?? ""}>
              <option value="">不选</option>
              {labels.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className={ui.field}>
          <button type="submit" className={ui.button}>
            对比
          </button>
        </div>
      </div>
    </Form>
  );
}
