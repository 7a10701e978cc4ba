import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { majorDescriptions } from "#server/db/schema/major-descriptions";
import { refEnrollmentPlans, refMajorLines, refMajors, refUniversities } from "#server/db/schema/reference";

/** drizzle's execute answers `{rows}` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function catalogue(db: Db) {
  return db.select().from(refMajors).orderBy(asc(refMajors.level), asc(refMajors.disciplineCode), asc(refMajors.classCode), asc(refMajors.code));
}

/** Which universities have a line or a plan for each catalogue code (and duration), per scope. */
export async function offerers(db: Db) {
  const result = await db.execute(sql`
    select scope, major_code, duration_years, university_id from ref_major_lines where major_code is not null
    union
    select scope, major_code, duration_years, university_id from ref_enrollment_plans where major_code is not null`);
  return rowsOf<{ scope: string; major_code: string; duration_years: number | null; university_id: number }>(result);
}

/** The years of per-major lines and of plans each scope holds. */
export async function coverage(db: Db) {
  const result = await db.execute(sql`
    select distinct 'lines' as kind, scope, year from ref_major_lines
    union select distinct 'plans' as kind, scope, year from ref_enrollment_plans`);
  return rowsOf<{ kind: "lines" | "plans"; scope: string; year: number }>(result);
}

export async function describedKeys(db: Db) {
  return db.select({ code: majorDescriptions.code, level: majorDescriptions.level }).from(majorDescriptions);
}

export async function description(db: Db, level: string, code: string) {
  const [row] = await db
    .select()
    .from(majorDescriptions)
    .where(and(eq(majorDescriptions.level, level), eq(majorDescriptions.code, code)))
    .limit(1);
  return row ?? null;
}

export async function linesForMajor(db: Db, scope: string, codes: string[]) {
  const m = refMajorLines;
  return db
    .select({
      universityId: m.universityId,
      schoolName: m.schoolName,
      year: m.year,
      track: m.track,
      batch: m.batch,
      collegeCode: m.collegeCode,
      majorName: m.majorName,
      majorCode: m.majorCode,
      minScore: m.minScore,
      minRank: m.minRank,
      rankKind: m.rankKind,
      avgScore: m.avgScore,
      planCount: m.planCount,
      durationYears: m.durationYears,
      subjectMode: m.subjectMode,
      subjects: m.subjects,
      flags: m.flags,
      sourceId: m.sourceId,
    })
    .from(m)
    .where(and(eq(m.scope, scope), inArray(m.majorCode, codes)))
    .orderBy(desc(m.year), asc(m.minRank), desc(m.minScore), asc(m.id));
}

export async function plansForMajor(db: Db, scope: string, codes: string[]) {
  const p = refEnrollmentPlans;
  return db
    .select({
      universityId: p.universityId,
      schoolName: p.schoolName,
      year: p.year,
      track: p.track,
      batch: p.batch,
      groupCode: p.groupCode,
      majorName: p.majorName,
      majorCode: p.majorCode,
      planCount: p.planCount,
      tuition: p.tuition,
      durationYears: p.durationYears,
      subjectMode: p.subjectMode,
      subjects: p.subjects,
      majorMinScore: p.majorMinScore,
      majorMinRank: p.majorMinRank,
      groupMinRank: p.groupMinRank,
      sourceId: p.sourceId,
    })
    .from(p)
    .where(and(eq(p.scope, scope), inArray(p.majorCode, codes)))
    .orderBy(desc(p.year), asc(p.id));
}

export async function universitiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const u = refUniversities;
  return db.select({ id: u.id, name: u.name, province: u.province, city: u.city }).from(u).where(inArray(u.id, ids));
}
