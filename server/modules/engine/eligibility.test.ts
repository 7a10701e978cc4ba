import { describe, expect, it } from "vitest";
import { checkEligibility, eligibleCombinations } from "./eligibility";

describe("subject eligibility", () => {
  it("all_of needs every subject, and says which", () => {
    expect(checkEligibility({ mode: "all_of", subjects: ["物理", "化学"] }, ["物理", "化学", "技术"])).toEqual({ eligible: true, reason: null });
    expect(checkEligibility({ mode: "all_of", subjects: ["物理", "化学"] }, ["物理", "生物", "技术"])).toEqual({ eligible: false, reason: "需选考 物理+化学" });
  });

  it("any_of needs one of them", () => {
    expect(checkEligibility({ mode: "any_of", subjects: ["物理", "化学", "生物"] }, ["生物", "政治", "历史"]).eligible).toBe(true);
    expect(checkEligibility({ mode: "any_of", subjects: ["物理", "化学"] }, ["政治", "历史", "地理"])).toEqual({ eligible: false, reason: "需选考 物理/化学 之一" });
  });

  it("none and unknown requirements exclude nobody; 思想政治 counts as 政治", () => {
    expect(checkEligibility({ mode: "none", subjects: [] }, ["历史", "地理", "政治"]).eligible).toBe(true);
    expect(checkEligibility({ mode: "unknown", subjects: [] }, []).eligible).toBe(true);
    expect(checkEligibility({ mode: "all_of", subjects: ["政治"] }, ["思想政治", "历史", "地理"]).eligible).toBe(true);
  });

  it("counts the elective combinations a requirement admits", () => {
    expect(eligibleCombinations({ mode: "none", subjects: [] })).toBe(35);
    expect(eligibleCombinations({ mode: "all_of", subjects: ["物理"] })).toBe(15);
    expect(eligibleCombinations({ mode: "all_of", subjects: ["物理", "化学"] })).toBe(5);
    expect(eligibleCombinations({ mode: "any_of", subjects: ["物理", "化学"] })).toBe(25);
  });
});
