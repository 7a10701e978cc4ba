import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents, staff } from "../../db/schema/admin";

export type DocumentRow = typeof documents.$inferSelect;

export async function insertIfMissing(db: Db, row: DocumentRow): Promise<boolean> {
  const inserted = await db.insert(documents).values(row).onConflictDoNothing().returning({ type: documents.type });
  return inserted.length > 0;
}

/** The rows of one type for these channels (the channel's own and the default). */
export function rowsOf(db: Db, type: string, channels: string[]): Promise<DocumentRow[]> {
  return db.select().from(documents).where(and(eq(documents.type, type), inArray(documents.channel, channels)));
}

/** Every stored text with the phone of whoever saved it last (null: the seed). */
export function listAll(db: Db): Promise<Array<DocumentRow & { editorPhone: string | null }>> {
  return db
    .select({ type: documents.type, channel: documents.channel, content: documents.content, updatedAt: documents.updatedAt, updatedBy: documents.updatedBy, editorPhone: staff.phone })
    .from(documents)
    .leftJoin(staff, eq(staff.id, documents.updatedBy))
    .orderBy(documents.type, documents.channel);
}

export async function upsert(db: Db, row: DocumentRow): Promise<void> {
  await db
    .insert(documents)
    .values(row)
    .onConflictDoUpdate({ target: [documents.type, documents.channel], set: { content: row.content, updatedAt: row.updatedAt, updatedBy: row.updatedBy } });
}

export async function editorPhone(db: Db, staffId: string | null): Promise<string | null> {
  if (!staffId) return null;
  const [row] = await db.select({ phone: staff.phone }).from(staff).where(eq(staff.id, staffId)).limit(1);
  return row?.phone ?? null;
}

export async function remove(db: Db, type: string, channel: string): Promise<boolean> {
  const removed = await db.delete(documents).where(and(eq(documents.type, type), eq(documents.channel, channel))).returning({ type: documents.type });
  return removed.length > 0;
}
