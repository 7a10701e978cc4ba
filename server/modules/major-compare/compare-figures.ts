import type { MajorInScope } from "../majors/majors.service";
import type { SourceRef } from "../reference/reference.schema";
import type { CompareColumn, RankRange } from "./major-compare.schema";

// The comparison's rows, computed from one major's lines and plans in a scope (docs/api-majors.md, 专业对比).

type PlanRow = MajorInScope["planRows"][number];
type LineRow = MajorInScope["lineRows"][number];

/** Rows of the 2023 zj file whose rank contradicts the others at the same score: never a figure. */
const DOUBTFUL = "rank-inconsistent";

function sourcesOf(m: MajorInScope, rows: Array<{ sourceId: number }>): SourceRef[] {
  return [...new Set(rows.map((r) => r.sourceId))].sort((a, b) => a - b).map((id) => m.sourceOf(id));
}

/** The middle rank; of an even count, the mean of the two middle ones, rounded. */
export function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Universities with a plan for the major in the scope's newest plan year, and their places. */
export function offeringOf(m: MajorInScope, planYear: number | null): CompareColumn["offering"] {
  if (planYear == null) return null;
  const rows = m.planRows.filter((r) => r.year === planYear);
  const counted = rows.filter((r) => r.planCount != null);
  return {
    year: planYear,
    sources: sourcesOf(m, rows),
    universities: new Set(rows.map((r) => r.universityId)).size,
    places: rows.length === 0 ? 0 : counted.length === 0 ? null : counted.reduce((sum, r) => sum + r.planCount!, 0),
    placesUnknownUnits: rows.length - counted.length,
  };
}

function rangeOf(m: MajorInScope, track: string, basis: RankRange["basis"], rows: Array<{ year: number; rank: number; official: boolean; sourceId: number }>): RankRange {
  const year = Math.max(...rows.map((r) => r.year));
  const newest = rows.filter((r) => r.year === year);
  const ranks = newest.map((r) => r.rank).sort((a, b) => a - b);
  return {
    year,
    sources: sourcesOf(m, newest),
    track,
    basis,
    units: newest.length,
    best: ranks[0]!,
    median: median(ranks),
    worst: ranks.at(-1)!,
    notOfficial: newest.filter((r) => !r.official).length,
  };
}

function byTrack<T extends { track: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) (out.get(r.track) ?? out.set(r.track, []).get(r.track)!).push(r);
  return out;
}

/**
 * The newest year's admission ranks of the major in the scope, per track (ranks of different tracks
 * are not comparable): from the per-major lines where the scope has them (zj, sd), else from the
 * lines of the 院校专业组 the major is planned in (one per group), marked as such.
 */
export function rankRangesOf(m: MajorInScope): RankRange[] {
  const lines = m.lineRows.filter((r): r is LineRow & { minRank: number } => r.minRank != null && !r.flags.includes(DOUBTFUL));
  if (lines.length > 0) {
    return [...byTrack(lines)].map(([track, rows]) =>
      rangeOf(m, track, "lines", rows.map((r) => ({ year: r.year, rank: r.minRank, official: r.rankKind === "official", sourceId: r.sourceId }))),
    );
  }
  const groups = new Map<string, PlanRow & { groupMinRank: number }>();
  for (const r of m.planRows) {
    if (r.groupMinRank == null) continue;
    groups.set(`${r.year}|${r.track}|${r.universityId}|${r.groupCode ?? r.majorName}`, r as PlanRow & { groupMinRank: number });
  }
  return [...byTrack([...groups.values()])].map(([track, rows]) =>
    rangeOf(m, track, "group", rows.map((r) => ({ year: r.year, rank: r.groupMinRank, official: true, sourceId: r.sourceId }))),
  );
}

/** Tuition (元/年) over the newest plan year's units that print one. */
export function tuitionOf(m: MajorInScope, planYear: number | null): CompareColumn["tuition"] {
  if (planYear == null) return null;
  const rows = m.planRows.filter((r): r is PlanRow & { tuition: number } => r.year === planYear && r.tuition != null);
  if (rows.length === 0) return null;
  const fees = rows.map((r) => r.tuition);
  return { year: planYear, sources: sourcesOf(m, rows), min: Math.min(...fees), max: Math.max(...fees), units: rows.length };
}

export function subjectsOf(m: MajorInScope): CompareColumn["subjects"] {
  const sh = m.subjectShares;
  if (!sh || sh.totalPlaces === 0) return null;
  return { year: sh.year, sources: sh.sources, basis: sh.basis, totalPlaces: sh.totalPlaces, items: sh.items.map((i) => ({ requirement: i.requirement, places: i.places, share: i.share })) };
}

export const SUMMARY_CHARS = 80;

/** Whole sentences of the description up to SUMMARY_CHARS characters; a longer first sentence is cut with an ellipsis. */
export function summaryOf(intro: string): string {
  const sentences = intro.replace(/\s+/g, "").match(/[^。！？]+[。！？]?/g) ?? [];
  let text = "";
  for (const s of sentences) {
    if ((text + s).length > SUMMARY_CHARS) break;
    text += s;
  }
  return text || `${intro.replace(/\s+/g, "").slice(0, SUMMARY_CHARS)}…`;
}

/** One column of the table; `full` false withholds the figures of plans and lines (the quota). */
export function columnOf(m: MajorInScope, planYear: number | null, full: boolean): CompareColumn {
  const c = m.major;
  const d = m.description;
  return {
    id: c.code,
    code: c.code,
    name: c.name,
    level: c.level,
    discipline: c.discipline,
    className: c.className,
    degree: c.degree,
    durationYears: c.durationYears,
    catalogueSource: m.catalogueSource,
    summary: d ? { text: summaryOf(d.intro), author: d.author, date: d.date } : null,
    offering: full ? offeringOf(m, planYear) : null,
    lines: full ? rankRangesOf(m) : null,
    subjects: full ? subjectsOf(m) : null,
    tuition: full ? tuitionOf(m, planYear) : null,
  };
}
