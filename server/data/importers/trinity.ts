import { z } from "zod";
import type { trinityFormulaHistory, trinityMajors, trinitySchools, trinityStats } from "#server/db/schema/trinity";
import { parseCsv } from "../csv";
import { parseRequirementText } from "../subjects";
import { normaliseName, optInt, optNum, optText, validateRow, type Reject } from "./common";
import type { MajorMatcher } from "./catalogue";

/*
 * 三位一体 lists (docs/data-format.md, kind `trinity`): three CSV files of one cycle, in one folder —
 * formulas.csv (one row per school), majors.csv (the majors it opens) and admission.csv (statistics by
 * year). Column names are the Chinese headers the schools' lists are compiled under.
 */

export type TrinitySchoolRow = Omit<typeof trinitySchools.$inferInsert, "id">;
export type TrinityMajorRow = Omit<typeof trinityMajors.$inferInsert, "id">;
export type TrinityStatRow = Omit<typeof trinityStats.$inferInsert, "id">;

export const TRINITY_FILES = { formulas: "formulas.csv", majors: "majors.csv", admission: "admission.csv" } as const;

const point = z.coerce.number().min(-1000).max(1000);
const full = z.coerce.number().min(0).max(1000);
const weight = z.coerce.number().min(0).max(1);

const FormulaSchema = z
  .object({
    院校: z.string().min(2, "院校 is empty"),
    学考A: point,
    学考B: point,
    学考C: point,
    学考D: point,
    学考满分: full,
    校测满分: full,
    高考满分: z.coerce.number().min(1).max(1000),
    学考权重: weight,
    校测权重: weight,
    高考权重: weight,
    口径: z.enum(["标准", "特殊"]),
    折算备注: optText,
    来源年份: optInt,
    来源标题: optText,
    来源链接: optText.pipe(z.string().url("来源链接 is not a URL").nullable()),
  })
  .refine((r) => Math.abs(r.学考权重 + r.校测权重 + r.高考权重 - 1) < 0.001, { message: "the three weights do not add up to 1", path: ["学考权重"] })
  .refine((r) => r.口径 === "特殊" || (r.学考A >= r.学考B && r.学考B >= r.学考C && r.学考C >= r.学考D), { message: "学考 points must not rise from A to D", path: ["学考A"] });

const MajorSchema = z.object({
  院校: z.string().min(2, "院校 is empty"),
  专业名: z.string().min(1, "专业名 is empty"),
  类别: optText,
  选科要求: optText,
  计划数: z.coerce.number().int("计划数 is not a whole number").min(0),
});

const count = optInt.pipe(z.number().int().min(0).nullable());
const StatSchema = z.object({
  院校: z.string().min(2, "院校 is empty"),
  年份: z.coerce.number().int().min(2000).max(2100),
  报名人数: count,
  入围人数: count,
  录取人数: count,
  "最低综合分(原始)": optNum,
  "最低综合分(百分制)": optNum.pipe(z.number().min(0).max(100).nullable()),
  学考门槛: optText,
  /** Optional: 是 marks the row an estimate whatever its figures. */
  估计: optText,
});

/**
 * A statistics row whose figures are all round is a compiler's estimate, not a published figure: at least
 * two figures, every count a multiple of 10 (of 100 from 1,000 on), and the lowest composite a whole number
 * on the 100-point scale (浙江工业大学 2025: 11000 / 3000 / 500 / 80). Published rows have odd counts
 * (3992 / 906 / 180) or a decimal composite (76.485).
 */
export function isRoundEstimate(r: { applicants: number | null; shortlisted: number | null; admitted: number | null; lowestRaw: number | null }): boolean {
  const counts = [r.applicants, r.shortlisted, r.admitted].filter((n): n is number => n !== null);
  const figures = counts.length + (r.lowestRaw !== null ? 1 : 0);
  if (figures < 2) return false;
  const roundCounts = counts.every((n) => n % (n >= 1000 ? 100 : 10) === 0);
  return roundCounts && (r.lowestRaw === null || (Number.isInteger(r.lowestRaw) && r.lowestRaw <= 100));
}

export interface TrinityImport {
  schools: TrinitySchoolRow[];
  majors: TrinityMajorRow[];
  stats: TrinityStatRow[];
  rejects: Reject[];
  report: Record<string, number>;
}

export interface TrinityTexts {
  formulas: string;
  majors: string;
  admission: string;
}

/**
 * Parses one cycle's three files. A major or statistics row naming a school the formulas file lacks is
 * rejected (its composite could not be computed); so is a duplicate school or statistics row.
 */
export function importTrinity(
  texts: TrinityTexts,
  files: { formulas: string; majors: string; admission: string },
  ctx: { scope: string; year: number; sourceId: number },
  unis: { find(name: string): { id: number } | undefined },
  matcher?: Pick<MajorMatcher, "match">,
  classNames?: Map<string, string>,
): TrinityImport {
  const rejects: Reject[] = [];
  const schools: TrinitySchoolRow[] = [];
  const known = new Set<string>();
  for (const record of parseCsv(texts.formulas).records) {
    const row = validateRow(FormulaSchema, record, files.formulas, rejects);
    if (!row) continue;
    const name = row.院校.trim();
    if (known.has(name)) {
      rejects.push({ file: files.formulas, line: record.line, reason: `duplicate school ${name}` });
      continue;
    }
    known.add(name);
    schools.push({
      scope: ctx.scope,
      year: ctx.year,
      name,
      universityId: unis.find(name)?.id ?? null,
      pointA: row.学考A,
      pointB: row.学考B,
      pointC: row.学考C,
      pointD: row.学考D,
      xuekaoFull: row.学考满分,
      xiaoceFull: row.校测满分,
      gaokaoFull: row.高考满分,
      xuekaoWeight: row.学考权重,
      xiaoceWeight: row.校测权重,
      gaokaoWeight: row.高考权重,
      formulaKind: row.口径,
      note: row.折算备注,
      ruleYear: row.来源年份,
      ruleTitle: row.来源标题,
      ruleUrl: row.来源链接,
      sourceId: ctx.sourceId,
    });
  }

  const majors: TrinityMajorRow[] = [];
  let matched = 0;
  for (const record of parseCsv(texts.majors).records) {
    const row = validateRow(MajorSchema, record, files.majors, rejects);
    if (!row) continue;
    if (!known.has(row.院校)) {
      rejects.push({ file: files.majors, line: record.line, reason: `school ${row.院校} is not in ${files.formulas}` });
      continue;
    }
    const raw = row.选科要求;
    const req = raw ? parseRequirementText(raw) : { mode: "none" as const, subjects: [] };
    if (raw && req.mode === "unknown") {
      rejects.push({ file: files.majors, line: record.line, reason: `unreadable 选科要求 ${raw}` });
      continue;
    }
    const m = matcher?.match(normaliseName(row.专业名), "本科");
    const code = m && m.match !== "none" ? m.code : null;
    if (code !== null) matched++;
    majors.push({
      scope: ctx.scope,
      year: ctx.year,
      schoolName: row.院校,
      name: row.专业名,
      category: row.类别,
      majorCode: code,
      majorClass: code ? (classNames?.get(code.slice(0, 4)) ?? null) : null,
      subjectMode: req.mode,
      subjects: req.subjects,
      subjectRaw: raw,
      plan: row.计划数 === 0 ? null : row.计划数,
      sourceId: ctx.sourceId,
    });
  }

  const stats: TrinityStatRow[] = [];
  const seen = new Set<string>();
  for (const record of parseCsv(texts.admission).records) {
    const row = validateRow(StatSchema, record, files.admission, rejects);
    if (!row) continue;
    if (!known.has(row.院校)) {
      rejects.push({ file: files.admission, line: record.line, reason: `school ${row.院校} is not in ${files.formulas}` });
      continue;
    }
    const key = `${row.院校}|${row.年份}`;
    if (seen.has(key)) {
      rejects.push({ file: files.admission, line: record.line, reason: `duplicate statistics for ${row.院校} ${row.年份}` });
      continue;
    }
    seen.add(key);
    const figures = { applicants: row.报名人数, shortlisted: row.入围人数, admitted: row.录取人数, lowestRaw: row["最低综合分(原始)"] };
    stats.push({
      scope: ctx.scope,
      schoolName: row.院校,
      year: row.年份,
      ...figures,
      lowestPct: row["最低综合分(百分制)"],
      thresholdText: row.学考门槛,
      estimated: row.估计 === "是" || isRoundEstimate(figures),
      sourceId: ctx.sourceId,
    });
  }
  return {
    schools,
    majors,
    stats,
    rejects,
    report: {
      schools: schools.length,
      schoolsInCatalogue: schools.filter((s) => s.universityId !== null).length,
      majors: majors.length,
      majorsMatchedToCatalogue: matched,
      majorsPlanUnknown: majors.filter((m) => m.plan === null).length,
      planTotal: majors.reduce((a, m) => a + (m.plan ?? 0), 0),
      stats: stats.length,
      statsEstimated: stats.filter((s) => s.estimated).length,
      rejected: rejects.length,
    },
  };
}

export type TrinityHistoryRow = Omit<typeof trinityFormulaHistory.$inferInsert, "id">;

const pctOf = z.number().min(0).max(100).nullable().catch(null);
const HistoryRecordSchema = z.object({
  school: z.object({ name_zh: z.string().min(2) }),
  region_id: z.number(),
  year: z.number().int().min(2000).max(2100),
  composite_formula: z
    .object({ gaokao_pct: pctOf.optional(), xiaoce_pct: pctOf.optional(), xueke_pct: pctOf.optional(), extras: z.string().optional() })
    .nullable()
    .optional(),
  ruwei_lines: z.array(z.object({ program_group: z.string(), score: z.number().nullable() })).nullable().optional(),
  confidence: z.string().optional(),
});

/**
 * Earlier years' weights from a special-admissions compilation (`{records: [...]}`, region 33 = 浙江):
 * one row per school and year with a formula; records without one are skipped, malformed ones rejected.
 */
export function importTrinityHistory(text: string, file: string, sourceId: number, scope = "zj", regionId = 33): { rows: TrinityHistoryRow[]; rejects: Reject[] } {
  const rejects: Reject[] = [];
  const rows: TrinityHistoryRow[] = [];
  const records = (JSON.parse(text) as { records?: unknown[] }).records ?? [];
  records.forEach((raw, i) => {
    const parsed = HistoryRecordSchema.safeParse(raw);
    if (!parsed.success) {
      rejects.push({ file, line: i + 1, reason: `record ${i + 1}: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}` });
      return;
    }
    const r = parsed.data;
    const f = r.composite_formula;
    if (r.region_id !== regionId || !f) return;
    const lines = (r.ruwei_lines ?? [])
      .filter((l) => l.score !== null)
      .map((l) => `${l.program_group} 入围线 ${l.score}`)
      .join("；");
    rows.push({
      scope,
      schoolName: normaliseName(r.school.name_zh),
      year: r.year,
      gaokaoPct: f.gaokao_pct ?? null,
      xiaocePct: f.xiaoce_pct ?? null,
      xuekaoPct: f.xueke_pct ?? null,
      note: [f.extras, lines].filter(Boolean).join("；") || null,
      confidence: r.confidence ?? null,
      sourceId,
    });
  });
  return { rows, rejects };
}
