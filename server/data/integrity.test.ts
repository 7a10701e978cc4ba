import { and, count, eq, sql } from "drizzle-orm";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { refMajorLines, refRankTables, refUniversities } from "#server/db/schema/reference";
import { SCOPES } from "#server/modules/scope/scopes";
import { silentLogger } from "#server/logger";
import { createReferenceData, type ReferenceData } from "#server/modules/reference/reference-data";
import { scoreRank } from "#server/modules/score-rank/score-rank.service";
import { seededDatabase } from "#tests/helpers/reference";
import { missingScores, publishedRank, publishedSchoolMinScore, sourceRows } from "#tests/helpers/source-data";
import { parseCsv } from "./csv";
import { importFile } from "./import-file";
import { ZJ_SEG1_LINE } from "./importers/major-lines";
import { loadSeedIfEmpty, SEED_DIR } from "./seed";

/** The raw files the seed was built from (tests that derive expected counts from them). */
const DATA_DIR = process.env.REF_DATA_DIR ?? join(SEED_DIR, "../../../../shared/data");

let database: Database;
let reference: ReferenceData;
const rows = async <T>(q: ReturnType<typeof sql>) => {
  const r = (await database.db.execute(q)) as unknown as { rows: T[] };
  return r.rows;
};

beforeAll(async () => {
  database = await seededDatabase();
  reference = createReferenceData({ db: database.db, logger: silentLogger });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe("reference data integrity (the committed seed)", () => {
  it("answers the published rank at each province's control line", async () => {
    // The 一段 / 本科 lines that SOURCES.md names, with the cumulative count their table prints.
    for (const [scope, year, track, score] of [
      ["zj", 2025, "combined", 490],
      ["zj", 2024, "combined", 492],
      ["gd", 2025, "physics", 436],
      ["sd", 2025, "combined", 441],
    ] as const) {
      expect((await scoreRank(reference, scope, { year, score, track })).rank, `${scope} ${year} ${score}`).toBe(publishedRank(scope, year, track, score));
    }
  });

  it("has a table for every scope in 2024 and 2025, with cumulative ranks that never decrease as the score falls", async () => {
    const tables = await rows<{ scope: string; year: number; track: string }>(sql`select distinct scope, year, track from ref_rank_tables`);
    for (const scope of SCOPES) for (const year of [2024, 2025]) expect(tables.some((t) => t.scope === scope && t.year === year), `${scope} ${year}`).toBe(true);
    const bad = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select cumulative, lag(cumulative) over (partition by scope, year, track order by score desc) as prev, count, score,
               lag(score) over (partition by scope, year, track order by score desc) as prev_score
        from ref_rank_tables) t
      where cumulative < prev or (prev is not null and cumulative - prev <> count) or (prev_score is not null and prev_score - score <> 1)`);
    expect(bad[0]!.n).toBe(0);
  });

  it("marks thin, OCR-gapped, line-densified and estimated tables", async () => {
    const kinds = await rows<{ scope: string; year: number; track: string; kind: string; n: number }>(
      sql`select scope, year, track, kind, count(*)::int as n from ref_rank_tables group by 1, 2, 3, 4`,
    );
    const n = (scope: string, year: number, track: string, kind: string) => kinds.find((k) => k.scope === scope && k.year === year && k.track === track && k.kind === kind)?.n ?? 0;
    // Every score the source leaves out is filled in and marked; nothing else is.
    expect(n("zj", 2025, "combined", "interpolated")).toBe(missingScores("zj", 2025, "combined"));
    expect(n("hb", 2025, "physics", "interpolated")).toBe(missingScores("hb", 2025, "physics"));
    expect(n("zj", 2025, "combined", "interpolated")).toBeGreaterThan(0);
    expect(n("zj", 2024, "combined", "derived")).toBeGreaterThan(300);
    expect(n("gd", 2025, "history", "official")).toBe(0);
    // SOURCES.md: gd 2025 history looks estimated (round hundreds), so every printed row is marked estimated.
    expect(n("gd", 2025, "history", "estimated")).toBe(sourceRows("rank_tables/gd-2025-history.csv").length);
    expect(n("jx", 2024, "history", "interpolated")).toBeGreaterThan(100);
    const gdHistory = await scoreRank(reference, "gd", { year: 2025, score: 520, track: "history" });
    expect(gdHistory.interpolated).toBe(true);
  });

  it("lists at least 2,800 universities with no duplicate names and the 39 universities of Project 985", async () => {
    const [{ total }] = await database.db.select({ total: count() }).from(refUniversities);
    expect(total).toBeGreaterThanOrEqual(2800);
    const dup = await rows<{ name: string }>(sql`select name from ref_universities group by name having count(*) > 1`);
    expect(dup).toEqual([]);
    // Branch campuses share their parent's national code, so identity is the name and the MoE identifier.
    const dupCode = await rows<{ moe_code: string }>(sql`select moe_code from ref_universities where moe_code is not null group by moe_code having count(*) > 1`);
    expect(dupCode).toEqual([]);
    const [{ n985 }] = await database.db.select({ n985: count() }).from(refUniversities).where(eq(refUniversities.is985, true));
    // Project 985 counts 39 universities; the source marks more (branch campuses inherit the flag).
    expect(n985).toBe(39);
    expect(sourceRows("universities/universities.csv").filter((u) => u.is_985 === "true").length).toBeGreaterThan(39);
  });

  it("points every admission line and plan at a known university", async () => {
    for (const table of ["ref_school_lines", "ref_major_lines", "ref_enrollment_plans"]) {
      const orphans = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} t left join ref_universities u on u.id = t.university_id where u.id is null`);
      expect(orphans[0]!.n, table).toBe(0);
    }
  });

  it("ranks 浙江大学 above 宁波大学 above a vocational college in zj 2025", async () => {
    const line = async (name: string) =>
      (
        await rows<{ min_score: number }>(
          sql`select l.min_score from ref_school_lines l join ref_universities u on u.id = l.university_id where u.name = ${name} and l.scope = 'zj' and l.year = 2025`,
        )
      )[0]?.min_score;
    const zju = await line("浙江大学");
    const nbu = await line("宁波大学");
    const voc = await line("浙江机电职业技术大学");
    expect(zju).toBe(publishedSchoolMinScore("zj", 2025, "combined", "浙江大学"));
    expect(nbu).toBeLessThan(zju!);
    expect(voc).toBeLessThan(nbu!);
  });

  it("accounts for every zj 2025 per-major row of the source: imported, or rejected with a reason (the two known source errors)", async () => {
    const imported = await rows<{ n: number }>(sql`select count(distinct source_line)::int as n from ref_major_lines where scope = 'zj' and year = 2025`);
    const rejects = parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8")).records.filter((r) => r.values.file === "zj/zj_major_lines_2025.csv");
    expect(imported[0]!.n + rejects.length).toBe(sourceRows("zj/zj_major_lines_2025.csv").length);
    expect(rejects).toHaveLength(2);
    expect(rejects.map((r) => r.values.reason).join("\n")).toMatch(/四川国际标榜职业学院.*体育教育.*526.*462[\s\S]*贵州城市职业学院.*社会体育.*526.*462/);
    const unparsed = await database.db
      .select({ n: count() })
      .from(refMajorLines)
      .where(and(eq(refMajorLines.scope, "zj"), eq(refMajorLines.year, 2025), eq(refMajorLines.subjectMode, "unknown")));
    expect(unparsed[0]!.n).toBe(0);
  });

  it("classifies every zj line as 一段 or 二段 by its score against the year's 一段线, whatever column the source printed it in", async () => {
    for (const year of [2023, 2024, 2025]) {
      const file = `zj/zj_major_lines_${year}.csv`;
      const rejected = new Set(
        parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8"))
          .records.filter((r) => r.values.file === file)
          .map((r) => Number(r.values.line)),
      );
      const line = ZJ_SEG1_LINE[year]!;
      const expected = { 一段: 0, 二段: 0 };
      for (const rec of parseCsv(readFileSync(join(DATA_DIR, file), "utf8")).records) {
        if (rejected.has(rec.line)) continue;
        for (const col of ["seg1_min_score", "seg2_min_score"] as const) {
          const v = rec.values[col];
          if (v) expected[Number(v) >= line ? "一段" : "二段"]++;
        }
      }
      const got = await rows<{ batch: string; n: number }>(sql`select batch, count(*)::int as n from ref_major_lines where scope = 'zj' and year = ${year} and min_score is not null group by batch`);
      expect(Object.fromEntries(got.map((g) => [g.batch, g.n])), `zj ${year}`).toEqual(expected);
      const [seg1] = await rows<{ n: number; max_rank: number; min_score: number }>(
        sql`select count(*)::int as n, max(min_rank)::int as max_rank, min(min_score)::int as min_score from ref_major_lines where scope = 'zj' and year = ${year} and batch = '一段' and not ('rank-inconsistent' = any(flags))`,
      );
      expect(seg1!.min_score).toBeGreaterThanOrEqual(line);
      // The 一段线's own rank: the control line's cumulative count, or (no 2023 table) the best rank any 二段 line reached.
      const [control] = await rows<{ cumulative: number | null }>(sql`select cumulative from ref_control_lines where scope = 'zj' and year = ${year} and line = '一段'`);
      const [seg2] = await rows<{ best: number }>(sql`select min(min_rank)::int as best from ref_major_lines where scope = 'zj' and year = ${year} and batch = '二段' and not ('rank-inconsistent' = any(flags))`);
      const bound = control?.cumulative ?? seg2!.best;
      expect(bound, `zj ${year} 一段线 rank`).toBeGreaterThan(100_000);
      expect(seg1!.max_rank, `zj ${year}`).toBeLessThanOrEqual(bound);
    }
  });

  it("keeps the plans file's summary rows with a minimum as group lines (gd, hb) and school-level lines (sd), and brings 对外经济贸易大学 back", async () => {
    const file = "plans/major_plans_2025.csv";
    const source = parseCsv(readFileSync(join(DATA_DIR, file), "utf8")).records.filter(
      (r) => !r.values.major_name && ["gd", "hb", "sd"].includes(r.values.scope!) && (r.values.group_min_score || r.values.group_min_rank),
    );
    const kept = await rows<{ source_line: number; scope: string; group_code: string | null; flags: string[] }>(
      sql`select g.source_line, g.scope, g.group_code, g.flags from ref_group_lines g join ref_sources s on s.id = g.source_id where s.file = ${file}`,
    );
    expect(kept.map((k) => k.source_line).sort((a, b) => a - b)).toEqual(source.map((r) => r.line).sort((a, b) => a - b));
    expect(kept.every((k) => k.flags.includes("plan-summary"))).toBe(true);
    expect(kept.filter((k) => k.scope === "sd").every((k) => k.group_code === null && k.flags.includes("school-level"))).toBe(true);
    const uibe = await rows<{ scope: string; n: number }>(
      sql`select g.scope, count(*)::int as n from ref_group_lines g join ref_universities u on u.id = g.university_id where u.name = '对外经济贸易大学' and g.year = 2025 and 'plan-summary' = any(g.flags) group by 1 order by 1`,
    );
    const expected = ["gd", "hb", "sd"].map((scope) => ({ scope, n: source.filter((r) => r.values.scope === scope && r.values.school_name === "对外经济贸易大学").length }));
    expect(uibe).toEqual(expected);
    expect(expected.every((e) => e.n > 0)).toBe(true);
    // Summary rows left out are the ones without any minimum (and zj's, whose minimum is the school's line).
    const summaryRejects = parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8")).records.filter((r) => r.values.file === file && /summary row/.test(r.values.reason!));
    const allSummary = parseCsv(readFileSync(join(DATA_DIR, file), "utf8")).records.filter((r) => !r.values.major_name);
    expect(summaryRejects.length + kept.length).toBe(allSummary.length);
  });

  it("reads the track of hb rows that print none from their group label: （L不限）/（L政） are 历史类", async () => {
    const source = parseCsv(readFileSync(join(DATA_DIR, "plans/major_plans_2025.csv"), "utf8")).records.filter((r) => !r.values.track && /sg_name=（L/.test(r.values.subject_requirement_raw!));
    expect(source.length).toBeGreaterThan(0);
    const got = await rows<{ track: string }>(sql`select p.track from ref_enrollment_plans p join ref_sources s on s.id = p.source_id where s.file = 'plans/major_plans_2025.csv' and p.source_line in (${sql.join(source.map((r) => sql`${r.line}`), sql`, `)})`);
    expect(got).toHaveLength(source.length);
    expect(new Set(got.map((g) => g.track))).toEqual(new Set(["history"]));
  });

  it("loads every group-line file: each source row imported or rejected with a reason, ranks official or looked up and marked", async () => {
    const rejects = parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8")).records;
    const files = ["groups/gd_group_lines_2022_2025.csv", "groups/hb_2023_physics_group_lines.csv", "groups/hb_2024_physics_group_scores.csv", "groups/hb_2025_physics_group_scores.csv", "groups/jx_2024_group_lines.csv"];
    for (const file of files) {
      const sourceRows = parseCsv(readFileSync(join(DATA_DIR, file), "utf8")).records.length;
      const rejected = rejects.filter((r) => r.values.file === file);
      const [imported] = await rows<{ n: number; official: number; no_rank: number }>(
        sql`select count(*)::int as n, count(*) filter (where g.rank_kind = 'official')::int as official, count(*) filter (where g.min_rank is null)::int as no_rank from ref_group_lines g join ref_sources s on s.id = g.source_id where s.file = ${file}`,
      );
      expect(imported!.n + rejected.length, file).toBe(sourceRows);
      // Most rows of every file make it in; what does not is named in rejects.csv.
      expect(imported!.n / sourceRows, file).toBeGreaterThan(0.95);
      expect(imported!.no_rank, file).toBe(0);
      if (/scores/.test(file)) expect(imported!.official, file).toBe(0);
    }
    // OCR misreads below the 2025 本科 line (426) are rejected, not loaded.
    const low = await rows<{ n: number }>(sql`select count(*)::int as n from ref_group_lines where scope = 'hb' and year = 2025 and min_score < 426`);
    expect(low[0]!.n).toBe(0);
    const misreads = parseCsv(readFileSync(join(DATA_DIR, "groups/hb_2025_physics_group_scores.csv"), "utf8")).records.filter((r) => Number(r.values.min_score) < 380);
    const misreadRejects = new Set(rejects.filter((r) => r.values.file === "groups/hb_2025_physics_group_scores.csv").map((r) => Number(r.values.line)));
    expect(misreads.length).toBe(16);
    expect(misreads.every((m) => misreadRejects.has(m.line))).toBe(true);
    // A figure SOURCES.md quotes: 中山大学 2024 physics groups from 643 / 4,019 down to 624 / 9,420.
    const sysu = await rows<{ min_score: number; min_rank: number }>(
      sql`select g.min_score, g.min_rank from ref_group_lines g join ref_universities u on u.id = g.university_id where u.name = '中山大学' and g.scope = 'gd' and g.year = 2024 and g.track = 'physics' and g.batch = '本科批' order by g.min_score desc`,
    );
    expect(sysu[0]).toEqual({ min_score: 643, min_rank: 4019 });
    expect(sysu.some((r) => r.min_score === 624 && r.min_rank === 9420)).toBe(true);
  });

  it("adds the gd 2022–2023 and hb 2023 rank tables without their repeated rows, and jx 2023 文理 school lines with official ranks", async () => {
    const tables = await rows<{ scope: string; year: number; track: string }>(
      sql`select scope, year, track from ref_rank_tables where (scope = 'gd' and year in (2022, 2023)) or (scope = 'hb' and year = 2023) group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(tables.map((t) => `${t.scope}-${t.year}-${t.track}`)).toEqual(["gd-2022-history", "gd-2022-physics", "gd-2023-history", "gd-2023-physics", "hb-2023-physics"]);
    const repeated = ["gd-2022-history", "gd-2022-physics", "hb-2023-physics"].map(
      (f) => parseCsv(readFileSync(join(DATA_DIR, `rank_tables/${f}.csv`), "utf8")).records.filter((r, i, all) => r.values.count === "0" && i > 0 && all[i - 1]!.values.cumulative === r.values.cumulative).length,
    );
    const rejected = parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8")).records.filter((r) => /repeated row/.test(r.values.reason!));
    expect(rejected).toHaveLength(repeated.reduce((a, b) => a + b, 0));
    // Every hb 2023 group's official rank agrees with the official table row of its score.
    const disagree = await rows<{ n: number }>(
      sql`select count(*)::int as n from ref_group_lines g join ref_rank_tables t on t.scope = 'hb' and t.year = 2023 and t.track = 'physics' and t.score = g.min_score
          where g.scope = 'hb' and g.year = 2023 and t.kind = 'official' and (g.min_rank > t.cumulative or g.min_rank <= t.cumulative - t.count)`,
    );
    expect(disagree[0]!.n).toBe(0);
    const jx = await rows<{ batch: string; track: string; official: number; n: number }>(
      sql`select batch, track, count(*) filter (where rank_kind = 'official')::int as official, count(*)::int as n from ref_school_lines where scope = 'jx' and year = 2023 and batch <> 'all' group by 1, 2 order by 1, 2`,
    );
    expect(jx.map((j) => `${j.batch} ${j.track}`)).toEqual(["一本 liberal", "一本 science", "二本 liberal", "二本 science"]);
    expect(jx.every((j) => j.official === j.n && j.n > 300)).toBe(true);
  });

  it("derives the score of each sd 2024 round-1 line from its rank, marked: the lowest score whose cumulative count reaches it", async () => {
    const file = "sd/sd_2024_major_lines_round1.csv";
    const sourceRows = parseCsv(readFileSync(join(DATA_DIR, file), "utf8")).records.length;
    const rejected = parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8")).records.filter((r) => r.values.file === file).length;
    const [got] = await rows<{ n: number; flagged: number; wrong: number }>(
      sql`select count(*)::int as n, count(*) filter (where 'score-derived' = any(l.flags))::int as flagged,
                 count(*) filter (where not (t.cumulative >= l.min_rank and (above.cumulative is null or above.cumulative < l.min_rank or 'score-above-table' = any(l.flags))))::int as wrong
          from ref_major_lines l
          join ref_sources s on s.id = l.source_id and s.file = ${file}
          join ref_rank_tables t on t.scope = 'sd' and t.year = 2024 and t.track = 'combined' and t.score = l.min_score
          left join ref_rank_tables above on above.scope = 'sd' and above.year = 2024 and above.track = 'combined' and above.score = l.min_score + 1`,
    );
    expect(got!.n + rejected).toBe(sourceRows);
    expect(got!.flagged).toBe(got!.n);
    expect(got!.wrong).toBe(0);
  });

  it("names every source as a reader would, with extraction notes kept out of the name", async () => {
    const names = await rows<{ file: string; source: string }>(sql`select file, source from ref_sources`);
    for (const n of names) expect(n.source, n.file).not.toMatch(/OCR|tesseract|psm|via |compiled|gaokao-pro|\.com|eol\.cn/i);
    expect(names.find((n) => n.file === "rank_tables/zj-2025-combined.csv")?.source).toBe("浙江省教育考试院 2025 年一分一段表");
    expect(names.find((n) => n.file === "rank_tables/gd-2025-physics.csv")?.source).toBe("广东省教育考试院 2025 年一分一段表（物理类）");
    const provenance = readFileSync(join(SEED_DIR, "PROVENANCE.md"), "utf8");
    expect(provenance).toMatch(/OCR tesseract chi_sim psm4/);
  });

  it("flags the rank-inconsistent zj 2023 rows SOURCES.md names and derives missing ranks, marked", async () => {
    const flagged = await rows<{ school_name: string; min_score: number }>(
      sql`select school_name, min_score from ref_major_lines where scope = 'zj' and year = 2023 and 'rank-inconsistent' = any(flags)`,
    );
    const named = ["浙江万里学院 545", "温州大学 589", "丽水学院 556", "杭州职业技术学院 501", "中国计量大学现代科技学院 527", "温州理工学院 557"];
    // The file prints some names with a note in brackets, e.g. 中国计量大学现代科技学院(独立学院).
    const printed = flagged.map((f) => `${f.school_name.replace(/[(（][^)）]*[)）]$/, "")} ${f.min_score}`);
    expect(printed.sort()).toEqual(named.sort());
    const derived = await rows<{ n: number }>(sql`select count(*)::int as n from ref_major_lines where scope = 'zj' and year = 2025 and rank_kind <> 'official'`);
    expect(derived[0]!.n).toBeGreaterThan(1800);
    // The folded school lines have scores only: every rank of theirs is looked up, none official.
    const schoolDerived = await rows<{ n: number }>(
      sql`select count(*)::int as n from ref_school_lines l join ref_sources s on s.id = l.source_id where s.file = 'school_lines/school_min_scores_2023_2025.csv' and l.rank_kind = 'official'`,
    );
    expect(schoolDerived[0]!.n).toBe(0);
  });

  it("keeps a source on every figure", async () => {
    for (const table of ["ref_rank_tables", "ref_school_lines", "ref_major_lines", "ref_enrollment_plans", "ref_universities"]) {
      const orphans = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} t left join ref_sources s on s.id = t.source_id where s.id is null`);
      expect(orphans[0]!.n, table).toBe(0);
    }
  });

  it("does nothing when the seed is already loaded", async () => {
    const { loaded, ms } = await loadSeedIfEmpty(database);
    expect(loaded).toBe(false);
    expect(ms).toBeLessThan(500);
  });
});

describe("data:import", () => {
  const dir = mkdtempSync(join(tmpdir(), "ref-import-"));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it("loads a new year's rank table for one scope without touching the others, and replaces it on re-import", async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from ref_rank_tables where not (scope = 'zj' and year = 2026)`);
    const file = write("zj-2026.csv", "score,count,cumulative\n700,300,300\n699,50,350\n690,1000,1500\n");
    const first = await importFile(database, { kind: "rank-table", scope: "zj", year: 2026, track: "combined", file, source: "浙江省教育考试院" });
    expect(first).toMatchObject({ imported: 11, replaced: 0, rejects: [] });
    const r = await scoreRank(reference, "zj", { year: 2026, score: 695 });
    expect(r).toMatchObject({ year: 2026, interpolated: true, kind: "interpolated", source: { source: "浙江省教育考试院" } });
    expect((await scoreRank(reference, "zj", { score: 695 })).year).toBe(2026);
    const again = await importFile(database, { kind: "rank-table", scope: "zj", year: 2026, track: "combined", file });
    expect(again).toMatchObject({ imported: 11, replaced: 11 });
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from ref_rank_tables where not (scope = 'zj' and year = 2026)`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const zj2026 = await database.db.select({ n: count() }).from(refRankTables).where(and(eq(refRankTables.scope, "zj"), eq(refRankTables.year, 2026)));
    expect(zj2026[0]!.n).toBe(11);
  });

  it("reports rejects with file, line and reason, derives ranks from the year's table, and honours --strict", async () => {
    const file = write("zj-2026-schools.csv", "school,batch,min_score,min_rank\n浙江大学,一段,695,\n不存在的大学,一段,600,\n宁波大学,一段,abc,\n");
    const res = await importFile(database, { kind: "school-line", scope: "zj", year: 2026, track: "combined", file });
    expect(res.imported).toBe(1);
    expect(res.rejects.map((r) => [r.file, r.line])).toEqual([
      ["zj-2026-schools.csv", 3],
      ["zj-2026-schools.csv", 4],
    ]);
    expect(res.rejects[0]!.reason).toMatch(/不存在的大学/);
    const line = await rows<{ min_rank: number; rank_kind: string }>(sql`select min_rank, rank_kind from ref_school_lines where scope = 'zj' and year = 2026`);
    // 695 lies between 699 (350) and 690 (1,500): 350 + 1,150 × 4/9.
    expect(line).toEqual([{ min_rank: 861, rank_kind: "interpolated" }]);
    const strict = await importFile(database, { kind: "school-line", scope: "zj", year: 2026, track: "combined", file, strict: true });
    expect(strict.imported).toBe(0);
  });

  it("imports major lines and plans with parsed subject requirements", async () => {
    const lines = write("gd-lines.csv", "school,major_name,batch,plan_count,min_score,min_rank,avg_score,subject_requirement\n中山大学,计算机类,本科批,20,640,5000,645,首选物理，再选化学\n");
    const res = await importFile(database, { kind: "major-line", scope: "gd", year: 2026, track: "physics", file: lines });
    expect(res).toMatchObject({ imported: 1, rejects: [] });
    const ml = await rows<{ major_code: string; subject_mode: string; subjects: string[] }>(sql`select major_code, subject_mode, subjects from ref_major_lines where scope = 'gd' and year = 2026`);
    expect(ml).toEqual([{ major_code: "0809", subject_mode: "all_of", subjects: ["化学"] }]);
    const plans = write("gd-plans.csv", "school,major_name,major_code,batch,group_code,plan_count,tuition,duration_years,subject_requirement,note\n中山大学,临床医学,100201K,本科批,201,30,6000,5,化学和生物,\n");
    expect(await importFile(database, { kind: "plan", scope: "gd", year: 2026, track: "physics", file: plans })).toMatchObject({ imported: 1, rejects: [] });
  });

  it("imports group lines for one scope, year and track, deriving missing ranks (marked) and keeping school-level rows as such", async () => {
    const file = write("gd-2026-groups.csv", "school,batch,school_code,group_code,subject_requirement,min_score,min_rank\n中山大学,本科批,10558,216,首选物理，再选化学,650,3700\n中山大学,本科批,10558,,不限,640,\n不存在的大学,本科批,,201,,600,\n");
    const res = await importFile(database, { kind: "group-line", scope: "gd", year: 2025, track: "physics", file });
    expect(res.imported).toBe(2);
    expect(res.rejects.map((r) => r.line)).toEqual([4]);
    const got = await rows<{ group_code: string | null; min_rank: number; rank_kind: string; subjects: string[]; flags: string[] }>(
      sql`select group_code, min_rank, rank_kind, subjects, flags from ref_group_lines g join ref_sources s on s.id = g.source_id where s.file = 'import:gd-2026-groups.csv' order by min_score desc`,
    );
    expect(got[0]).toMatchObject({ group_code: "216", min_rank: 3700, rank_kind: "official", subjects: ["化学"], flags: [] });
    expect(got[1]).toMatchObject({ group_code: null, rank_kind: "derived", flags: ["school-level"] });
    expect(got[1]!.min_rank).toBe((await scoreRank(reference, "gd", { year: 2025, score: 640, track: "physics" })).rank);
  });

  it("imports the official zj plan shape: institution code resolved (never a ucode), 专业代号 kept, --year wins, main track by default, stable unit ids", async () => {
    const text = [
      "year,college_code,college_name,major_code,major_name,plan_count,subject_requirement",
      "2026,0001,浙江大学,01,计算机科学与技术,30,物理&化学",
      "2026,0001,浙江大学,02,人文科学试验班,40,不限",
      "2025,0001,浙江大学,03,临床医学,10,化学",
      "2026,9999,,04,法学,5,",
    ].join("\n");
    const file = write("zj-2026-plan.csv", text);
    const first = await importFile(database, { kind: "plan", scope: "zj", year: 2026, file });
    expect(first.track).toBe("combined");
    expect(first.imported).toBe(2);
    expect(first.rejects.map((r) => [r.line, r.reason])).toEqual([
      [4, "year 2025 is not the imported year 2026"],
      [5, "unknown zj institution code 9999"],
    ]);
    const plan = await rows<{ school_name: string; unit_code: string; major_code: string | null; subject_mode: string; unit_id: string }>(
      sql`select school_name, unit_code, major_code, subject_mode, unit_id from ref_enrollment_plans where scope = 'zj' and year = 2026 order by unit_code`,
    );
    expect(plan.map((p) => [p.school_name, p.unit_code, p.major_code, p.subject_mode])).toEqual([
      ["浙江大学", "01", "080901", "all_of"],
      ["浙江大学", "02", null, "none"],
    ]);
    expect(new Set(plan.map((p) => p.unit_id)).size).toBe(2);
    // Re-importing the same file (rows in another order) gives every unit the same id.
    const again = write("zj-2026-plan-again.csv", [text.split("\n")[0], text.split("\n")[2], text.split("\n")[1]].join("\n"));
    expect((await importFile(database, { kind: "plan", scope: "zj", year: 2026, file: again })).imported).toBe(2);
    const after = await rows<{ unit_code: string; unit_id: string }>(sql`select unit_code, unit_id from ref_enrollment_plans where scope = 'zj' and year = 2026 order by unit_code`);
    expect(after.map((p) => p.unit_id)).toEqual(plan.map((p) => p.unit_id));
  });

  it("gives every seeded plan row a unit id: one per 院校专业组 in gd, one per 专业 in zj", async () => {
    const [missing] = await rows<{ n: number }>(sql`select count(*)::int as n from ref_enrollment_plans where unit_id is null or unit_id = ''`);
    expect(missing!.n).toBe(0);
    const [gd] = await rows<{ groups: number; units: number }>(
      sql`select count(distinct (university_id, group_code))::int as groups, count(distinct unit_id)::int as units from ref_enrollment_plans where scope = 'gd' and year = 2025 and group_code is not null`,
    );
    expect(gd!.units).toBe(gd!.groups);
  });
});

