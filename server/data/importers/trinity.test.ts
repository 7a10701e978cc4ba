import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SOURCE_DATA_DIR, sourceRows } from "#tests/helpers/source-data";
import { importTrinity, importTrinityHistory, isRoundEstimate } from "./trinity";

const DIR = "programs/zj-sanweiyiti-2026";
const read = (f: string) => readFileSync(join(SOURCE_DATA_DIR, DIR, f), "utf8");
const files = { formulas: "formulas.csv", majors: "majors.csv", admission: "admission.csv" };
const unis = { find: (name: string) => (name === "杭州师范大学" ? { id: 7 } : undefined) };
const ctx = { scope: "zj", year: 2026, sourceId: 1 };

describe("the trinity importer on the 2026 lists", () => {
  const out = importTrinity({ formulas: read("formulas.csv"), majors: read("majors.csv"), admission: read("admission.csv") }, files, ctx, unis);

  it("takes every school, major and statistics row of the raw files", () => {
    expect(out.rejects).toEqual([]);
    expect(out.schools).toHaveLength(sourceRows(`${DIR}/formulas.csv`).length);
    expect(out.majors).toHaveLength(sourceRows(`${DIR}/majors.csv`).length);
    expect(out.stats).toHaveLength(sourceRows(`${DIR}/admission.csv`).length);
    const planned = sourceRows(`${DIR}/majors.csv`).reduce((a, r) => a + Number(r["计划数"]), 0);
    expect(out.report.planTotal).toBe(planned);
  });

  it("keeps 杭州师范大学's weights and link, plan 0 as unknown, and decodes 物理、化学 as both required", () => {
    const hz = out.schools.find((s) => s.name === "杭州师范大学")!;
    expect([hz.xuekaoWeight, hz.xiaoceWeight, hz.gaokaoWeight]).toEqual([0.1, 0.3, 0.6]);
    expect(hz.universityId).toBe(7);
    expect(hz.ruleUrl).toMatch(/^https:\/\/undergrad\.hznu\.edu\.cn\//);
    const zeros = sourceRows(`${DIR}/majors.csv`).filter((r) => r["计划数"] === "0").length;
    expect(out.majors.filter((m) => m.plan === null)).toHaveLength(zeros);
    const both = out.majors.find((m) => m.subjectRaw === "物理、化学")!;
    expect([both.subjectMode, both.subjects]).toEqual(["all_of", ["物理", "化学"]]);
    const blank = out.majors.find((m) => m.subjectRaw === null)!;
    expect(blank.subjectMode).toBe("none");
  });

  it("marks round-number statistics as estimates, published ones not", () => {
    const row = (name: string, year: number) => out.stats.find((s) => s.schoolName === name && s.year === year)!;
    expect(row("浙江工业大学", 2025).estimated).toBe(true); // 11000 / 3000 / 500 / 80
    expect(row("浙江中医药大学", 2026).estimated).toBe(false); // 3992 / 906 / 180 / 76.485
    expect(row("南方科技大学", 2025).estimated).toBe(false); // 60 admitted, 639 a 高考 score
    expect(isRoundEstimate({ applicants: null, shortlisted: null, admitted: 15, lowestRaw: null })).toBe(false);
  });
});

describe("rejected rows", () => {
  it("names the file, line and problem; a bad row does not stop the others", () => {
    const formulas = [
      "院校,学考A,学考B,学考C,学考D,学考满分,校测满分,高考满分,学考权重,校测权重,高考权重,口径,折算备注,来源年份,来源标题,来源链接",
      "甲大学,10,7,4,1,100,100,750,0.1,0.3,0.6,标准,,2026,甲大学章程,https://example.edu.cn/a",
      "乙大学,10,7,4,1,100,100,750,0.2,0.3,0.6,标准,,2026,乙大学章程,https://example.edu.cn/b",
      "丙大学,10,7,4,1,100,100,750,0.1,0.3,0.6,标准,,2026,丙大学章程,not a link",
      "甲大学,10,7,4,1,100,100,750,0.1,0.3,0.6,标准,,2026,甲大学章程,https://example.edu.cn/a",
    ].join("\n");
    const majors = ["院校,专业名,类别,选科要求,计划数", "甲大学,数学类,理工类,物理,20", "丁大学,法学,,,5", "甲大学,化学,,物理、化学,x", "甲大学,汉语言文学,,骑马,3"].join("\n");
    const admission = ["院校,年份,报名人数,入围人数,录取人数,最低综合分(原始),最低综合分(百分制),学考门槛", "甲大学,2025,1234,567,89,70.5,70.5,学考≥3A", "甲大学,2025,1,1,1,,,", "甲大学,1850,,,,,,"].join("\n");
    const out = importTrinity({ formulas, majors, admission }, files, ctx, { find: () => undefined });
    expect(out.schools.map((s) => s.name)).toEqual(["甲大学"]);
    expect(out.majors.map((m) => m.name)).toEqual(["数学类"]);
    expect(out.stats).toHaveLength(1);
    const reasons = out.rejects.map((r) => `${r.file}:${r.line} ${r.reason}`);
    expect(reasons).toEqual([
      expect.stringMatching(/^formulas\.csv:3 .*weights do not add up to 1/),
      expect.stringMatching(/^formulas\.csv:4 .*URL/),
      "formulas.csv:5 duplicate school 甲大学",
      "majors.csv:3 school 丁大学 is not in formulas.csv",
      expect.stringMatching(/^majors\.csv:4 计划数/),
      "majors.csv:5 unreadable 选科要求 骑马",
      "admission.csv:3 duplicate statistics for 甲大学 2025",
      expect.stringMatching(/^admission\.csv:4 年份/),
    ]);
  });
});

describe("earlier years' weights (special-admissions)", () => {
  it("keeps each year's own figure for 浙江大学 (85 in 2024, 50 in 2025) and only 浙江 records", () => {
    const rows = [2023, 2024, 2025].flatMap((y) => {
      const file = `programs/special-admissions/zongping-${y}.json`;
      return importTrinityHistory(readFileSync(join(SOURCE_DATA_DIR, file), "utf8"), file, 1).rows;
    });
    const raw = (y: number) =>
      (JSON.parse(readFileSync(join(SOURCE_DATA_DIR, `programs/special-admissions/zongping-${y}.json`), "utf8")) as { records: Array<{ region_id: number; school: { name_zh: string }; composite_formula?: { gaokao_pct?: number } | null }> }).records.find(
        (r) => r.region_id === 33 && r.school.name_zh === "浙江大学",
      )!.composite_formula!.gaokao_pct;
    const zju = rows.filter((r) => r.schoolName === "浙江大学");
    expect(zju.find((r) => r.year === 2024)!.gaokaoPct).toBe(raw(2024));
    expect(zju.find((r) => r.year === 2025)!.gaokaoPct).toBe(raw(2025));
    expect(raw(2024)).not.toBe(raw(2025));
    expect(rows.every((r) => r.scope === "zj")).toBe(true);
  });
});
