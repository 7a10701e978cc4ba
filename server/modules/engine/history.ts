import type { SubjectMode } from "#server/db/schema/reference";
import { baseMajorName, normaliseMajorName } from "./names";

/** One published admission line (or, for a planned unit, its plan row with no line) as the engine reads it. */
export interface LineRecord {
  year: number;
  universityId: number;
  collegeCode: string | null;
  schoolName: string;
  majorName: string;
  majorCode: string | null;
  planCount: number | null;
  minScore: number | null;
  minRank: number | null;
  rankKind: string | null;
  /** The column the source printed it in (一段 / 二段 for zj); the engine re-classifies by score. */
  batch: string;
  subjectMode: SubjectMode;
  subjects: string[];
  flags: string[];
  /** 院校专业组 code as printed (gd 219, hb A00105, jx 102); absent for 专业+院校 and school units. */
  groupCode?: string | null;
  /** A group's majors, from the enrolment plan of the same year (absent when no plan lists them). */
  majors?: GroupMajor[];
}

/** One major of a 院校专业组, as its plan lists it. */
export interface GroupMajor {
  name: string;
  code: string | null;
  plan: number | null;
  subjectMode: SubjectMode;
  subjects: string[];
}

/**
 * How a unit was found in a history year: exact / base (专业+院校 names, names.ts); for 院校专业组,
 * which are renumbered from year to year: group-code (the same year, or a requirement the data does
 * not give), group-majors (the plan lists majors on both sides), group-unique (the only group of the
 * institution with that requirement), group-nearest (several: the one whose line is nearest the
 * unit's newer line).
 */
export type MatchHow = "exact" | "base" | "group-code" | "group-majors" | "group-unique" | "group-nearest";

export type Segment = "一段" | "二段";

/**
 * zj prints some 二段 admissions in its 一段 columns: a line is 一段 only when it sits in the
 * 一段 column and its score reaches that year's 一段线. Scopes without a 一段线 have one segment.
 */
export function segmentOf(line: LineRecord, firstLine: number | null): Segment {
  if (firstLine === null) return "一段";
  return line.batch === "一段" && line.minScore !== null && line.minScore >= firstLine ? "一段" : "二段";
}

export function unitKey(universityId: number, majorName: string): string {
  return `${universityId}|${normaliseMajorName(majorName)}`;
}

/** One year's lines, findable by exact normalised name, by bracket-free name, and by school. */
export class YearLines {
  readonly exact = new Map<string, LineRecord[]>();
  readonly base = new Map<string, LineRecord[]>();
  readonly bySchool = new Map<number, LineRecord[]>();
  readonly byMajorClass = new Map<string, LineRecord[]>();
  readonly byGroup = new Map<string, LineRecord>();
  constructor(
    readonly year: number,
    readonly lines: LineRecord[],
  ) {
    for (const l of lines) {
      push(this.exact, unitKey(l.universityId, l.majorName), l);
      push(this.base, `${l.universityId}|${baseMajorName(l.majorName)}`, l);
      push(this.bySchool, l.universityId, l);
      if (l.majorCode) push(this.byMajorClass, l.majorCode.slice(0, 4), l);
      if (l.groupCode) this.byGroup.set(`${l.universityId}|${l.groupCode}`, l);
    }
  }

  /**
   * The same unit in this year: the same institution and normalised name, else the only line
   * of the institution whose name without bracketed notes is the same (renamed notes, split classes).
   */
  match(universityId: number, majorName: string): { line: LineRecord; how: MatchHow } | null {
    const exact = this.exact.get(unitKey(universityId, majorName));
    if (exact) return { line: exact[0]!, how: "exact" };
    const base = this.base.get(`${universityId}|${baseMajorName(majorName)}`);
    if (base && base.length === 1) return { line: base[0]!, how: "base" };
    return null;
  }

  /**
   * Groups of this year that could be the unit: the same institution (and track: a year's lines are
   * one track) with the same subject requirement; where the requirement is unknown on either side,
   * every group of the institution.
   */
  groupCandidates(u: LineRecord): { lines: LineRecord[]; sameRequirement: boolean } {
    const school = this.bySchool.get(u.universityId) ?? [];
    const same = school.filter((l) => l.subjectMode !== "unknown" && u.subjectMode !== "unknown" && requirementKey(l) === requirementKey(u));
    return same.length > 0 ? { lines: same, sameRequirement: true } : { lines: school, sameRequirement: false };
  }

  /**
   * The same 院校专业组 in this year. Groups are renumbered (中山大学's gd physics groups were
   * 203–221 in 2022–24, 212–219 in 2025), so the code is trusted only within a year or where the
   * requirement cannot tell groups apart; otherwise: the majors where plans list them on both
   * sides, else the only group with the requirement, else the one nearest the unit's newer line
   * (`anchorX`, on the engine's scale, with `xOf` giving a line's). Without an anchor and with
   * several candidates, no match: the caller prices from the candidates (basis school).
   */
  matchGroup(u: LineRecord, anchorX: number | null, xOf: (l: LineRecord) => number): { line: LineRecord; how: MatchHow } | null {
    if (u.year === this.year && u.groupCode) {
      const own = this.byGroup.get(`${u.universityId}|${u.groupCode}`);
      if (own) return { line: own, how: "group-code" };
    }
    const { lines, sameRequirement } = this.groupCandidates(u);
    if (lines.length === 0) return null;
    if (u.majors && u.majors.length > 0) {
      let best: LineRecord | null = null;
      let bestScore = 0;
      let tie = false;
      for (const l of lines) {
        const score = majorOverlap(u.majors, l.majors);
        if (score > bestScore) [best, bestScore, tie] = [l, score, false];
        else if (score === bestScore && score > 0) tie = true;
      }
      if (best && !tie && bestScore >= 0.5) return { line: best, how: "group-majors" };
    }
    if (sameRequirement && lines.length === 1) return { line: lines[0]!, how: "group-unique" };
    if (anchorX !== null) {
      let best = lines[0]!;
      for (const l of lines) if (Math.abs(xOf(l) - anchorX) < Math.abs(xOf(best) - anchorX)) best = l;
      return { line: best, how: "group-nearest" };
    }
    if (!sameRequirement && u.groupCode) {
      const same = this.byGroup.get(`${u.universityId}|${u.groupCode}`);
      if (same) return { line: same, how: "group-code" };
    }
    return null;
  }
}

export function requirementKey(l: Pick<LineRecord, "subjectMode" | "subjects">): string {
  return `${l.subjectMode}:${[...l.subjects].sort().join("+")}`;
}

/** Share of the two groups' majors (bare names) they have in common (Jaccard); 0 when either lists none. */
export function majorOverlap(a: GroupMajor[] | undefined, b: GroupMajor[] | undefined): number {
  if (!a || !b || a.length === 0 || b.length === 0) return 0;
  const sa = new Set(a.map((m) => baseMajorName(m.name)));
  const sb = new Set(b.map((m) => baseMajorName(m.name)));
  let common = 0;
  for (const n of sa) if (sb.has(n)) common++;
  return common / (sa.size + sb.size - common);

}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
