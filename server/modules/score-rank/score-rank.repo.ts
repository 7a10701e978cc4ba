import { asc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refRankTables } from "#server/db/schema/reference";

export async function loadRankRows(db: Db) {
  return db
    .select({
      scope: refRankTables.scope,
      year: refRankTables.year,
      track: refRankTables.track,
      score: refRankTables.score,
      count: refRankTables.count,
      cumulative: refRankTables.cumulative,
      kind: refRankTables.kind,
      sourceId: refRankTables.sourceId,
    })
    .from(refRankTables)
    .orderBy(asc(refRankTables.scope), asc(refRankTables.year), asc(refRankTables.track), asc(refRankTables.score));
}
