import type { EnrollUnit } from "#server/modules/zhiyuan/zhiyuan.schema";
import * as f from "./filling.css";

const SHOWN = 6;

/** What a 院校专业组 offers, in one line of a list (the pick and replace pages); nothing for other units. */
export function GroupMajorsLine({ unit }: { unit: Pick<EnrollUnit, "majors" | "groupCode"> }) {
  if (!unit.groupCode || !unit.majors) return null;
  const m = unit.majors;
  if (m.length === 0) return <p className={f.entryMeta}>组内专业：本组今年的专业计划暂缺</p>;
  const names = m.slice(0, SHOWN).map((x) => (x.eligibility.eligible ? x.name : `${x.name}（选科不符）`));
  return (
    <p className={f.entryMeta} data-testid="group-majors-line">
      组内 {m.length} 个专业：{names.join("、")}
      {m.length > SHOWN ? " 等" : ""}
    </p>
  );
}
