import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { majorCompareItems, users } from "#server/db/schema/index";

export async function items(db: Db, userId: string) {
  return db
    .select({ code: majorCompareItems.majorCode })
    .from(majorCompareItems)
    .where(eq(majorCompareItems.userId, userId))
    .orderBy(asc(majorCompareItems.position), asc(majorCompareItems.majorCode));
}

/**
 * Adds a major unless the list is full, under a lock on the person's row so two
 * adds at once (two tabs) cannot both pass the limit. Answers false when full.
 */
export async function addBounded(db: Db, userId: string, code: string, at: Date, max: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const have = await tx.select({ code: majorCompareItems.majorCode, position: majorCompareItems.position }).from(majorCompareItems).where(eq(majorCompareItems.userId, userId));
    if (have.some((h) => h.code === code)) return true;
    if (have.length >= max) return false;
    const position = Math.max(0, ...have.map((h) => h.position)) + 1;
    await tx.insert(majorCompareItems).values({ userId, majorCode: code, position, addedAt: at }).onConflictDoNothing();
    return true;
  });
}

export async function remove(db: Db, userId: string, code: string): Promise<number> {
  const rows = await db
    .delete(majorCompareItems)
    .where(and(eq(majorCompareItems.userId, userId), eq(majorCompareItems.majorCode, code)))
    .returning({ code: majorCompareItems.majorCode });
  return rows.length;
}

export async function clear(db: Db, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db.delete(majorCompareItems).where(inArray(majorCompareItems.userId, userIds)).returning({ code: majorCompareItems.majorCode });
  return rows.length;
}
