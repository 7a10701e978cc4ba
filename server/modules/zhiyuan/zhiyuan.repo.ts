import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refEnrollmentPlans, refGroupLines, refMajorLines, refMajors, refSchoolLines, refSources, refUniversities } from "#server/db/schema/reference";
import type { UnitKind } from "../engine/engine-index";

export interface SchoolFacts {
  id: number;
  name: string;
  province: string | null;
  city: string | null;
  level: string | null;
  type: string | null;
  isPublic: boolean | null;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
}

/** What the candidate-list filters read about every institution. */
export async function schoolFacts(db: Db): Promise<Map<number, SchoolFacts>> {
  const u = refUniversities;
  const rows = await db
    .select({ id: u.id, name: u.name, province: u.province, city: u.city, level: u.level, type: u.type, isPublic: u.isPublic, is985: u.is985, is211: u.is211, isDoubleFirstClass: u.isDoubleFirstClass })
    .from(u);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Tuition per planned unit of a scope's newest plan year up to `year` (plans are the only source of tuition). */
export async function planTuition(db: Db, scope: string, year: number) {
  const p = refEnrollmentPlans;
  const [newest] = await db
    .select({ year: p.year })
    .from(p)
    .where(and(eq(p.scope, scope), lte(p.year, year), isNotNull(p.tuition)))
    .orderBy(desc(p.year))
    .limit(1);
  if (!newest) return { year: null, rows: [] };
  const rows = await db
    .select({ universityId: p.universityId, majorName: p.majorName, tuition: p.tuition })
    .from(p)
    .where(and(eq(p.scope, scope), eq(p.year, newest.year), isNotNull(p.tuition)));
  return { year: newest.year, rows };
}

/** Who published the lines a scope's candidate list rests on, per year: its major, group or school lines. */
export async function lineSources(db: Db, scope: string, track: string, kind: UnitKind = "major"): Promise<Array<{ year: number; source: string; file: string }>> {
  const t = kind === "group" ? refGroupLines : kind === "school" ? refSchoolLines : refMajorLines;
  const rows = await db
    .selectDistinct({ year: t.year, source: refSources.source, file: refSources.file })
    .from(t)
    .innerJoin(refSources, eq(refSources.id, t.sourceId))
    .where(and(eq(t.scope, scope), eq(t.track, track)));
  return rows.sort((a, b) => b.year - a.year);
}

/** The undergraduate catalogue (本科专业目录), for choosing a major. */
export async function catalogueRows(db: Db) {
  const m = refMajors;
  return db
    .select({ code: m.code, name: m.name, disciplineCode: m.disciplineCode, discipline: m.discipline, classCode: m.classCode, className: m.className })
    .from(m)
    .where(eq(m.level, "本科"));
}
