import { and, count, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, staff, staffSessions } from "../../db/schema/admin";

export type StaffRow = typeof staff.$inferSelect;

export async function staffByPhone(db: Db, phone: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.phone, phone)).limit(1);
  return row ?? null;
}

export async function staffById(db: Db, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(staff.createdAt);
}

/** Inserts unless the phone is already staff; answers whether it did. */
export async function insertStaff(db: Db, row: typeof staff.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(staff).values(row).onConflictDoNothing().returning({ id: staff.id });
  return inserted.length === 1;
}

export async function updateStaff(db: Db, id: string, patch: Partial<typeof staff.$inferInsert>): Promise<StaffRow | null> {
  const [row] = await db.update(staff).set(patch).where(eq(staff.id, id)).returning();
  return row ?? null;
}

export async function insertSession(db: Db, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The live session of this token hash, touched (idle window) in the same statement. */
export async function touchSession(db: Db, tokenHash: string, at: Date, idleSince: Date): Promise<{ staffId: string } | null> {
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, at), gt(staffSessions.lastSeenAt, idleSince)))
    .returning({ staffId: staffSessions.staffId });
  return row ?? null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function purgeSessions(db: Db, at: Date): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, at));
}

export async function insertAudit(db: Db, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function auditPage(db: Db, page: number, pageSize: number) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { items, total };
}
