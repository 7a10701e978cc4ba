import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { BadRequestError } from "#server/errors";
import { refControlLines, refEnrollmentPlans, refGroupLines, refMajorLines, refRankTables, refSchoolLines } from "#server/db/schema/reference";
import type { ScopeData, UnitKind } from "./engine-index";
import type { GroupMajor, LineRecord } from "./history";
import type { ScoreTable } from "./rank-lookup";

/** The control line that separates a scope's first admission stage: zj 一段, elsewhere 本科. */
const FIRST_LINE = ["一段", "本科"];

/** What a scope's units are: 院校专业组 in gd/hb/jx, school lines in ah (the only lines it has), 专业+院校 elsewhere. */
export const UNIT_KIND: Record<string, UnitKind> = { gd: "group", hb: "group", jx: "group", ah: "school" };

/**
 * The batches a group scope's candidate lists can be built for, each with the names the authority
 * prints it under in its group lines and in the plans, and whether the 本科线 bounds it (the engine's
 * 一段: a 本科 group cannot close below it; 专科 groups have no control line of ours to cap them).
 * Special batches (特殊类型招生批, 高校专项) are not offered: their candidates are chosen by the schools.
 */
export interface BatchSource {
  lines: string[];
  plans: string[];
  bounded: boolean;
}
const BENKE: BatchSource = { lines: ["本科批"], plans: ["本科批"], bounded: true };
export const GROUP_BATCHES: Record<string, Record<string, BatchSource>> = {
  gd: {
    本科批: BENKE,
    专科批: { lines: ["专科批"], plans: ["专科批"], bounded: false },
    本科提前批: { lines: ["本科提前批"], plans: ["本科提前批"], bounded: true },
    专科提前批: { lines: ["专科提前批"], plans: ["专科提前批"], bounded: false },
  },
  hb: { 本科批: { ...BENKE, lines: ["本科普通批", "本科批"] } },
  jx: { 本科批: { ...BENKE, lines: ["本科"] } },
};
/** The main batch: what a query without a batch, and every scope without batches of its own, lists. */
export const MAIN_BATCH = "本科批";

/** The batches a scope's engine can price: its group batches, else the main one alone (zj, sd, ah). */
export function batchesOf(scope: string): string[] {
  return Object.keys(GROUP_BATCHES[scope] ?? { [MAIN_BATCH]: BENKE });
}

const PLAN_BATCHES = ["本科批"];
/** Printed name of a school-line unit (ah). */
export const SCHOOL_UNIT_NAME = "院校最低分（不分专业）";

/** Loads one scope's and track's lines, plans, control lines and rank tables: what an engine index is built from. */
export async function loadScopeData(db: Db, scope: string, track: string, batch: string = MAIN_BATCH): Promise<ScopeData> {
  const kind = UNIT_KIND[scope] ?? "major";
  if (!batchesOf(scope).includes(batch)) throw new BadRequestError(`暂无${batch}的录取数据`);
  if (kind === "group") return loadGroupScope(db, scope, track, batch);
  if (kind === "school") return loadSchoolScope(db, scope, track);
  const [lineRows, planRows, { firstLines, tables }] = await Promise.all([
    db
      .select({
        year: refMajorLines.year,
        universityId: refMajorLines.universityId,
        collegeCode: refMajorLines.collegeCode,
        schoolName: refMajorLines.schoolName,
        majorName: refMajorLines.majorName,
        majorCode: refMajorLines.majorCode,
        planCount: refMajorLines.planCount,
        minScore: refMajorLines.minScore,
        minRank: refMajorLines.minRank,
        rankKind: refMajorLines.rankKind,
        batch: refMajorLines.batch,
        subjectMode: refMajorLines.subjectMode,
        subjects: refMajorLines.subjects,
        flags: refMajorLines.flags,
      })
      .from(refMajorLines)
      .where(and(eq(refMajorLines.scope, scope), eq(refMajorLines.track, track)))
      .orderBy(asc(refMajorLines.id)),
    db
      .select({
        year: refEnrollmentPlans.year,
        universityId: refEnrollmentPlans.universityId,
        schoolName: refEnrollmentPlans.schoolName,
        majorName: refEnrollmentPlans.majorName,
        majorCode: refEnrollmentPlans.majorCode,
        planCount: refEnrollmentPlans.planCount,
        batch: refEnrollmentPlans.batch,
        subjectMode: refEnrollmentPlans.subjectMode,
        subjects: refEnrollmentPlans.subjects,
      })
      .from(refEnrollmentPlans)
      .where(and(eq(refEnrollmentPlans.scope, scope), eq(refEnrollmentPlans.track, track)))
      .orderBy(asc(refEnrollmentPlans.id)),
    loadTables(db, scope, track),
  ]);
  const lines: LineRecord[] = lineRows.map((r) => ({ ...r, subjects: r.subjects ?? [], flags: r.flags ?? [] }));
  const plans: LineRecord[] = planRows.map((r) => ({
    ...r,
    collegeCode: null,
    minScore: null,
    minRank: null,
    rankKind: null,
    batch: r.batch,
    subjects: r.subjects ?? [],
    flags: [],
  }));
  return { scope, track, lines, plans, firstLines, tables };
}

async function loadTables(db: Db, scope: string, track: string, bounded = true): Promise<Pick<ScopeData, "firstLines" | "tables">> {
  const [controlRows, tableRows] = await Promise.all([
    db.select().from(refControlLines).where(and(eq(refControlLines.scope, scope), eq(refControlLines.track, track))),
    db
      .select({ year: refRankTables.year, score: refRankTables.score, cumulative: refRankTables.cumulative })
      .from(refRankTables)
      .where(and(eq(refRankTables.scope, scope), eq(refRankTables.track, track)))
      .orderBy(asc(refRankTables.year), asc(refRankTables.score)),
  ]);
  const firstLines: ScopeData["firstLines"] = new Map();
  // A batch no control line bounds (专科) has one segment: no 一段线, and its cohort is its own lines'.
  if (bounded)
    for (const name of [...FIRST_LINE].reverse())
      for (const c of controlRows) if (c.line === name) firstLines.set(c.year, { score: c.score, cumulative: c.cumulative });
  const grouped = new Map<number, Array<{ score: number; cumulative: number }>>();
  for (const r of tableRows) (grouped.get(r.year) ?? grouped.set(r.year, []).get(r.year)!).push(r);
  const tables = new Map<number, ScoreTable>();
  for (const [year, rows] of grouped) tables.set(year, { year, scores: Int32Array.from(rows.map((r) => r.score)), cumulative: Int32Array.from(rows.map((r) => r.cumulative)) });
  return { firstLines, tables };
}

/** hb prints a group as school code + group (A14108); its plans give the group alone (08). */
function groupKey(scope: string, universityId: number, code: string): string {
  const m = scope === "hb" ? /^[A-Z]\d{3,}(\d{2})$/.exec(code) : null;
  return `${universityId}|${m ? m[1] : scope === "hb" ? code.padStart(2, "0") : code}`;
}

/**
 * 院校专业组 units (gd, hb, jx): the group lines of one batch (本科批 by default: the engine's 一段,
 * classified by score against the 本科线 where one is loaded), and the groups of each plan year of
 * that batch with their majors. A line of a year with a plan takes its group's majors from it.
 */
async function loadGroupScope(db: Db, scope: string, track: string, batch: string): Promise<ScopeData> {
  const source = GROUP_BATCHES[scope]![batch]!;
  const g = refGroupLines;
  const p = refEnrollmentPlans;
  const [lineRows, planRows, { firstLines, tables }] = await Promise.all([
    db
      .select({
        year: g.year,
        universityId: g.universityId,
        schoolCode: g.schoolCode,
        schoolName: g.schoolName,
        groupCode: g.groupCode,
        planCount: g.planCount,
        minScore: g.minScore,
        minRank: g.minRank,
        rankKind: g.rankKind,
        subjectMode: g.subjectMode,
        subjects: g.subjects,
        flags: g.flags,
      })
      .from(g)
      .where(and(eq(g.scope, scope), eq(g.track, track), inArray(g.batch, source.lines)))
      .orderBy(asc(g.id)),
    db
      .select({
        year: p.year,
        universityId: p.universityId,
        schoolName: p.schoolName,
        groupCode: p.groupCode,
        majorName: p.majorName,
        majorCode: p.majorCode,
        planCount: p.planCount,
        subjectMode: p.subjectMode,
        subjects: p.subjects,
      })
      .from(p)
      .where(and(eq(p.scope, scope), eq(p.track, track), inArray(p.batch, source.plans)))
      .orderBy(asc(p.id)),
    loadTables(db, scope, track, source.bounded),
  ]);
  // Plan rows → groups with their majors, per year.
  const planGroups = new Map<string, LineRecord & { majors: GroupMajor[] }>();
  for (const r of planRows) {
    if (!r.groupCode) continue;
    const key = `${r.year}|${groupKey(scope, r.universityId, r.groupCode)}`;
    let grp = planGroups.get(key);
    if (!grp) {
      grp = {
        year: r.year,
        universityId: r.universityId,
        collegeCode: null,
        schoolName: r.schoolName,
        majorName: groupLabel(r.groupCode),
        majorCode: null,
        planCount: 0,
        minScore: null,
        minRank: null,
        rankKind: null,
        batch: "一段",
        subjectMode: r.subjectMode,
        subjects: r.subjects ?? [],
        flags: [],
        groupCode: r.groupCode,
        majors: [],
      };
      planGroups.set(key, grp);
    }
    grp.majors.push({ name: r.majorName, code: r.majorCode, plan: r.planCount, subjectMode: r.subjectMode, subjects: r.subjects ?? [] });
    if (r.planCount !== null) grp.planCount = (grp.planCount ?? 0) + r.planCount;
  }
  const lines: LineRecord[] = [];
  const seen = new Set<string>();
  // A group's own line first; a plan file's summary row only where the group-line file has none.
  const ordered = [...lineRows.filter((r) => !r.flags?.includes("plan-summary")), ...lineRows.filter((r) => r.flags?.includes("plan-summary"))];
  for (const r of ordered) {
    if (!r.groupCode || r.flags?.includes("school-level")) continue;
    const key = `${r.year}|${groupKey(scope, r.universityId, r.groupCode)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const planned = planGroups.get(key);
    lines.push({
      year: r.year,
      universityId: r.universityId,
      collegeCode: r.schoolCode,
      schoolName: r.schoolName,
      majorName: groupLabel(r.groupCode),
      majorCode: null,
      planCount: r.planCount ?? planned?.planCount ?? null,
      minScore: r.minScore,
      minRank: r.minRank,
      rankKind: r.rankKind,
      batch: "一段",
      subjectMode: r.subjectMode === "unknown" && planned ? planned.subjectMode : r.subjectMode,
      subjects: r.subjectMode === "unknown" && planned ? planned.subjects : (r.subjects ?? []),
      flags: r.flags ?? [],
      groupCode: r.groupCode,
      majors: planned?.majors ?? [],
    });
  }
  // Plan groups get the institution code their lines print.
  const codes = new Map(lines.map((l) => [l.universityId, l.collegeCode]));
  const plans = [...planGroups.values()].map((grp) => ({ ...grp, collegeCode: codes.get(grp.universityId) ?? null }));
  return { scope, track, lines, plans, firstLines, tables, unitKind: "group", batch };
}

export function groupLabel(code: string): string {
  return `第${code}组`;
}

/** School-line units (ah has no group or major lines): each institution's lowest line, all batches folded. */
async function loadSchoolScope(db: Db, scope: string, track: string): Promise<ScopeData> {
  const s = refSchoolLines;
  const p = refEnrollmentPlans;
  const [rows, planRows, { firstLines, tables }] = await Promise.all([
    db
      .select({ year: s.year, universityId: s.universityId, schoolName: s.schoolName, minScore: s.minScore, minRank: s.minRank, rankKind: s.rankKind })
      .from(s)
      .where(and(eq(s.scope, scope), eq(s.track, track)))
      .orderBy(asc(s.id)),
    db
      .select({ year: p.year, universityId: p.universityId, majorName: p.majorName, majorCode: p.majorCode, planCount: p.planCount, subjectMode: p.subjectMode, subjects: p.subjects })
      .from(p)
      .where(and(eq(p.scope, scope), eq(p.track, track), inArray(p.batch, PLAN_BATCHES)))
      .orderBy(asc(p.id)),
    loadTables(db, scope, track),
  ]);
  // A school unit lists the majors of the school's newest plan (what a major lookup finds it by).
  const newestPlan = Math.max(0, ...planRows.map((r) => r.year));
  const majors = new Map<number, GroupMajor[]>();
  for (const r of planRows)
    if (r.year === newestPlan)
      (majors.get(r.universityId) ?? majors.set(r.universityId, []).get(r.universityId)!).push({ name: r.majorName, code: r.majorCode, plan: r.planCount, subjectMode: r.subjectMode, subjects: r.subjects ?? [] });
  const lines: LineRecord[] = rows.map((r) => ({
    ...r,
    collegeCode: null,
    majorName: SCHOOL_UNIT_NAME,
    majorCode: null,
    planCount: null,
    batch: "一段",
    subjectMode: "none",
    subjects: [],
    flags: [],
    majors: majors.get(r.universityId) ?? [],
  }));
  return { scope, track, lines, plans: [], firstLines, tables, unitKind: "school" };
}
