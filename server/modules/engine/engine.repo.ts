import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refControlLines, refEnrollmentPlans, refMajorLines, refRankTables } from "#server/db/schema/reference";
import type { ScopeData } from "./engine-index";
import type { LineRecord } from "./history";
import type { ScoreTable } from "./rank-lookup";

/** The control line that separates a scope's first admission stage: zj 一段, elsewhere 本科. */
const FIRST_LINE = ["一段", "本科"];

/** Loads one scope's and track's lines, plans, control lines and rank tables: what an engine index is built from. */
export async function loadScopeData(db: Db, scope: string, track: string): Promise<ScopeData> {
  const [lineRows, planRows, controlRows, tableRows] = await Promise.all([
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
    db.select().from(refControlLines).where(and(eq(refControlLines.scope, scope), eq(refControlLines.track, track))),
    db
      .select({ year: refRankTables.year, score: refRankTables.score, cumulative: refRankTables.cumulative })
      .from(refRankTables)
      .where(and(eq(refRankTables.scope, scope), eq(refRankTables.track, track)))
      .orderBy(asc(refRankTables.year), asc(refRankTables.score)),
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
  const firstLines: ScopeData["firstLines"] = new Map();
  for (const name of [...FIRST_LINE].reverse())
    for (const c of controlRows) if (c.line === name) firstLines.set(c.year, { score: c.score, cumulative: c.cumulative });
  const grouped = new Map<number, Array<{ score: number; cumulative: number }>>();
  for (const r of tableRows) (grouped.get(r.year) ?? grouped.set(r.year, []).get(r.year)!).push(r);
  const tables = new Map<number, ScoreTable>();
  for (const [year, rows] of grouped) tables.set(year, { year, scores: Int32Array.from(rows.map((r) => r.score)), cumulative: Int32Array.from(rows.map((r) => r.cumulative)) });
  return { scope, track, lines, plans, firstLines, tables };
}
