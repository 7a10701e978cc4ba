import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { computeTopMajors, readCatalogue } from "./top-majors";

const DIR = fileURLToPath(new URL("./major-descriptions/", import.meta.url));
// The loader's placeholder file is not part of the written set.
const FILES = readdirSync(DIR)
  .filter((f) => /^(benke|zhuanke)-\d{2}\.json$/.test(f))
  .sort();

/** Figures and claims the descriptions must not carry: no source backs them. */
const FORBIDDEN = /[%％]|薪资|月薪|年薪|就业率|排名|名列前茅|最好|顶尖|一流|名校|热门|前景广阔|高薪|铁饭碗/;

const Text = z.string().trim().min(2).max(20);
const Entry = z
  .object({
    code: z.string().regex(/^\d{6}[A-Z]{0,2}$/),
    name: z.string().min(1),
    level: z.enum(["本科", "专科"]),
    intro: z.string().refine((s) => [...s].length >= 80 && [...s].length <= 160, "intro must be 80–160 characters"),
    courses: z.array(Text).min(6).max(10),
    careers: z.array(Text).min(3).max(6),
    author: z.literal("本站编写"),
    date: z.literal("2026-11-27"),
  })
  .strict();

const entries = FILES.flatMap((f) => {
  const parsed = JSON.parse(readFileSync(`${DIR}${f}`, "utf8")) as unknown;
  return (Array.isArray(parsed) ? parsed : [parsed]).map((e) => ({ file: f, entry: e as Record<string, unknown> }));
});

// Recomputed once from the raw plan and catalogue files (a few seconds), never read from the committed json.
let computed: ReturnType<typeof computeTopMajors> | undefined;
const topMajors = () => (computed ??= computeTopMajors());

describe("major descriptions", () => {
  it("are written as benke-NN / zhuanke-NN files of at most 30 entries each", () => {
    expect(FILES.length).toBeGreaterThan(0);
    for (const f of FILES) {
      const parsed = JSON.parse(readFileSync(`${DIR}${f}`, "utf8")) as unknown;
      expect(Array.isArray(parsed), f).toBe(true);
      expect((parsed as unknown[]).length, f).toBeLessThanOrEqual(30);
    }
  });

  it("every entry has the description shape", () => {
    for (const { file, entry } of entries) {
      const r = Entry.safeParse(entry);
      expect(r.success ? "" : `${file} ${String(entry.code)}: ${r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`).toBe("");
    }
  });

  it("carries no figures, rankings or marketing words, and no repeated courses or careers", () => {
    for (const { entry } of entries) {
      const e = Entry.parse(entry);
      expect(`${e.code} ${[e.intro, ...e.courses, ...e.careers].join(" ")}`).not.toMatch(FORBIDDEN);
      expect(new Set(e.courses).size, e.code).toBe(e.courses.length);
      expect(new Set(e.careers).size, e.code).toBe(e.careers.length);
    }
  });

  it("codes are unique and name a catalogue major of the entry's level under its catalogue name", () => {
    const catalogue = new Map(readCatalogue().map((m) => [m.code, m]));
    const seen = new Set<string>();
    for (const { file, entry } of entries) {
      const e = Entry.parse(entry);
      expect(seen.has(e.code), `${file}: ${e.code} twice`).toBe(false);
      seen.add(e.code);
      const m = catalogue.get(e.code);
      expect(m, `${file}: ${e.code} is not in the catalogue`).toBeDefined();
      expect({ code: e.code, name: e.name, level: e.level }).toEqual({ code: m!.code, name: m!.name, level: m!.level });
    }
  });

  it("state the catalogue's 门类 (本科) or 大类 (专科) and 类, and call a major 特设 only when the catalogue marks it T", () => {
    const catalogue = new Map(readCatalogue().map((m) => [m.code, m]));
    for (const { entry } of entries) {
      const e = Entry.parse(entry);
      const m = catalogue.get(e.code);
      if (!m) continue; // reported by the catalogue test
      const stated = m.level === "本科" ? `属于${m.discipline}门类${m.className}` : `属于${m.discipline}${m.className}`;
      expect(e.intro, `${e.code} ${e.name}`).toContain(stated);
      if (e.intro.includes("特设专业")) expect(e.code, `${e.code} ${e.name} is not 特设 in the catalogue`).toMatch(/T/);
    }
  });

  it("cover the 200 本科 and all 专科 majors with the most 2025 plan places (recomputed from the raw plans)", () => {
    const top = topMajors();
    expect(top.benke).toHaveLength(200);
    // The plan file holds 99 专科 majors with places (its 348 institutions are mostly 本科 ones).
    expect(top.zhuanke.length).toBeGreaterThanOrEqual(99);
    const written = new Set(entries.map((e) => String(e.entry.code)));
    const missing = [...top.benke, ...top.zhuanke].filter((m) => !written.has(m.code)).map((m) => `${m.code} ${m.name}`);
    expect(missing).toEqual([]);
  });

  it("the committed top-majors.json is the list the script computes", () => {
    const top = topMajors();
    const json = JSON.parse(readFileSync(fileURLToPath(new URL("./top-majors.json", import.meta.url)), "utf8")) as { benke: unknown[]; zhuanke: unknown[] };
    expect(json.benke).toEqual(top.benke);
    expect(json.zhuanke).toEqual(top.zhuanke);
  });
});
