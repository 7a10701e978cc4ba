import { describe, expect, it } from "vitest";
import { ProfilePatchSchema, USER_TEXT, electivesProblem } from "./user.schema";

describe("electivesProblem per scope", () => {
  it.each([
    ["zj", ["物理", "化学", "技术"], null],
    ["zj", ["政治", "历史", "地理"], null],
    ["zj", ["物理", "化学"], USER_TEXT.electivesCount],
    ["zj", ["物理", "化学", "生物", "地理"], USER_TEXT.electivesCount],
    ["zj", ["物理", "化学", "音乐"], USER_TEXT.electivesUnknown],
    ["zj", ["物理", "物理", "化学"], USER_TEXT.electivesDuplicate],
    ["sd", ["物理", "化学", "生物"], null],
    ["sd", ["物理", "化学", "技术"], USER_TEXT.electivesNoTech],
    ["gd", ["物理", "化学", "生物"], null],
    ["hb", ["历史", "政治", "地理"], null],
    ["ah", ["物理", "历史", "地理"], USER_TEXT.electivesFirst],
    ["jx", ["化学", "生物", "地理"], USER_TEXT.electivesFirst],
    ["gd", ["物理", "化学", "技术"], USER_TEXT.electivesRechosen],
  ] as const)("%s %j → %s", (scope, electives, expected) => {
    expect(electivesProblem(scope, electives)).toBe(expected);
  });
});

describe("ProfilePatchSchema", () => {
  it("checks province and electives together when both arrive", () => {
    const r = ProfilePatchSchema.safeParse({ province: "sd", electives: ["物理", "化学", "技术"] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(USER_TEXT.electivesNoTech);
  });
  it("trims names and allows null to clear", () => {
    expect(ProfilePatchSchema.parse({ displayName: "  小明 ", highSchool: null })).toEqual({ displayName: "小明", highSchool: null });
  });
});
