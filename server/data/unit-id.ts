import { createHash } from "node:crypto";

/** Names as families type and sources print them: width-, space- and case-insensitive, brackets kept. */
export function unitName(name: string): string {
  return name.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
}

/**
 * The stable id of an application unit (专业+院校 in zj/sd, 院校专业组 elsewhere). Saved plans and
 * dislikes refer to it, so it depends only on what identifies the unit — scope, year, institution,
 * and the unit's own code (group code, zj 专业代号) or, without one, its batch and normalised name —
 * never on row order or database ids, and a re-import of the same unit gives the same id.
 */
export function unitIdOf(u: { scope: string; year: number; universityId: number; code?: string | null; batch?: string | null; name: string }): string {
  const key = u.code ? `code:${u.code.trim()}` : `name:${unitName(u.batch ?? "")}/${unitName(u.name)}`;
  const hash = createHash("sha256").update(`${u.scope}|${u.year}|${u.universityId}|${key}`).digest("hex").slice(0, 12);
  return `${u.scope}${u.year}-${hash}`;
}
