import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessCooperations, users } from "../../db/schema/index";

export type UserRow = typeof users.$inferSelect;
export type ProfileColumns = Pick<UserRow, "displayName" | "nature" | "gender" | "highSchool" | "graduationYear" | "province" | "electives">;

/** The user of this phone, created on the first login (concurrent first logins meet at the unique phone). */
export async function ensureUser(db: Db, row: { id: string; phone: string; province: string | null; at: Date }): Promise<UserRow> {
  await db
    .insert(users)
    .values({ id: row.id, phone: row.phone, province: row.province, createdAt: row.at, updatedAt: row.at })
    .onConflictDoNothing({ target: users.phone });
  const [user] = await db.select().from(users).where(eq(users.phone, row.phone)).limit(1);
  return user;
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The user's row, locked until the transaction ends, so a read-check-write of the profile cannot interleave with another. */
export async function lockUser(tx: Db, id: string): Promise<UserRow | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  return user ?? null;
}

export async function updateUser(db: Db, id: string, values: Partial<ProfileColumns>, at: Date): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: at })
    .where(eq(users.id, id))
    .returning();
  return user ?? null;
}

export async function insertBusinessCooperation(db: Db, row: typeof businessCooperations.$inferInsert): Promise<void> {
  await db.insert(businessCooperations).values(row);
}

export async function cooperationsFromAddressSince(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(businessCooperations)
    .where(and(eq(businessCooperations.ip, ip), gt(businessCooperations.createdAt, since)));
  return row?.n ?? 0;
}
