import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refUniversities } from "#server/db/schema/reference";
import { trinityFormulaHistory, trinityMajors, trinitySchools, trinityStats } from "#server/db/schema/trinity";

/** Every 三位一体 row of a scope (a few hundred): the service filters them in memory, cached per data version. */
export async function loadTrinity(db: Db, scope: string) {
  const [schools, majors, stats, history] = await Promise.all([
    db
      .select({ school: trinitySchools, city: refUniversities.city, type: refUniversities.type, nature: refUniversities.nature })
      .from(trinitySchools)
      .leftJoin(refUniversities, eq(refUniversities.id, trinitySchools.universityId))
      .where(eq(trinitySchools.scope, scope)),
    db.select().from(trinityMajors).where(eq(trinityMajors.scope, scope)),
    db.select().from(trinityStats).where(eq(trinityStats.scope, scope)),
    db.select().from(trinityFormulaHistory).where(eq(trinityFormulaHistory.scope, scope)),
  ]);
  return { schools, majors, stats, history };
}
export type TrinityRows = Awaited<ReturnType<typeof loadTrinity>>;
