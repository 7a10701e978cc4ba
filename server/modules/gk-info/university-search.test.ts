import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROJECT_985 } from "#server/data/importers/universities";
import { seedUniversities } from "../../../tests/helpers/seed-universities";
import { loadCuratedAliases, MatchTier, nearMatcher, normaliseForSearch, searchIndexFor } from "./university-search";


const rows = seedUniversities();
const index = searchIndexFor(rows);
const names = (keyword: string, n = 3) => index.search(keyword).slice(0, n).map((h) => rows[h.index]!.name);
const top = (keyword: string) => names(keyword, 1)[0];

describe("the maintained alias list", () => {
  const curated = loadCuratedAliases();

  it("names only institutions that exist, by their exact name", () => {
    const known = new Set(rows.map((u) => u.name));
    expect(curated.map((c) => c.name).filter((n) => !known.has(n))).toEqual([]);
    expect(new Set(curated.map((c) => c.name)).size).toBe(curated.length);
  });

  it("holds at least 150 abbreviations, each meaning one institution and none another's name", () => {
    const targets = new Map<string, string[]>();
    for (const c of curated) for (const a of c.aliases) targets.set(normaliseForSearch(a), [...(targets.get(normaliseForSearch(a)) ?? []), c.name]);
    expect(targets.size).toBeGreaterThanOrEqual(150);
    expect([...targets].filter(([, t]) => t.length > 1)).toEqual([]);
    const byName = new Map(rows.map((u) => [normaliseForSearch(u.name), u.name]));
    expect([...targets].filter(([a, [t]]) => byName.has(a) && byName.get(a) !== t)).toEqual([]);
  });

  it("gives every 985 university an English name", () => {
    const english = new Set(curated.filter((c) => c.english.some((e) => /\s/.test(e))).map((c) => c.name.replace(/^中国人民解放军/, "")));
    expect([...PROJECT_985].filter((n) => !english.has(n))).toEqual([]);
  });

  it.each(["浙大", "北大", "清华", "哈工大", "上交", "复旦", "华科", "武大", "中科大", "北航"])("finds %s", (alias) => {
    const hit = index.search(alias)[0]!;
    expect(hit.tier).toBe(MatchTier.exactAlias);
    expect(hit.matched).toBe(alias);
  });
});

describe("keyword spelling", () => {
  it("ignores bracket width, spaces and full-width letters", () => {
    expect(normaliseForSearch(" 华北电力大学（保定） ")).toBe(normaliseForSearch("华北电力大学(保定)"));
    expect(normaliseForSearch("Ｚｈｅｊｉａｎｇ　University")).toBe("zhejianguniversity");
    for (const typed of ["华北电力大学(保定)", "华北电力大学（保定）", "华北电力大学 保定", "华北电力大学保定"]) {
      expect(index.search(typed)[0], typed).toMatchObject({ tier: MatchTier.exactName });
      expect(top(typed), typed).toBe("华北电力大学（保定）");
    }
    expect(top("中国石油大学[华东]")).toBe("中国石油大学（华东）");
  });

  it("finds English names and abbreviations in any case", () => {
    expect(index.search("Zhejiang University")[0]).toMatchObject({ tier: MatchTier.exactName, matched: "Zhejiang University" });
    expect(top("Zhejiang University")).toBe("浙江大学");
    expect(top("zhejiang university of technology")).toBe("浙江工业大学");
    expect(top("ZJU")).toBe("浙江大学");
    expect(top("Xi'an Jiaotong University")).toBe("西安交通大学");
  });

  it("finds full pinyin, pinyin of an abbreviation and initials", () => {
    expect(top("zhejiangdaxue")).toBe("浙江大学");
    expect(top("zheda")).toBe("浙江大学");
    expect(top("zjdx")).toBe("浙江大学");
    expect(names("zjgy", 5)).toContain("浙江工业大学");
  });

  it("forgives one wrong, missing, extra or swapped character, or a homophone", () => {
    expect(top("浙江大雪")).toBe("浙江大学"); // same reading
    expect(top("哈尔宾工业大学")).toBe("哈尔滨工业大学");
    expect(top("复担大学")).toBe("复旦大学"); // 担 has a reading no school uses
    expect(top("上海交通大")).toBe("上海交通大学");
    expect(top("北京航空航天大学院")).toBe("北京航空航天大学");
    expect(top("zhejaingdaxue")).toBe("浙江大学");
    expect(top("qinghuadaxe")).toBe("清华大学");
    expect(top("wuhandaxxue")).toBe("武汉大学");
    for (const typo of ["浙江大雪", "哈尔宾工业大学", "zhejaingdaxue", "上海交通大孝"]) expect(index.search(typo)[0]!.tier, typo).toBe(MatchTier.misspelling);
    expect(index.search("复担大学")[0]!.tier).toBe(MatchTier.fuzzy);
    // Two edits are not one typo.
    expect(index.search("浙江大写字母")).toEqual([]);
  });

  it("reads an abbreviation made of a name's characters in order", () => {
    expect(top("北京交大")).toBe("北京交通大学");
    expect(top("华中科大")).toBe("华中科技大学");
    expect(index.search("华中科大")[0]!.tier).toBe(MatchTier.abbreviation);
  });

  it("finds nothing for an empty keyword", () => {
    expect(index.search("  （）")).toEqual([]);
  });
});

describe("ranking", () => {
  it("lists exact and alias hits, then prefixes, containing names, misspellings, abbreviations and near spellings", () => {
    for (const keyword of ["浙江大学", "华北电力", "师范", "浙大", "zhejiang", "哈尔宾", "北京交大"]) {
      const tiers = index.search(keyword).map((h) => h.tier);
      expect(tiers.length, keyword).toBeGreaterThan(0);
      expect(tiers, keyword).toEqual([...tiers].sort((a, b) => a - b));
    }
    const zju = index.search("浙江大学").map((h) => rows[h.index]!.name);
    expect(zju[0]).toBe("浙江大学");
    expect(zju).toContain("浙江大学医学院");
    expect(names("浙大", 3)).toEqual(["浙江大学", "浙大城市学院", "浙大宁波理工学院"]);
    // An exact name needs no guesses: no other 浙江…大学 by its characters in order.
    expect(zju).toEqual(["浙江大学", "浙江大学医学院"]);
    expect(index.search("浙江大学校").map((h) => rows[h.index]!.name)).toContain("浙江大学");
  });

  it("breaks ties by popularity, lifting 985 and 211 schools", () => {
    expect(top("qhdx")).toBe("清华大学"); // 青海大学 shares the initials and has more admission rows
    expect(top("南京")).toBe("南京大学");
  });
});

describe("100 queries a parent would type", () => {
  const queries = JSON.parse(readFileSync(new URL("./university-queries.json", import.meta.url), "utf8")) as Array<{ query: string; expect: string }>;

  it("are 100 distinct queries naming existing schools", () => {
    expect(queries).toHaveLength(100);
    expect(new Set(queries.map((q) => q.query)).size).toBe(100);
    const known = new Set(rows.map((u) => u.name));
    expect(queries.filter((q) => !known.has(q.expect))).toEqual([]);
  });

  it("land the intended school first at least 95 times", () => {
    const misses = queries.filter((q) => top(q.query) !== q.expect).map((q) => `${q.query} → ${q.expect}, got ${names(q.query).join(" / ") || "nothing"}`);
    console.log(`university search: ${queries.length - misses.length}/${queries.length} first${misses.length ? `; misses:\n  ${misses.join("\n  ")}` : ""}`);
    expect(queries.length - misses.length).toBeGreaterThanOrEqual(95);
  });

});

describe("index lifetime", () => {
  it("is built once per data version", () => {
    expect(searchIndexFor(rows.map((u) => ({ ...u })))).toBe(index);
    const renamed = rows.map((u, i) => (i === 0 ? { ...u, aliases: [...u.aliases, "新别名"] } : u));
    const rebuilt = searchIndexFor(renamed);
    expect(rebuilt).not.toBe(index);
    expect(rows[rebuilt.search("新别名")[0]!.index]!.name).toBe(rows[0]!.name);
  });
});

describe("nearMatcher", () => {
  /** Textbook DP (optimal string alignment, free start and end in the text) to check the bit-parallel search against. */
  function reference(pattern: string, text: string): boolean {
    const m = pattern.length;
    const d: number[][] = Array.from({ length: text.length + 1 }, () => new Array<number>(m + 1).fill(0));
    for (let j = 0; j <= m; j++) d[0]![j] = j;
    for (let i = 1; i <= text.length; i++)
      for (let j = 1; j <= m; j++) {
        let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (pattern[j - 1] === text[i - 1] ? 0 : 1));
        if (i > 1 && j > 1 && pattern[j - 1] === text[i - 2] && pattern[j - 2] === text[i - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
        d[i]![j] = v;
      }
    return d.some((row) => row[m]! <= 1);
  }

  it("agrees with the textbook DP on random strings", () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 16) % n);
    const word = (len: number) => Array.from({ length: len }, () => "abcd"[rand(4)]).join("");
    let matches = 0;
    for (let k = 0; k < 3000; k++) {
      const pattern = word(1 + rand(8));
      const text = word(rand(14));
      const want = reference(pattern, text);
      if (want) matches++;
      expect(nearMatcher(pattern)(text), `${pattern} in ${text}`).toBe(want);
    }
    expect(matches).toBeGreaterThan(300);
  });
});
