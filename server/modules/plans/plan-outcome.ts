import type { PlanOutcome } from "./plans.schema";

/**
 * The plan's outcome under parallel 投档: the student is admitted by the first entry, in order,
 * whose line they clear. Entries are not independent — a year when lines move, moves them
 * together — so each entry's line is its own noise plus a shift common to every entry
 * (docs/filling.md):
 *
 *   admitted by entry i  ⇔  Zᵢ ≤ Φ⁻¹(pᵢ),   Zᵢ = √ρᵢ · C + √(1 − ρᵢ) · Eᵢ,   C, Eᵢ ~ N(0, 1) independent,
 *
 * pᵢ the engine's probability (kept exactly: each Zᵢ is N(0, 1)), ρᵢ = (σ_c / σᵢ)² the share of
 * the entry's spread (σᵢ, on the engine's log-rank scale) that is the common shift σ_c. Given C
 * the entries are independent, so the chance that entry i admits is an integral over C, taken on
 * a fixed grid of quantiles (deterministic, no sampling).
 */

export interface OutcomeEntry {
  /** The engine's P(admit); null when the unit is not priced (counted as never admitting). */
  p: number | null;
  /** Spread of the unit's line on the engine's log-rank scale; null → DEFAULT_SIGMA. */
  sigma: number | null;
  band: keyof PlanOutcome["byBand"];
}

/**
 * Standard deviation of the year-wide shift of lines on the log-rank scale: the engine's
 * backtest residuals show the mean line of a year moving by 0.055 (2023 → 2024, docs/engine.md
 * "a year-wide drift"); the engine does not predict that drift, so the plan carries it as risk.
 */
export const COMMON_SHIFT_SD = 0.055;
/** A unit's spread when it is not known (a one-year history with the 2026 constants ≈ 0.094–0.13). */
export const DEFAULT_SIGMA = 0.12;
const GRID = 256;
const EPS = 1e-9;

export function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf, |error| < 1.5e-7.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

/** Φ⁻¹ (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/** The common share ρ of an entry's spread. */
export function commonShare(sigma: number | null, commonSd = COMMON_SHIFT_SD): number {
  const s = sigma && sigma > 0 ? sigma : DEFAULT_SIGMA;
  return Math.min(0.95, (commonSd / s) ** 2);
}

const clampP = (p: number | null) => (p === null || Number.isNaN(p) ? 0 : Math.min(1 - EPS, Math.max(EPS, p)));

export function planOutcome(entries: OutcomeEntry[], opts: { commonSd?: number } = {}): PlanOutcome {
  const n = entries.length;
  const z = entries.map((e) => normalQuantile(clampP(e.p)));
  const rho = entries.map((e) => commonShare(e.sigma, opts.commonSd));
  const sr = rho.map((r) => Math.sqrt(r));
  const sq = rho.map((r) => Math.sqrt(1 - r));
  const never = entries.map((e) => e.p === null || Number.isNaN(e.p) || e.p <= 0);
  const byEntry = new Array<number>(n).fill(0);
  // Midpoint rule on the quantiles of C: equal weights, nodes Φ⁻¹((k + ½) / GRID).
  for (let k = 0; k < GRID; k++) {
    const c = normalQuantile((k + 0.5) / GRID);
    let notYet = 1;
    for (let i = 0; i < n && notYet > 1e-15; i++) {
      if (never[i]) continue;
      const pi = normalCdf((z[i]! - sr[i]! * c) / sq[i]!);
      byEntry[i]! += (notYet * pi) / GRID;
      notYet *= 1 - pi;
    }
  }
  const admitted = Math.min(1, byEntry.reduce((s, v) => s + v, 0));
  let independentMiss = 1;
  for (const e of entries) independentMiss *= 1 - (e.p === null || Number.isNaN(e.p) ? 0 : Math.min(1, Math.max(0, e.p)));
  const byBand: PlanOutcome["byBand"] = { gamble: 0, radical: 0, steady: 0, conservative: 0, bottom: 0, unknown: 0 };
  entries.forEach((e, i) => (byBand[e.band] += byEntry[i]!));
  const expectedPosition = admitted > 1e-9 ? byEntry.reduce((s, v, i) => s + v * (i + 1), 0) / admitted : null;
  const likelyRange = admitted > 1e-9 ? [quantilePosition(byEntry, admitted, 0.25), quantilePosition(byEntry, admitted, 0.75)] as [number, number] : null;
  return {
    admitted,
    slide: 1 - admitted,
    byEntry,
    byBand,
    expectedPosition,
    likelyRange,
    admittedIfIndependent: 1 - independentMiss,
    sentence: outcomeSentence(n, admitted, likelyRange),
    method: `逐个志愿按顺序投档；各志愿录取线 = 共同波动（标准差 ${opts.commonSd ?? COMMON_SHIFT_SD}，对数位次）+ 各自波动，单个志愿的录取概率与引擎一致`,
  };
}

/** The first 1-based position where the cumulative share (given admission) reaches q. */
function quantilePosition(byEntry: number[], total: number, q: number): number {
  let acc = 0;
  for (let i = 0; i < byEntry.length; i++) {
    acc += byEntry[i]! / total;
    if (acc >= q - 1e-12) return i + 1;
  }
  return byEntry.length;
}

export function percentText(p: number): string {
  if (p >= 0.995 && p < 1) return "超过 99%";
  if (p > 0 && p < 0.005) return "不到 1%";
  return `${Math.round(p * 100)}%`;
}

export function outcomeSentence(n: number, admitted: number, range: [number, number] | null): string {
  if (n === 0) return "方案中还没有志愿";
  if (!range || admitted < 0.005) return "按本方案，几乎不可能被录取，请加入更稳妥的志愿";
  const where = range[0] === range[1] ? `第 ${range[0]} 个志愿` : `第 ${range[0]}–${range[1]} 个志愿`;
  const chance = percentText(admitted);
  return `按本方案，${/^\d/.test(chance) ? `约 ${chance}` : chance} 的可能被录取；最可能录取在${where}`;
}

/** A seeded generator (mulberry32): the brute-force check and any sampling are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-300);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
