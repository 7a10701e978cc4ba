import { describe, expect, it } from "vitest";
import { sourceRows } from "#tests/helpers/source-data";
import { computeComposite, meetsThreshold, parseThreshold, thresholdText, xuekaoScore, type Formula } from "./composite";

/** A school's formula as the raw formulas.csv prints it (never the seed the service reads). */
function formulaOf(name: string): Formula {
  const r = sourceRows("programs/zj-sanweiyiti-2026/formulas.csv").find((x) => x["院校"] === name);
  if (!r) throw new Error(`${name} not in formulas.csv`);
  const n = (k: string) => Number(r[k]);
  return {
    name,
    pointA: n("学考A"),
    pointB: n("学考B"),
    pointC: n("学考C"),
    pointD: n("学考D"),
    xuekaoFull: n("学考满分"),
    xiaoceFull: n("校测满分"),
    gaokaoFull: n("高考满分"),
    xuekaoWeight: n("学考权重"),
    xiaoceWeight: n("校测权重"),
    gaokaoWeight: n("高考权重"),
    formulaKind: r["口径"]!,
    note: r["折算备注"] || null,
  };
}

describe("the composite under each school's own formula", () => {
  it("杭州师范大学: 学考 10% + 校测 30% + 高考 60%, A=10 B=7 C=4 D=1 over 100", () => {
    const f = formulaOf("杭州师范大学");
    expect([f.xuekaoWeight, f.xiaoceWeight, f.gaokaoWeight]).toEqual([0.1, 0.3, 0.6]);
    // By hand: 6A3B1C = 60 + 21 + 4 = 85 of 100; 校测 80 of 100; 高考 600 / 750 = 80 %.
    // 0.1 × 85 + 0.3 × 80 + 0.6 × 80 = 8.5 + 24 + 48 = 80.5
    const r = computeComposite(f, { grades: { A: 6, B: 3, C: 1, D: 0 }, gaokao: 600, xiaoce: 80 });
    expect(r.computable).toBe(true);
    expect(r.composite).toBe(80.5);
    expect(r.formulaText).toBe("学考 10% + 校测 30% + 高考 60%");
    expect(r.parts.map((p) => [p.label, p.score, p.points])).toEqual([
      ["学考", 85, 8.5],
      ["校测", 80, 24],
      ["高考", 600, 48],
    ]);
    // Every assumption is written out.
    expect(r.assumptions.join("\n")).toMatch(/校测为假设值/);
    expect(r.assumptions.join("\n")).toMatch(/6A3B1C 得 85/);
    // 10A, 校测 100, 高考 750: the full 100.
    expect(computeComposite(f, { grades: { A: 10, B: 0, C: 0, D: 0 }, gaokao: 750, xiaoce: 100 }).composite).toBe(100);
    // 10D = 10 of 100; 校测 50; 高考 450 = 60 %: 1 + 15 + 36 = 52
    expect(computeComposite(f, { grades: { A: 0, B: 0, C: 0, D: 10 }, gaokao: 450, xiaoce: 50 }).composite).toBe(52);
  });

  it("浙江工业大学 over 150 (15/25/60): 8A2B = 140 of 150", () => {
    const r = computeComposite(formulaOf("浙江工业大学"), { grades: { A: 8, B: 2, C: 0, D: 0 }, gaokao: 630, xiaoce: 90 });
    // 0.15 × 140/150×100 + 0.25 × 90 + 0.6 × 84 = 14 + 22.5 + 50.4 = 86.9
    expect(r.composite).toBe(86.9);
  });

  it("浙江大学 5/10/85 with D=6", () => {
    const r = computeComposite(formulaOf("浙江大学"), { grades: { A: 9, B: 0, C: 0, D: 1 }, gaokao: 675, xiaoce: 70 });
    // 学考 96 of 100; 0.05 × 96 + 0.1 × 70 + 0.85 × 90 = 4.8 + 7 + 76.5 = 88.3
    expect(r.composite).toBe(88.3);
  });

  it("deduction tables (华南理工大学: 750 less 12.5 per B) and averages (南方科技大学: mean of 10, full 7)", () => {
    const scut = formulaOf("华南理工大学");
    expect(xuekaoScore(scut, { A: 8, B: 2, C: 0, D: 0 })!.score).toBe(725);
    const sustech = formulaOf("南方科技大学");
    expect(xuekaoScore(sustech, { A: 5, B: 5, C: 0, D: 0 })!.score).toBeCloseTo(6.75);
  });

  it("caps a sum above the school's full marks and says so", () => {
    // 宁波财经学院 prints A=15 with full marks 100: 10A would be 150.
    const r = computeComposite(formulaOf("宁波财经学院"), { grades: { A: 10, B: 0, C: 0, D: 0 }, gaokao: 600, xiaoce: 80 });
    expect(r.parts[0]!.score).toBe(100);
    expect(r.assumptions[0]).toMatch(/按满分计/);
  });

  it("refuses schools whose rule is not a weighted sum, with the reason", () => {
    const shanghaiTech = computeComposite(formulaOf("上海科技大学"), { grades: { A: 10, B: 0, C: 0, D: 0 }, gaokao: 650, xiaoce: 80 });
    expect(shanghaiTech.computable).toBe(false);
    expect(shanghaiTech.composite).toBeNull();
    expect(shanghaiTech.assumptions[0]).toMatch(/不设加权综合分/);
    const westlake = computeComposite(formulaOf("西湖大学"), { grades: { A: 10, B: 0, C: 0, D: 0 }, gaokao: 650, xiaoce: 80 });
    expect(westlake.computable).toBe(false);
    expect(westlake.assumptions[0]).toMatch(/无固定 A–D/);
  });
});

describe("学考 thresholds", () => {
  const own = { pointA: 15, pointB: 10, pointC: 6, pointD: 1 };
  it("reads 学考≥6A或折算分≥90分 as two alternatives", () => {
    const th = parseThreshold("学考≥6A或折算分≥90分", own);
    expect(thresholdText(th)).toBe("A ≥ 6 门 或 折算分 ≥ 90");
    expect(meetsThreshold(th, { A: 6, B: 0, C: 4, D: 0 })).toBe(true);
    // 5A 2B 3C = 75 + 20 + 18 = 93 ≥ 90
    expect(meetsThreshold(th, { A: 5, B: 2, C: 3, D: 0 })).toBe(true);
    // 5A 1B 4D = 75 + 10 + 4 = 89 < 90, and only 5 A
    expect(meetsThreshold(th, { A: 5, B: 1, C: 0, D: 4 })).toBe(false);
  });

  it("reads 5A2B, A+B≥n, 至少1门A, 6个B等及以上 and a printed point table", () => {
    expect(thresholdText(parseThreshold("学考≥5A2B", own))).toBe("A ≥ 5 门 且 A+B ≥ 7 门");
    expect(meetsThreshold(parseThreshold("学考≥5A2B", own), { A: 5, B: 1, C: 4, D: 0 })).toBe(false);
    const zisu = parseThreshold("学考至少1门A等或6个B等及以上(A=15,B=9,C=3,D=0,满分150)", own);
    expect(thresholdText(zisu)).toBe("A ≥ 1 门 或 A+B ≥ 6 门");
    const sx = parseThreshold("2026年：学考各科目合格、学考折算≥60分(A=10,B=8,C=6,D=4)", own);
    expect(sx.table).toEqual({ A: 10, B: 8, C: 6, D: 4 });
    // 10C = 60 under the printed table (the school's own would give 60 too, but D=4 differs: 10D = 40)
    expect(meetsThreshold(sx, { A: 0, B: 0, C: 10, D: 0 })).toBe(true);
    expect(meetsThreshold(sx, { A: 0, B: 0, C: 0, D: 10 })).toBe(false);
  });

  it("ignores clauses about 高考, 外语, 专项 and past 初审 results; pass-only texts are met; unstated ones are null", () => {
    expect(thresholdText(parseThreshold("学考≥3A 或 A+B≥5；高考总分不低于一段线20分", own))).toBe("A ≥ 3 门 或 A+B ≥ 5 门");
    expect(thresholdText(parseThreshold("学考折算≥68分(A=10/B=7/C=3/D=0)；2026初审最后一名为3A5B1C1D=68分", own))).toBe("折算分 ≥ 68");
    expect(meetsThreshold(parseThreshold("各科目均须合格", own), { A: 0, B: 0, C: 0, D: 10 })).toBe(true);
    expect(meetsThreshold(parseThreshold("浙江2025年综合评价录取9人，高考分数区间602–653(纯高考分)。", own), { A: 10, B: 0, C: 0, D: 0 })).toBeNull();
  });
});
