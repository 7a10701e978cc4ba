import { and, count, eq, sql } from "drizzle-orm";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { refMajorLines, refRankTables, refSchoolLines, refUniversities } from "#server/db/schema/reference";
import { SCOPES } from "#server/modules/scope/scopes";
import { silentLogger } from "#server/logger";
import { createReferenceData, type ReferenceData } from "#server/modules/reference/reference-data";
import { scoreRank } from "#server/modules/score-rank/score-rank.service";
import { seededDatabase } from "#tests/helpers/reference";
import { parseCsv } from "./csv";
import { importFile } from "./import-file";
import { loadSeedIfEmpty, SEED_DIR } from "./seed";

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
  it("holds the known rank checkpoints", async () => {
    expect((await scoreRank(reference, "zj", { year: 2025, score: 490 })).rank).toBe(184_372);
    expect((await scoreRank(reference, "zj", { year: 2024, score: 492 })).rank).toBe(178_059);
    expect((await scoreRank(reference, "gd", { year: 2025, score: 436, track: "physics" })).rank).toBe(276_586);
    expect((await scoreRank(reference, "sd", { year: 2025, score: 441 })).rank).toBe(333_469);
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
    expect(n("zj", 2025, "combined", "interpolated")).toBe(5);
    expect(n("hb", 2025, "physics", "interpolated")).toBe(62);
    expect(n("zj", 2024, "combined", "derived")).toBeGreaterThan(300);
    expect(n("gd", 2025, "history", "official")).toBe(0);
    expect(n("gd", 2025, "history", "estimated")).toBe(42);
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
    expect(n985).toBe(39);
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
    expect(zju).toBe(658);
    expect(nbu).toBeLessThan(zju!);
    expect(voc).toBeLessThan(nbu!);
  });

  it("accounts for all 23,523 zj 2025 per-major rows: imported, or rejected with a reason (the two known source errors)", async () => {
    const imported = await rows<{ n: number }>(sql`select count(distinct source_line)::int as n from ref_major_lines where scope = 'zj' and year = 2025`);
    const rejects = parseCsv(readFileSync(join(SEED_DIR, "rejects.csv"), "utf8")).records.filter((r) => r.values.file === "zj/zj_major_lines_2025.csv");
    expect(imported[0]!.n + rejects.length).toBe(23_523);
    expect(rejects).toHaveLength(2);
    expect(rejects.map((r) => r.values.reason).join("\n")).toMatch(/四川国际标榜职业学院.*体育教育.*526.*462[\s\S]*贵州城市职业学院.*社会体育.*526.*462/);
    const unparsed = await database.db
      .select({ n: count() })
      .from(refMajorLines)
      .where(and(eq(refMajorLines.scope, "zj"), eq(refMajorLines.year, 2025), eq(refMajorLines.subjectMode, "unknown")));
    expect(unparsed[0]!.n).toBe(0);
  });

  it("flags the six rank-inconsistent zj 2023 rows and derives missing ranks, marked", async () => {
    const flagged = await rows<{ school_name: string }>(sql`select school_name from ref_major_lines where scope = 'zj' and year = 2023 and 'rank-inconsistent' = any(flags)`);
    expect(flagged).toHaveLength(6);
    const derived = await rows<{ n: number }>(sql`select count(*)::int as n from ref_major_lines where scope = 'zj' and year = 2025 and rank_kind <> 'official'`);
    expect(derived[0]!.n).toBeGreaterThan(1800);
    const schoolDerived = await database.db.select({ n: count() }).from(refSchoolLines).where(eq(refSchoolLines.rankKind, "official"));
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
});
