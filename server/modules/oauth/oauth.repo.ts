import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { captchaUses, smsCodes } from "../../db/schema/index";
import type { SmsPurpose } from "./oauth.schema";

export type CaptchaUse = typeof captchaUses.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function findCaptchaUse(db: Db, id: string): Promise<CaptchaUse | null> {
  const [row] = await db.select().from(captchaUses).where(eq(captchaUses.id, id)).limit(1);
  return row ?? null;
}

/** Records the captcha's first use; false when another request (any instance) got there first. */
export async function claimCaptcha(db: Db, row: { id: string; phone: string | null; purpose: SmsPurpose; at: Date; expiresAt: Date }): Promise<boolean> {
  const inserted = await db
    .insert(captchaUses)
    .values({ id: row.id, phone: row.phone, purpose: row.purpose, createdAt: row.at, expiresAt: row.expiresAt, spentAt: row.phone ? null : row.at })
    .onConflictDoNothing()
    .returning({ id: captchaUses.id });
  return inserted.length === 1;
}

export async function extendCaptcha(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(captchaUses).set({ expiresAt }).where(eq(captchaUses.id, id));
}

/** Spends a bound captcha; false when it was spent already (a concurrent login). */
export async function spendCaptcha(db: Db, id: string, phone: string, at: Date): Promise<boolean> {
  const spent = await db
    .update(captchaUses)
    .set({ spentAt: at })
    .where(and(eq(captchaUses.id, id), eq(captchaUses.phone, phone), isNull(captchaUses.spentAt)))
    .returning({ id: captchaUses.id });
  return spent.length === 1;
}

/**
 * Serialises SMS sends per phone and per client address across every app
 * instance on this database, for the rest of the transaction. Phone before
 * address, always, so two sends cannot wait on each other in a cycle.
 */
export async function lockSendKeys(tx: Db, phone: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:phone:${phone}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:ip:${ip}`}))`);
}

export interface SendStats {
  lastSentAt: Date | null;
  lastHour: number;
  lastDay: number;
}

/**
 * Failed deliveries keep the 60-second spacing but do not use up the phone's
 * quota. The spacing is per purpose (a login code does not delay the
 * account-deletion code right after it); the hourly and daily quotas count every purpose.
 */
export async function phoneSendStats(tx: Db, phone: string, purpose: SmsPurpose, at: number): Promise<SendStats> {
  // Raw SQL parameters: ISO strings read the same on node-postgres and PGlite.
  const hourAgo = new Date(at - 3600_000).toISOString();
  const dayAgo = new Date(at - 24 * 3600_000);
  const rows = await tx
    .select({
      // Epoch milliseconds, so no driver-specific timestamp text has to be parsed.
      lastSentMs: sql<number | null>`floor(extract(epoch from max(${smsCodes.createdAt}) filter (where ${smsCodes.purpose} = ${purpose})) * 1000)`.mapWith((v) => (v === null ? null : Number(v))),
      lastHour: sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${hourAgo} and ${smsCodes.failedAt} is null)`.mapWith(Number),
      lastDay: sql<number>`count(*) filter (where ${smsCodes.failedAt} is null)`.mapWith(Number),
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, dayAgo)));
  const row = rows[0];
  const last = row?.lastSentMs ?? null;
  return { lastSentAt: last === null ? null : new Date(last), lastHour: row?.lastHour ?? 0, lastDay: row?.lastDay ?? 0 };
}

export async function addressSendsLastHour(tx: Db, ip: string, at: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, new Date(at - 3600_000))));
  return row?.n ?? 0;
}

/** Only the newest code of a phone and purpose is ever good; a code for another purpose stays as it is. */
export async function voidLiveCodes(tx: Db, phone: string, purpose: SmsPurpose, at: Date): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ voidedAt: at })
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), isNull(smsCodes.voidedAt)));
}

export async function insertCode(tx: Db, row: typeof smsCodes.$inferInsert): Promise<void> {
  await tx.insert(smsCodes).values(row);
}

export async function markCodeFailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(smsCodes).set({ failedAt: at, voidedAt: at }).where(eq(smsCodes.id, id));
}

/** The newest code sent to this phone for this purpose (with this captcha, when one is named). */
export async function latestCode(db: Db, where: { phone: string; purpose: SmsPurpose; captchaId?: string }): Promise<SmsCodeRow | null> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, where.phone),
        eq(smsCodes.purpose, where.purpose),
        where.captchaId === undefined ? undefined : eq(smsCodes.captchaId, where.captchaId),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try against a live code and answers the new count, or null when
 * the code is no longer triable. The condition makes the fifth try the last
 * even when tries race on several instances.
 */
export async function countAttempt(db: Db, id: string, at: Date, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, id),
        lt(smsCodes.attempts, maxAttempts),
        isNull(smsCodes.usedAt),
        isNull(smsCodes.voidedAt),
        gt(smsCodes.expiresAt, at),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts ?? null;
}

export async function useCode(tx: Db, id: string, at: Date): Promise<boolean> {
  const used = await tx
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), isNull(smsCodes.voidedAt)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}

/** Housekeeping: the ledger needs 24 hours of history, captcha uses outlive their tokens by far less. */
export async function purgeOld(db: Db, at: number): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(at - 2 * 24 * 3600_000)));
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date(at - 24 * 3600_000)));
}
