import type { FigureKind, RankKind } from "#server/db/schema/reference";

export interface RankPoint {
  score: number;
  cumulative: number;
  kind: FigureKind;
}

export interface RankRow extends RankPoint {
  count: number;
}

/**
 * Expands sample points (any order, any spacing) into one row per integer score from the top
 * score down to the lowest: gaps are filled by linear interpolation of the cumulative count and
 * flagged "interpolated"; the per-score count is recomputed as the cumulative difference (the top
 * row keeps everyone at or above it). Points that would make the cumulative decrease as the score
 * falls are dropped, official points winning over derived ones.
 */
export function expandRankTable(points: RankPoint[]): { rows: RankRow[]; dropped: RankPoint[] } {
  const byScore = new Map<number, RankPoint>();
  const rankOf = (k: FigureKind) => (k === "official" ? 3 : k === "estimated" ? 2 : k === "derived" ? 1 : 0);
  for (const p of points) {
    const have = byScore.get(p.score);
    if (!have || rankOf(p.kind) > rankOf(have.kind)) byScore.set(p.score, p);
  }
  const sorted = [...byScore.values()].sort((a, b) => b.score - a.score);
  // Keep official points unconditionally; a derived point survives only between its official neighbours' values.
  const official = sorted.filter((p) => p.kind === "official" || p.kind === "estimated");
  const dropped: RankPoint[] = [];
  const kept: RankPoint[] = [];
  let oi = 0;
  for (const p of sorted) {
    if (p.kind === "official" || p.kind === "estimated") {
      kept.push(p);
      oi++;
      continue;
    }
    const above = kept[kept.length - 1];
    const below = official[oi];
    if ((above && p.cumulative < above.cumulative) || (below && p.cumulative > below.cumulative)) dropped.push(p);
    else kept.push(p);
  }
  const rows: RankRow[] = [];
  for (let i = 0; i < kept.length; i++) {
    const hi = kept[i]!;
    rows.push({ ...hi, count: 0 });
    const lo = kept[i + 1];
    if (!lo) break;
    for (let s = hi.score - 1; s > lo.score; s--) {
      const t = (hi.score - s) / (hi.score - lo.score);
      rows.push({ score: s, cumulative: Math.round(hi.cumulative + (lo.cumulative - hi.cumulative) * t), kind: "interpolated", count: 0 });
    }
  }
  rows.forEach((r, i) => (r.count = i === 0 ? r.cumulative : r.cumulative - rows[i - 1]!.cumulative));
  return { rows, dropped };
}

export interface LinePair {
  score: number;
  rank: number;
}

/**
 * Estimates cumulative counts from admission lines (zj ranks are unique within a score band):
 * the last candidate at score s ranks at least max(rank at s) and below min(rank at s-1), so the
 * estimate is the middle of that window, or its one known side.
 */
export function cumulativeFromLines(pairs: LinePair[]): RankPoint[] {
  const max = new Map<number, number>();
  const min = new Map<number, number>();
  for (const { score, rank } of pairs) {
    max.set(score, Math.max(max.get(score) ?? 0, rank));
    min.set(score, Math.min(min.get(score) ?? Infinity, rank));
  }
  const out: RankPoint[] = [];
  const scores = new Set([...max.keys(), ...[...min.keys()].map((s) => s + 1)]);
  for (const s of scores) {
    const lower = max.get(s);
    const upper = min.has(s - 1) ? min.get(s - 1)! - 1 : undefined;
    let value: number | undefined;
    if (lower !== undefined && upper !== undefined) value = upper >= lower ? Math.round((lower + upper) / 2) : undefined;
    else value = lower ?? upper;
    if (value !== undefined) out.push({ score: s, cumulative: value, kind: "derived" });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * Counts, for each (score, rank) pair, how many other pairs it contradicts: a pair two or more
 * points lower with a better rank, or two or more points higher with a worse one. A correct line
 * contradicts almost nothing; a mistyped one contradicts thousands.
 */
export function contradictions(pairs: LinePair[]): number[] {
  const byScore = new Map<number, number[]>();
  for (const p of pairs) (byScore.get(p.score) ?? byScore.set(p.score, []).get(p.score)!).push(p.rank);
  const scores = [...byScore.keys()].sort((a, b) => a - b);
  const lists = scores.map((s) => byScore.get(s)!.sort((a, b) => a - b));
  const lowerBound = (arr: number[], x: number) => {
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (arr[m]! < x) lo = m + 1;
      else hi = m;
    }
    return lo;
  };
  const upperBound = (arr: number[], x: number) => {
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (arr[m]! <= x) lo = m + 1;
      else hi = m;
    }
    return lo;
  };
  return pairs.map(({ score, rank }) => {
    let c = 0;
    for (let i = 0; i < scores.length; i++) {
      const t = scores[i]!;
      if (t <= score - 2) c += lowerBound(lists[i]!, rank);
      else if (t >= score + 2) c += lists[i]!.length - upperBound(lists[i]!, rank);
    }
    return c;
  });
}

/** Above this many contradictions a line is a source error and is rejected. */
export const REJECT_CONTRADICTIONS = 1000;
/** Above this many it is kept but flagged rank-inconsistent. */
export const FLAG_CONTRADICTIONS = 50;

/**
 * The minimum rank for a score in an expanded table: the cumulative count at that score.
 * At or above the top row (which aggregates everyone at or above its score) the rank is only a
 * bound — at most that row's cumulative count — and `bounded` says so.
 */
export function rankAtScore(rows: RankRow[], score: number): { rank: number; kind: FigureKind; bounded: boolean } | null {
  if (rows.length === 0) return null;
  const top = rows[0]!.score;
  const idx = score >= top ? 0 : top - score;
  const row = rows[idx];
  return row && (score >= top || row.score === score) ? { rank: row.cumulative, kind: row.kind, bounded: score >= top } : null;
}

/**
 * The rank_kind of a line whose rank was looked up from a table row: an official row gives a
 * derived rank, an interpolated or estimated row passes its kind on, and a score at or above the
 * table's top gives only a bound.
 */
export function lookedUpRankKind(hit: { kind: FigureKind; bounded: boolean }): RankKind {
  if (hit.bounded) return "above-table";
  return hit.kind === "official" ? "derived" : hit.kind;
}

/**
 * The score of the candidate at a rank: the lowest score whose cumulative count reaches it.
 * `bounded` when the rank lies inside the top row (the score is at least that row's score).
 */
export function scoreAtRank(rows: RankRow[], rank: number): { score: number; kind: FigureKind; bounded: boolean } | null {
  if (rows.length === 0 || rank < 1) return null;
  let lo = 0;
  let hi = rows.length - 1;
  if (rows[hi]!.cumulative < rank) return null;
  // rows run from the top score down, cumulative rising: find the first row with cumulative ≥ rank.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.cumulative >= rank) hi = mid;
    else lo = mid + 1;
  }
  const row = rows[lo]!;
  return { score: row.score, kind: row.kind, bounded: lo === 0 };
}
