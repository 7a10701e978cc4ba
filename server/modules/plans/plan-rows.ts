import { adjustOn, chosenMajors } from "./group-majors";
import { rulesOf } from "./plan-rules";
import type { PlanView } from "./plans.schema";
import type { Scope } from "../scope/scopes";

// The rows of a plan as every output shows them (the editor, the print page and the Excel file):
// one function, so the file has the same rows as the screen. No server dependencies (importable by app/).

export const BAND_WORD = { gamble: "搏", radical: "冲", steady: "稳", conservative: "保", bottom: "垫" } as const;

export const PLAN_COLUMNS = ["序号", "院校代码", "院校名称", "专业组", "专业代号", "专业名称", "计划数", "梯度", "录取概率", "预测录取位次", "历年最低分/位次", "学费（元/年）"] as const;
/** 院校专业组 scopes add the group's 服从调剂 after its majors. */
const GROUP_COLUMNS = [...PLAN_COLUMNS.slice(0, 6), "服从调剂", ...PLAN_COLUMNS.slice(6)];

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? "-" : typeof v === "number" ? v.toLocaleString("en-US") : v);

export function probabilityText(p: number | null | undefined): string {
  return p === null || p === undefined ? "-" : `${(p * 100).toFixed(1)}%`;
}

const isGroupScope = (scope: string) => rulesOf(scope as Scope)?.unit === "group";

export function planColumns(scope: string): readonly string[] {
  return isGroupScope(scope) ? GROUP_COLUMNS : PLAN_COLUMNS;
}

/** A group entry's chosen majors in order ("1.临床医学；2.麻醉学"), or what stands in for them. */
export function groupMajorsText(e: Pick<PlanView["entries"][number], "majors" | "unit">): { names: string; codes: string } {
  const picked = chosenMajors(e.unit?.majors, e.majors);
  if (picked.length === 0) return { names: e.unit?.majors?.length === 0 ? "专业计划暂缺" : "未选专业", codes: "-" };
  return { names: picked.map((m, k) => `${k + 1}.${m.key}`).join("；"), codes: picked.map((m) => m.major?.code ?? "-").join("；") };
}

export function planRows(view: Pick<PlanView, "entries" | "scope">): string[][] {
  const group = isGroupScope(view.scope);
  return view.entries.map((e, i) => {
    const u = e.unit;
    const adjust = group ? [adjustOn(e) ? "服从" : "不服从"] : [];
    if (!u) return [String(i + 1), "-", "今年无招生计划", "-", "-", e.unitId, ...adjust, "-", "-", "-", "-", "-", "-"];
    const majors = group ? groupMajorsText(e) : { names: u.majorName, codes: dash(u.majorCode) };
    const lines = u.history.slice(0, 3).map((h) => `${h.year}: ${dash(h.minScore)}分/${dash(h.minRank)}名`).join("；") || "-";
    return [
      String(i + 1),
      dash(u.zsCode),
      u.universityName,
      dash(u.groupCode),
      majors.codes,
      majors.names,
      ...adjust,
      dash(u.planCount),
      u.band ? BAND_WORD[u.band] : "-",
      probabilityText(u.probability),
      dash(u.predictedRank),
      lines,
      dash(u.tuition),
    ];
  });
}
