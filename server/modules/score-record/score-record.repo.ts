import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scoreRecords } from "../../db/schema/index";

export type ScoreRecordRow = typeof scoreRecords.$inferSelect;
type Owner = { userId: string; scope: string };

const owned = (o: Owner) => and(eq(scoreRecords.userId, o.userId), eq(scoreRecords.scope, o.scope));

/** The person's records in one scope, oldest first (the order 成绩N counts in). */
export async function listRecords(db: Db, o: Owner): Promise<ScoreRecordRow[]> {
  return db.select().from(scoreRecords).where(owned(o)).orderBy(asc(scoreRecords.createdAt), asc(scoreRecords.id));
}

export async function insertRecord(db: Db, row: ScoreRecordRow): Promise<void> {
  await db.insert(scoreRecords).values(row);
}

/** Updates only a record of this person in this scope; null when there is none. */
export async function updateRecord(db: Db, o: Owner, id: string, values: Partial<ScoreRecordRow>): Promise<ScoreRecordRow | null> {
  const [row] = await db
    .update(scoreRecords)
    .set(values)
    .where(and(owned(o), eq(scoreRecords.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRecords(db: Db, o: Owner, ids: string[]): Promise<number> {
  const rows = await db
    .delete(scoreRecords)
    .where(and(owned(o), inArray(scoreRecords.id, ids)))
    .returning({ id: scoreRecords.id });
  return rows.length;
}
