import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refEnrollmentPlans, refGroupLines, refMajorLines, refMajors, refSchoolLines, refUniversities } from "#server/db/schema/reference";

const u = refUniversities;

export async function allUniversities(db: Db) {
  return db
    .select({
      id: u.id,
      name: u.name,
      aliases: u.aliases,
      province: u.province,
      city: u.city,
      level: u.level,
      type: u.type,
      nature: u.nature,
      isPublic: u.isPublic,
      belong: u.belong,
      is985: u.is985,
      is211: u.is211,
      isDoubleFirstClass: u.isDoubleFirstClass,
      isBranch: u.isBranch,
      popularity: u.popularity,
      pinyin: u.pinyin,
      initials: u.initials,
    })
    .from(u)
    .orderBy(desc(u.popularity), asc(u.id));
}

/** Each scope's newest school line per university on the scope's main track (combined for 3+3, physics or science otherwise). */
export async function latestSchoolLines(db: Db) {
  const result = await db.execute(sql`
    select distinct on (l.scope, l.university_id) l.scope, l.university_id, l.year, l.track, l.min_score, l.min_rank, l.rank_kind, l.source_id
    from ref_school_lines l
    join (select scope, max(year) as year from ref_school_lines group by scope) m on m.scope = l.scope and m.year = l.year
    where l.track in ('combined', 'physics', 'science')
    order by l.scope, l.university_id, l.min_rank asc nulls last, l.min_score desc nulls last`);
  return rowsOf<{ scope: string; university_id: number; year: number; track: string; min_score: number | null; min_rank: number | null; rank_kind: string | null; source_id: number }>(result);
}

/** drizzle's execute answers `{rows}` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Every university's rows, by id: the reference data is a few thousand universities. */
export async function universityRows(db: Db) {
  const rows = await db.select().from(u);
  return new Map(rows.map((r) => [r.id, r]));
}

type CodeCount = { universityId: number | null; code: string | null; year: number; sourceId: number; n: number };

/**
 * The institution code a scope's own line files print for each university (zj: 4-digit 院校代号 of the
 * 专业+院校 lines; gd/hb/jx: the group lines' school code): the newest year's most printed code, with
 * that year and the file's source. The major lines' code wins over the group lines'; a university whose
 * lines print none is absent.
 */
export async function scopeInstitutionCodes(db: Db, scope: string): Promise<Map<number, { code: string; year: number; sourceId: number }>> {
  const n = sql<number>`count(*)::int`;
  const m = refMajorLines;
  const g = refGroupLines;
  const [fromMajorLines, fromGroupLines] = await Promise.all([
    db
      .select({ universityId: m.universityId, code: m.collegeCode, year: m.year, sourceId: m.sourceId, n })
      .from(m)
      .where(and(eq(m.scope, scope), isNotNull(m.collegeCode), sql`${m.collegeCode} <> ''`))
      .groupBy(m.universityId, m.collegeCode, m.year, m.sourceId),
    db
      .select({ universityId: g.universityId, code: g.schoolCode, year: g.year, sourceId: g.sourceId, n })
      .from(g)
      .where(and(eq(g.scope, scope), isNotNull(g.schoolCode), sql`${g.schoolCode} <> ''`))
      .groupBy(g.universityId, g.schoolCode, g.year, g.sourceId),
  ]);
  // Newest year first, then the most printed code, then the smallest code: the first row per university wins.
  const better = (a: CodeCount, b: CodeCount) => b.year - a.year || Number(b.n) - Number(a.n) || String(a.code).localeCompare(String(b.code));
  const best = new Map<number, { code: string; year: number; sourceId: number }>();
  for (const rows of [fromMajorLines, fromGroupLines]) {
    const chosen = new Map<number, CodeCount>();
    for (const r of rows) {
      if (r.universityId == null || !r.code) continue;
      const held = chosen.get(r.universityId);
      if (!held || better(r, held) < 0) chosen.set(r.universityId, r);
    }
    for (const [id, r] of chosen) if (!best.has(id)) best.set(id, { code: r.code!, year: r.year, sourceId: r.sourceId });
  }
  return best;
}

// A university's rows in a scope, all years and tracks in the order the pages show them: the service
// keeps them per data version and filters them in memory (gk-info.service.ts, universityRows). Each
// order ends on the id, so lines that tie (a batch's special plans …) keep one order however they are read.

export async function schoolLines(db: Db, scope: string, universityId: number) {
  const s = refSchoolLines;
  return db
    .select()
    .from(s)
    .where(and(eq(s.universityId, universityId), eq(s.scope, scope)))
    .orderBy(desc(s.year), asc(s.track), asc(s.batch), asc(s.id));
}

export async function majorLines(db: Db, scope: string, universityId: number) {
  const m = refMajorLines;
  return db
    .select()
    .from(m)
    .where(and(eq(m.universityId, universityId), eq(m.scope, scope)))
    .orderBy(desc(m.year), asc(m.batch), asc(m.minRank), desc(m.minScore), asc(m.id));
}

export async function plans(db: Db, scope: string, universityId: number) {
  const p = refEnrollmentPlans;
  return db
    .select()
    .from(p)
    .where(and(eq(p.universityId, universityId), eq(p.scope, scope)))
    .orderBy(desc(p.year), asc(p.batch), asc(p.groupCode), asc(p.id));
}

/** The majors catalogue (~1,800 rows). */
export async function majors(db: Db) {
  return db.select().from(refMajors).orderBy(asc(refMajors.code), asc(refMajors.level));
}
