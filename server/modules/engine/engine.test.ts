import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { seededDatabase } from "#tests/helpers/reference";
import { BACKTEST_HEADLINES } from "#server/modules/zhiyuan/backtest-headline";
import { runBacktest } from "./backtest";
import { loadScopeData } from "./engine.repo";
import { createEngineService, type EngineService } from "./engine.service";

// End to end on the committed seed: zj lines 2023–2025 through the repository, the index and the service.
let database: Database;
let engine: EngineService;

beforeAll(async () => {
  database = await seededDatabase();
  engine = createEngineService({ db: database.db, clock: { now: () => Date.now() } });
  // Loading the seed and building the zj index take seconds, many more on a busy machine.
}, 300_000);
afterAll(() => database?.close());

describe("engine on the seed (zj)", { timeout: 420_000 }, () => {
  it("prices the 2026 application year from the 2025 units, for 600 / 物理 化学 技术", async () => {
    const a = await engine.candidates("zj", { score: 600, subjects: ["物理", "化学", "技术"] });
    expect(a.year).toBe(2026);
    expect(a.asOf).toBe(2025);
    expect(a.historyYears).toEqual([2025, 2024, 2023]);
    expect(a.rankFromYear).toBe(2025);
    expect(a.studentRank).toBeGreaterThan(40_000);
    expect(a.studentRank).toBeLessThan(80_000);
    const total = Object.values(a.counts).reduce((x, y) => x + y, 0);
    expect(total).toBe(a.units.length);
    expect(a.counts.bottom).toBeGreaterThan(100);
    expect(a.counts.radical).toBeGreaterThan(100);
    expect(a.units.every((u) => u.eligible)).toBe(true);
    // Best predicted line first, and each unit explained.
    const ranks = a.units.map((u) => u.explanation.predictedRank!);
    expect(ranks.slice(1).every((r, i) => r >= ranks[i]!)).toBe(true);
    const zju = a.units.find((u) => u.unit.schoolName === "浙江大学")!;
    expect(zju.band).toBe("gamble");
    // Lines in the first few thousand places are out of reach for a rank past 40,000.
    for (const u of a.units.filter((x) => x.explanation.predictedRank! < 5000)) expect(u.band).toBe("gamble");
    expect(zju.explanation.lines.length).toBeGreaterThan(0);
    expect(zju.explanation.lines[0]!.equivalentScore).not.toBeNull();
  });

  it("leaves ineligible units out, or marks them with the reason when asked", async () => {
    const eligible = await engine.candidates("zj", { rank: 50_000, subjects: ["历史", "地理", "政治"] });
    const all = await engine.candidates("zj", { rank: 50_000, subjects: ["历史", "地理", "政治"], includeIneligible: true });
    expect(all.units.length).toBeGreaterThan(eligible.units.length);
    const marked = all.units.filter((u) => !u.eligible);
    expect(marked.length).toBe(all.units.length - eligible.units.length);
    expect(marked[0]!.ineligibleReason).toMatch(/^需选考 /);
    expect(marked.some((u) => u.ineligibleReason === "需选考 物理+化学")).toBe(true);
  });

  it("filters by band from the unrounded probability", async () => {
    const a = await engine.candidates("zj", { rank: 30_000, subjects: ["物理", "化学", "生物"], bands: ["conservative"] });
    expect(a.units.length).toBe(a.counts.conservative);
    expect(a.units.every((u) => u.band === "conservative" && u.rankType === 3)).toBe(true);
  });

  it("rejects input it cannot read, in Chinese", async () => {
    await expect(engine.candidates("zj", { subjects: ["物理"] })).rejects.toThrow("请填写高考总分或位次");
    await expect(engine.candidates("zj", { rank: 1000, subjects: ["英语"] })).rejects.toThrow(/选考科目有误/);
  });

  it("backtests 2024 → 2025 with the figures docs/engine.md reports", async () => {
    const r = runBacktest(await loadScopeData(database.db, "zj", "combined"), 2024, 2025);
    expect(r.priced / r.targetUnits).toBeGreaterThanOrEqual(0.95);
    expect(r.matched / r.targetUnits).toBeGreaterThan(0.8);
    expect(r.engineOnMatched.dianMiss!).toBeLessThanOrEqual(0.03);
    expect(r.engineOnMatched.brier).toBeLessThan(r.reference.brier);
    expect(r.engineOnMatched.pairs).toBe(r.reference.pairs);
    expect(r.engineOnMatched.brier).toBeLessThanOrEqual(0.077);
    // The candidate pages' headline is this run's, not a copy of an older one.
    const h = BACKTEST_HEADLINES.zj!;
    expect([h.asOf, h.target, h.pairs]).toEqual([2024, 2025, r.engine.pairs]);
    expect(h.conservativeRight).toBeCloseTo(1 - r.engine.baoMiss!, 3);
    expect(h.bottomRight).toBeCloseTo(1 - r.engine.dianMiss!, 3);
  });
});
