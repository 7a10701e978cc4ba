import { z } from "zod";
import type { refMajorLines, SubjectMode } from "#server/db/schema/reference";
import { parseCsv } from "../csv";
import { contradictions, FLAG_CONTRADICTIONS, lookedUpRankKind, REJECT_CONTRADICTIONS, scoreAtRank, type LinePair, type RankRow } from "../rank-table";
import { parseRequirementText, SUBJECTS, type Subject } from "../subjects";
import type { MajorMatcher } from "./catalogue";
import { findRenamed, firstChoiceOf, optInt, optNum, optText, plainSchoolRows, validateRow, type Reject } from "./common";
import type { RankLookup } from "./school-lines";
import type { UniversityIndex, UniversityRow } from "./universities";

export type MajorLineRow = Omit<typeof refMajorLines.$inferInsert, "id">;

const ZjSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  college_code: z.string().regex(/^\d{4}$/, "college_code must be 4 digits"),
  college_name: z.string().min(2),
  college_province: z.string(),
  college_city: z.string(),
  major_name: z.string().min(1),
  subject_requirement: z.string(),
  subject_mode: z.enum(["none", "all_of", "any_of"]),
  subject_subjects: z.string(),
  plan_count: optInt,
  duration: optInt,
  avg_score: optNum,
  seg1_min_score: optInt,
  seg1_min_rank: optInt,
  seg2_min_score: optInt,
  seg2_min_rank: optInt,
  data_quality: z.enum(["OK", "MISSING_RANK", "COLLECTED"]),
  seg1_status: z.string(),
  seg2_status: z.string(),
  source_page: optInt,
});
type ZjParsed = z.infer<typeof ZjSchema> & { line: number; flags: string[] };

/**
 * zj/zj_major_lines_{year}.csv (浙江 平行投档 by 专业+院校). First pass: validate, and reject
 * (score, rank) pairs that contradict thousands of others — source errors such as 526 → 462.
 */
export function parseZjMajorLines(text: string, file: string): { parsed: ZjParsed[]; rejects: Reject[]; pairs: LinePair[]; flagged: number; total: number } {
  const rejects: Reject[] = [];
  const valid: ZjParsed[] = [];
  const records = parseCsv(text).records;
  for (const rec of records) {
    const r = validateRow(ZjSchema, rec, file, rejects);
    if (r) valid.push({ ...r, line: rec.line, flags: [] });
  }
  const pairs: Array<LinePair & { row: number }> = [];
  valid.forEach((r, i) => {
    if (r.seg1_min_score !== null && r.seg1_min_rank !== null) pairs.push({ score: r.seg1_min_score, rank: r.seg1_min_rank, row: i });
    if (r.seg2_min_score !== null && r.seg2_min_rank !== null) pairs.push({ score: r.seg2_min_score, rank: r.seg2_min_rank, row: i });
  });
  const counts = contradictions(pairs);
  const rejected = new Map<number, string>();
  let flagged = 0;
  pairs.forEach((p, i) => {
    const c = counts[i]!;
    const row = valid[p.row]!;
    if (c > REJECT_CONTRADICTIONS) rejected.set(p.row, `source error: score ${p.score} with rank ${p.rank} contradicts ${c} other lines of the file`);
    else if (c > FLAG_CONTRADICTIONS && !row.flags.includes("rank-inconsistent")) {
      row.flags.push("rank-inconsistent");
      flagged++;
    }
  });
  const parsed: ZjParsed[] = [];
  valid.forEach((r, i) => {
    const reason = rejected.get(i);
    if (reason) rejects.push({ file, line: r.line, reason: `${r.college_name} ${r.major_name}: ${reason}` });
    else parsed.push(r);
  });
  return {
    parsed,
    rejects,
    pairs: pairs.filter((p) => !rejected.has(p.row) && !valid[p.row]!.flags.includes("rank-inconsistent")).map(({ score, rank }) => ({ score, rank })),
    flagged,
    total: records.length,
  };
}

function requirementOf(mode: SubjectMode, listed: string, printed: string): { mode: SubjectMode; subjects: Subject[] } {
  const subjects = listed
    .split(/[,，]/)
    .map((s) => (s.trim() === "思想政治" ? "政治" : s.trim()))
    .filter((s): s is Subject => (SUBJECTS as readonly string[]).includes(s));
  if (mode === "none" || subjects.length > 0) return { mode, subjects };
  return parseRequirementText(printed);
}

/** zj 一段线 by year (浙江省教育考试院): the score that separates a 一段 admission from a 二段 one. */
export const ZJ_SEG1_LINE: Record<number, number> = { 2021: 495, 2022: 497, 2023: 488, 2024: 492, 2025: 490 };

/**
 * The 段 a zj line belongs to. The compilation prints many 二段 admissions in its seg1 columns,
 * so the column says nothing: a line is 一段 exactly when its score reaches that year's 一段线.
 * Without a score (or a known 一段线) the column is all there is.
 */
export function zjSegmentOf(year: number, minScore: number | null, column: "一段" | "二段"): "一段" | "二段" {
  const line = ZJ_SEG1_LINE[year];
  if (minScore === null || line === undefined) return column;
  return minScore >= line ? "一段" : "二段";
}

/** Second pass, once the rank tables exist: one row per 段 with a line, ranks derived where missing. */
export function zjMajorLineRows(
  parsed: ZjParsed[],
  ctx: { sourceId: number; byCollegeCode: Map<string, UniversityRow> },
  unis: UniversityIndex,
  majors: MajorMatcher,
  rankOf: RankLookup,
) {
  const rows: MajorLineRow[] = [];
  const stats = { rows: 0, matched: 0, rankDerived: 0, stubUniversities: 0, subjectsParsed: 0, reclassified: 0 };
  for (const r of parsed) {
    // zj institution codes are stable across years: a renamed school (浙江科技学院 → 浙江科技大学) keeps its code.
    let u = unis.find(r.college_name);
    if (!u) {
      u = ctx.byCollegeCode.get(r.college_code);
      if (u) unis.addAlias(u, r.college_name.replace(/\((民办学校|独立学院)\)/g, ""));
    }
    if (!u) {
      u = unis.addStub(r.college_name, { province: r.college_province || null, city: r.college_city || null, level: r.duration === 3 ? "专科" : "本科" }, ctx.sourceId);
      stats.stubUniversities++;
    }
    if (!ctx.byCollegeCode.has(r.college_code)) ctx.byCollegeCode.set(r.college_code, u);
    const m = majors.match(r.major_name, u.level);
    if (m.match !== "none") stats.matched++;
    const req = requirementOf(r.subject_mode, r.subject_subjects, r.subject_requirement);
    if (req.mode !== "unknown") stats.subjectsParsed++;
    const segs: Array<["一段" | "二段", number | null, number | null, string]> = [["一段", r.seg1_min_score, r.seg1_min_rank, r.seg1_status]];
    if (r.seg2_min_score !== null) segs.push(["二段", r.seg2_min_score, r.seg2_min_rank, r.seg2_status]);
    for (const [column, minScore, minRank, status] of segs) {
      const batch = zjSegmentOf(r.year, minScore, column);
      if (batch !== column) stats.reclassified++;
      const derived = minRank === null && minScore !== null ? rankOf("zj", r.year, "combined", minScore) : null;
      if (derived) stats.rankDerived++;
      const flags = [...r.flags];
      if (r.data_quality === "COLLECTED") flags.push("collected");
      if (status && status !== "OK") flags.push(status.toLowerCase().replace(/_/g, "-"));
      rows.push({
        scope: "zj",
        year: r.year,
        track: "combined",
        batch,
        universityId: u.id,
        collegeCode: r.college_code,
        schoolName: r.college_name,
        majorName: r.major_name,
        majorCode: m.code,
        majorMatch: m.match,
        planCount: r.plan_count,
        durationYears: r.duration,
        avgScore: r.avg_score,
        minScore,
        minRank: minRank ?? derived?.rank ?? null,
        rankKind: minRank !== null ? "official" : derived ? lookedUpRankKind(derived) : null,
        subjectMode: req.mode,
        subjects: req.subjects,
        subjectRaw: r.subject_requirement || null,
        flags,
        sourceId: ctx.sourceId,
        sourceLine: r.line,
      });
    }
  }
  stats.rows = rows.length;
  return { rows, stats };
}

const PlainSchema = z.object({
  school: z.string().min(2),
  major_name: z.string().min(1),
  batch: optText,
  major_code: optText,
  plan_count: optInt,
  min_score: optInt,
  min_rank: optInt,
  avg_score: optNum,
  subject_requirement: z.string().default(""),
});

/** The operator's plain CSV (docs/data-format.md) for one scope, year and track. */
export function importMajorLinesPlain(text: string, file: string, ctx: { scope: string; year: number; track: string; sourceId: number }, unis: UniversityIndex, majors: MajorMatcher, rankOf: RankLookup) {
  const rejects: Reject[] = [];
  const rows: MajorLineRow[] = [];
  const first = firstChoiceOf(ctx.track);
  for (const { record: rec, row: r, university: u } of plainSchoolRows(parseCsv(text).records, PlainSchema, file, rejects, unis)) {
    const m = r.major_code ? { code: r.major_code, match: "exact" as const } : majors.match(r.major_name, u.level);
    const derived = r.min_rank === null && r.min_score !== null ? rankOf(ctx.scope, ctx.year, ctx.track, r.min_score) : null;
    const req = parseRequirementText(r.subject_requirement, first);
    rows.push({
      scope: ctx.scope,
      year: ctx.year,
      track: ctx.track,
      batch: r.batch ?? "本科批",
      universityId: u.id,
      collegeCode: null,
      schoolName: u.name,
      majorName: r.major_name,
      majorCode: m.code,
      majorMatch: m.match,
      planCount: r.plan_count,
      durationYears: null,
      avgScore: r.avg_score,
      minScore: r.min_score,
      minRank: r.min_rank ?? derived?.rank ?? null,
      rankKind: r.min_rank !== null ? "official" : derived ? lookedUpRankKind(derived) : null,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: r.subject_requirement || null,
      flags: [],
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects };
}

const SdRound1Schema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  batch: z.string().min(1),
  school_name: z.string().min(2),
  major_name: z.string().min(1),
  plan_count: optInt,
  min_rank: z.coerce.number({ message: "min_rank is not a number" }).int().positive(),
});

/**
 * sd/sd_2024_major_lines_round1.csv: 山东 常规批 first round per 专业+院校, ranks only. The score is
 * derived from the year's table (the lowest score whose cumulative count reaches the rank) and
 * flagged score-derived (score-above-table when the rank lies in the table's aggregated top row).
 */
export function importSdRound1Lines(text: string, file: string, sourceId: number, unis: UniversityIndex, majors: MajorMatcher, rankTable: RankRow[]) {
  const rejects: Reject[] = [];
  const rows: MajorLineRow[] = [];
  let matched = 0;
  for (const rec of parseCsv(text).records) {
    const r = validateRow(SdRound1Schema, rec, file, rejects);
    if (!r) continue;
    const u = unis.find(r.school_name) ?? findRenamed(unis, r.school_name);
    if (!u) {
      rejects.push({ file, line: rec.line, reason: `unknown school ${r.school_name}` });
      continue;
    }
    const m = majors.match(r.major_name, u.level);
    if (m.match !== "none") matched++;
    const score = scoreAtRank(rankTable, r.min_rank);
    rows.push({
      scope: "sd",
      year: r.year,
      track: "combined",
      batch: r.batch,
      universityId: u.id,
      collegeCode: null,
      schoolName: r.school_name,
      majorName: r.major_name,
      majorCode: m.code,
      majorMatch: m.match,
      planCount: r.plan_count,
      durationYears: null,
      avgScore: null,
      minScore: score?.score ?? null,
      minRank: r.min_rank,
      rankKind: "official",
      // The file prints no requirement.
      subjectMode: "unknown",
      subjects: [],
      subjectRaw: null,
      flags: score ? ["score-derived", ...(score.bounded ? ["score-above-table"] : [])] : [],
      sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects, stats: { rows: rows.length, matched, scoreDerived: rows.filter((r) => r.minScore !== null).length } };
}
