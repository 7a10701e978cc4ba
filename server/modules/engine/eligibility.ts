import type { SubjectMode } from "#server/db/schema/reference";

export const ELECTIVES = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
export type Elective = (typeof ELECTIVES)[number];

export interface Requirement {
  mode: SubjectMode;
  subjects: readonly string[];
}

/** 思想政治 is the same subject as 政治; anything else not an elective is ignored. */
export function normaliseSubjects(subjects: readonly string[]): Elective[] {
  const set = new Set(subjects.map((s) => (s.trim() === "思想政治" ? "政治" : s.trim())));
  return ELECTIVES.filter((e) => set.has(e));
}

/**
 * Whether the student's electives meet a unit's requirement, with the reason in Chinese when
 * not. "unknown" requirements are not held against the student: the data cannot say.
 */
export function checkEligibility(req: Requirement, studentSubjects: readonly string[]): { eligible: boolean; reason: string | null } {
  const mine = new Set(normaliseSubjects(studentSubjects));
  const wanted = normaliseSubjects(req.subjects);
  if (req.mode === "all_of" && wanted.length > 0 && !wanted.every((s) => mine.has(s))) return { eligible: false, reason: `需选考 ${wanted.join("+")}` };
  if (req.mode === "any_of" && wanted.length > 0 && !wanted.some((s) => mine.has(s))) return { eligible: false, reason: `需选考 ${wanted.join("/")} 之一` };
  return { eligible: true, reason: null };
}

const TRIPLES: Elective[][] = [];
for (let a = 0; a < ELECTIVES.length; a++)
  for (let b = a + 1; b < ELECTIVES.length; b++) for (let c = b + 1; c < ELECTIVES.length; c++) TRIPLES.push([ELECTIVES[a]!, ELECTIVES[b]!, ELECTIVES[c]!]);

/**
 * How many of the 35 three-elective combinations a requirement admits: a crude measure of how
 * many candidates may apply. When a unit's requirement tightens (不限 → 物理+化学) its pool
 * shrinks and its line falls; the model reads the change of this count.
 */
export function eligibleCombinations(req: Requirement): number {
  const wanted = normaliseSubjects(req.subjects);
  if (wanted.length === 0 || (req.mode !== "all_of" && req.mode !== "any_of")) return TRIPLES.length;
  const n = TRIPLES.filter((t) => (req.mode === "all_of" ? wanted.every((s) => t.includes(s)) : wanted.some((s) => t.includes(s)))).length;
  return Math.max(1, n);
}
