import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCE_DATA_DIR } from "#tests/helpers/source-data";
import { PLAN_RULES, RULES_PROVINCE } from "./plan-rules";

/** The slot counts come from the province rules file, read raw here. */
describe("plan rules", () => {
  const file = JSON.parse(readFileSync(join(SOURCE_DATA_DIR, "rules/zhiyuan-rules-2026.json"), "utf8")) as { provinces: Array<Record<string, any>> };
  const entry = (name: string) => file.provinces.find((p) => p.province === name && p.reform !== undefined && !p["-"])!;

  it("zj: 80 专业+院校 per 段, no 调剂; sd: 96", () => {
    expect(entry(RULES_PROVINCE.zj)["本科段"]["志愿数"]).toBe(PLAN_RULES.zj.slots);
    expect(entry(RULES_PROVINCE.zj)["本科段"]["调剂"]).toBe(PLAN_RULES.zj.adjust);
    expect(entry(RULES_PROVINCE.sd)["常规批"]["志愿数"]).toBe(PLAN_RULES.sd.slots);
  });

  it("gd hb ah jx: 院校专业组 × majors + 服从调剂", () => {
    for (const scope of ["gd", "hb", "ah", "jx"] as const) {
      const b = entry(RULES_PROVINCE[scope])["本科批"];
      expect(b.unit).toBe("院校专业组");
      expect(b.count).toBe(PLAN_RULES[scope].slots);
      expect(b.majors).toBe(PLAN_RULES[scope].majorsPerGroup);
      expect(b["调剂"]).toBe(PLAN_RULES[scope].adjust);
      expect(PLAN_RULES[scope].unit).toBe("group");
    }
  });
});
