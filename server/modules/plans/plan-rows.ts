import type { PlanView } from "./plans.schema";

// The rows of a plan as every output shows them (the editor, the print page and the Excel file):
// one function, so the file has the same rows as the screen. No server dependencies (importable by app/).

export const BAND_WORD = { gamble: "搏", radical: "冲", steady: "稳", conservative: "保", bottom: "垫" } as const;

export const PLAN_COLUMNS = ["序号", "院校代码", "院校名称", "专业组", "专业代号", "专业名称", "计划数", "梯度", "录取概率", "预测录取位次", "历年最低分/位次", "学费（元/年）"] as const;

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? "-" : typeof v === "number" ? v.toLocaleString("en-US") : v);

export function probabilityText(p: number | null | undefined): string {
  return p === null || p === undefined ? "-" : `${(p * 100).toFixed(1)}%`;
}

export function planRows(view: Pick<PlanView, "entries">): string[][] {
  return view.entries.map((e, i) => {
    const u = e.unit;
    if (!u) return [String(i + 1), "-", "今年无招生计划", "-", "-", e.unitId, "-", "-", "-", "-", "-", "-"];
    const majors = e.majors && e.majors.length > 0 ? `${e.majors.join("、")}${e.adjust === false ? "（不服从调剂）" : e.adjust ? "（服从调剂）" : ""}` : u.majorName;
    const lines = u.history.slice(0, 3).map((h) => `${h.year}: ${dash(h.minScore)}分/${dash(h.minRank)}名`).join("；") || "-";
    return [
      String(i + 1),
      dash(u.zsCode),
      u.universityName,
      dash(u.groupCode),
      dash(u.majorCode),
      majors,
      dash(u.planCount),
      u.band ? BAND_WORD[u.band] : "-",
      probabilityText(u.probability),
      dash(u.predictedRank),
      lines,
      dash(u.tuition),
    ];
  });
}
