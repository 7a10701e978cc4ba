import { buildCalibratedIndex } from "./calibration";
import type { EngineIndex, ScopeData } from "./engine-index";
import { admitProbability, type Calibration } from "./model";
import { normalCdf } from "./probability";

/** Student ranks of the backtest, as multiples of each unit's newest known line rank (cohort-normalised). */
export const MULTIPLIERS = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.15, 1.2, 1.3, 1.5, 1.8];

export interface Pair {
  p: number;
  /** 1 when the student's rank was within the target year's line. */
  o: 0 | 1;
}

export interface CalibrationBin {
  from: number;
  to: number;
  pairs: number;
  meanP: number | null;
  observed: number | null;
}

export interface Metrics {
  pairs: number;
  brier: number;
  logLoss: number;
  ece: number;
  /** Share of 保 pairs (0.75 ≤ P < 0.93) whose student was not admitted. */
  baoMiss: number | null;
  /** Share of 垫 pairs (P ≥ 0.93) whose student was not admitted. */
  dianMiss: number | null;
  calibration: CalibrationBin[];
}

/** Probabilities are published to 3 decimals, so log loss clips them to [0.001, 0.999]. */
const CLIP = 1e-3;

export function metrics(pairs: Pair[]): Metrics {
  const n = pairs.length;
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, n: 0, sp: 0, so: 0 }));
  let brier = 0;
  let ll = 0;
  let bao = 0;
  let baoMiss = 0;
  let dian = 0;
  let dianMiss = 0;
  for (const { p, o } of pairs) {
    brier += (p - o) ** 2;
    const c = Math.min(1 - CLIP, Math.max(CLIP, p));
    ll -= o ? Math.log(c) : Math.log(1 - c);
    const b = bins[Math.min(9, Math.floor(p * 10))]!;
    b.n++;
    b.sp += p;
    b.so += o;
    if (p >= 0.93) {
      dian++;
      if (!o) dianMiss++;
    } else if (p >= 0.75) {
      bao++;
      if (!o) baoMiss++;
    }
  }
  const ece = bins.reduce((a, b) => a + Math.abs(b.sp - b.so), 0) / (n || 1);
  return {
    pairs: n,
    brier: brier / (n || 1),
    logLoss: ll / (n || 1),
    ece,
    baoMiss: bao ? baoMiss / bao : null,
    dianMiss: dian ? dianMiss / dian : null,
    calibration: bins.map((b) => ({ from: b.from, to: b.to, pairs: b.n, meanP: b.n ? b.sp / b.n : null, observed: b.n ? b.so / b.n : null })),
  };
}

export interface BacktestResult {
  scope: string;
  asOf: number;
  target: number;
  targetUnits: number;
  /** Units priced (matched or borrowed) and units matched to a line of their own. */
  priced: number;
  matched: number;
  borrowed: number;
  engine: Metrics;
  /** The engine on the units the reference method matched: the figures that compare with it. */
  engineOnMatched: Metrics;
  /** The engine on units without history of their own (priced from their school or major class). */
  engineOnBorrowed: Metrics;
  reference: Metrics;
  /** The constants the engine estimated from the pairs of years ≤ asOf. */
  calibration: Calibration;
}

/**
 * Scores the engine and the reference method on the target year's published 一段 lines, using
 * only lines of years ≤ asOf (docs/engine.md has the definitions).
 */
export function runBacktest(data: ScopeData, asOf: number, target: number): BacktestResult {
  const index = buildCalibratedIndex(data, { year: target, asOf, firstSegmentOnly: true });
  if (index.unitsFrom !== "lines") throw new Error(`no ${target} lines to score against`);
  const all: Pair[] = [];
  const matchedPairs: Pair[] = [];
  const borrowedPairs: Pair[] = [];
  const referencePairs: Pair[] = [];
  let priced = 0;
  let matched = 0;
  let borrowed = 0;
  index.units.forEach((u, i) => {
    const outcome = u.outcome!.minRank!;
    const base = newestNormalisedRank(index, i);
    if (base === null || Number.isNaN(index.mu[i]!)) return;
    priced++;
    // Without a line of its own (new, or a group the data cannot tell apart): priced from others'.
    const own = u.history.length > 0;
    if (own) matched++;
    else borrowed++;
    const ref = own ? referencePrediction(index, i) : null;
    for (const k of MULTIPLIERS) {
      const s = k * base;
      const o = s <= outcome ? 1 : 0;
      const pair: Pair = { p: admitProbability(s, index.cohort, index.mode[i]!, index.sigma[i]!, index.capped[i] === 1, index.calibration.dof, index.skew[i]), o };
      all.push(pair);
      (own ? matchedPairs : borrowedPairs).push(pair);
      if (ref) referencePairs.push({ p: normalCdf((ref.mean - s) / ref.sigma), o });
    }
  });
  return {
    scope: data.scope,
    asOf,
    target,
    targetUnits: index.units.length,
    priced,
    matched,
    borrowed,
    engine: metrics(all),
    engineOnMatched: metrics(matchedPairs),
    engineOnBorrowed: metrics(borrowedPairs),
    reference: metrics(referencePairs),
    calibration: index.calibration,
  };
}

/** The unit's newest line rank in target-year ranks; a new unit uses its school's newest (lowest) line. */
function newestNormalisedRank(index: EngineIndex, i: number): number | null {
  const u = index.units[i]!;
  const newest = u.history[0];
  if (newest) return (newest.line.minRank! / newest.cohort) * index.cohort;
  const year = index.historyYears[0];
  if (year === undefined) return null;
  const lines = index.yearLines.get(year)!.bySchool.get(u.universityId) ?? [];
  const worst = Math.max(0, ...lines.map((l) => l.minRank!));
  return worst ? (worst / index.cohortByYear.get(year)!) * index.cohort : null;
}

/**
 * The reference method: weights 0.5/0.3/0.2 over the newest three years (renormalised),
 * cohort-normalised ranks, σ = max(population spread, 3 % of the prediction, 300), a normal curve.
 */
export function referencePrediction(index: EngineIndex, i: number): { mean: number; sigma: number } | null {
  const u = index.units[i]!;
  const pts = u.history.slice(0, 3).map((h, k) => ({ w: [0.5, 0.3, 0.2][k]!, r: (h.line.minRank! / h.cohort) * index.cohort }));
  if (pts.length === 0) return null;
  const sw = pts.reduce((a, p) => a + p.w, 0);
  const mean = pts.reduce((a, p) => a + p.w * p.r, 0) / sw;
  const avg = pts.reduce((a, p) => a + p.r, 0) / pts.length;
  const spread = pts.length > 1 ? Math.sqrt(pts.reduce((a, p) => a + (p.r - avg) ** 2, 0) / pts.length) : 0;
  return { mean, sigma: Math.max(spread, 0.03 * mean, 300) };
}
