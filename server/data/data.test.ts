import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { contradictions, cumulativeFromLines, expandRankTable, lookedUpRankKind, rankAtScore } from "./rank-table";
import { parsePlanRequirement, parseRequirementText, requirementText } from "./subjects";
import { MajorMatcher } from "./importers/catalogue";

describe("parseCsv", () => {
  it("handles quotes, doubled quotes, embedded newlines and CRLF, and reports each record's line", () => {
    const { header, records } = parseCsv('a,b\r\n1,"x, ""y"""\r\n2,"multi\nline"\n3,z\n');
    expect(header).toEqual(["a", "b"]);
    expect(records.map((r) => r.values)).toEqual([
      { a: "1", b: 'x, "y"' },
      { a: "2", b: "multi\nline" },
      { a: "3", b: "z" },
    ]);
    expect(records.map((r) => r.line)).toEqual([2, 3, 5]);
  });
});

describe("subject requirements", () => {
  it.each([
    ["不限", undefined, "none", []],
    ["物理&化学", undefined, "all_of", ["物理", "化学"]],
    ["物理或化学", undefined, "any_of", ["物理", "化学"]],
    ["物理/化学/生物", undefined, "any_of", ["物理", "化学", "生物"]],
    ["思想政治", undefined, "all_of", ["政治"]],
    ["首选物理，再选化学", "物理", "all_of", ["化学"]],
    ["首选历史，再选不限", "历史", "none", []],
    ["物理、化学(2科必选)", undefined, "all_of", ["物理", "化学"]],
    ["", undefined, "unknown", []],
  ] as const)("%s → %s %j", (raw, first, mode, subjects) => {
    expect(parseRequirementText(raw, first)).toEqual({ mode, subjects });
  });

  it("says a requirement in words, never as the source's codes", () => {
    expect(requirementText("all_of", ["化学"], "physics")).toBe("首选物理，再选化学");
    expect(requirementText("none", [], "history")).toBe("首选历史，再选不限");
    expect(requirementText("all_of", ["物理", "化学"], "combined")).toBe("物理+化学（均须选考）");
    expect(requirementText("any_of", ["物理", "化学"], "combined")).toBe("物理或化学（选考其一即可）");
    expect(requirementText("none", [], "combined")).toBe("不限");
    expect(requirementText("unknown", [], "physics")).toBeNull();
  });

  it("reads the plans file's key=value shapes, including subject-combination codes", () => {
    expect(parsePlanRequirement("first_subject=70000; reselect_raw=70001; sg_xuanke=70000_70001_70002^70000_70001_70003^70000_70001_70005", "physics")).toEqual({ mode: "all_of", subjects: ["化学"] });
    expect(parsePlanRequirement("first_subject=70004; reselect_raw=70008; sg_xuanke=70001_70002_70004^70001_70003_70004^70001_70004_70005^70002_70003_70004^70002_70004_70005^70003_70004_70005", "history")).toEqual({ mode: "none", subjects: [] });
    expect(parsePlanRequirement('xuanke={"fxk":"物","sxk":"化","info":"首选物理，再选化学"}', "physics")).toEqual({ mode: "all_of", subjects: ["化学"] });
    expect(parsePlanRequirement("", "combined").mode).toBe("unknown");
  });
});

describe("rank tables", () => {
  it("interpolates gaps, flags them and recomputes per-score counts", () => {
    const { rows } = expandRankTable([
      { score: 700, cumulative: 100, kind: "official" },
      { score: 696, cumulative: 500, kind: "official" },
    ]);
    expect(rows.map((r) => [r.score, r.cumulative, r.count, r.kind])).toEqual([
      [700, 100, 100, "official"],
      [699, 200, 100, "interpolated"],
      [698, 300, 100, "interpolated"],
      [697, 400, 100, "interpolated"],
      [696, 500, 100, "official"],
    ]);
    expect(rankAtScore(rows, 710)).toEqual({ rank: 100, kind: "official", bounded: true });
    expect(rankAtScore(rows, 700)).toEqual({ rank: 100, kind: "official", bounded: true });
    expect(rankAtScore(rows, 699)).toEqual({ rank: 200, kind: "interpolated", bounded: false });
    expect(lookedUpRankKind(rankAtScore(rows, 710)!)).toBe("above-table");
    expect(lookedUpRankKind(rankAtScore(rows, 696)!)).toBe("derived");
    expect(rankAtScore(rows, 650)).toBeNull();
  });

  it("drops derived points that would break monotonicity against official ones", () => {
    const { rows, dropped } = expandRankTable([
      { score: 700, cumulative: 100, kind: "official" },
      { score: 699, cumulative: 50, kind: "derived" },
      { score: 698, cumulative: 250, kind: "derived" },
      { score: 697, cumulative: 300, kind: "official" },
    ]);
    expect(dropped.map((d) => d.score)).toEqual([699]);
    expect(rows.find((r) => r.score === 698)?.kind).toBe("derived");
  });

  it("estimates cumulative counts from line ranks and spots contradicting pairs", () => {
    expect(cumulativeFromLines([{ score: 600, rank: 1000 }, { score: 599, rank: 1101 }]).find((p) => p.score === 600)?.cumulative).toBe(1050);
    const pairs = [...Array.from({ length: 50 }, (_, i) => ({ score: 600 - i, rank: 1000 + i * 100 })), { score: 560, rank: 5 }];
    const c = contradictions(pairs);
    expect(c[c.length - 1]).toBeGreaterThan(30);
    expect(Math.max(...c.slice(0, 50))).toBeLessThanOrEqual(1);
  });
});

describe("MajorMatcher", () => {
  const m = new MajorMatcher([
    { code: "080901", name: "计算机科学与技术", level: "本科", classCode: "0809", className: "计算机类", sourceId: 1 },
    { code: "510205", name: "大数据技术", level: "专科", sourceId: 1 },
  ]);
  it("keeps exact, bracket-normalised, class-level and unmatched names apart", () => {
    expect(m.match("计算机科学与技术", "本科")).toEqual({ code: "080901", match: "exact" });
    expect(m.match("计算机科学与技术( 中外合作办学)", "本科")).toEqual({ code: "080901", match: "normalised" });
    expect(m.match("计算机类", "本科")).toEqual({ code: "0809", match: "class" });
    expect(m.match("大数据技术", "专科")).toEqual({ code: "510205", match: "exact" });
    expect(m.match("阳明创新班( 人文)", "本科")).toEqual({ code: null, match: "none" });
  });
});
