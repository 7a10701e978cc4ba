// The 三位一体 composite score and 学考 threshold, as pure functions: every figure they use and every
// assumption they make comes back as text for the page.

/** 学考 grade counts over the 10 subjects of the Zhejiang 学业水平考试. */
export interface Grades {
  A: number;
  B: number;
  C: number;
  D: number;
}

export const XUEKAO_SUBJECTS = 10;

/** A school's formula: 学考 A–D points, the full marks of the three parts and their weights. */
export interface Formula {
  name: string;
  pointA: number;
  pointB: number;
  pointC: number;
  pointD: number;
  xuekaoFull: number;
  xiaoceFull: number;
  gaokaoFull: number;
  xuekaoWeight: number;
  xiaoceWeight: number;
  gaokaoWeight: number;
  formulaKind: string;
  note: string | null;
}

export interface CompositeInput {
  grades: Grades;
  /** 高考 total, 0–750. */
  gaokao: number;
  /** The assumed 校测 score on a 100-point scale (the share of the school's full marks). */
  xiaoce: number;
}

export interface CompositePart {
  label: "学考" | "校测" | "高考";
  /** The score on the school's own scale, and that scale's full marks. */
  score: number;
  full: number;
  /** The score as a percentage of full marks. */
  percent: number;
  weight: number;
  /** weight × percent: this part's points in the composite (百分制). */
  points: number;
}

export interface CompositeResult {
  computable: boolean;
  /** The composite on a 100-point scale, 2 decimals; null when the school's rule is not a weighted sum. */
  composite: number | null;
  parts: CompositePart[];
  /** "学考 10% + 校测 30% + 高考 60%". */
  formulaText: string;
  /** How each figure was reached, in Chinese: what the page writes out. */
  assumptions: string[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (w: number) => `${round2(w * 100)}%`;
const fmt = (n: number) => String(round2(n));

export function formulaText(f: Pick<Formula, "xuekaoWeight" | "xiaoceWeight" | "gaokaoWeight">): string {
  return [
    ["学考", f.xuekaoWeight],
    ["校测", f.xiaoceWeight],
    ["高考", f.gaokaoWeight],
  ]
    .filter(([, w]) => (w as number) > 0)
    .map(([l, w]) => `${l} ${pct(w as number)}`)
    .join(" + ");
}

export function gradeTableText(f: Pick<Formula, "pointA" | "pointB" | "pointC" | "pointD">): string {
  return `A=${fmt(f.pointA)} / B=${fmt(f.pointB)} / C=${fmt(f.pointC)} / D=${fmt(f.pointD)}`;
}

export function gradesText(g: Grades): string {
  return (["A", "B", "C", "D"] as const)
    .filter((k) => g[k] > 0)
    .map((k) => `${g[k]}${k}`)
    .join("");
}

/** How the school turns 学考 grades into its 学考 score: a sum over 10 subjects, their average, or deductions from full marks. */
export function xuekaoMode(f: Formula): "none" | "sum" | "average" | "deduction" {
  if (f.xuekaoFull <= 0 || (f.pointA === 0 && f.pointB === 0 && f.pointC === 0 && f.pointD === 0)) return "none";
  if (f.pointA === 0 && f.pointB <= 0 && f.pointC <= 0 && f.pointD <= 0) return "deduction";
  if (Math.abs(f.xuekaoFull - f.pointA) < 1e-9) return "average";
  return "sum";
}

/** The school's 学考 score for these grades, on its own scale (before any cap), with how it was reached. */
export function xuekaoScore(f: Formula, g: Grades): { score: number; capped: boolean; how: string } | null {
  const mode = xuekaoMode(f);
  const raw = g.A * f.pointA + g.B * f.pointB + g.C * f.pointC + g.D * f.pointD;
  const table = gradeTableText(f);
  if (mode === "none") return null;
  if (mode === "deduction") {
    const score = Math.max(0, f.xuekaoFull + raw);
    return { score, capped: false, how: `学考满分 ${fmt(f.xuekaoFull)}，按 ${table} 扣分：${gradesText(g)} 得 ${fmt(score)}` };
  }
  if (mode === "average") {
    const score = raw / XUEKAO_SUBJECTS;
    return { score, capped: false, how: `学考按 ${table} 取 10 门平均：${gradesText(g)} 得 ${fmt(score)}（满分 ${fmt(f.xuekaoFull)}）` };
  }
  const capped = raw > f.xuekaoFull;
  const score = Math.min(raw, f.xuekaoFull);
  return {
    score,
    capped,
    how: `学考按 ${table} 折算 10 门：${gradesText(g)} 得 ${fmt(raw)}${capped ? `，超过该校学考满分 ${fmt(f.xuekaoFull)}，按满分计` : `（满分 ${fmt(f.xuekaoFull)}）`}`,
  };
}

/**
 * The composite of one school under its own formula, on a 100-point scale:
 * Σ weight × (part score ÷ part full marks × 100). A school whose rule is not a weighted sum (only
 * 高考 weighted, or 学考 weighted without an A–D table) answers computable false with the reason.
 */
export function computeComposite(f: Formula, input: CompositeInput): CompositeResult {
  const text = formulaText(f);
  const assumptions: string[] = [];
  const onlyGaokao = f.xuekaoWeight === 0 && f.xiaoceWeight === 0;
  const xk = f.xuekaoWeight > 0 ? xuekaoScore(f, input.grades) : null;
  if (onlyGaokao || (f.xuekaoWeight > 0 && !xk) || f.gaokaoFull <= 0 || (f.xiaoceWeight > 0 && f.xiaoceFull <= 0)) {
    const why = onlyGaokao ? "该校不设加权综合分" : f.xuekaoWeight > 0 && !xk ? "该校学考无固定 A–D 折算分值表" : "该校的计分方式无法按权重折算";
    return { computable: false, composite: null, parts: [], formulaText: text, assumptions: [`${why}，无法计算综合分${f.note ? `：${f.note}` : "。"}`] };
  }
  const parts: CompositePart[] = [];
  if (f.xuekaoWeight > 0 && xk) {
    const percent = (xk.score / f.xuekaoFull) * 100;
    parts.push({ label: "学考", score: round2(xk.score), full: f.xuekaoFull, percent: round2(percent), weight: f.xuekaoWeight, points: round2(f.xuekaoWeight * percent) });
    assumptions.push(`${xk.how}，占满分的 ${fmt(percent)}%。`);
  } else assumptions.push("该校学考不单独计分。");
  if (f.xiaoceWeight > 0) {
    const score = (input.xiaoce / 100) * f.xiaoceFull;
    parts.push({ label: "校测", score: round2(score), full: f.xiaoceFull, percent: round2(input.xiaoce), weight: f.xiaoceWeight, points: round2(f.xiaoceWeight * input.xiaoce) });
    assumptions.push(`校测为假设值：按满分的 ${fmt(input.xiaoce)}% 计，即 ${fmt(score)} / ${fmt(f.xiaoceFull)} 分；实际校测成绩未知。`);
  }
  const gPercent = (Math.min(input.gaokao, f.gaokaoFull) / f.gaokaoFull) * 100;
  parts.push({ label: "高考", score: input.gaokao, full: f.gaokaoFull, percent: round2(gPercent), weight: f.gaokaoWeight, points: round2(f.gaokaoWeight * gPercent) });
  assumptions.push(`高考 ${fmt(input.gaokao)} / ${fmt(f.gaokaoFull)} 分，占满分的 ${fmt(gPercent)}%（不含加分）。`);
  const composite = round2(parts.reduce((a, p) => a + p.weight * p.percent, 0));
  assumptions.push(`综合分（百分制）= ${parts.map((p) => `${p.label} ${fmt(p.percent)} × ${pct(p.weight)}`).join(" + ")} = ${fmt(composite)}。`);
  if (f.formulaKind === "特殊" && f.note) assumptions.push(`该校计分另有规定：${f.note}`);
  return { computable: true, composite, parts, formulaText: text, assumptions };
}

// ---- 学考 thresholds ------------------------------------------------------------------------------

export type Condition = { kind: "minA"; n: number } | { kind: "minAB"; n: number } | { kind: "minPoints"; n: number };

export interface Threshold {
  /** Any alternative whose conditions all hold admits the student; empty: none the text states in numbers. */
  alternatives: Condition[][];
  /** The text only asks every subject to pass (every A–D grade does). */
  passOnly: boolean;
  /** The A–D points the 折算 conditions use: a table printed in the text, else the school's own. */
  table: { A: number; B: number; C: number; D: number };
}

const TABLE_RE = /A\s*[=＝]\s*(-?[\d.]+)\s*[/,，、]\s*B\s*[=＝]\s*(-?[\d.]+)\s*[/,，、]\s*C\s*[=＝]\s*(-?[\d.]+)\s*[/,，、]\s*D\s*[=＝]\s*(-?[\d.]+)/;
/** Clauses about something other than 学考 grades, or about past results rather than the rule. */
const OFF_TOPIC = /外语|英语|高考|单科|专项|初审|最后一名|录取|区间|体能/;

/** Reads a printed 学考 threshold ("学考≥6A或折算分≥90分", "学考≥5A2B", "A+B≥5", "折算≥60分(A=10,B=8,C=6,D=4)"). */
export function parseThreshold(text: string | null, f: Pick<Formula, "pointA" | "pointB" | "pointC" | "pointD">): Threshold {
  const own = { A: f.pointA, B: f.pointB, C: f.pointC, D: f.pointD };
  if (!text) return { alternatives: [], passOnly: false, table: own };
  const t = TABLE_RE.exec(text);
  const table = t ? { A: Number(t[1]), B: Number(t[2]), C: Number(t[3]), D: Number(t[4]) } : own;
  const mentionsPoints = /折算/.test(text);
  const body = text.replace(new RegExp(TABLE_RE.source, "g"), "").replace(/≧|>=/g, "≥");
  const alternatives: Condition[][] = [];
  for (const clause of body.split(/[；;，,。或/]/)) {
    if (OFF_TOPIC.test(clause.replace(/\([^)]*\)/g, ""))) continue;
    const conds: Condition[] = [];
    for (const m of clause.matchAll(/(\d+)\s*A\s*(\d+)\s*B/g)) conds.push({ kind: "minA", n: Number(m[1]) }, { kind: "minAB", n: Number(m[1]) + Number(m[2]) });
    if (conds.length === 0) for (const m of clause.matchAll(/(?:≥|至少|不少于)\s*(\d+)\s*[门个]?\s*A/g)) conds.push({ kind: "minA", n: Number(m[1]) });
    for (const m of clause.matchAll(/A\s*\+\s*B\s*(?:≥|不少于)\s*(\d+)/g)) conds.push({ kind: "minAB", n: Number(m[1]) });
    for (const m of clause.matchAll(/(\d+)\s*个\s*B\s*等?及以上/g)) conds.push({ kind: "minAB", n: Number(m[1]) });
    if (mentionsPoints) {
      for (const m of clause.matchAll(/≥\s*(\d+(?:\.\d+)?)(?!\s*[\dAB门个.])/g)) conds.push({ kind: "minPoints", n: Number(m[1]) });
      const range = /门槛\s*(\d+)\s*[-–~]\s*\d+\s*分/.exec(clause);
      if (range) conds.push({ kind: "minPoints", n: Number(range[1]) });
    }
    if (conds.length) alternatives.push(conds);
  }
  const passOnly = alternatives.length === 0 && /合格/.test(text);
  return { alternatives, passOnly, table };
}

export function conditionText(c: Condition): string {
  return c.kind === "minA" ? `A ≥ ${c.n} 门` : c.kind === "minAB" ? `A+B ≥ ${c.n} 门` : `折算分 ≥ ${c.n}`;
}

export function thresholdText(th: Threshold): string | null {
  if (th.passOnly) return "各科合格";
  if (th.alternatives.length === 0) return null;
  return th.alternatives.map((a) => a.map(conditionText).join(" 且 ")).join(" 或 ");
}

/** Whether the grades meet the threshold: true / false, or null when the text states none in numbers. */
export function meetsThreshold(th: Threshold, g: Grades): boolean | null {
  if (th.passOnly) return true;
  if (th.alternatives.length === 0) return null;
  const points = g.A * th.table.A + g.B * th.table.B + g.C * th.table.C + g.D * th.table.D;
  return th.alternatives.some((alt) =>
    alt.every((c) => (c.kind === "minA" ? g.A >= c.n : c.kind === "minAB" ? g.A + g.B >= c.n : points >= c.n - 1e-9)),
  );
}
