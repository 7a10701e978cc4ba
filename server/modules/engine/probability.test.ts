import { describe, expect, it } from "vitest";
import { admitProbability, fromX, MODEL, predictBorrowed, predictedRanks, predictFromHistory, toX } from "./model";
import { bandOf, normalCdf, rankTypeOf, studentTCdf } from "./probability";

describe("distribution functions", () => {
  it("Student-t CDF matches published quantiles", () => {
    expect(studentTCdf(0, 5)).toBeCloseTo(0.5, 10);
    expect(studentTCdf(2.015, 5)).toBeCloseTo(0.95, 3);
    expect(studentTCdf(-3.365, 5)).toBeCloseTo(0.01, 3);
    expect(studentTCdf(12.706, 1)).toBeCloseTo(0.975, 3);
    expect(studentTCdf(3.182, 3)).toBeCloseTo(0.975, 3);
  });

  it("the t curve has heavier tails than the normal", () => {
    expect(1 - studentTCdf(3, MODEL.dof)).toBeGreaterThan(1 - normalCdf(3));
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
  });
});

describe("admission probability", () => {
  const cohort = 180_000;
  const pred = predictFromHistory(
    [
      { year: 2024, x: Math.log(20_000 / 178_000), planCount: 40, combinations: 5 },
      { year: 2023, x: Math.log(21_000 / 175_000), planCount: 40, combinations: 5 },
    ],
    { planCount: 40, combinations: 5 },
  );

  it("falls as the student's rank worsens", () => {
    let prev = 1;
    for (let rank = 1000; rank <= 60_000; rank += 500) {
      const p = admitProbability(rank, cohort, pred.mu, pred.sigma, true);
      expect(p).toBeLessThanOrEqual(prev);
      prev = p;
    }
    expect(admitProbability(1000, cohort, pred.mu, pred.sigma, true)).toBeGreaterThan(0.99);
    expect(admitProbability(60_000, cohort, pred.mu, pred.sigma, true)).toBeLessThan(0.01);
  });

  it("is zero past the 一段线 for a 一段 unit, whatever its curve says", () => {
    expect(admitProbability(cohort + 1, cohort, -0.01, 0.5, true)).toBe(0);
    expect(admitProbability(cohort + 1, cohort, -0.01, 0.5, false)).toBeGreaterThan(0);
  });

  it("keeps the very top narrow: a line at rank 5 is out of reach for rank 50,000 and a gamble at rank 200", () => {
    const top = predictFromHistory(
      [
        { year: 2025, x: toX(5, 184_372), planCount: 2, combinations: 35 },
        { year: 2024, x: toX(3, 178_059), planCount: 2, combinations: 35 },
      ],
      { planCount: 2, combinations: 35 },
    );
    expect(admitProbability(50_000, cohort, top.mu, top.sigma, true)).toBeLessThan(1e-4);
    expect(admitProbability(200, cohort, top.mu, top.sigma, true)).toBeLessThan(0.1);
    expect(admitProbability(1, cohort, top.mu, top.sigma, true)).toBeGreaterThan(0.9);
    const r = predictedRanks(top.mu, top.sigma, cohort, true);
    expect(r.range[1]).toBeLessThan(200);
    expect(fromX(toX(1234, cohort), cohort)).toBeCloseTo(1234, 6);
  });

  it("a larger plan lowers the line; a stricter requirement lowers it too", () => {
    const hist = [{ year: 2024, x: Math.log(0.2), planCount: 20, combinations: 35 }];
    const same = predictFromHistory(hist, { planCount: 20, combinations: 35 });
    expect(predictFromHistory(hist, { planCount: 40, combinations: 35 }).mu).toBeGreaterThan(same.mu);
    expect(predictFromHistory(hist, { planCount: 20, combinations: 5 }).mu).toBeGreaterThan(same.mu);
  });

  it("a borrowed unit is wider than one with history", () => {
    const own = predictFromHistory([{ year: 2024, x: -1.5, planCount: null, combinations: 35 }], { planCount: null, combinations: 35 });
    const borrowed = predictBorrowed([-1.6, -1.5, -1.4])!;
    expect(borrowed.sigma).toBeGreaterThan(own.sigma);
    expect(predictBorrowed([])).toBeNull();
  });

  it("predicted range brackets the predicted rank and respects the cap", () => {
    const r = predictedRanks(pred.mu, pred.sigma, cohort, true);
    expect(r.range[0]).toBeLessThan(r.rank);
    expect(r.range[1]).toBeGreaterThan(r.rank);
    expect(predictedRanks(-0.01, 0.3, cohort, true).range[1]).toBe(cohort);
  });
});

describe("bands", () => {
  it("are read from the unrounded probability", () => {
    // 0.9296 prints as 0.930 but is still 保, not 垫.
    expect(bandOf(0.9296)).toBe("conservative");
    expect(bandOf(0.93)).toBe("bottom");
    expect(bandOf(0.0999)).toBe("gamble");
    expect(bandOf(0.1)).toBe("radical");
    expect(bandOf(0.3999)).toBe("radical");
    expect(bandOf(0.4)).toBe("steady");
    expect(bandOf(0.7499)).toBe("steady");
    expect(bandOf(0.75)).toBe("conservative");
  });

  it("map to spec rankType 4 bottom … 0 gamble", () => {
    expect([bandOf(0.99), bandOf(0.8), bandOf(0.5), bandOf(0.2), bandOf(0.01)].map(rankTypeOf)).toEqual([4, 3, 2, 1, 0]);
  });
});
