import { describe, expect, it } from "vitest";
import { runBacktest } from "./backtest";
import { buildCalibratedIndex, fitCalibration } from "./calibration";
import type { LineRecord } from "./history";
import { probabilities, type ScopeData } from "./engine-index";
import { admitProbability, DEFAULT_CALIBRATION, fromX } from "./model";

const COHORT = 180_000;

/** Deterministic standard normals (a linear congruential generator and Box–Muller). */
function uniforms(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32;
}

function normals(seed: number): () => number {
  let s = seed >>> 0;
  const uniform = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

interface World {
  units: number;
  /** True yearly noise of a unit around its level. */
  tau: number;
  /** Units from this index on tighten their requirement to 物理+化学 (5 of 35 combinations) from 2024. */
  tightenFrom?: number;
  /** True requirement elasticity: x moves by elasticity · log(combinations now / before). */
  requirementElasticity?: number;
  /** Extra noise of the 2025 lines only. */
  noise2025?: number;
  /**
   * Lines follow a random walk instead of noise around a level: each year moves every line by
   * `drift` plus a two-piece normal step (mode 0, scale tau, stretched by `skew` toward larger ranks).
   */
  walk?: { drift: number; skew: number };
  years?: number[];
  seed?: number;
}

/** A scope whose lines move exactly as the model says, with known constants. */
function world(w: World): ScopeData {
  const next = normals(w.seed ?? 7);
  const years = w.years ?? [2023, 2024, 2025];
  const lines: LineRecord[] = [];
  const coin = uniforms((w.seed ?? 7) + 1);
  for (let u = 0; u < w.units; u++) {
    let level = -4 + (3.6 * u) / w.units;
    const tight = w.tightenFrom !== undefined && u >= w.tightenFrom;
    for (const year of years) {
      const strict = tight && year >= 2024;
      const shift = strict ? (w.requirementElasticity ?? 0) * Math.log(5 / 35) : 0;
      if (w.walk) {
        // Right of the mode with probability γ²/(1+γ²), as the split curve has it.
        const g = w.walk.skew;
        const step = Math.abs(next()) * (coin() < (g * g) / (1 + g * g) ? g : -1 / g);
        if (year !== years[0]) level += w.walk.drift + w.tau * step;
      }
      const x = w.walk ? level : level + shift + (w.tau + (year === 2025 ? (w.noise2025 ?? 0) : 0)) * next();
      lines.push(line(year, `专业${u}`, Math.min(COHORT - 1, Math.max(1, Math.round(fromX(x, COHORT)))), strict));
    }
  }
  // One unit sits at the 一段线 each year, so every year's cohort is COHORT.
  for (const year of years) lines.push(line(year, "护理学", COHORT, false));
  return {
    scope: "zj",
    track: "combined",
    lines,
    plans: [],
    firstLines: new Map(years.map((y) => [y, { score: 490, cumulative: COHORT }])),
    tables: new Map(),
  };
}

function line(year: number, majorName: string, minRank: number, strict: boolean): LineRecord {
  return {
    year,
    universityId: 1,
    collegeCode: "0001",
    schoolName: "示例大学",
    majorName,
    majorCode: null,
    planCount: 10,
    minScore: 600,
    minRank,
    rankKind: "official",
    batch: "一段",
    subjectMode: strict ? "all_of" : "none",
    subjects: strict ? ["物理", "化学"] : [],
    flags: [],
  };
}

describe("the calibration estimated from history", () => {
  it("recovers the yearly noise of lines from the one pair up to asOf", () => {
    const c = fitCalibration(world({ units: 600, tau: 0.08 }), 2024);
    // 600 units and the one at the 一段线.
    expect(c.fittedOn).toEqual([{ from: 2023, to: 2024, weight: 1, units: 601, borrowed: 0 }]);
    expect(c.tau).toBeGreaterThan(0.07);
    expect(c.tau).toBeLessThan(0.09);
    expect(c.dof % 2).toBe(1);
    // No plan changed and no requirement changed: those constants have no evidence and keep their defaults.
    expect(c.planElasticity).toBe(DEFAULT_CALIBRATION.planElasticity);
    expect(c.requirementElasticity).toBe(DEFAULT_CALIBRATION.requirementElasticity);
  });

  it("learns how a tightened requirement moves a line", () => {
    const c = fitCalibration(world({ units: 800, tau: 0.06, tightenFrom: 400, requirementElasticity: -0.25 }), 2024);
    expect(c.requirementElasticity).toBeGreaterThan(-0.3);
    expect(c.requirementElasticity).toBeLessThan(-0.2);
  });

  it("pools every pair up to asOf, the newer weighted more", () => {
    const c = fitCalibration(world({ units: 600, tau: 0.08 }), 2025);
    expect(c.fittedOn.map((p) => [p.from, p.to])).toEqual([
      [2024, 2025],
      [2023, 2024],
    ]);
    expect(c.fittedOn[0]!.weight).toBeCloseTo(0.625, 12);
    expect(c.fittedOn[1]!.weight).toBeCloseTo(0.375, 12);
  });

  it("never looks past asOf", () => {
    const calm = world({ units: 600, tau: 0.08 });
    const stormy = world({ units: 600, tau: 0.08, noise2025: 0.3 });
    expect(fitCalibration(stormy, 2024)).toEqual(fitCalibration(calm, 2024));
    // The stormy year is seen once asOf reaches it.
    expect(fitCalibration(stormy, 2025).tau).toBeGreaterThan(fitCalibration(calm, 2025).tau);
  });

  it("is deterministic", () => {
    const data = world({ units: 300, tau: 0.1 });
    expect(fitCalibration(data, 2025)).toEqual(fitCalibration(data, 2025));
  });

  it("keeps the defaults when history has no pair with enough units", () => {
    expect(fitCalibration(world({ units: 600, tau: 0.08, years: [2024] }), 2024)).toBe(DEFAULT_CALIBRATION);
    expect(fitCalibration(world({ units: 20, tau: 0.08 }), 2025)).toBe(DEFAULT_CALIBRATION);
  });

  it("prices an index with the constants it estimated from the years it may see", () => {
    const data = world({ units: 600, tau: 0.05 });
    const idx = buildCalibratedIndex(data, { year: 2025 });
    expect(idx.calibration).toEqual(fitCalibration(data, 2024));
    // A narrower yearly noise than the defaults' gives a narrower curve.
    const i = idx.units.findIndex((u) => u.majorName === "专业300");
    expect(idx.sigma[i]).toBeLessThan(DEFAULT_CALIBRATION.tau * Math.SQRT2);
    // The hot path reads the estimated degrees of freedom, whatever they are.
    const rank = Math.round(fromX(idx.mu[i]! + idx.sigma[i]!, idx.cohort));
    expect(probabilities(idx, rank)[i]).toBeCloseTo(admitProbability(rank, idx.cohort, idx.mode[i]!, idx.sigma[i]!, true, idx.calibration.dof, idx.skew[i]), 12);
    expect(probabilities(idx, rank)[i]).toBeGreaterThan(0.05);
    expect(probabilities(idx, rank)[i]).toBeLessThan(0.3);
  });

  it("learns how lopsidedly lines move: the skew of the curve", () => {
    // 2023 → 2024: lines fall further than they rise (γ = 1.6 around a mode of no move).
    const data = world({ units: 3000, tau: 0.08, walk: { drift: 0, skew: 1.6 } });
    const c = fitCalibration(data, 2024);
    expect(c.skew).toBeGreaterThan(1.4);
    expect(c.skew).toBeLessThan(1.8);
    // Symmetric steps: no skew to speak of.
    const symmetric = fitCalibration(world({ units: 3000, tau: 0.08, walk: { drift: 0, skew: 1 } }), 2024);
    expect(Math.abs(symmetric.skew - 1)).toBeLessThan(0.1);
    // The predicted line is the curve's median, on the side of its longer tail; P reads the curve from its mode.
    const idx = buildCalibratedIndex(data, { year: 2025, asOf: 2024 });
    const i = idx.units.findIndex((u) => u.majorName === "专业1500");
    expect(idx.mu[i]).toBeGreaterThan(idx.mode[i]!);
    expect(idx.skew[i]).toBe(c.skew);
  });

  it("keeps its promise in the tails: a 垫 (P ≥ 0.93) fails rarely, and P means what it says, on a year it did not see", () => {
    // Lopsided noise around each unit's level; fitted on 2023 → 2024, scored on 2025.
    const data = world({ units: 3000, tau: 0.1, walk: undefined, seed: 11 });
    const r = runBacktest(data, 2024, 2025);
    expect(r.engine.dianMiss!).toBeLessThanOrEqual(0.03);
    expect(r.engine.ece).toBeLessThan(0.03);
    // The curve moves the probability, not only the bands: the hot path and the formula agree.
    const idx = buildCalibratedIndex(data, { year: 2025, asOf: 2024, firstSegmentOnly: true });
    const i = 1234;
    const rank = Math.round(fromX(idx.mode[i]! - 0.5 * idx.sigma[i]!, idx.cohort));
    expect(probabilities(idx, rank)[i]).toBeCloseTo(admitProbability(rank, idx.cohort, idx.mode[i]!, idx.sigma[i]!, true, idx.calibration.dof, idx.skew[i]), 12);
  });
});
