import { describe, expect, it } from "vitest";
import { COMMON_SHIFT_SD, gaussian, normalCdf, normalQuantile, planOutcome, seededRandom, type OutcomeEntry } from "./plan-outcome";

/**
 * Brute force, in the engine's own terms: each entry's line on the log-rank scale is
 * μᵢ + σ_c·C + √(σᵢ² − σ_c²)·Eᵢ; the student at x is admitted by the first entry whose line
 * is at or beyond x. No copula, no quadrature: sample and count.
 */
function bruteForce(units: Array<{ mu: number; sigma: number }>, x: number, samples: number, seed: number) {
  const rand = seededRandom(seed);
  const counts = new Array<number>(units.length).fill(0);
  let none = 0;
  for (let s = 0; s < samples; s++) {
    const c = gaussian(rand) * COMMON_SHIFT_SD;
    let hit = -1;
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      const line = u.mu + c + Math.sqrt(u.sigma ** 2 - COMMON_SHIFT_SD ** 2) * gaussian(rand);
      if (x <= line) {
        hit = i;
        break;
      }
    }
    if (hit < 0) none++;
    else counts[hit]++;
  }
  return { byEntry: counts.map((c) => c / samples), slide: none / samples };
}

describe("plan outcome", () => {
  it("Φ and Φ⁻¹ agree", () => {
    for (const p of [0.001, 0.02, 0.3, 0.5, 0.77, 0.99, 0.9999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 5);
  });

  it("matches a brute-force simulation of correlated lines", () => {
    const rand = seededRandom(7);
    const x = Math.log(0.3);
    // 40 entries from reach to safety, spreads 0.08–0.2 as the engine's.
    const units = Array.from({ length: 40 }, (_, i) => ({ mu: x - 0.5 + (i / 39) * 0.9, sigma: 0.08 + rand() * 0.12 }));
    const entries: OutcomeEntry[] = units.map((u) => ({ p: 1 - normalCdf((x - u.mu) / u.sigma), sigma: u.sigma, band: "steady" }));
    const exact = planOutcome(entries);
    const sim = bruteForce(units, x, 200_000, 11);
    expect(Math.abs(exact.slide - sim.slide)).toBeLessThan(0.004);
    const maxDiff = Math.max(...exact.byEntry.map((v, i) => Math.abs(v - sim.byEntry[i]!)));
    expect(maxDiff).toBeLessThan(0.006);
    expect(exact.byEntry.reduce((a, b) => a + b, 0) + exact.slide).toBeCloseTo(1, 6);
  });

  it("a common shift makes 滑档 likelier than multiplying probabilities says", () => {
    const entries: OutcomeEntry[] = Array.from({ length: 10 }, () => ({ p: 0.5, sigma: 0.07, band: "steady" }));
    const o = planOutcome(entries);
    expect(o.admittedIfIndependent).toBeCloseTo(1 - 0.5 ** 10, 6);
    expect(o.slide).toBeGreaterThan(0.5 ** 10 * 3);
    // Without a common shift it is the independent product.
    expect(planOutcome(entries, { commonSd: 0 }).slide).toBeCloseTo(0.5 ** 10, 4);
  });

  it("says where the student is likely admitted, in a plain sentence", () => {
    const entries: OutcomeEntry[] = [0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.97, 0.99].map((p) => ({ p, sigma: 0.1, band: "steady" }));
    const o = planOutcome(entries);
    expect(o.admitted).toBeGreaterThan(0.98);
    expect(o.likelyRange![0]).toBeLessThanOrEqual(o.likelyRange![1]);
    expect(o.sentence).toMatch(/^按本方案，(约 \d+%|超过 99%|不到 1%) 的可能被录取；最可能录取在第 \d+(–\d+)? 个志愿$/);
    expect(o.expectedPosition!).toBeGreaterThan(1);
    expect(planOutcome([]).sentence).toBe("方案中还没有志愿");
  });

  it("an unpriced entry never admits; the same input gives the same answer", () => {
    const entries: OutcomeEntry[] = [{ p: null, sigma: null, band: "unknown" }, { p: 0.6, sigma: null, band: "steady" }];
    const a = planOutcome(entries);
    expect(a.byEntry[0]).toBe(0);
    expect(a.byEntry[1]).toBeCloseTo(0.6, 3);
    expect(planOutcome(entries)).toEqual(a);
  });
});
