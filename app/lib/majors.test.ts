import { describe, expect, it } from "vitest";
import { formatDuration, formatShare, majorPath, splitList } from "./majors";

describe("major page helpers", () => {
  it("opens 专科 majors on professionDetailsZhuan and the others on professionDetails", () => {
    expect(majorPath("zj", { code: "520201", level: "专科" })).toBe("/zj/professionDetailsZhuan?code=520201");
    expect(majorPath("gd", { code: "080901", level: "本科" })).toBe("/gd/professionDetails?code=080901");
    expect(majorPath("zj", { code: "320201", level: "职教本科" })).toBe("/zj/professionDetails?code=320201");
  });

  it("splits spec §3 lists on whitespace, empty when unknown", () => {
    expect(splitList("数据结构  操作系统\n编译原理")).toEqual(["数据结构", "操作系统", "编译原理"]);
    expect(splitList(null)).toEqual([]);
    expect(splitList("")).toEqual([]);
  });

  it("formats durations and shares", () => {
    expect(formatDuration(null)).toBe("-");
    expect(formatDuration(3)).toBe("3 年");
    expect(formatShare(0.99929)).toBe("99.9%");
  });
});
