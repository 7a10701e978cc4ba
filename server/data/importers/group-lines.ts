import { z } from "zod";
import type { refGroupLines } from "#server/db/schema/reference";
import { parseCsv } from "../csv";
import { lookedUpRankKind } from "../rank-table";
import { parseRequirementText } from "../subjects";
import { findRenamed, firstChoiceOf, optInt, optText, plainSchoolRows, validateRow, type Reject } from "./common";
import type { RankLookup } from "./school-lines";
import type { UniversityIndex, UniversityRow } from "./universities";

export type GroupLineRow = Omit<typeof refGroupLines.$inferInsert, "id">;

/** A line's rank: the source's own, else looked up from the year's table (marked), else none. */
function rankFor(minRank: number | null, minScore: number | null, lookup: () => ReturnType<RankLookup>) {
  if (minRank !== null) return { minRank, rankKind: "official" as const };
  const hit = minScore !== null ? lookup() : null;
  return hit ? { minRank: hit.rank, rankKind: lookedUpRankKind(hit) } : { minRank: null, rankKind: null };
}

/**
 * Finds a school by its printed name, else by a national code that only one non-branch institution
 * has, else under its new name (flagged school-renamed).
 */
function resolveSchool(unis: UniversityIndex, name: string, zsCode?: string | null): { u: UniversityRow; flags: string[] } | undefined {
  const byName = unis.find(name);
  if (byName) return { u: byName, flags: [] };
  const hits = zsCode ? unis.rows.filter((u) => u.zsCode === zsCode && !u.isBranch) : [];
  if (hits.length === 1) return { u: hits[0]!, flags: [] };
  const renamed = findRenamed(unis, name);
  return renamed ? { u: renamed, flags: ["school-renamed"] } : undefined;
}

/** Characters of the 湖北省教育考试院 watermark that OCR reads into the text around it. */
const WATERMARK = /^[湖北省教育考试院招生办厅微信公众号]+/;
const HB_REQUIREMENT = /^(不限|[化生政地](或|和)?[化生政地]?)$/;

interface Ctx {
  file: string;
  sourceId: number;
  unis: UniversityIndex;
  rankOf: RankLookup;
}

const GdSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  school_name: z.string().min(2),
  school_code: z.string(),
  track: z.enum(["physics", "history"]),
  batch: z.string().min(1),
  admission_type: z.string(),
  group_code: z.string().min(1, "group_code is empty"),
  subject_requirement: z.string(),
  min_score: optInt,
  min_rank: optInt,
});

/** groups/gd_group_lines_2022_2025.csv: 广东 院校专业组 投档 lines, all batches, ranks mostly official. */
export function importGdGroupLines(text: string, ctx: Ctx) {
  const rejects: Reject[] = [];
  const rows: GroupLineRow[] = [];
  for (const rec of parseCsv(text).records) {
    const r = validateRow(GdSchema, rec, ctx.file, rejects);
    if (!r) continue;
    if (r.min_score === null && r.min_rank === null) {
      rejects.push({ file: ctx.file, line: rec.line, reason: `${r.school_name} ${r.group_code}: neither min_score nor min_rank` });
      continue;
    }
    const hit = resolveSchool(ctx.unis, r.school_name, r.school_code);
    if (!hit) {
      rejects.push({ file: ctx.file, line: rec.line, reason: `unknown school ${r.school_code} ${r.school_name}` });
      continue;
    }
    const u = hit.u;
    const req = parseRequirementText(r.subject_requirement, firstChoiceOf(r.track));
    rows.push({
      scope: "gd",
      year: r.year,
      track: r.track,
      batch: r.batch,
      admissionType: r.admission_type || null,
      universityId: u.id,
      schoolName: r.school_name,
      schoolCode: r.school_code || null,
      groupCode: r.group_code,
      groupName: null,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: r.subject_requirement || null,
      minScore: r.min_score,
      ...rankFor(r.min_rank, r.min_score, () => ctx.rankOf("gd", r.year, r.track, r.min_score!)),
      planCount: null,
      note: null,
      flags: hit.flags,
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects };
}

/** OCR reads digits of a group code as letters (FO0102, CI2704). */
const hbGroupCode = z
  .string()
  .transform((c) => c.slice(0, 1) + c.slice(1).replace(/O/g, "0").replace(/[Il]/g, "1"))
  .pipe(z.string().regex(/^[A-Z]\d{5}$/, "group_code is not a 湖北 group code (A00105)"));

/** The 再选 requirement, with watermark characters in front of it removed and 个限 (OCR) read as 不限. */
const hbRequirement = z
  .string()
  .transform((s) => (HB_REQUIREMENT.test(s.trim()) ? s.trim() : s.trim().replace(WATERMARK, "").replace(/^个限$/, "不限")))
  .pipe(z.string().regex(HB_REQUIREMENT, "subject_requirement is not a requirement (OCR column shift)"));

const HbSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  track: z.enum(["physics", "history"]),
  batch: z.string().min(1),
  group_code: hbGroupCode,
  school_name: z.string().optional(),
  group_name: z.string().optional(),
  subject_requirement: hbRequirement,
  min_score: z.coerce.number().int().min(0).max(750),
  min_rank: optInt,
  note: optText,
});

/** Watermark characters leak into OCR'd group names: 北【北京理工大学第02组, 上海大学第05组人. */
function cleanGroupName(printed: string): { name: string; school: string; cleaned: boolean } {
  const name = printed.replace(/^[^【]*【/, "").replace(/(第[0-9A-Z]{2}组).+$/, "$1");
  return { name, school: name.replace(/第[0-9A-Z]+组.*$/, ""), cleaned: name !== printed };
}

/**
 * groups/hb_*: 湖北 本科普通批 首选物理 group lines. 2023 has ranks; 2024–2025 only scores, whose
 * ranks are looked up in the year's table (marked). Scores below the year's 本科 batch line cannot
 * be 本科普通批 lines (OCR misreads in 2025) and are rejected.
 */
export function importHbGroupLines(text: string, ctx: Ctx & { batchLine?: number }) {
  const rejects: Reject[] = [];
  const rows: GroupLineRow[] = [];
  for (const rec of parseCsv(text).records) {
    const r = validateRow(HbSchema, rec, ctx.file, rejects);
    if (!r) continue;
    const printed = cleanGroupName(r.group_name ?? `${r.school_name ?? ""}`);
    const school = r.school_name ?? printed.school;
    if (ctx.batchLine !== undefined && r.min_score < ctx.batchLine) {
      rejects.push({ file: ctx.file, line: rec.line, reason: `${school} ${r.group_code}: score ${r.min_score} is below the ${r.year} 本科 batch line ${ctx.batchLine} (misread)` });
      continue;
    }
    // Watermark characters can also sit in front of the school's name (省北京航空航天大学, 湖号青岛大学).
    let hit = school ? resolveSchool(ctx.unis, school) : undefined;
    for (let cut = 1; !hit && cut <= 3 && WATERMARK.test(school.slice(cut - 1)); cut++) {
      const found = ctx.unis.find(school.slice(cut));
      if (found) hit = { u: found, flags: ["name-cleaned"] };
    }
    if (!hit) {
      rejects.push({ file: ctx.file, line: rec.line, reason: `unknown school ${school || r.group_name} (${r.group_code})` });
      continue;
    }
    const u = hit.u;
    // The 再选 requirement in one or two characters: 化, 化或生, 化和生, 不限.
    const req = parseRequirementText(r.subject_requirement, firstChoiceOf(r.track));
    rows.push({
      scope: "hb",
      year: r.year,
      track: r.track,
      batch: r.batch,
      admissionType: r.note && /专项|预科|定向/.test(r.note) ? r.note : null,
      universityId: u.id,
      schoolName: school,
      schoolCode: r.group_code.slice(1, 4),
      groupCode: r.group_code,
      groupName: r.group_name ? printed.name : null,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: r.subject_requirement,
      minScore: r.min_score,
      ...rankFor(r.min_rank, r.min_score, () => ctx.rankOf("hb", r.year, r.track, r.min_score)),
      planCount: null,
      note: r.note,
      flags: [...new Set([...(printed.cleaned ? ["name-cleaned"] : []), ...hit.flags])],
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects };
}

const JxSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  track: z.string().min(1),
  batch: z.string().min(1),
  school_code: z.string(),
  school_name: z.string().min(2),
  group_code: z.string().min(1),
  group_name: z.string(),
  min_score: optInt,
  min_rank: optInt,
  note: optText,
});

/** groups/jx_2024_group_lines.csv: 江西 本科 group lines with ranks (physics, history; 三校生 kept as its own track). */
export function importJxGroupLines(text: string, ctx: Ctx) {
  const rejects: Reject[] = [];
  const rows: GroupLineRow[] = [];
  for (const rec of parseCsv(text).records) {
    const r = validateRow(JxSchema, rec, ctx.file, rejects);
    if (!r) continue;
    if (r.track !== "physics" && r.track !== "history") {
      rejects.push({ file: ctx.file, line: rec.line, reason: `${r.school_name} ${r.group_code}: track ${r.track} is a separate exam (三校生), not a 3+1+2 track` });
      continue;
    }
    const track = r.track;
    const hit = resolveSchool(ctx.unis, r.school_name);
    if (!hit) {
      rejects.push({ file: ctx.file, line: rec.line, reason: `unknown school ${r.school_code} ${r.school_name}` });
      continue;
    }
    const u = hit.u;
    rows.push({
      scope: "jx",
      year: r.year,
      track,
      batch: r.batch,
      // 第161组(国家专项) → 国家专项
      admissionType: /\(([^)]+)\)$/.exec(r.group_name)?.[1] ?? null,
      universityId: u.id,
      schoolName: r.school_name,
      schoolCode: r.school_code || null,
      groupCode: r.group_code,
      groupName: r.group_name || null,
      // The file prints no requirement: unknown, not "none".
      subjectMode: "unknown",
      subjects: [],
      subjectRaw: null,
      minScore: r.min_score,
      ...rankFor(r.min_rank, r.min_score, () => ctx.rankOf("jx", r.year, track, r.min_score!)),
      planCount: null,
      note: r.note,
      flags: hit.flags,
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects };
}

const PlainSchema = z.object({
  school: z.string().min(2),
  batch: optText,
  school_code: optText,
  group_code: optText,
  group_name: optText,
  admission_type: optText,
  subject_requirement: z.string().default(""),
  min_score: optInt,
  min_rank: optInt,
  plan_count: optInt,
  note: optText,
});

/** The operator's plain CSV (docs/data-format.md, kind group-line) for one scope, year and track. */
export function importGroupLinesPlain(text: string, file: string, ctx: { scope: string; year: number; track: string; sourceId: number }, unis: UniversityIndex, rankOf: RankLookup) {
  const rejects: Reject[] = [];
  const rows: GroupLineRow[] = [];
  const first = firstChoiceOf(ctx.track);
  for (const { record: rec, row: r, university: u } of plainSchoolRows(parseCsv(text).records, PlainSchema, file, rejects, unis)) {
    if (r.min_score === null && r.min_rank === null) {
      rejects.push({ file, line: rec.line, reason: "neither min_score nor min_rank" });
      continue;
    }
    const req = parseRequirementText(r.subject_requirement, first);
    rows.push({
      scope: ctx.scope,
      year: ctx.year,
      track: ctx.track,
      batch: r.batch ?? "本科批",
      admissionType: r.admission_type,
      universityId: u.id,
      schoolName: u.name,
      schoolCode: r.school_code,
      groupCode: r.group_code,
      groupName: r.group_name,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: r.subject_requirement || null,
      minScore: r.min_score,
      ...rankFor(r.min_rank, r.min_score, () => rankOf(ctx.scope, ctx.year, ctx.track, r.min_score!)),
      planCount: r.plan_count,
      note: r.note,
      flags: r.group_code ? [] : ["school-level"],
      sourceId: ctx.sourceId,
      sourceLine: rec.line,
    });
  }
  return { rows, rejects };
}
