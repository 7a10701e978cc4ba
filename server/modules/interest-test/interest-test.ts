// The interest test (RIASEC, 48 public-domain marker items): items, scoring and the 专业类 fit. Pure, importable by app/.
import itemsFile from "./riasec-items.json";
import classesFile from "./riasec-classes.json";

export const TYPES = ["R", "I", "A", "S", "E", "C"] as const;
export type RiasecType = (typeof TYPES)[number];

/** Each type's name and what it means, in plain words for a student. */
export const TYPE_INFO: Record<RiasecType, { name: string; short: string; meaning: string }> = {
  R: { name: "现实型", short: "动手做", meaning: "喜欢动手操作工具、机器和实物，愿意在车间、工地或户外把东西做出来、修好。" },
  I: { name: "研究型", short: "爱钻研", meaning: "喜欢观察、分析和探究问题背后的道理，愿意做实验、查资料、独立思考。" },
  A: { name: "艺术型", short: "爱创造", meaning: "喜欢用文字、音乐、画面或表演表达自己，重视创意和个性。" },
  S: { name: "社会型", short: "乐助人", meaning: "喜欢和人打交道，愿意教导、照顾、帮助别人，关心他人的感受。" },
  E: { name: "企业型", short: "善领导", meaning: "喜欢说服、组织和带领别人，愿意承担风险去做成一件事。" },
  C: { name: "常规型", short: "重条理", meaning: "喜欢有条理、有规则的工作，细心处理数据、表格和记录。" },
};

export interface Item {
  id: string;
  type: RiasecType;
  en: string;
  zh: string;
}
export const ITEMS: readonly Item[] = itemsFile.items as Item[];
/** 1 非常不喜欢 … 5 非常喜欢. */
export const SCALE: readonly string[] = itemsFile.scale;
export const ITEM_SOURCE = itemsFile.source;

/** Items per page without JavaScript: 8 pages of 6, one item of each type on every page. */
export const PAGE_SIZE = 6;
export const PAGE_COUNT = Math.ceil(ITEMS.length / PAGE_SIZE);
/** Page p (1-based) shows the p-th item of each type: R{p} I{p} A{p} S{p} E{p} C{p}. */
export function itemsOfPage(page: number): Item[] {
  return TYPES.map((t) => ITEMS.find((i) => i.id === `${t}${page}`)!).filter(Boolean);
}

export type Answers = Record<string, number>;

/** Keeps only known item ids with answers 1–5. */
export function cleanAnswers(raw: Record<string, unknown>): Answers {
  const out: Answers = {};
  for (const item of ITEMS) {
    const v = Number(raw[item.id]);
    if (Number.isInteger(v) && v >= 1 && v <= 5) out[item.id] = v;
  }
  return out;
}

export function missingItems(answers: Answers): Item[] {
  return ITEMS.filter((i) => !answers[i.id]);
}

/** The first page with an unanswered item, or null when every item is answered. */
export function firstOpenPage(answers: Answers): number | null {
  for (let p = 1; p <= PAGE_COUNT; p++) if (itemsOfPage(p).some((i) => !answers[i.id])) return p;
  return null;
}

export interface TypeScore {
  type: RiasecType;
  /** Sum of the type's 8 answers: 8–40. */
  sum: number;
  /** (sum − 8) ÷ 32 × 100, rounded: 0–100. */
  percent: number;
}
export interface TestScores {
  scores: TypeScore[];
  /** The three highest types, highest first; ties go in R I A S E C order. */
  code: string;
}

/**
 * Scoring: each type's score is the sum of its 8 answers (1–5), shown as 0–100.
 * The Holland code is the three highest types. Every item must be answered.
 */
export function scoreAnswers(answers: Answers): TestScores {
  const missing = missingItems(answers);
  if (missing.length > 0) throw new Error(`${missing.length} items unanswered`);
  const scores = TYPES.map((type) => {
    const sum = ITEMS.filter((i) => i.type === type).reduce((s, i) => s + answers[i.id]!, 0);
    return { type, sum, percent: Math.round(((sum - 8) / 32) * 100) };
  });
  const code = [...scores]
    .sort((a, b) => b.sum - a.sum || TYPES.indexOf(a.type) - TYPES.indexOf(b.type))
    .slice(0, 3)
    .map((s) => s.type)
    .join("");
  return { scores, code };
}

export interface ClassProfile {
  code: string;
  name: string;
  riasec: string;
  reason: string;
}
export const CLASS_PROFILES: readonly ClassProfile[] = classesFile.classes;

export function isHollandCode(code: string): boolean {
  return /^[RIASEC]{1,3}$/.test(code) && new Set(code).size === code.length;
}

/**
 * How well a 专业类 fits: its letters weighted 3, 2, 1 by position, each by the student's 0–100 score of that
 * type (or, from a code alone, 100 / 67 / 33 for its first, second and third letter). 0–100.
 */
export function classFit(profile: ClassProfile, percentOf: (t: RiasecType) => number): number {
  const weights = [3, 2, 1];
  let sum = 0;
  let w = 0;
  [...profile.riasec].forEach((t, i) => {
    sum += weights[i]! * percentOf(t as RiasecType);
    w += weights[i]!;
  });
  return w > 0 ? Math.round(sum / w) : 0;
}

/** 专业类 ranked by fit for a code (and scores when known). */
export function rankClasses(code: string, scores?: Partial<Record<RiasecType, number>>): Array<ClassProfile & { fit: number }> {
  const fromCode = (t: RiasecType) => {
    const i = code.indexOf(t);
    return i < 0 ? 0 : Math.round(100 - (i * 100) / 3);
  };
  const percentOf = (t: RiasecType) => scores?.[t] ?? fromCode(t);
  return CLASS_PROFILES.map((p) => ({ ...p, fit: classFit(p, percentOf) })).sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code));
}
