import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refEnrollmentPlans, refMajorLines, refMajors } from "#server/db/schema/reference";

/** One offering as the coverage index reads it: a 专业+院校 line (zj) or a plan row. */
export interface OfferingRow {
  year: number;
  track: string;
  majorCode: string | null;
  majorName: string;
  planCount: number | null;
  subjectMode: string;
  subjects: string[];
  sourceId: number;
  sourceLine: number | null;
}

/** zj 专业+院校 lines of every year (one row per 段: the index keeps one per source line). */
export async function zjMajorLines(db: Db): Promise<OfferingRow[]> {
  const l = refMajorLines;
  return db
    .select({
      year: l.year,
      track: l.track,
      majorCode: l.majorCode,
      majorName: l.majorName,
      planCount: l.planCount,
      subjectMode: l.subjectMode,
      subjects: l.subjects,
      sourceId: l.sourceId,
      sourceLine: l.sourceLine,
    })
    .from(l)
    .where(eq(l.scope, "zj"));
}

/** A scope's plan rows of its newest plan year. */
export async function newestPlans(db: Db, scope: string): Promise<OfferingRow[]> {
  const p = refEnrollmentPlans;
  const [newest] = await db
    .select({ year: sql<number>`max(${p.year})` })
    .from(p)
    .where(eq(p.scope, scope));
  if (!newest?.year) return [];
  return db
    .select({
      year: p.year,
      track: p.track,
      majorCode: p.majorCode,
      majorName: p.majorName,
      planCount: p.planCount,
      subjectMode: p.subjectMode,
      subjects: p.subjects,
      sourceId: p.sourceId,
      sourceLine: p.sourceLine,
    })
    .from(p)
    .where(and(eq(p.scope, scope), eq(p.year, Number(newest.year))));
}

/** The catalogue (本科 2025, 职业教育 2021). */
export async function catalogue(db: Db) {
  const m = refMajors;
  return db
    .select({ code: m.code, name: m.name, level: m.level, disciplineCode: m.disciplineCode, discipline: m.discipline, classCode: m.classCode, className: m.className })
    .from(m);
}
