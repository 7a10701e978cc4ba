import { describe, expect, it } from "vitest";
import { bandCounts, buildIndex, priceUnit, probabilities, type ScopeData } from "./engine-index";
import { YearLines, type LineRecord } from "./history";

function line(p: Partial<LineRecord> & Pick<LineRecord, "year" | "majorName" | "minRank">): LineRecord {
  return {
    universityId: 1,
    collegeCode: "0001",
    schoolName: "示例大学",
    majorCode: null,
    planCount: 10,
    minScore: 600,
    rankKind: "official",
    batch: "一段",
    subjectMode: "none",
    subjects: [],
    flags: [],
    ...p,
  };
}

function scope(lines: LineRecord[], plans: LineRecord[] = []): ScopeData {
  return {
    scope: "zj",
    track: "combined",
    lines,
    plans,
    firstLines: new Map([
      [2023, { score: 488, cumulative: null }],
      [2024, { score: 492, cumulative: 178_059 }],
      [2025, { score: 490, cumulative: 184_372 }],
    ]),
    tables: new Map([[2025, { year: 2025, scores: Int32Array.from([490, 600, 650]), cumulative: Int32Array.from([184_372, 40_000, 10_000]) }]]),
  };
}

describe("matching a unit across years", () => {
  const y = new YearLines(2024, [
    line({ year: 2024, majorName: "软件工程（中外合作办学）", minRank: 30_000 }),
    line({ year: 2024, majorName: "计算机类(含实验班)", minRank: 9_000 }),
    line({ year: 2024, majorName: "金融学(国际班)", minRank: 20_000 }),
    line({ year: 2024, majorName: "金融学(数字金融班)", minRank: 21_000 }),
  ]);

  it("matches the same normalised name in the same institution", () => {
    expect(y.match(1, "软件工程( 中外合作办学)")?.how).toBe("exact");
    expect(y.match(2, "软件工程(中外合作办学)")).toBeNull();
  });

  it("falls back to a unique bracket-free name, never to an ambiguous one", () => {
    expect(y.match(1, "计算机类")?.line.minRank).toBe(9_000);
    expect(y.match(1, "金融学")).toBeNull();
  });
});

describe("the application year and its units", () => {
  const lines = [
    line({ year: 2024, majorName: "临床医学", minRank: 10_000 }),
    line({ year: 2025, majorName: "临床医学", minRank: 10_500, minScore: 640 }),
    line({ year: 2025, majorName: "护理学", minRank: 150_000, minScore: 520 }),
    line({ year: 2025, majorName: "电子商务", minRank: 200_000, minScore: 480, batch: "一段" }),
    line({ year: 2024, majorName: "口腔医学", minRank: 8_000 }),
  ];

  it("defaults to the newest line year + 1 over the newest year's units", () => {
    const idx = buildIndex(scope(lines));
    expect(idx.year).toBe(2026);
    expect(idx.asOf).toBe(2025);
    expect(idx.unitsFrom).toBe("newest-lines");
    expect(idx.units.map((u) => u.majorName).sort()).toEqual(["临床医学", "护理学", "电子商务"].sort());
    // The 2025 line printed in the 一段 column below the 一段线 is a 二段 line.
    expect(idx.units.find((u) => u.majorName === "电子商务")!.segment).toBe("二段");
    // Without a 2026 table the newest cohort stands in; past it a 一段 unit is out of reach, a 二段 one is not.
    expect(idx.cohort).toBe(150_000);
    const p = probabilities(idx, 160_000);
    idx.units.forEach((u, i) => (u.segment === "一段" ? expect(p[i]).toBe(0) : expect(p[i]).toBeGreaterThan(0)));
  });

  it("uses a loaded plan of a year without lines, and marks its new units", () => {
    const plan = [line({ year: 2026, majorName: "临床医学", minRank: null, minScore: null, planCount: 20 }), line({ year: 2026, majorName: "智能医学工程", minRank: null, minScore: null })];
    const idx = buildIndex(scope(lines, plan));
    expect(idx.year).toBe(2026);
    expect(idx.unitsFrom).toBe("plan");
    const fresh = idx.units.find((u) => u.majorName === "智能医学工程")!;
    expect(fresh.isNew).toBe(true);
    expect(fresh.basis).toBe("borrowed");
    expect(fresh.borrowedFrom).toBe("school");
    expect(idx.units.find((u) => u.majorName === "临床医学")!.basis).toBe("major");
  });

  it("with year and asOf, predicts a published year from older lines only", () => {
    const idx = buildIndex(scope(lines), { year: 2025 });
    expect(idx.asOf).toBe(2024);
    expect(idx.unitsFrom).toBe("lines");
    expect(idx.cohort).toBe(184_372);
    const clinic = idx.units.find((u) => u.majorName === "临床医学")!;
    expect(clinic.history.map((h) => h.line.year)).toEqual([2024]);
    expect(clinic.outcome?.minRank).toBe(10_500);
  });

  it("asOf limits the lines used, and the units come from the newest year it allows", () => {
    const idx = buildIndex(scope(lines), { asOf: 2024 });
    expect(idx.year).toBe(2026);
    expect(idx.historyYears).toEqual([2024]);
    expect(idx.units.map((u) => u.majorName).sort()).toEqual(["临床医学", "口腔医学"].sort());
    expect(idx.units.every((u) => u.history.every((h) => h.line.year <= 2024))).toBe(true);
  });

  it("prices every unit and explains it", () => {
    const idx = buildIndex(scope(lines), { year: 2025 });
    const p = probabilities(idx, 9_000);
    const i = idx.units.findIndex((u) => u.majorName === "临床医学");
    const priced = priceUnit(idx, i, 9_000, ["物理", "化学", "生物"], p[i]);
    expect(priced.probability).toBeGreaterThan(0.5);
    expect(priced.explanation.basis).toBe("major");
    expect(priced.explanation.lines[0]).toMatchObject({ year: 2024, minRank: 10_000, planCount: 10 });
    expect(priced.explanation.predictedRank).toBeGreaterThan(9_000);
    expect(priced.explanation.margin).toBe(priced.explanation.predictedRank! - 9_000);
    expect(priced.explanation.reason).toContain("依据 2024 年本专业录取线");
    const counts = bandCounts(p);
    expect(Object.values(counts.counts).reduce((a, b) => a + b, 0) + counts.unpriced).toBe(idx.units.length);
  });
});

describe("the hot path", () => {
  it("gives the same probabilities as the model's formula", async () => {
    const { admitProbability } = await import("./model");
    const lines = [
      line({ year: 2024, majorName: "临床医学", minRank: 10_000 }),
      line({ year: 2024, majorName: "护理学", minRank: 150_000, minScore: 520 }),
      line({ year: 2025, majorName: "临床医学", minRank: 10_500, minScore: 640 }),
      line({ year: 2025, majorName: "护理学", minRank: 170_000, minScore: 500 }),
    ];
    const idx = buildIndex(scope(lines), { year: 2025 });
    for (const rank of [500, 9_000, 160_000, 184_372, 190_000]) {
      const p = probabilities(idx, rank);
      idx.units.forEach((_, i) => expect(p[i]).toBeCloseTo(admitProbability(rank, idx.cohort, idx.mu[i]!, idx.sigma[i]!, idx.capped[i] === 1), 12));
    }
    expect(probabilities(idx, 190_000).every((p) => p === 0)).toBe(true);
  });
});
