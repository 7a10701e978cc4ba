import { describe, expect, it } from "vitest";
import { sourceRows } from "#tests/helpers/source-data";
import { CLASS_PROFILES, ITEMS, PAGE_COUNT, cleanAnswers, firstOpenPage, itemsOfPage, rankClasses, scoreAnswers, type Answers } from "./interest-test";

const all = (value: (id: string) => number): Answers => Object.fromEntries(ITEMS.map((i) => [i.id, value(i.id)]));

describe("the items", () => {
  it("are the 48 public-domain markers with their English ids, each with Chinese wording", () => {
    const source = sourceRows("interest/riasec_48_public_domain_en.csv");
    expect(ITEMS.map((i) => [i.id, i.type, i.en])).toEqual(source.map((r) => [r.item_id, r.type, r.text]));
    for (const i of ITEMS) expect(i.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it("come 6 to a page over 8 pages, one of each type per page", () => {
    expect(PAGE_COUNT).toBe(8);
    const seen = new Set<string>();
    for (let p = 1; p <= PAGE_COUNT; p++) {
      const page = itemsOfPage(p);
      expect(page.map((i) => i.type)).toEqual(["R", "I", "A", "S", "E", "C"]);
      page.forEach((i) => seen.add(i.id));
    }
    expect(seen.size).toBe(48);
  });
});

describe("scoring", () => {
  it("sums each type's 8 answers (8–40), shows them as 0–100 and takes the three highest as the code", () => {
    const level: Record<string, number> = { R: 1, I: 5, A: 4, S: 3, E: 2, C: 1 };
    const r = scoreAnswers(all((id) => level[id[0]!]!));
    expect(r.scores.find((s) => s.type === "I")).toEqual({ type: "I", sum: 40, percent: 100 });
    expect(r.scores.find((s) => s.type === "R")).toEqual({ type: "R", sum: 8, percent: 0 });
    expect(r.scores.find((s) => s.type === "S")).toEqual({ type: "S", sum: 24, percent: 50 });
    expect(r.code).toBe("IAS");
  });

  it("breaks ties in R I A S E C order", () => {
    expect(scoreAnswers(all(() => 3)).code).toBe("RIA");
    expect(scoreAnswers(all((id) => (id.startsWith("C") || id.startsWith("E") ? 5 : 2))).code).toBe("ECR");
  });

  it("refuses to score an unfinished test, and drops answers outside 1–5 and unknown items", () => {
    const answers = cleanAnswers({ ...all(() => 4), R1: 9, X9: 3 });
    expect(answers.R1).toBeUndefined();
    expect(answers.X9).toBeUndefined();
    expect(() => scoreAnswers(answers)).toThrow();
    expect(firstOpenPage(answers)).toBe(1);
    expect(firstOpenPage(all(() => 2))).toBeNull();
  });
});

describe("the RIASEC → 专业类 mapping", () => {
  it("covers every 专业类 of the 2025 catalogue with 1–3 letters and a reason", () => {
    const classes = new Set(sourceRows("majors/undergraduate_catalogue_2025.csv").map((r) => r["专业类代码"]));
    expect(new Set(CLASS_PROFILES.map((c) => c.code))).toEqual(classes);
    for (const c of CLASS_PROFILES) {
      expect(c.riasec).toMatch(/^[RIASEC]{1,3}$/);
      expect(c.reason.length).toBeGreaterThan(10);
    }
  });

  it("puts research-and-medicine classes first for I-S and design first for A-E", () => {
    const is = rankClasses("ISR").slice(0, 5).map((c) => c.name);
    expect(is).toContain("临床医学类");
    expect(rankClasses("AER")[0]!.name).toBe("设计学类");
  });
});
