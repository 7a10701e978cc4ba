import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { seededDatabase } from "#tests/helpers/reference";
import { sourceRows } from "#tests/helpers/source-data";
import { buildIndex, priceUnit, type EngineIndex, type ScopeData } from "./engine-index";
import { loadScopeData } from "./engine.repo";
import { majorOverlap, YearLines, type GroupMajor, type LineRecord } from "./history";
import { DEFAULT_CALIBRATION, toX } from "./model";

function group(p: Partial<LineRecord> & Pick<LineRecord, "year" | "groupCode" | "minRank">): LineRecord {
  return {
    universityId: 1,
    collegeCode: "10558",
    schoolName: "示例大学",
    majorName: `第${p.groupCode}组`,
    majorCode: null,
    planCount: 50,
    minScore: 600,
    rankKind: "official",
    batch: "一段",
    subjectMode: "all_of",
    subjects: ["化学"],
    flags: [],
    ...p,
  };
}

const major = (name: string): GroupMajor => ({ name, code: null, plan: 10, subjectMode: "all_of", subjects: ["化学"] });
const x = (l: LineRecord) => toX(l.minRank!, 100_000);

describe("matching a 院校专业组 across renumbering", () => {
  const y2024 = new YearLines(2024, [
    group({ year: 2024, groupCode: "205", minRank: 5_000, majors: [major("临床医学"), major("口腔医学")] }),
    group({ year: 2024, groupCode: "219", minRank: 9_000, majors: [major("化学类"), major("生物科学类")] }),
    group({ year: 2024, groupCode: "203", minRank: 12_000, subjectMode: "none", subjects: [] }),
    group({ year: 2024, groupCode: "210", minRank: 3_000, universityId: 2 }),
  ]);

  it("takes the only group of the institution with the same requirement, whatever its code", () => {
    const hit = y2024.matchGroup(group({ year: 2025, groupCode: "212", minRank: 11_000, subjectMode: "none", subjects: [] }), null, x);
    expect(hit).toMatchObject({ how: "group-unique", line: { groupCode: "203" } });
  });

  it("prefers the group with the same majors where plans list them on both sides", () => {
    const hit = y2024.matchGroup(group({ year: 2025, groupCode: "219", minRank: 4_000, majors: [major("临床医学"), major("口腔医学（5+3）")] }), null, x);
    // Code 219 exists in 2024 too, but its majors differ: the code is not trusted across years.
    expect(hit).toMatchObject({ how: "group-majors", line: { groupCode: "205" } });
    expect(majorOverlap([major("临床医学")], [major("临床医学"), major("药学")])).toBe(0.5);
  });

  it("else takes the group whose line is nearest the unit's newer line", () => {
    const hit = y2024.matchGroup(group({ year: 2025, groupCode: "216", minRank: 8_000 }), x(group({ year: 2025, groupCode: "216", minRank: 8_500 })), x);
    expect(hit).toMatchObject({ how: "group-nearest", line: { groupCode: "219" } });
  });

  it("refuses to guess between groups without an anchor, and never crosses institutions", () => {
    expect(y2024.matchGroup(group({ year: 2025, groupCode: "216", minRank: 8_000 }), null, x)).toBeNull();
    expect(y2024.matchGroup(group({ year: 2025, groupCode: "201", minRank: 8_000, universityId: 3 }), 0, x)).toBeNull();
  });

  it("prices an undecidable group from its school's groups with the same requirement (basis school)", () => {
    const data: ScopeData = {
      scope: "gd",
      track: "physics",
      unitKind: "group",
      lines: [
        group({ year: 2024, groupCode: "205", minRank: 5_000 }),
        group({ year: 2024, groupCode: "219", minRank: 9_000 }),
        group({ year: 2025, groupCode: "216", minRank: 7_000 }),
      ],
      plans: [],
      firstLines: new Map(),
      tables: new Map(),
    };
    const idx = buildIndex(data, { year: 2025, asOf: 2024 });
    const u = idx.units[0]!;
    expect(u).toMatchObject({ basis: "school", isNew: false, borrowedFrom: "school-groups", groupCode: "216" });
    expect(priceUnit(idx, 0, 6_000, ["物理", "化学", "生物"]).explanation.reason).toMatch(/无法确定本专业组对应往年哪一组/);
  });
});

describe("a group whose old line may be another group's", () => {
  it("is marked when its institution split one group into several since, or was matched by code alone, and gets the wider spread", () => {
    const data: ScopeData = {
      scope: "gd",
      track: "physics",
      unitKind: "group",
      lines: [
        // 2024: one 化学 group at 示例大学, and one at another institution.
        group({ year: 2024, groupCode: "204", minRank: 20_000 }),
        group({ year: 2024, groupCode: "210", minRank: 30_000, universityId: 2 }),
        // 2025: 示例大学 has three 化学 groups (lines 740 to 10,305 at 哈工大 in the data); the other still one.
        group({ year: 2025, groupCode: "206", minRank: 800 }),
        group({ year: 2025, groupCode: "211", minRank: 10_000 }),
        group({ year: 2025, groupCode: "212", minRank: 9_000 }),
        group({ year: 2025, groupCode: "205", minRank: 31_000, universityId: 2 }),
      ],
      plans: [],
      firstLines: new Map(),
      tables: new Map(),
    };
    const c = { ...DEFAULT_CALIBRATION, splitSpread: 0.4 };
    const idx = buildIndex(data, { year: 2025, asOf: 2024, calibration: c });
    const split = idx.units.filter((u) => u.universityId === 1);
    const whole = idx.units.find((u) => u.universityId === 2)!;
    expect(split.map((u) => [u.split, u.history[0]?.how])).toEqual([
      [true, "group-unique"],
      [true, "group-unique"],
      [true, "group-unique"],
    ]);
    expect(whole.split).toBe(false);
    // Same one year of history each: only the split adds spread.
    expect(idx.sigma[0]).toBeCloseTo(Math.sqrt(idx.sigma[3]! ** 2 + 0.4 ** 2), 12);
  });

  it("is wider the further apart its institution's groups lay in the matched year", () => {
    const lines = [
      group({ year: 2024, groupCode: "204", minRank: 20_000 }),
      // Another requirement: not a candidate for the 化学 groups, but part of the institution's spread.
      group({ year: 2024, groupCode: "205", minRank: 2_000, subjects: ["生物"] }),
      group({ year: 2024, groupCode: "210", minRank: 30_000, universityId: 2 }),
      group({ year: 2025, groupCode: "206", minRank: 800 }),
      group({ year: 2025, groupCode: "211", minRank: 10_000 }),
      group({ year: 2025, groupCode: "205", minRank: 31_000, universityId: 2 }),
    ];
    const data: ScopeData = { scope: "gd", track: "physics", unitKind: "group", lines, plans: [], firstLines: new Map(), tables: new Map() };
    const idx = buildIndex(data, { year: 2025, asOf: 2024, calibration: { ...DEFAULT_CALIBRATION, splitSpread: 0.1, splitSchoolFactor: 0.5 } });
    const cohort = idx.cohortByYear.get(2024)!;
    const spread = Math.abs(toX(20_000, cohort) - toX(2_000, cohort)) / 2;
    expect(idx.units[0]!.split).toBe(true);
    expect(idx.units[0]!.schoolSpread).toBeCloseTo(spread, 12);
    expect(idx.units[2]!.schoolSpread).toBe(0);
    expect(idx.sigma[0]).toBeCloseTo(Math.sqrt(idx.sigma[2]! ** 2 + 0.1 ** 2 + (0.5 * spread) ** 2), 12);
  });
});

describe("gd groups on the seed (中山大学, physics, 本科批)", { timeout: 300_000 }, () => {
  let database: Database;
  let idx: EngineIndex;
  const raw = sourceRows("groups/gd_group_lines_2022_2025.csv").filter((r) => r.school_name === "中山大学" && r.track === "physics" && r.batch === "本科批");

  beforeAll(async () => {
    database = await seededDatabase();
    idx = buildIndex(await loadScopeData(database.db, "gd", "physics"));
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });

  it("has one unit per 2025 group, each with its own 2025 line and its majors from the plan", () => {
    const ours = idx.units.filter((u) => u.schoolName === "中山大学");
    const codes2025 = raw.filter((r) => r.year === "2025").map((r) => r.group_code);
    expect(ours.map((u) => u.groupCode).sort()).toEqual([...codes2025].sort());
    expect(idx.year).toBe(2026);
    for (const u of ours) {
      const own = raw.find((r) => r.year === "2025" && r.group_code === u.groupCode)!;
      expect(u.history[0]).toMatchObject({ how: "group-code", line: { year: 2025, minRank: Number(own.min_rank) } });
      expect(u.basis).toBe("group");
      expect(u.majors.length).toBeGreaterThan(0);
    }
  });

  it("matches earlier years across renumbering to a group of the same institution with the same requirement, and says how", () => {
    const codes2024 = new Set(raw.filter((r) => r.year === "2024").map((r) => r.group_code));
    const ours = idx.units.filter((u) => u.schoolName === "中山大学");
    let renumbered = 0;
    for (const u of ours) {
      const h2024 = u.history.find((h) => h.line.year === 2024)!;
      expect(h2024, u.groupCode!).toBeDefined();
      expect(codes2024.has(h2024.line.groupCode!)).toBe(true);
      expect(["group-unique", "group-nearest", "group-majors"]).toContain(h2024.how);
      expect(h2024.line.universityId).toBe(u.universityId);
      const req = (l: LineRecord) => `${l.subjectMode}:${l.subjects.join("+")}`;
      if (h2024.how === "group-unique") expect(req(h2024.line)).toBe(`${u.requirement.mode}:${u.requirement.subjects.join("+")}`);
      if (h2024.line.groupCode !== u.groupCode) renumbered++;
    }
    // 2025's 212–219 are not 2024's 203–221: most groups changed their code.
    expect(renumbered).toBeGreaterThan(ours.length / 2);
    const u219 = ours.find((u) => u.groupCode === "219")!;
    const p = priceUnit(idx, idx.units.indexOf(u219), 9_000, ["物理", "化学", "生物"]);
    expect(p.explanation.reason).toMatch(/专业组每年重新编号/);
    expect(p.explanation.lines.map((l) => l.matchedBy)[0]).toBe("group-code");
  });

  it("a group requiring 化学 is closed to a student without it, with the reason; its majors say the same", () => {
    const u = idx.units.find((v) => v.schoolName === "中山大学" && v.requirement.mode === "all_of" && v.requirement.subjects.includes("化学"))!;
    const i = idx.units.indexOf(u);
    expect(priceUnit(idx, i, 9_000, ["物理", "生物", "地理"])).toMatchObject({ eligible: false, ineligibleReason: "需选考 化学" });
    expect(priceUnit(idx, i, 9_000, ["物理", "化学", "地理"])).toMatchObject({ eligible: true, ineligibleReason: null });
    const open = idx.units.find((v) => v.schoolName === "中山大学" && v.requirement.mode === "none")!;
    expect(priceUnit(idx, idx.units.indexOf(open), 9_000, ["物理", "生物", "地理"]).eligible).toBe(true);
  });
});
