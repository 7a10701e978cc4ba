import { z } from "zod";
import type { refEnrollmentPlans } from "#server/db/schema/reference";
import { SCOPES } from "#server/modules/scope/scopes";
import { parseCsv, type CsvRecord } from "../csv";
import { parsePlanRequirement, parseRequirementText } from "../subjects";
import { firstChoiceOf, optInt, optText, plainSchoolRows, validateRow, type Reject } from "./common";
import { lookedUpRankKind } from "../rank-table";
import { unitIdOf } from "../unit-id";
import type { GroupLineRow } from "./group-lines";
import { TRACKS, type RankLookup } from "./school-lines";
import type { MajorMatcher } from "./catalogue";
import type { UniversityIndex, UniversityRow } from "./universities";

export type PlanRow = Omit<typeof refEnrollmentPlans.$inferInsert, "id">;

const SourceSchema = z.object({
  scope: z.enum(SCOPES),
  year: z.coerce.number().int().min(2000).max(2100),
  school_id: z.coerce.number().int().positive(),
  school_name: z.string().min(2),
  batch: z.string(),
  admission_type: z.string(),
  group_code: z.string(),
  track: z.union([z.enum(TRACKS), z.literal("")]),
  subject_requirement_raw: z.string(),
  major_code: z.string(),
  major_name: z.string(),
  plan_count: optInt,
  tuition: optInt,
  duration_years: optInt,
  note: z.string(),
  group_min_score: optInt,
  group_min_rank: optInt,
  major_min_score: optInt,
  major_min_rank: optInt,
});

/**
 * A plan row's unit: its 院校专业组 in a scope with groups; in zj/sd its 专业, by the zj 专业代号 when
 * the row has one (a catalogue code is not a unit code: two units can share it), else by name.
 */
export function planUnitId(scope: string, year: number, universityId: number, p: { groupCode: string | null; unitCode?: string | null; batch: string; majorName: string }): string {
  const grouped = scope !== "zj" && scope !== "sd";
  if (grouped && p.groupCode) return unitIdOf({ scope, year, universityId, code: `group:${p.groupCode}`, name: p.majorName });
  if (!grouped && p.unitCode) return unitIdOf({ scope, year, universityId, code: `major:${p.unitCode}`, name: p.majorName });
  return unitIdOf({ scope, year, universityId, batch: p.batch, name: p.majorName });
}

// PDF page headers that leaked into some notes ("院校专业组、专业名称及备注及专业代号").
const STRAY_HEADER = /院校(再选)?专业组(院校专业组)?、专业名称及备注.{0,4}?及专业代号/g;

/**
 * The track a row without one names in its group label: hb prints 历史类 groups as （L不限）/（L政）
 * and 物理类 ones as （W化）.
 */
function trackFromGroupLabel(raw: string): "physics" | "history" | null {
  const label = /sg_name=([^;]*)/.exec(raw)?.[1] ?? "";
  if (/^[（(]L/.test(label) || /^[（(]历史/.test(label)) return "history";
  if (/^[（(]W/.test(label) || /^[（(]物/.test(label)) return "physics";
  return null;
}

/** Label and description of a summary row: "name_in_plan: 对外经济贸易大学(法学类)", "majors_summary: …". */
function summaryNote(note: string): { label: string | null; rest: string | null } {
  const label = /name_in_plan:\s*([^|]+)/.exec(note)?.[1]?.trim() ?? null;
  const rest = note
    .split("|")
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith("name_in_plan:"))
    .map((s) => s.replace(/^(note|majors_summary|majors_representative):\s*/, ""))
    .join("；");
  return { label, rest: rest || null };
}

/**
 * plans/major_plans_{year}.csv: per-major plans with group and major lines where the source had them.
 * Rows without a major are the source's summary of a group (gd, hb) or, in sd which has no groups,
 * of the school: those with a minimum are kept as group lines (school-level in sd), not plans.
 */
export function importPlansSource(text: string, file: string, sourceId: number, unis: UniversityIndex, rankOf: RankLookup) {
  const rejects: Reject[] = [];
  const rows: PlanRow[] = [];
  const groupLines: GroupLineRow[] = [];
  const stats = { rows: 0, subjectsKnown: 0, notesCleaned: 0, trackFromGroupLabel: 0, summaryGroupLines: 0, summarySchoolLines: 0 };
  for (const rec of parseCsv(text).records) {
    const r = validateRow(SourceSchema, rec, file, rejects);
    if (!r) continue;
    const track = r.track || trackFromGroupLabel(r.subject_requirement_raw);
    if (!track) {
      rejects.push({ file, line: rec.line, reason: "track: track missing or unknown" });
      continue;
    }
    if (!r.track) stats.trackFromGroupLabel++;
    const u = unis.get(r.school_id) ?? unis.find(r.school_name);
    if (!u) {
      rejects.push({ file, line: rec.line, reason: `unknown school ${r.school_id} ${r.school_name}` });
      continue;
    }
    const req = parsePlanRequirement(r.subject_requirement_raw, track);
    if (!r.major_name.trim()) {
      const minScore = r.group_min_score ?? r.major_min_score;
      const minRank = r.group_min_rank ?? r.major_min_rank;
      if (r.scope === "zj") {
        rejects.push({ file, line: rec.line, reason: "summary row without a major: for zj its minimum is the school's overall line, which the school lines hold" });
        continue;
      }
      if (minScore === null && minRank === null) {
        rejects.push({ file, line: rec.line, reason: "summary row without a major and without a minimum" });
        continue;
      }
      const schoolLevel = r.scope === "sd" || !r.group_code;
      const derived = minRank === null && minScore !== null ? rankOf(r.scope, r.year, track, minScore) : null;
      const { label, rest } = summaryNote(r.note.replace(STRAY_HEADER, ""));
      groupLines.push({
        scope: r.scope,
        year: r.year,
        track,
        batch: r.batch || "未注明",
        admissionType: r.admission_type || null,
        universityId: u.id,
        schoolName: r.school_name,
        schoolCode: null,
        groupCode: r.scope === "sd" ? null : r.group_code || null,
        groupName: label,
        subjectMode: req.mode,
        subjects: req.subjects,
        subjectRaw: null,
        minScore,
        minRank: minRank ?? derived?.rank ?? null,
        rankKind: minRank !== null ? "official" : derived ? lookedUpRankKind(derived) : null,
        planCount: r.plan_count,
        note: rest,
        flags: ["plan-summary", ...(schoolLevel ? ["school-level"] : [])],
        sourceId,
        sourceLine: rec.line,
      });
      if (schoolLevel) stats.summarySchoolLines++;
      else stats.summaryGroupLines++;
      continue;
    }
    if (req.mode !== "unknown") stats.subjectsKnown++;
    const note = r.note.replace(STRAY_HEADER, "");
    if (note !== r.note) stats.notesCleaned++;
    const batch = r.batch || "未注明";
    rows.push({
      scope: r.scope,
      year: r.year,
      track,
      batch,
      admissionType: r.admission_type || null,
      groupCode: r.group_code || null,
      universityId: u.id,
      schoolName: r.school_name,
      majorCode: r.major_code || null,
      unitCode: null,
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
      unitId: planUnitId(r.scope, r.year, u.id, { groupCode: r.group_code || null, batch, majorName: r.major_name }),
      sourceId,
      sourceLine: rec.line,
    });
  }
  stats.rows = rows.length;
  return { rows, groupLines, rejects, stats };
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

/** The official zj plan shape: year,college_code,college_name,major_code,major_name,plan_count[,subject_requirement]. */
const ZjOfficialSchema = z.object({
  year: z.coerce.number({ message: "year is not a number" }).int().min(2000).max(2100),
  college_code: z.string().regex(/^\d{4}$/, "college_code must be the 4-digit zj institution code"),
  college_name: z.string().default(""),
  major_code: z.string().regex(/^[0-9A-Z]{1,6}$/, "major_code must be the zj 专业代号"),
  major_name: z.string().min(1, "major_name is empty"),
  plan_count: optInt,
  subject_requirement: z.string().default(""),
  tuition: optInt,
  duration_years: optInt,
  note: optText,
});

export interface PlainPlanContext {
  scope: string;
  year: number;
  track: string;
  sourceId: number;
  /** zj 4-digit institution codes → university (from the per-major lines, newest year first). */
  collegeCodes: Map<string, UniversityRow>;
}

/**
 * The operator's plan CSV (docs/data-format.md) for one scope, year and track, in either shape:
 * the official zj one (college_code = the zj institution code, never a ucode; major_code = the zj
 * 专业代号, kept as the unit's code) or the plain `school,major_name,…` one. `--year` wins over a
 * year column: rows of another year are rejected.
 */
export function importPlansPlain(text: string, file: string, ctx: PlainPlanContext, unis: UniversityIndex, majors: MajorMatcher) {
  const rejects: Reject[] = [];
  const rows: PlanRow[] = [];
  const first = firstChoiceOf(ctx.track);
  const { header, records } = parseCsv(text);
  const push = (rec: CsvRecord, u: UniversityRow, r: { major_name: string; major_code: string | null; unit_code: string | null; batch: string | null; group_code: string | null; plan_count: number | null; tuition: number | null; duration_years: number | null; subject_requirement: string; note: string | null }) => {
    const req = parseRequirementText(r.subject_requirement, first);
    const batch = r.batch ?? (ctx.scope === "zj" ? "普通类一段" : "本科批");
    const majorCode = r.major_code ?? majors.match(r.major_name, u.level).code;
    rows.push({
      scope: ctx.scope,
      year: ctx.year,
      track: ctx.track,
      batch,
      admissionType: null,
      groupCode: r.group_code,
      universityId: u.id,
      schoolName: u.name,
      majorCode,
      unitCode: r.unit_code,
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
      unitId: planUnitId(ctx.scope, ctx.year, u.id, { groupCode: r.group_code, unitCode: r.unit_code, batch, majorName: r.major_name }),
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  };
  if (header.includes("college_code")) {
    for (const rec of records) {
      const r = validateRow(ZjOfficialSchema, rec, file, rejects);
      if (!r) continue;
      if (r.year !== ctx.year) {
        rejects.push({ file, line: rec.line, reason: `year ${r.year} is not the imported year ${ctx.year}` });
        continue;
      }
      const u = ctx.collegeCodes.get(r.college_code) ?? (r.college_name ? unis.find(r.college_name) : undefined);
      if (!u) {
        rejects.push({ file, line: rec.line, reason: `unknown zj institution code ${r.college_code} ${r.college_name}`.trim() });
        continue;
      }
      push(rec, u, { ...r, major_code: null, unit_code: r.major_code, batch: null, group_code: null });
    }
    return { rows, rejects };
  }
  for (const { record: rec, row: r, university: u } of plainSchoolRows(records, PlainSchema, file, rejects, unis)) push(rec, u, { ...r, unit_code: null });
  return { rows, rejects };
}
