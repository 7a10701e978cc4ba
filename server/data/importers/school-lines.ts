import { z } from "zod";
import type { FigureKind, refSchoolLines } from "#server/db/schema/reference";
import { SCOPES } from "#server/modules/scope/scopes";
import { parseCsv } from "../csv";
import { lookedUpRankKind } from "../rank-table";
import { findRenamed, optInt, optText, plainSchoolRows, validateRow, type Reject } from "./common";
import type { UniversityIndex } from "./universities";

export type SchoolLineRow = Omit<typeof refSchoolLines.$inferInsert, "id">;
export type RankLookup = (scope: string, year: number, track: string, score: number) => { rank: number; kind: FigureKind; bounded: boolean } | null;

export const TRACKS = ["combined", "physics", "history", "science", "liberal"] as const;

const SourceSchema = z.object({
  scope: z.enum(SCOPES),
  year: z.coerce.number().int().min(2000).max(2100),
  track: z.enum(TRACKS),
  school_id: z.coerce.number().int().positive(),
  school_name: z.string().min(2),
  min_score: z.coerce.number().int().min(0).max(900),
});

/** school_lines/school_min_scores_*.csv: one folded line per school, scope, year and track; ranks derived. */
export function importSchoolLinesSource(text: string, file: string, sourceId: number, unis: UniversityIndex, rankOf: RankLookup): { rows: SchoolLineRow[]; rejects: Reject[]; stats: Record<string, number> } {
  const rejects: Reject[] = [];
  const rows: SchoolLineRow[] = [];
  const seen = new Set<string>();
  let derived = 0;
  for (const rec of parseCsv(text).records) {
    const r = validateRow(SourceSchema, rec, file, rejects);
    if (!r) continue;
    const u = unis.get(r.school_id) ?? unis.find(r.school_name);
    if (!u) {
      rejects.push({ file, line: rec.line, reason: `unknown school ${r.school_id} ${r.school_name}` });
      continue;
    }
    const key = `${r.scope}|${r.year}|${r.track}|${u.id}`;
    if (seen.has(key)) {
      rejects.push({ file, line: rec.line, reason: `duplicate line for ${r.school_name} ${r.scope} ${r.year} ${r.track}` });
      continue;
    }
    seen.add(key);
    const rank = rankOf(r.scope, r.year, r.track, r.min_score);
    if (rank) derived++;
    rows.push({
      scope: r.scope,
      year: r.year,
      track: r.track,
      batch: "all",
      universityId: u.id,
      schoolName: r.school_name,
      minScore: r.min_score,
      minRank: rank?.rank ?? null,
      rankKind: rank ? lookedUpRankKind(rank) : null,
      sourceId,
    });
  }
  return { rows, rejects, stats: { rows: rows.length, rankDerived: derived } };
}

const PlainSchema = z.object({
  school: z.string().min(2),
  batch: optText,
  min_score: optInt,
  min_rank: optInt,
});

/** The operator's plain CSV (docs/data-format.md): school,batch,min_score,min_rank for one scope, year and track. */
export function importSchoolLinesPlain(text: string, file: string, ctx: { scope: string; year: number; track: string; sourceId: number }, unis: UniversityIndex, rankOf: RankLookup) {
  const rejects: Reject[] = [];
  const rows: SchoolLineRow[] = [];
  for (const { record: rec, row: r, university: u } of plainSchoolRows(parseCsv(text).records, PlainSchema, file, rejects, unis)) {
    if (r.min_score === null && r.min_rank === null) {
      rejects.push({ file, line: rec.line, reason: "neither min_score nor min_rank" });
      continue;
    }
    const derived = r.min_rank === null && r.min_score !== null ? rankOf(ctx.scope, ctx.year, ctx.track, r.min_score) : null;
    rows.push({
      scope: ctx.scope,
      year: ctx.year,
      track: ctx.track,
      batch: r.batch ?? "all",
      universityId: u.id,
      schoolName: u.name,
      minScore: r.min_score,
      minRank: r.min_rank ?? derived?.rank ?? null,
      rankKind: r.min_rank !== null ? "official" : derived ? lookedUpRankKind(derived) : null,
      sourceId: ctx.sourceId,
    });
  }
  return { rows, rejects };
}

const JxWenliSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  track: z.string(),
  batch: z.string().min(1),
  school_code: z.string(),
  school_name: z.string().min(2),
  min_score: optInt,
  min_rank: optInt,
});

/** groups/jx_2023_school_lines_wenli.csv: 江西 2023 (old 文理) 一本 / 二本 school lines with official ranks. */
export function importJxWenliSchoolLines(text: string, file: string, sourceId: number, unis: UniversityIndex): { rows: SchoolLineRow[]; rejects: Reject[] } {
  const rejects: Reject[] = [];
  const rows: SchoolLineRow[] = [];
  for (const rec of parseCsv(text).records) {
    const r = validateRow(JxWenliSchema, rec, file, rejects);
    if (!r) continue;
    if (r.track !== "science" && r.track !== "liberal") {
      rejects.push({ file, line: rec.line, reason: `${r.school_name}: track ${r.track} is a separate exam (三校生), not 文科 / 理科` });
      continue;
    }
    const u = unis.find(r.school_name) ?? findRenamed(unis, r.school_name);
    if (!u) {
      rejects.push({ file, line: rec.line, reason: `unknown school ${r.school_code} ${r.school_name}` });
      continue;
    }
    if (r.min_score === null && r.min_rank === null) {
      rejects.push({ file, line: rec.line, reason: `${r.school_name}: neither min_score nor min_rank` });
      continue;
    }
    rows.push({
      scope: "jx",
      year: r.year,
      track: r.track,
      batch: r.batch,
      universityId: u.id,
      schoolName: r.school_name,
      minScore: r.min_score,
      minRank: r.min_rank,
      rankKind: r.min_rank === null ? null : "official",
      sourceId,
    });
  }
  return { rows, rejects };
}
