import { eligibleCombinations } from "./eligibility";
import { buildIndex, historyPoints, resolveYears, type EngineIndex, type IndexOptions, type ScopeData } from "./engine-index";
import { DEFAULT_CALIBRATION, MODEL, toX, type Calibration } from "./model";
import { splitTCdf } from "./probability";

/**
 * The calibration is estimated, at every index build, from the out-of-sample residuals of the
 * engine's own predictor on each consecutive-year pair of history up to asOf: for the pair
 * (A → B) the units of B are predicted from the lines of years ≤ A, and the constants are the
 * maximum-likelihood fit of B's published lines under the engine's curve. Nothing looks past asOf.
 */

/** Odd degrees of freedom the fit chooses from: the closed-form t CDF needs an odd number. */
const DOF_GRID = [3, 5, 7, 9, 11, 15, 21];
/** Fewer units than this with a feature (a changed plan, a changed requirement, a borrowed line) and its constant stays at the default. */
const MIN_UNITS = 100;

/** One target unit of a pair, predicted from its own history. */
interface OwnResidual {
  weight: number;
  /** The unit's line that year on the engine's scale. */
  y: number;
  /** The line sits at the 一段线 (the unit did not fill): only "at or beyond" is known. */
  censored: boolean;
  /** Per history year (newest three): renormalised weight, x, log plan ratio and log combination ratio to the target year. */
  w: number[];
  x: number[];
  lp: number[];
  lc: number[];
  w2: number;
  changed: boolean;
  /** A group whose institution split its group since the matched year (model.ts splitSpread). */
  split: boolean;
  /** Its institution's group-line spread in the matched year (model.ts splitSchoolFactor). */
  schoolSpread: number;
}

/** One target unit of a pair without history, priced from its siblings' lines. */
interface BorrowedResidual {
  weight: number;
  y: number;
  censored: boolean;
  mu: number;
  spread: number;
}

interface Residuals {
  own: OwnResidual[];
  borrowed: BorrowedResidual[];
  pairs: Calibration["fittedOn"];
}

/** The residuals of every consecutive-year pair of line years ≤ asOf, weighted by recency (0.5 / 0.3 / 0.2 of the pairs, as for history years). */
export function collectResiduals(data: ScopeData, asOf: number): Residuals {
  const years = resolveYears(data, { asOf }).lineYears.filter((y) => y <= asOf);
  const pairs = years.slice(0, MODEL.weights.length).flatMap((to, k) => (years[k + 1] !== undefined ? [{ from: years[k + 1]!, to }] : []));
  const weightSum = pairs.reduce((a, _, k) => a + MODEL.weights[k]!, 0);
  const out: Residuals = { own: [], borrowed: [], pairs: [] };
  pairs.forEach(({ from, to }, k) => {
    // The same predictor as the product's, over the backtest's definitions (一段 lines with a rank).
    const index = buildIndex(data, { year: to, asOf: from, firstSegmentOnly: true, calibration: DEFAULT_CALIBRATION });
    const own: OwnResidual[] = [];
    const borrowed: BorrowedResidual[] = [];
    collectPair(index, own, borrowed);
    // Each pair weighs its recency weight in total, however many units it has.
    const share = MODEL.weights[k]! / weightSum;
    const n = own.length + borrowed.length;
    for (const r of own) r.weight = (share * n) / (own.length || 1);
    for (const r of borrowed) r.weight = (share * n) / (borrowed.length || 1);
    out.own.push(...own);
    out.borrowed.push(...borrowed);
    out.pairs.push({ from, to, weight: share, units: own.length, borrowed: borrowed.length });
  });
  return out;
}

function collectPair(index: EngineIndex, own: OwnResidual[], borrowed: BorrowedResidual[]): void {
  for (const u of index.units) {
    const outcome = u.outcome?.minRank;
    if (outcome === null || outcome === undefined || !u.prediction) continue;
    const y = toX(outcome, index.cohort);
    const censored = outcome >= index.cohort;
    if (u.history.length === 0) {
      borrowed.push({ weight: 1, y, censored, mu: u.prediction.mode, spread: u.prediction.historySpread });
      continue;
    }
    const points = historyPoints(u.history).slice(0, MODEL.weights.length);
    const sw = points.reduce((a, _, i) => a + MODEL.weights[i]!, 0);
    const w = points.map((_, i) => MODEL.weights[i]! / sw);
    const combinations = eligibleCombinations(u.requirement);
    const plan = u.planCount;
    const lc = points.map((p) => Math.log(combinations / p.combinations));
    own.push({
      weight: 1,
      y,
      censored,
      w,
      x: points.map((p) => p.x),
      lp: points.map((p) => (plan && p.planCount ? Math.log(plan / p.planCount) : 0)),
      lc,
      w2: w.reduce((a, v) => a + v * v, 0),
      changed: lc.some((v) => v !== 0),
      split: u.split,
      schoolSpread: u.schoolSpread,
    });
  }
}

/** log Γ at a multiple of ½, by recursion to Γ(1) = 1 and Γ(½) = √π. */
function logGammaHalf(x: number): number {
  let s = 0;
  while (x > 1) {
    x -= 1;
    s += Math.log(x);
  }
  return x === 1 ? s : s + 0.5 * Math.log(Math.PI);
}

function tLogDensityConstant(dof: number): number {
  return logGammaHalf((dof + 1) / 2) - logGammaHalf(dof / 2) - 0.5 * Math.log(dof * Math.PI);
}

/**
 * −log likelihood of one observation under the split t curve (γ = skew; a t at zγ left of the mode,
 * at z/γ right of it, both scaled by 2/(γ + 1/γ)); a censored line only says "at or beyond y".
 */
function observationCost(y: number, mu: number, sigma: number, censored: boolean, dof: number, logC: number, skew: number): number {
  const z = (y - mu) / sigma;
  if (censored) return -Math.log(Math.max(1e-300, 1 - splitTCdf(z, dof, skew)));
  const u = z < 0 ? z * skew : z / skew;
  return -(logC + Math.log(2 / (skew + 1 / skew)) - ((dof + 1) / 2) * Math.log(1 + (u * u) / dof) - Math.log(sigma));
}

type Params = Pick<Calibration, "planElasticity" | "requirementElasticity" | "tau" | "tauChanged" | "historySpreadFactor" | "splitSpread" | "splitSchoolFactor" | "dof" | "skew">;

/**
 * The negative log-likelihood of the own-history residuals: the prediction of model.ts, term for
 * term. The centres and spreads depend only on the elasticities, so they are kept between calls
 * that change only τ, k or ν (most of the search).
 */
export function ownCostOf(rs: OwnResidual[]): (p: Params) => number {
  const mu = new Float64Array(rs.length);
  const hs2 = new Float64Array(rs.length);
  let a = NaN;
  let b = NaN;
  return (p) => {
    if (p.planElasticity !== a || p.requirementElasticity !== b) {
      a = p.planElasticity;
      b = p.requirementElasticity;
      rs.forEach((r, j) => {
        const n = r.x.length;
        let m = 0;
        let mean = 0;
        let sq = 0;
        for (let i = 0; i < n; i++) {
          const adj = r.x[i]! + a * r.lp[i]! + b * r.lc[i]!;
          m += r.w[i]! * adj;
          mean += adj;
          sq += adj * adj;
        }
        mean /= n;
        mu[j] = m;
        hs2[j] = n > 1 ? Math.max(0, sq / n - mean * mean) : 0;
      });
    }
    const logC = tLogDensityConstant(p.dof);
    const k2 = p.historySpreadFactor ** 2;
    let cost = 0;
    for (let j = 0; j < rs.length; j++) {
      const r = rs[j]!;
      const tau = r.changed ? p.tauChanged : p.tau;
      const sigma = Math.sqrt(tau * tau * (1 + r.w2) + k2 * hs2[j]! + (r.split ? p.splitSpread * p.splitSpread + (p.splitSchoolFactor * r.schoolSpread) ** 2 : 0));
      cost += r.weight * observationCost(r.y, mu[j]!, sigma, r.censored, p.dof, logC, p.skew);
    }
    return cost;
  };
}

function borrowedCost(rs: BorrowedResidual[], tau: number, borrowedSpread: number, dof: number): number {
  const logC = tLogDensityConstant(dof);
  let cost = 0;
  for (const r of rs) {
    const sigma = Math.sqrt(2 * tau * tau + borrowedSpread * borrowedSpread + r.spread * r.spread);
    cost += r.weight * observationCost(r.y, r.mu, sigma, r.censored, dof, logC, 1);
  }
  return cost;
}

/** Golden-section search for the minimum of f on [lo, hi]: deterministic, no derivatives. */
function goldenMin(f: (v: number) => number, lo: number, hi: number, tol = 1e-3): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (b - a > tol) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - g * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + g * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}

/** Search ranges: wide enough for any plausible movement of lines, bounded so a thin year cannot run away. */
const RANGE = { planElasticity: [-0.5, 0.5], requirementElasticity: [-0.8, 0.4], tau: [0.01, 0.6], tauChanged: [0.01, 1], historySpreadFactor: [0, 2], splitSpread: [0, 2], splitSchoolFactor: [0, 3], skew: [0.5, 2] } as const;
type Free = keyof typeof RANGE;

/**
 * Sweeps of one-constant-at-a-time searches, at most `sweeps`, stopping when a sweep gains less than
 * 1e-6 of the cost: the skew trades off against τ and the elasticities (all move where the mass
 * of the curve lies), so it needs several sweeps where the other constants settle in one or two.
 */
function coordinateDescent(cost: (p: Params) => number, start: Params, free: Free[], sweeps: number): Params {
  const p = { ...start };
  let last = cost(p);
  for (let s = 0; s < sweeps; s++) {
    for (const k of free) {
      const [lo, hi] = RANGE[k];
      p[k] = goldenMin((v) => cost({ ...p, [k]: v }), lo, hi);
    }
    const now = cost(p);
    if (last - now < 1e-6 * Math.abs(last)) break;
    last = now;
  }
  return p;
}

/**
 * Estimates the calibration from every consecutive-year pair of line years ≤ asOf (docs/engine.md):
 * the elasticities, τ (by whether the requirement changed), the curve's skew and the spread of
 * loosely matched groups (a constant and a share of their institution's group spread), by maximum likelihood at 5 degrees of freedom; then the degrees of
 * freedom from DOF_GRID by the same likelihood; then the borrowed units' spread.
 * A constant whose evidence is too thin (fewer than MIN_UNITS units) keeps its default.
 */
export function fitCalibration(data: ScopeData, asOf: number): Calibration {
  const { own, borrowed, pairs } = collectResiduals(data, asOf);
  if (own.length < MIN_UNITS) return DEFAULT_CALIBRATION;
  // The curve's shape beyond its spread: how lopsided it is.
  const free: Free[] = ["tau", "skew"];
  if (own.filter((r) => r.lp.some((v) => v !== 0)).length >= MIN_UNITS) free.push("planElasticity");
  const changed = own.filter((r) => r.changed).length >= MIN_UNITS;
  if (changed) free.push("requirementElasticity", "tauChanged");
  // A unit's own spread exists only with two or more years of history: the 2023 → 2024 pair cannot teach its weight.
  if (own.filter((r) => r.x.length > 1).length >= MIN_UNITS) free.push("historySpreadFactor");
  if (own.filter((r) => r.split).length >= MIN_UNITS) free.push("splitSpread");
  if (own.filter((r) => r.split && r.schoolSpread > 0).length >= MIN_UNITS) free.push("splitSchoolFactor");
  const tied = (p: Params): Params => (changed ? p : { ...p, tauChanged: p.tau });
  const start: Params = { ...DEFAULT_CALIBRATION };
  const ownCost = ownCostOf(own);
  let best = tied(coordinateDescent(ownCost, start, free, 12));
  let bestCost = ownCost(best);
  // The t's tails trade off against the yearly noise: each candidate refits τ (and τ when changed).
  const scales = free.filter((k) => k === "tau" || k === "tauChanged");
  for (const dof of DOF_GRID) {
    const p = tied(coordinateDescent(ownCost, { ...best, dof }, scales, 1));
    const cost = ownCost(p);
    if (cost < bestCost) {
      best = p;
      bestCost = cost;
    }
  }
  best = tied(coordinateDescent(ownCost, best, free, 12));
  // Borrowed units keep a symmetric curve: their error is mostly their unknown offset from their
  // siblings, not a line's lopsided yearly move (fitting them a shift and skew too made their 垫
  // fail more often in every split, docs/engine.md).
  const borrowedSpread =
    borrowed.length >= MIN_UNITS ? goldenMin((v) => borrowedCost(borrowed, best.tau, v, best.dof), 0, 1) : DEFAULT_CALIBRATION.borrowedSpread;
  return { ...best, borrowedSpread, fittedOn: pairs };
}

/** An index whose calibration was estimated from the history it may see (years ≤ its asOf). */
export function buildCalibratedIndex(data: ScopeData, opts: Omit<IndexOptions, "calibration"> = {}): EngineIndex {
  const { asOf } = resolveYears(data, opts);
  return buildIndex(data, { ...opts, calibration: fitCalibration(data, asOf) });
}
