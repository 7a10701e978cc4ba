/**
 * The majors that most need a written description: the 200 本科 and 100 专科 catalogue majors with the
 * most 2025 plan places, summed over the six scopes (zj, gd, hb, sd, ah, jx).
 *
 * Source: `plans/major_plans_2025.csv` (the only per-major plan file held). It covers all six scopes for
 * 2025 but only 348 institutions, most of them 本科 institutions, so the 专科 places are the few 专科
 * batches those institutions print: the 专科 ranking is thinner than the 本科 one and a major outside it
 * may still be common. With the 2025 file, only 99 专科 majors have any places, so the 专科 list holds
 * 99 majors, not 100. No other year is used (no per-major plans before 2025 are held).
 *
 * Rules:
 * - rows without a major name are a group's or school's summary, not a major: skipped;
 * - a row's code counts when it is a catalogue major code (本科 2025 or 职业教育 2021, associate and
 *   vocational-bachelor levels); otherwise (blank, a 4-digit 专业类 code, or a code the catalogue lacks)
 *   the printed name is matched to the catalogue by the importer's matcher (exact or normalised name,
 *   preferring the school's level); class-level matches (专业类) and unmatched rows are left out;
 * - 职教本科 majors are neither 本科 nor 专科 here and are left out of both lists;
 * - ties in places are broken by code, so the list is stable.
 *
 * Run `npx tsx server/data/content/top-majors.ts` to print the list, `--write` to also refresh
 * `top-majors.json` beside this file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseCsv } from "../csv";
import { importUndergraduateCatalogue, importVocationalCatalogue, MajorMatcher, type MajorRow } from "../importers/catalogue";

export const TOP_BENKE = 200;
export const TOP_ZHUANKE = 100;
export const PLAN_SCOPES = ["zj", "gd", "hb", "sd", "ah", "jx"] as const;

export interface TopMajor {
  code: string;
  name: string;
  level: "本科" | "专科";
  places: number;
}

export interface TopMajors {
  benke: TopMajor[];
  zhuanke: TopMajor[];
  /** Plan places counted per scope (rows matched to a 本科 or 专科 catalogue major). */
  placesByScope: Record<string, number>;
  /** Rows counted by how their major was found. */
  rows: { byCode: number; byName: number; unmatched: number; summary: number; otherScopeOrYear: number };
}

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const DEFAULT_DATA_DIR = resolve(projectRoot, process.env.REF_DATA_DIR ?? "../shared/data");

/** The catalogue majors (本科, 专科, 职教本科) as the seed holds them. */
export function readCatalogue(dataDir: string = DEFAULT_DATA_DIR): MajorRow[] {
  const ug = "majors/undergraduate_catalogue_2025.csv";
  const voc = "majors/vocational_catalogue_2021.csv";
  return [...importUndergraduateCatalogue(readFileSync(join(dataDir, ug), "utf8"), ug, 0).rows, ...importVocationalCatalogue(readFileSync(join(dataDir, voc), "utf8"), voc, 0).rows];
}

/** Computes both lists from the raw files in `dataDir`. */
export function computeTopMajors(dataDir: string = DEFAULT_DATA_DIR): TopMajors {
  const catalogue = readCatalogue(dataDir);
  const byCode = new Map(catalogue.map((m) => [m.code, m]));
  const matcher = new MajorMatcher(catalogue);

  const schoolLevel = new Map<string, string | null>();
  for (const rec of parseCsv(readFileSync(join(dataDir, "universities/universities.csv"), "utf8")).records) {
    const l = rec.values["level"] ?? "";
    schoolLevel.set(rec.values["id"] ?? "", l.includes("专科") ? "专科" : l ? "本科" : null);
  }

  const places = new Map<string, number>();
  const placesByScope: Record<string, number> = Object.fromEntries(PLAN_SCOPES.map((s) => [s, 0]));
  const rows = { byCode: 0, byName: 0, unmatched: 0, summary: 0, otherScopeOrYear: 0 };
  const scopes = new Set<string>(PLAN_SCOPES);
  for (const { values: v } of parseCsv(readFileSync(join(dataDir, "plans/major_plans_2025.csv"), "utf8")).records) {
    if (v["year"] !== "2025" || !scopes.has(v["scope"] ?? "")) {
      rows.otherScopeOrYear++;
      continue;
    }
    const name = (v["major_name"] ?? "").trim();
    if (!name) {
      rows.summary++;
      continue;
    }
    let code: string | null = null;
    const printed = (v["major_code"] ?? "").trim();
    if (byCode.has(printed)) {
      code = printed;
      rows.byCode++;
    } else {
      const m = matcher.match(name, schoolLevel.get(v["school_id"] ?? "") ?? null);
      if (m.code && (m.match === "exact" || m.match === "normalised")) {
        code = m.code;
        rows.byName++;
      }
    }
    const major = code ? byCode.get(code) : undefined;
    if (!major || (major.level !== "本科" && major.level !== "专科")) {
      rows.unmatched++;
      continue;
    }
    const n = Number(v["plan_count"] ?? "");
    if (!Number.isFinite(n) || n <= 0) continue;
    places.set(major.code, (places.get(major.code) ?? 0) + n);
    placesByScope[v["scope"]!] = (placesByScope[v["scope"]!] ?? 0) + n;
  }

  const ranked = (level: "本科" | "专科", top: number): TopMajor[] =>
    [...places]
      .map(([code, p]) => ({ major: byCode.get(code)!, places: p }))
      .filter((e) => e.major.level === level)
      .sort((a, b) => b.places - a.places || a.major.code.localeCompare(b.major.code))
      .slice(0, top)
      .map((e) => ({ code: e.major.code, name: e.major.name, level, places: e.places }));

  return { benke: ranked("本科", TOP_BENKE), zhuanke: ranked("专科", TOP_ZHUANKE), placesByScope, rows };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const top = computeTopMajors();
  for (const m of [...top.benke, ...top.zhuanke]) console.log(`${m.code}\t${m.name}\t${m.level}\t${m.places.toLocaleString("en-US")}`);
  console.log(`本科 ${top.benke.length}, 专科 ${top.zhuanke.length}; places by scope ${JSON.stringify(top.placesByScope)}; rows ${JSON.stringify(top.rows)}`);
  if (process.argv.includes("--write")) {
    const out = fileURLToPath(new URL("./top-majors.json", import.meta.url));
    const json = {
      source: "plans/major_plans_2025.csv (2025 plan places, scopes zj gd hb sd ah jx), computed by server/data/content/top-majors.ts",
      placesByScope: top.placesByScope,
      benke: top.benke,
      zhuanke: top.zhuanke,
    };
    // One major a line, so a change to the list reads as a short diff.
    const list = (ms: TopMajor[]) => `[\n${ms.map((m) => `    ${JSON.stringify(m)}`).join(",\n")}\n  ]`;
    writeFileSync(out, `{\n  "source": ${JSON.stringify(json.source)},\n  "placesByScope": ${JSON.stringify(json.placesByScope)},\n  "benke": ${list(json.benke)},\n  "zhuanke": ${list(json.zhuanke)}\n}\n`);
    console.log(`wrote ${out}`);
  }
}
