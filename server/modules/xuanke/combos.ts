// Elective combinations per scope: pure, importable by app/ (no server dependencies).
import type { Scope } from "../scope/scopes";

export const ELECTIVE_SUBJECTS = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
export type ElectiveSubject = (typeof ELECTIVE_SUBJECTS)[number];

/** The one-character names families use for a combination (物化生, 史政地). */
export const SHORT_NAME: Record<ElectiveSubject, string> = { 物理: "物", 化学: "化", 生物: "生", 政治: "政", 历史: "史", 地理: "地", 技术: "技" };
const BY_SHORT = new Map(Object.entries(SHORT_NAME).map(([full, short]) => [short, full as ElectiveSubject]));
/** Each subject's bit in a requirement or combination mask. */
export const SUBJECT_BIT: Record<ElectiveSubject, number> = { 物理: 1, 化学: 2, 生物: 4, 政治: 8, 历史: 16, 地理: 32, 技术: 64 };

export type ElectiveModel = "3of7" | "3of6" | "1+2";
export function electiveModelOf(scope: Scope): ElectiveModel {
  return scope === "zj" ? "3of7" : scope === "sd" ? "3of6" : "1+2";
}

export const FIRST_SUBJECTS: ElectiveSubject[] = ["物理", "历史"];
export const SECOND_SUBJECTS: ElectiveSubject[] = ["化学", "生物", "政治", "地理"];

/** The subjects a scope's students choose from. */
export function subjectsOf(scope: Scope): ElectiveSubject[] {
  const model = electiveModelOf(scope);
  return model === "3of7" ? [...ELECTIVE_SUBJECTS] : ELECTIVE_SUBJECTS.filter((s) => s !== "技术");
}

export function comboMask(subjects: readonly string[]): number {
  return subjects.reduce((m, s) => m | (SUBJECT_BIT[s as ElectiveSubject] ?? 0), 0);
}

export function ordered(subjects: Iterable<string>): ElectiveSubject[] {
  const set = new Set(subjects);
  return ELECTIVE_SUBJECTS.filter((s) => set.has(s));
}

/** 物化生 for [物理, 化学, 生物]; 3+1+2 combinations put the 首选 first. */
export function comboLabel(subjects: readonly string[]): string {
  return ordered(subjects)
    .map((s) => SHORT_NAME[s])
    .join("");
}

/** Every combination a scope allows: zj 35 (3 of 7), sd 20 (3 of 6), 3+1+2 scopes 12 (物理 or 历史, then 2 of 4). */
export function combosOf(scope: Scope): ElectiveSubject[][] {
  const out: ElectiveSubject[][] = [];
  if (electiveModelOf(scope) === "1+2") {
    for (const first of FIRST_SUBJECTS)
      for (let a = 0; a < SECOND_SUBJECTS.length; a++) for (let b = a + 1; b < SECOND_SUBJECTS.length; b++) out.push(ordered([first, SECOND_SUBJECTS[a]!, SECOND_SUBJECTS[b]!]));
    return out;
  }
  const all = subjectsOf(scope);
  for (let a = 0; a < all.length; a++) for (let b = a + 1; b < all.length; b++) for (let c = b + 1; c < all.length; c++) out.push([all[a]!, all[b]!, all[c]!]);
  return out;
}

/** Reads "物化生" or "物理,化学,生物" into full subject names; null when it names something else. */
export function parseComboLabel(label: string): ElectiveSubject[] | null {
  const text = label.trim();
  if (!text) return null;
  if (/[,，、\s]/.test(text)) {
    const parts = text.split(/[,，、\s]+/).filter(Boolean);
    return parts.every((p) => (ELECTIVE_SUBJECTS as readonly string[]).includes(p)) ? (parts as ElectiveSubject[]) : null;
  }
  const out: ElectiveSubject[] = [];
  for (const ch of text) {
    const s = BY_SHORT.get(ch);
    if (!s) return null;
    out.push(s);
  }
  return out;
}

/** The text the pages and the API show for a scope's rule. */
export function comboRule(scope: Scope): string {
  const model = electiveModelOf(scope);
  if (model === "1+2") return "首选物理或历史中的1门，再选化学、生物、政治、地理中的2门";
  if (model === "3of6") return "物理、化学、生物、政治、历史、地理中选3门";
  return "物理、化学、生物、政治、历史、地理、技术中选3门";
}
