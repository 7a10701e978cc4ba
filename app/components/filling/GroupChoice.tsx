import { Form } from "@remix-run/react";
import { adjustOn, majorKeys } from "#server/modules/plans/group-majors";
import { groupMajorsText } from "#server/modules/plans/plan-rows";
import type { PlanView } from "#server/modules/plans/plans.schema";
import { orDash } from "../../lib/format";
import * as ui from "../ui/ui.css";
import * as f from "./filling.css";

type Entry = PlanView["entries"][number];

/**
 * A 院校专业组's majors and 服从调剂 in one form post (works without JavaScript): the ticked majors
 * are listed first in the student's order, so the form sends them in that order; 上移 / 下移 are
 * submit buttons of the same form that also say which major moves.
 */
export function GroupChoice({ entry: e, index: i, max, open, busy }: { entry: Entry; index: number; max: number; open: boolean; busy: boolean }) {
  const majors = e.unit?.majors ?? [];
  const keys = majorKeys(majors);
  const chosen = (e.majors ?? []).filter((k) => keys.includes(k));
  const rows = [...chosen.map((k) => keys.indexOf(k)), ...keys.map((_, k) => k).filter((k) => !chosen.includes(keys[k]!))];
  const adjust = adjustOn(e);
  const n = i + 1;
  return (
    <details className={f.group} open={open} data-testid="group-choice">
      <summary className={f.groupSummary}>
        专业：<span data-testid="group-majors-chosen">{groupMajorsText(e).names}</span>{majors.length > 0 ? `（${(e.majors ?? []).length}/${max}）` : ""} · <span data-testid="group-adjust">{adjust ? "服从调剂" : "不服从调剂"}</span>
      </summary>
      <Form method="post" className={f.groupForm}>
        <input type="hidden" name="intent" value="group" />
        <input type="hidden" name="index" value={i} />
        <input type="hidden" name="focus" value={`e${n}`} />
        {majors.length === 0 ? (
          <p className={f.entryMeta}>该专业组今年的专业计划暂缺，以省教育考试院公布为准；可先设置是否服从调剂。</p>
        ) : (
          <fieldset className={ui.fieldset}>
            <legend className={f.entryMeta}>第 {n} 个志愿的专业：勾选最多 {max} 个，已选的按志愿顺序排在前面</legend>
            <ol className={f.majorRows}>
              {rows.map((k) => {
                const m = majors[k]!;
                const key = keys[k]!;
                const at = chosen.indexOf(key);
                return (
                  <li key={key} className={f.majorRow} data-testid="group-major">
                    <label className={ui.choice}>
                      <input type="checkbox" name="majors" value={key} defaultChecked={at >= 0} disabled={!m.eligible && at < 0} />
                      {at >= 0 ? `${at + 1}. ` : ""}
                      {key}
                      <span className={f.entryMeta}>
                        {" "}
                        {m.code ? `${m.code} · ` : ""}计划 {orDash(m.plan)}
                        {m.eligible ? "" : ` · 选科不符${m.ineligibleReason ? `：${m.ineligibleReason}` : ""}`}
                      </span>
                    </label>
                    {at >= 0 ? (
                      <span className={f.inline}>
                        <button type="submit" name="move" value={`up:${key}`} className={`${ui.secondaryButton} ${f.small}`} disabled={busy || at === 0} aria-label={`上移专业：${key}（第 ${n} 个志愿）`}>
                          上移
                        </button>
                        <button type="submit" name="move" value={`down:${key}`} className={`${ui.secondaryButton} ${f.small}`} disabled={busy || at === chosen.length - 1} aria-label={`下移专业：${key}（第 ${n} 个志愿）`}>
                          下移
                        </button>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </fieldset>
        )}
        <label className={ui.choice}>
          <input type="checkbox" name="adjust" defaultChecked={adjust} /> 服从专业调剂
        </label>{" "}
        <button type="submit" className={`${ui.button} ${f.small}`} disabled={busy} aria-label={`保存第 ${n} 个志愿的专业与调剂`}>
          保存专业与调剂
        </button>
      </Form>
    </details>
  );
}
