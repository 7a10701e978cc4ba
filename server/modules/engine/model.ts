import { studentTCdf } from "./probability";

/**
 * The engine's constants. Fitted by a coarse grid search that minimised the Brier score on the
 * zj 2023 → 2024 backtest split only, and then checked on 2024 → 2025 (docs/engine.md). They
 * describe how admission lines move from year to year; they are not tuned to any one year's outcome.
 */
export const MODEL = {
  /** Recency weights of the newest, second and third year with a line (renormalised over the years present). */
  weights: [0.5, 0.3, 0.2],
  /** A unit that grows its plan by a factor k moves its line rank by k^0.1 (more seats, lower line). */
  planElasticity: 0.1,
  /** A requirement admitting a factor k fewer elective combinations moves the line rank by k^0.15. */
  requirementElasticity: -0.15,
  /** Spread of log(line rank / cohort) around a prediction from one year of history (what the fit sees). */
  baseSpread: 0.14,
  /** Weight of the unit's own year-to-year spread, added in quadrature. */
  historySpreadFactor: 1,
  /**
   * Ranks are compared as log(rank + 300): proportional for most lines, but at the very top
   * (ranks 1–1,000) a line moves by tens or hundreds of places, not by a fixed share.
   */
  rankOffset: 300,
  /** Degrees of freedom of the Student-t curve: heavier tails than a normal, so a 垫 is rarely a miss. */
  dof: 5,
  /** Extra spread for a unit priced from its school's (or major class's) lines: it has none of its own. */
  borrowedSpread: 0.3,
} as const;

/** t quantile at 0.9 for 5 degrees of freedom: the predicted range is the central 80 %. */
const T90 = 1.4759;

export interface HistoryPoint {
  year: number;
  /** toX(line rank, that year's cohort): ≤ 0 for 一段 lines. */
  x: number;
  planCount: number | null;
  /** Elective combinations the unit's requirement admitted that year. */
  combinations: number;
}

export interface Prediction {
  /** Centre of x = toX(line rank, cohort) in the application year. */
  mu: number;
  /** Spread of x. */
  sigma: number;
  /** The year-to-year spread of the unit's own history (0 with one year). */
  historySpread: number;
}

function populationSd(xs: number[]): number {
  if (xs.length < 2) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}

/**
 * Centre and spread for a unit with lines of its own, newest first. `planCount` and
 * `combinations` describe the unit in the application year (its plan, when loaded, and requirement).
 */
export function predictFromHistory(history: HistoryPoint[], target: { planCount: number | null; combinations: number }): Prediction {
  const points = [...history].sort((a, b) => b.year - a.year).slice(0, MODEL.weights.length);
  // Each year's line is first moved to the application year's plan and requirement (the newest
  // plan when the application year's is not known), so older years compare like with like.
  const plan = target.planCount ?? points[0]!.planCount;
  const adjusted = points.map((p) => {
    let x = p.x + MODEL.requirementElasticity * Math.log(target.combinations / p.combinations);
    if (plan && p.planCount) x += MODEL.planElasticity * Math.log(plan / p.planCount);
    return x;
  });
  let sw = 0;
  let sx = 0;
  adjusted.forEach((x, i) => {
    sw += MODEL.weights[i]!;
    sx += MODEL.weights[i]! * x;
  });
  const mu = sx / sw;
  const historySpread = populationSd(adjusted);
  // Independent yearly noise τ around a unit's level: a mean of n weighted years errs by
  // τ²(1 + Σw²). One year gives 2τ² = baseSpread², which fixes τ; more years narrow the floor.
  const tau2 = MODEL.baseSpread ** 2 / 2;
  const w2 = MODEL.weights.slice(0, points.length).reduce((a, w) => a + (w / sw) ** 2, 0);
  const sigma = Math.sqrt(tau2 * (1 + w2) + (MODEL.historySpreadFactor * historySpread) ** 2);
  return { mu, sigma, historySpread };
}

/** A new unit priced from the newest lines of its school (or of its major class elsewhere). */
export function predictBorrowed(siblingXs: number[]): Prediction | null {
  if (siblingXs.length === 0) return null;
  const sorted = [...siblingXs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const mu = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const historySpread = populationSd(sorted);
  return { mu, sigma: Math.sqrt(MODEL.baseSpread ** 2 + MODEL.borrowedSpread ** 2 + historySpread ** 2), historySpread };
}

/** The engine's scale: x = log((rank + offset) / (cohort + offset)); 0 at the cohort, negative above it. */
export function toX(rank: number, cohort: number): number {
  return Math.log((rank + MODEL.rankOffset) / (cohort + MODEL.rankOffset));
}

export function fromX(x: number, cohort: number): number {
  return Math.exp(x) * (cohort + MODEL.rankOffset) - MODEL.rankOffset;
}

/**
 * P(admitted | student rank). A 一段 line can never fall below the 一段线, so with `capped`
 * a student ranked past the cohort has no chance in that 段, and a unit that did not fill
 * its plan sits exactly at the cohort (the mass of the curve beyond it).
 */
export function admitProbability(studentRank: number, cohort: number, mu: number, sigma: number, capped: boolean): number {
  if (capped && studentRank > cohort) return 0;
  const z = (toX(studentRank, cohort) - mu) / sigma;
  return Math.min(1, (1 - studentTCdf(z, MODEL.dof)) * rankOneScale(cohort, mu, sigma));
}

/**
 * No line is better than rank 1: the curve is cut there and rescaled, so the top student is
 * certain of every unit and a line predicted at rank 4 is not a coin toss for rank 1.
 */
export function rankOneScale(cohort: number, mu: number, sigma: number): number {
  return 1 / (1 - studentTCdf((toX(1, cohort) - mu) / sigma, MODEL.dof));
}

/** Predicted line rank (median) and its central 80 % range. */
export function predictedRanks(mu: number, sigma: number, cohort: number, capped: boolean): { rank: number; range: [number, number] } {
  const cap = (r: number) => Math.max(1, Math.round(capped ? Math.min(r, cohort) : r));
  return { rank: cap(fromX(mu, cohort)), range: [cap(fromX(mu - T90 * sigma, cohort)), cap(fromX(mu + T90 * sigma, cohort))] };
}
