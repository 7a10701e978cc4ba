import { describe, expect, it } from "vitest";
import { checkPlan } from "./plan-checks";
import { PLAN_RULES } from "./plan-rules";
import type { PlanUnitView } from "./plans.schema";

const bandOf = (p: number) => (p >= 0.93 ? "bottom" : p >= 0.75 ? "conservative" : p >= 0.4 ? "steady" : p >= 0.1 ? "radical" : "gamble");
function unit(id: string, p: number, extra: Partial<PlanUnitView> = {}): PlanUnitView {
  return {
    unitId: id, universityName: `大学${id}`, majorName: `专业${id}`, majorCode: null, zsCode: null, groupCode: null, planCount: 3,
    probability: p, band: bandOf(p), predictedRank: 1000, predictedRankRange: [900, 1100], eligible: true, ineligibleReason: null,
    tuition: 5000, school: { province: "浙江", city: "杭州" }, history: [], ...extra,
  };
}
const codes = (c: ReturnType<typeof checkPlan>) => c.map((x) => `${x.level}:${x.code}`);

describe("plan checks", () => {
  it("blocks slot overflow, duplicates, ineligible units and units without a plan this year", () => {
    const units = Array.from({ length: 81 }, (_, i) => unit(`u${i}`, 0.5));
    const entries = units.map((u) => ({ unitId: u.unitId }));
    expect(codes(checkPlan(entries, units, PLAN_RULES.zj))).toContain("block:slots");
    const c = checkPlan([{ unitId: "a" }, { unitId: "a" }, { unitId: "b" }, { unitId: "gone" }], [unit("a", 0.5), unit("a", 0.5), unit("b", 0.5, { eligible: false, ineligibleReason: "需选考 物理+化学" }), null], PLAN_RULES.zj);
    expect(codes(c)).toEqual(expect.arrayContaining(["block:duplicate", "block:ineligible", "block:notInPlan"]));
    expect(c.find((x) => x.code === "duplicate")!.message).toContain("第 2 个志愿与第 1 个志愿重复");
    expect(c.find((x) => x.code === "ineligible")!.message).toContain("需选考 物理+化学");
    expect(codes(checkPlan([{ unitId: "a" }], [unit("a", 0.99)], PLAN_RULES.zj)).filter((x) => x.startsWith("block"))).toEqual([]);
  });

  it("warns: unreachable after an almost-sure entry, 冲 after 保, too few safeties", () => {
    const c = checkPlan([{ unitId: "a" }, { unitId: "b" }, { unitId: "c" }, { unitId: "d" }], [unit("a", 0.8), unit("b", 0.2), unit("c", 0.99), unit("d", 0.5)], PLAN_RULES.zj);
    expect(codes(c)).toEqual(expect.arrayContaining(["warn:unreachable", "warn:order", "warn:safeties"]));
    expect(c.find((x) => x.code === "unreachable")!.entries).toEqual([3]);
    expect(c.find((x) => x.code === "order")!.entries).toEqual([1]);
    expect(c.every((x) => x.level === "warn")).toBe(true);
  });

  it("gradient against the recommended split, adjustable", () => {
    const units = Array.from({ length: 20 }, (_, i) => unit(`u${i}`, 0.5));
    const entries = units.map((u) => ({ unitId: u.unitId }));
    const c = checkPlan(entries, units, PLAN_RULES.zj);
    expect(c.find((x) => x.code === "gradient")!.message).toContain("稳 100%");
    expect(codes(checkPlan(entries, units, PLAN_RULES.zj, { split: { radical: 0, steady: 100, conservative: 0, bottom: 0 } }))).not.toContain("warn:gradient");
  });

  it("tuition and location outside the student's filters", () => {
    const c = checkPlan([{ unitId: "a" }, { unitId: "b" }], [unit("a", 0.95, { tuition: 90000 }), unit("b", 0.95, { school: { province: "北京", city: "北京" } })], PLAN_RULES.zj, { tuitionMax: 20000, provinces: ["浙江"] });
    expect(c.find((x) => x.code === "tuition")!.entries).toEqual([0]);
    expect(c.find((x) => x.code === "location")!.entries).toEqual([1]);
  });

  it("groups: majors per group, majors outside the group, 调剂 off in a risky group", () => {
    const majors = ["A", "B", "C", "D", "E", "F", "G"].map((n) => ({ name: n, code: null, plan: 2, eligible: n !== "G", ineligibleReason: n === "G" ? "需选考 化学" : null }));
    const g = (id: string, p: number) => unit(id, p, { groupCode: "203", majors });
    const c = checkPlan(
      [
        { unitId: "g1", majors: ["A", "B", "C", "D", "E", "F", "G"], adjust: true },
        { unitId: "g2", majors: ["A", "X"], adjust: false },
        { unitId: "g3", majors: ["A"], adjust: false },
      ],
      [g("g1", 0.9), g("g2", 0.3), g("g3", 0.99)],
      PLAN_RULES.gd,
    );
    const mine = c.filter((x) => x.code === "groupMajors" || x.code === "adjust" || x.code === "ineligible");
    expect(mine.map((x) => `${x.code}@${x.entries[0]}`).sort()).toEqual(["adjust@1", "groupMajors@0", "groupMajors@1", "ineligible@0"]);
    expect(c.find((x) => x.code === "adjust")!.message).toContain("服从调剂");
  });

  it("groups: a repeated major is chosen by its key, an API client may name a major by its code", () => {
    const majors = [
      { name: "中医学", code: "100501K", plan: 4, eligible: true, ineligibleReason: null },
      { name: "中药学", code: "100801", plan: 3, eligible: true, ineligibleReason: null },
      { name: "中医学", code: "100501K", plan: 2, eligible: false, ineligibleReason: "需选考 化学" },
    ];
    const g = unit("g", 0.9, { groupCode: "201", majors });
    const of = (chosen: string[]) => checkPlan([{ unitId: "g", majors: chosen }], [g], PLAN_RULES.gd).filter((x) => x.level === "block").map((x) => x.message);
    expect(of(["中医学", "100801"])).toEqual([]);
    // The second 中医学 is the one the student may not choose.
    expect(of(["中医学（2）"])).toEqual(["第 1 个志愿的专业“中医学（2）”选考科目不符（需选考 化学），填了也不会被录取到该专业"]);
    expect(of(["中医学（3）"])[0]).toContain("不在该专业组今年的招生计划中");
  });

  it("groups: no major chosen warns (调剂 only), and more loudly without 调剂", () => {
    const majors = [{ name: "A", code: null, plan: 2, eligible: true, ineligibleReason: null }];
    const g = unit("g", 0.99, { groupCode: "201", majors });
    const warn = (adjust: boolean) => checkPlan([{ unitId: "g", adjust }], [g], PLAN_RULES.gd).filter((x) => x.code === "groupMajors");
    expect(warn(true).map((x) => x.level)).toEqual(["warn"]);
    expect(warn(true)[0]!.message).toContain("只能由学校调剂专业");
    const many = Array.from({ length: 7 }, (_, k) => ({ unitId: `g${k}` }));
    const groups = many.map((e) => unit(e.unitId, 0.99, { groupCode: "201", majors }));
    expect(checkPlan(many, groups, PLAN_RULES.gd).find((x) => x.code === "groupMajors")!.message).toMatch(/^第 1、2、3、4、5 等 7 个志愿还没有选专业/);
    expect(warn(false)[0]!.message).toContain("会被退档");
    // A group whose plan lists no majors this year cannot be asked for one.
    expect(checkPlan([{ unitId: "g" }], [unit("g", 0.99, { groupCode: "201", majors: [] })], PLAN_RULES.gd).filter((x) => x.code === "groupMajors")).toEqual([]);
  });
});
