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
}

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
  constructor(
    readonly year: number,
    readonly lines: LineRecord[],
  ) {
    for (const l of lines) {
      push(this.exact, unitKey(l.universityId, l.majorName), l);
      push(this.base, `${l.universityId}|${baseMajorName(l.majorName)}`, l);
      push(this.bySchool, l.universityId, l);
      if (l.majorCode) push(this.byMajorClass, l.majorCode.slice(0, 4), l);
    }
  }

  /**
   * The same unit in this year: the same institution and normalised name, else the only line
   * of the institution whose name without bracketed notes is the same (renamed notes, split classes).
   */
  match(universityId: number, majorName: string): { line: LineRecord; how: "exact" | "base" } | null {
    const exact = this.exact.get(unitKey(universityId, majorName));
    if (exact) return { line: exact[0]!, how: "exact" };
    const base = this.base.get(`${universityId}|${baseMajorName(majorName)}`);
    if (base && base.length === 1) return { line: base[0]!, how: "base" };
    return null;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
