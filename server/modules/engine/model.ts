import { splitTCdf, splitTQuantile } from "./probability";

/**
 * The engine's fixed constants: set on principle, not estimated (docs/engine.md). What is
 * estimated from history, at every index build, is the `Calibration` (calibration.ts).
 */
export const MODEL = {
  /** Recency weights of the newest, second and third year with a line (renormalised over the years present). */
  weights: [0.5, 0.3, 0.2],
  /**
   * Ranks are compared as log(rank + 300): proportional for most lines, but at the very top
   * (ranks 1–1,000) a line moves by tens or hundreds of places, not by a fixed share.
   */
  rankOffset: 300,
} as const;

/** How lines move from year to year: estimated from the consecutive-year pairs of history (calibration.ts). */
export interface Calibration {
  /** A unit that grows its plan by a factor k moves its line rank by k^planElasticity (more seats, lower line). */
  planElasticity: number;
  /** A requirement admitting a factor k fewer elective combinations moves the line rank by k^−requirementElasticity. */
  requirementElasticity: number;
  /** Yearly noise τ of log(line rank / cohort) around a unit's level, when its requirement did not change. */
  tau: number;
  /** The same when the requirement changed between a history year and the application year. */
  tauChanged: number;
  /** Weight of the unit's own year-to-year spread (units with two or more years), added in quadrature. */
  historySpreadFactor: number;
  /** Extra spread for a unit priced from its school's (or major class's) lines: it has none of its own. */
  borrowedSpread: number;
  /**
   * Extra spread for a 院校专业组 whose newest matched line may be another group's: its institution
   * now has more groups with its requirement than in the year it was matched to (哈工大's one 化学
   * group of 2022 was four in 2025, lines from rank 740 to 10,305: the old line is their mix), or it
   * was matched by code alone across years (the requirement cannot tell the groups apart).
   */
  splitSpread: number;
  /**
   * Weight of the spread of the institution's group lines in the matched year, added in quadrature
   * for a loosely matched group: if its old line was another group's, how far off it can be depends
   * on how far apart that institution's groups lie (哈工大's four 化学 groups of 2025: ranks 740 to 10,305).
   */
  splitSchoolFactor: number;
  /** Degrees of freedom of the Student-t curve (odd, for the closed-form CDF). */
  dof: number;
  /**
   * γ of the split t for units with lines of their own (1: symmetric; > 1: a line falls further
   * than it rises). Borrowed units keep a symmetric curve.
   */
  skew: number;
  /** The pairs (history ≤ from, outcomes of to) it was estimated from, with their weights; empty: the defaults. */
  fittedOn: Array<{ from: number; to: number; weight: number; units: number; borrowed: number }>;
}

/**
 * Used when history has no consecutive-year pair to learn from (a scope with one year of lines):
 * the constants once grid-searched on the zj 2023 → 2024 split (one-year spread 0.14 = √2·τ).
 */
export const DEFAULT_CALIBRATION: Calibration = {
  planElasticity: 0.1,
  requirementElasticity: -0.15,
  tau: 0.14 / Math.SQRT2,
  tauChanged: 0.14 / Math.SQRT2,
  historySpreadFactor: 1,
  borrowedSpread: 0.3,
  splitSpread: 0,
  splitSchoolFactor: 0,
  dof: 5,
  skew: 1,
  fittedOn: [],
};

export interface HistoryPoint {
  year: number;
  /** toX(line rank, that year's cohort): ≤ 0 for 一段 lines. */
  x: number;
  planCount: number | null;
  /** Elective combinations the unit's requirement admitted that year. */
  combinations: number;
}

export interface Prediction {
  /** Centre (median) of x = toX(line rank, cohort) in the application year: the predicted line. */
  mu: number;
  /** Mode of x: where the split t is anchored (mode = median with a symmetric curve). */
  mode: number;
  /** Spread of x. */
  sigma: number;
  /** The year-to-year spread of the unit's own history (0 with one year). */
  historySpread: number;
  /** γ of its split t. */
  skew: number;
}

export function populationSd(xs: number[]): number {
  if (xs.length < 2) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}

/**
 * Centre and spread for a unit with lines of its own, newest first. `planCount` and
 * `combinations` describe the unit in the application year (its plan, when loaded, and requirement).
 */
export function predictFromHistory(history: HistoryPoint[], target: { planCount: number | null; combinations: number; split?: boolean; schoolSpread?: number }, c: Calibration = DEFAULT_CALIBRATION): Prediction {
  const points = [...history].sort((a, b) => b.year - a.year).slice(0, MODEL.weights.length);
  // Each year's line is first moved to the application year's plan and requirement (the newest
  // plan when the application year's is not known), so older years compare like with like.
  const plan = target.planCount ?? points[0]!.planCount;
  const adjusted = points.map((p) => {
    let x = p.x + c.requirementElasticity * Math.log(target.combinations / p.combinations);
    if (plan && p.planCount) x += c.planElasticity * Math.log(plan / p.planCount);
    return x;
  });
  let sw = 0;
  let sx = 0;
  adjusted.forEach((x, i) => {
    sw += MODEL.weights[i]!;
    sx += MODEL.weights[i]! * x;
  });
  const mode = sx / sw;
  const historySpread = populationSd(adjusted);
  // Independent yearly noise τ around a unit's level: a mean of n weighted years errs by
  // τ²(1 + Σw²): widest for one year of history (2τ²). A changed requirement moves lines more.
  const changed = points.some((p) => p.combinations !== target.combinations);
  const tau2 = (changed ? c.tauChanged : c.tau) ** 2;
  const w2 = MODEL.weights.slice(0, points.length).reduce((a, w) => a + (w / sw) ** 2, 0);
  const split = target.split ? c.splitSpread ** 2 + (c.splitSchoolFactor * (target.schoolSpread ?? 0)) ** 2 : 0;
  const sigma = Math.sqrt(tau2 * (1 + w2) + (c.historySpreadFactor * historySpread) ** 2 + split);
  return { mu: mode + medianOffset(c.dof, c.skew) * sigma, mode, sigma, historySpread, skew: c.skew };
}

const medians = new Map<string, number>();
/** Median of the split t in units of σ from its mode (0 when symmetric), computed once per shape. */
function medianOffset(dof: number, skew: number): number {
  if (skew === 1) return 0;
  const key = `${dof}|${skew}`;
  let m = medians.get(key);
  if (m === undefined) medians.set(key, (m = splitTQuantile(0.5, dof, skew)));
  return m;
}

/** A new unit priced from the newest lines of its school (or of its major class elsewhere). */
export function predictBorrowed(siblingXs: number[], c: Calibration = DEFAULT_CALIBRATION): Prediction | null {
  if (siblingXs.length === 0) return null;
  const sorted = [...siblingXs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const mu = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const historySpread = populationSd(sorted);
  return { mu, mode: mu, sigma: borrowedSigma(historySpread, c), historySpread, skew: 1 };
}

/** A borrowed unit: a one-year spread (2τ²), its own unknown offset from its siblings, and their spread. */
export function borrowedSigma(siblingSpread: number, c: Calibration): number {
  return Math.sqrt(2 * c.tau ** 2 + c.borrowedSpread ** 2 + siblingSpread ** 2);
}

/** The engine's scale: x = log((rank + offset) / (cohort + offset)); 0 at the cohort, negative above it. */
export function toX(rank: number, cohort: number): number {
  return Math.log((rank + MODEL.rankOffset) / (cohort + MODEL.rankOffset));
}

export function fromX(x: number, cohort: number): number {
  return Math.exp(x) * (cohort + MODEL.rankOffset) - MODEL.rankOffset;
}

/**
 * P(admitted | student rank), from the curve's mode (Prediction.mode). A 一段 line can never fall below the 一段线, so with `capped`
 * a student ranked past the cohort has no chance in that 段, and a unit that did not fill
 * its plan sits exactly at the cohort (the mass of the curve beyond it).
 */
export function admitProbability(studentRank: number, cohort: number, mode: number, sigma: number, capped: boolean, dof = DEFAULT_CALIBRATION.dof, skew = 1): number {
  if (capped && studentRank > cohort) return 0;
  const z = (toX(studentRank, cohort) - mode) / sigma;
  return Math.min(1, (1 - splitTCdf(z, dof, skew)) * rankOneScale(cohort, mode, sigma, dof, skew));
}

/**
 * No line is better than rank 1: the curve is cut there and rescaled, so the top student is
 * certain of every unit and a line predicted at rank 4 is not a coin toss for rank 1.
 */
export function rankOneScale(cohort: number, mode: number, sigma: number, dof = DEFAULT_CALIBRATION.dof, skew = 1): number {
  return 1 / (1 - splitTCdf((toX(1, cohort) - mode) / sigma, dof, skew));
}

/** Predicted line rank (median) and its central 80 % range, from the curve's mode. */
export function predictedRanks(mode: number, sigma: number, cohort: number, capped: boolean, dof = DEFAULT_CALIBRATION.dof, skew = 1): { rank: number; range: [number, number] } {
  const cap = (r: number) => Math.max(1, Math.round(capped ? Math.min(r, cohort) : r));
  const at = (q: number) => cap(fromX(mode + splitTQuantile(q, dof, skew) * sigma, cohort));
  return { rank: at(0.5), range: [at(0.1), at(0.9)] };
}
