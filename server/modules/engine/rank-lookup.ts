/** A year's 一分一段表 as sorted arrays, for 等位分 (the score at a given rank). */
export interface ScoreTable {
  year: number;
  /** Ascending scores. */
  scores: Int32Array;
  /** Candidates at or above each score (non-increasing). */
  cumulative: Int32Array;
}

/** The highest score whose cumulative count reaches the rank: the score a student of that rank had that year. */
export function scoreAtRank(table: ScoreTable, rank: number): number | null {
  const { scores, cumulative } = table;
  if (scores.length === 0 || cumulative[0]! < rank) return null;
  let lo = 0;
  let hi = scores.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cumulative[mid]! >= rank) lo = mid;
    else hi = mid - 1;
  }
  return scores[lo]!;
}

/** The rank of a score: candidates at or above it (the nearest listed score at or below it). */
export function rankAtScore(table: ScoreTable, score: number): number | null {
  const { scores, cumulative } = table;
  if (scores.length === 0 || score < scores[0]!) return null;
  let lo = 0;
  let hi = scores.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (scores[mid]! <= score) lo = mid;
    else hi = mid - 1;
  }
  return cumulative[lo]!;
}
