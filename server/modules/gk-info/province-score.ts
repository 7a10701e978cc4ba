import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { refControlLines } from "#server/db/schema/reference";
import type { ProvinceScoreItem } from "./province-score.schema";

/** segment: 1 一段 (本科), 2 二段 (专科), 3 特控 (特殊类型招生控制线); the Shandong client's province_score items. */
const SEGMENT: Record<string, number> = { 一段: 1, 本科: 1, 二段: 2, 专科: 2, 特控: 3, 特招: 3 };

/**
 * GET ncee/province_score: a scope's control lines per year (sd: 一段 441 and 特控 521 in 2025),
 * newest first; `year` narrows to one year. An empty list when none is loaded.
 */
export async function provinceScore(db: Db, scope: string, year?: number): Promise<{ items: ProvinceScoreItem[] }> {
  const c = refControlLines;
  const rows = await db
    .select({ year: c.year, line: c.line, track: c.track, score: c.score, cumulative: c.cumulative })
    .from(c)
    .where(year === undefined ? eq(c.scope, scope) : and(eq(c.scope, scope), eq(c.year, year)))
    .orderBy(asc(c.year), asc(c.score));
  const items = rows.map((r) => ({ year: r.year, segment: SEGMENT[r.line] ?? null, name: r.line, track: r.track, score: r.score, cumulative: r.cumulative }));
  return { items: items.sort((a, b) => b.year - a.year || (a.segment ?? 9) - (b.segment ?? 9)) };
}
