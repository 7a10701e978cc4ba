import { z } from "zod";
import type { refEnrollmentPlans } from "#server/db/schema/reference";
import { SCOPES } from "#server/modules/scope/scopes";
import { parseCsv } from "../csv";
import { parsePlanRequirement, parseRequirementText } from "../subjects";
import { firstChoiceOf, optInt, optText, plainSchoolRows, validateRow, type Reject } from "./common";
import { TRACKS } from "./school-lines";
import type { UniversityIndex } from "./universities";

export type PlanRow = Omit<typeof refEnrollmentPlans.$inferInsert, "id">;

const SourceSchema = z.object({
  scope: z.enum(SCOPES),
  year: z.coerce.number().int().min(2000).max(2100),
  school_id: z.coerce.number().int().positive(),
  school_name: z.string().min(2),
  batch: z.string(),
  admission_type: z.string(),
  group_code: z.string(),
  track: z.enum(TRACKS, { message: "track missing or unknown" }),
  subject_requirement_raw: z.string(),
  major_code: z.string(),
  major_name: z.string().min(1, "major_name is empty (a school-level summary row without a major)"),
  plan_count: optInt,
  tuition: optInt,
  duration_years: optInt,
  note: z.string(),
  group_min_score: optInt,
  group_min_rank: optInt,
  major_min_score: optInt,
  major_min_rank: optInt,
});

// PDF page headers that leaked into some notes ("院校专业组、专业名称及备注及专业代号").
const STRAY_HEADER = /院校(再选)?专业组(院校专业组)?、专业名称及备注.{0,4}?及专业代号/g;

/** plans/major_plans_{year}.csv: per-major plans with group and major lines where the source had them. */
export function importPlansSource(text: string, file: string, sourceId: number, unis: UniversityIndex) {
  const rejects: Reject[] = [];
  const rows: PlanRow[] = [];
  const stats = { rows: 0, subjectsKnown: 0, notesCleaned: 0 };
  for (const rec of parseCsv(text).records) {
    const r = validateRow(SourceSchema, rec, file, rejects);
    if (!r) continue;
    const u = unis.get(r.school_id) ?? unis.find(r.school_name);
    if (!u) {
      rejects.push({ file, line: rec.line, reason: `unknown school ${r.school_id} ${r.school_name}` });
      continue;
    }
    const req = parsePlanRequirement(r.subject_requirement_raw, r.track);
    if (req.mode !== "unknown") stats.subjectsKnown++;
    const note = r.note.replace(STRAY_HEADER, "");
    if (note !== r.note) stats.notesCleaned++;
    rows.push({
      scope: r.scope,
      year: r.year,
      track: r.track,
      batch: r.batch || "未注明",
      admissionType: r.admission_type || null,
      groupCode: r.group_code || null,
      universityId: u.id,
      schoolName: r.school_name,
      majorCode: r.major_code || null,
      majorName: r.major_name,
      planCount: r.plan_count,
      tuition: r.tuition,
      durationYears: r.duration_years,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: r.subject_requirement_raw || null,
      note: note.trim() || null,
      // For zj the source's "group" minimum is the school's overall line, not a group's: keep it off the group columns.
      groupMinScore: r.scope === "zj" ? null : r.group_min_score,
      groupMinRank: r.scope === "zj" ? null : r.group_min_rank,
      majorMinScore: r.major_min_score,
      majorMinRank: r.major_min_rank,
      sourceId,
      sourceLine: rec.line,
    });
  }
  stats.rows = rows.length;
  return { rows, rejects, stats };
}

const PlainSchema = z.object({
  school: z.string().min(2),
  major_name: z.string().min(1),
  major_code: optText,
  batch: optText,
  group_code: optText,
  plan_count: optInt,
  tuition: optInt,
  duration_years: optInt,
  subject_requirement: z.string().default(""),
  note: optText,
});

/** The operator's plain CSV (docs/data-format.md) for one scope, year and track. */
export function importPlansPlain(text: string, file: string, ctx: { scope: string; year: number; track: string; sourceId: number }, unis: UniversityIndex) {
  const rejects: Reject[] = [];
  const rows: PlanRow[] = [];
  const first = firstChoiceOf(ctx.track);
  for (const { record: rec, row: r, university: u } of plainSchoolRows(parseCsv(text).records, PlainSchema, file, rejects, unis)) {
    const req = parseRequirementText(r.subject_requirement, first);
    rows.push({
      scope: ctx.scope,
      year: ctx.year,
      track: ctx.track,
      batch: r.batch ?? "本科批",
      admissionType: null,
      groupCode: r.group_code,
      universityId: u.id,
      schoolName: u.name,
      majorCode: r.major_code,
      majorName: r.major_name,
      planCount: r.plan_count,
      tuition: r.tuition,
      durationYears: r.duration_years,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: r.subject_requirement || null,
      note: r.note,
      groupMinScore: null,
      groupMinRank: null,
      majorMinScore: null,
      majorMinRank: null,
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects };
}
