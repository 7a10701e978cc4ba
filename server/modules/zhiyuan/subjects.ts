import { BadRequestError } from "#server/errors";
import type { Scope } from "../scope/scopes";

const ZJ = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"];
const SD = ["物理", "化学", "生物", "政治", "历史", "地理"];
const SECOND = ["化学", "生物", "政治", "地理"];
const FIRST: Record<string, "physics" | "history"> = { 物理: "physics", 历史: "history" };

/**
 * A family's electives as the engine reads them, checked against the scope's exam model:
 * zj 3 of 7, sd 3 of 6; in 3+1+2 scopes the 首选 (track, or 物理/历史 among the subjects) and 2 再选.
 */
export function studentSubjects(scope: Scope, given: readonly string[], track?: "physics" | "history"): { subjects: string[]; track?: "physics" | "history" } {
  const picked = [...new Set(given.map((s) => (s === "思想政治" ? "政治" : s)))];
  if (scope === "zj" || scope === "sd") {
    const allowed = scope === "zj" ? ZJ : SD;
    if (picked.length !== 3 || !picked.every((s) => allowed.includes(s))) throw new BadRequestError(`请选择 3 门选考科目（${allowed.join(" ")}）`);
    return { subjects: picked };
  }
  const firsts = picked.filter((s) => s in FIRST);
  if (firsts.length > 1) throw new BadRequestError("首选科目只能是物理或历史之一");
  const first = track ?? (firsts[0] ? FIRST[firsts[0]] : undefined);
  if (!first) throw new BadRequestError("请选择首选科目（物理或历史）");
  if (firsts[0] && FIRST[firsts[0]] !== first) throw new BadRequestError("首选科目与科类不一致");
  const second = picked.filter((s) => !(s in FIRST));
  if (second.length !== 2 || !second.every((s) => SECOND.includes(s))) throw new BadRequestError(`请选择 2 门再选科目（${SECOND.join(" ")}）`);
  return { subjects: [first === "physics" ? "物理" : "历史", ...second], track: first };
}
