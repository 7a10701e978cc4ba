import { and, desc, eq, max } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refEnrollmentPlans, refMajorLines, refSchoolLines, refUniversities } from "#server/db/schema/reference";

const u = refUniversities;

export async function universities(db: Db) {
  return db
    .select({
      id: u.id,
      name: u.name,
      province: u.province,
      city: u.city,
      level: u.level,
      type: u.type,
      is985: u.is985,
      is211: u.is211,
      isDoubleFirstClass: u.isDoubleFirstClass,
      popularity: u.popularity,
    })
    .from(u);
}

/** The scope's school lines of its newest year. */
export async function newestSchoolLines(db: Db, scope: string) {
  const [row] = await db.select({ year: max(refSchoolLines.year) }).from(refSchoolLines).where(eq(refSchoolLines.scope, scope));
  if (!row?.year) return { year: null, lines: [] };
  const lines = await db
    .select({
      universityId: refSchoolLines.universityId,
      track: refSchoolLines.track,
      minScore: refSchoolLines.minScore,
      minRank: refSchoolLines.minRank,
      rankKind: refSchoolLines.rankKind,
      sourceId: refSchoolLines.sourceId,
    })
    .from(refSchoolLines)
    .where(and(eq(refSchoolLines.scope, scope), eq(refSchoolLines.year, row.year)));
  return { year: Number(row.year), lines };
}

export async function universityNames(db: Db) {
  return db.select({ id: u.id, name: u.name }).from(u);
}

/** The university's plans in the scope, newest year first. */
export async function plans(db: Db, scope: string, universityId: number) {
  return db
    .select()
    .from(refEnrollmentPlans)
    .where(and(eq(refEnrollmentPlans.scope, scope), eq(refEnrollmentPlans.universityId, universityId)))
    .orderBy(desc(refEnrollmentPlans.year));
}

export async function majorLines(db: Db, scope: string, universityId: number) {
  return db
    .select()
    .from(refMajorLines)
    .where(and(eq(refMajorLines.scope, scope), eq(refMajorLines.universityId, universityId)))
    .orderBy(desc(refMajorLines.year));
}
