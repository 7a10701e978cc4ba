import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { collections } from "#server/db/schema/collections";
import { refMajors, refUniversities } from "#server/db/schema/reference";
import type { CollectionKind } from "./collections.schema";

export async function universityById(db: Db, id: number) {
  const [row] = await db
    .select({ id: refUniversities.id, name: refUniversities.name, popularity: refUniversities.popularity })
    .from(refUniversities)
    .where(eq(refUniversities.id, id))
    .limit(1);
  return row ?? null;
}

/** A university with how many people collected it and whether this user did: one query for a detail page's every tab. */
export async function universityWithCollectData(db: Db, id: number, userId: string | null) {
  const itemId = String(id);
  const mine = userId
    ? sql<boolean>`exists (select 1 from ${collections} c where c.user_id = ${userId} and c.kind = 'university' and c.item_id = ${itemId})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: refUniversities.id,
      name: refUniversities.name,
      popularity: refUniversities.popularity,
      collectCount: sql<number>`(select count(*)::int from ${collections} c where c.kind = 'university' and c.item_id = ${itemId})`,
      collected: mine,
    })
    .from(refUniversities)
    .where(eq(refUniversities.id, id))
    .limit(1);
  return row ?? null;
}

export async function majorByCode(db: Db, code: string) {
  const [row] = await db.select({ code: refMajors.code, name: refMajors.name }).from(refMajors).where(eq(refMajors.code, code)).limit(1);
  return row ?? null;
}

/** How many people collected each item. */
export async function counts(db: Db, kind: CollectionKind, itemIds: string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: collections.itemId, n: count() })
    .from(collections)
    .where(and(eq(collections.kind, kind), inArray(collections.itemId, itemIds)))
    .groupBy(collections.itemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.n)]));
}

export async function isCollected(db: Db, userId: string, kind: CollectionKind, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: collections.itemId })
    .from(collections)
    .where(and(eq(collections.userId, userId), eq(collections.kind, kind), eq(collections.itemId, itemId)))
    .limit(1);
  return Boolean(row);
}

/** Adding twice keeps the first time. */
export async function add(db: Db, userId: string, kind: CollectionKind, itemId: string, at: Date): Promise<void> {
  await db.insert(collections).values({ userId, kind, itemId, createdAt: at }).onConflictDoNothing();
}

export async function remove(db: Db, userId: string, kind: CollectionKind, itemId: string): Promise<number> {
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.userId, userId), eq(collections.kind, kind), eq(collections.itemId, itemId)))
    .returning({ itemId: collections.itemId });
  return rows.length;
}

export async function collectedItems(db: Db, userId: string, kind: CollectionKind) {
  return db
    .select({ itemId: collections.itemId, collectedAt: collections.createdAt })
    .from(collections)
    .where(and(eq(collections.userId, userId), eq(collections.kind, kind)))
    .orderBy(desc(collections.createdAt), desc(collections.itemId));
}

export async function universitiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: refUniversities.id,
      name: refUniversities.name,
      province: refUniversities.province,
      city: refUniversities.city,
      level: refUniversities.level,
      type: refUniversities.type,
      is985: refUniversities.is985,
      is211: refUniversities.is211,
      isDoubleFirstClass: refUniversities.isDoubleFirstClass,
    })
    .from(refUniversities)
    .where(inArray(refUniversities.id, ids));
}

export async function majorsByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: refMajors.code, name: refMajors.name, level: refMajors.level, className: refMajors.className, degree: refMajors.degree, durationYears: refMajors.durationYears })
    .from(refMajors)
    .where(inArray(refMajors.code, codes));
}
