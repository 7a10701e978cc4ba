import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { DATA_CATEGORIES } from "./account.schema";
import { accessTokens, captchaUses, collections, enrollDrafts, enrollPlans, interestTests, majorCompareItems, popupDismissals, refreshTokens, scoreRecords, smsCodes, tokenFamilies, unitMarks, users, webSessions } from "../../db/schema/index";

export interface AccountOwner {
  id: string;
  phone: string;
}

/**
 * One table holding a person's data, and what account deletion does to it.
 * `delete`: every row of theirs goes. `retain`: rows a law obliges us to keep
 * (orders, once they exist: 电子商务法 §31 keeps transaction records three
 * years); `erase` then detaches them from the person instead (clears user id
 * and phone, keeps order number, amount, times and the provider's transaction
 * id), and `reason` says which law.
 */
export interface UserOwnedTable {
  table: PgTable;
  /** What the person reads on the confirmation page and the result page. */
  category: string;
  policy: "delete" | "retain";
  reason?: string;
  /** Deletes (or detaches) the owner's rows inside the deletion's transaction; answers how many. */
  erase(tx: Db, owner: AccountOwner): Promise<number>;
}

const CATEGORY = DATA_CATEGORIES;

const count = (rows: unknown[]) => rows.length;

/**
 * Every table that holds something of a user, in deletion order (users last).
 * A module that adds such a table registers it here; user-owned-data.test.ts
 * fails for any table with a user_id column, a foreign key to users or a
 * phone column that is neither here nor in NOT_USER_OWNED.
 */
export const USER_OWNED_DATA: readonly UserOwnedTable[] = [
  {
    table: webSessions,
    category: CATEGORY.logins,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(webSessions).where(eq(webSessions.userId, o.id)).returning({ id: webSessions.id })),
  },
  {
    table: accessTokens,
    category: CATEGORY.logins,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(accessTokens).where(eq(accessTokens.userId, o.id)).returning({ id: accessTokens.tokenHash })),
  },
  {
    table: refreshTokens,
    category: CATEGORY.logins,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(refreshTokens).where(eq(refreshTokens.userId, o.id)).returning({ id: refreshTokens.tokenHash })),
  },
  {
    table: tokenFamilies,
    category: CATEGORY.logins,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(tokenFamilies).where(eq(tokenFamilies.userId, o.id)).returning({ id: tokenFamilies.id })),
  },
  {
    // Also the send-limit ledger; with the phone's rows gone its counts start again, which needs a new login (an SMS) to use.
    table: smsCodes,
    category: CATEGORY.sms,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(smsCodes).where(eq(smsCodes.phone, o.phone)).returning({ id: smsCodes.id })),
  },
  {
    table: captchaUses,
    category: CATEGORY.sms,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(captchaUses).where(eq(captchaUses.phone, o.phone)).returning({ id: captchaUses.id })),
  },
  {
    table: scoreRecords,
    category: CATEGORY.scores,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(scoreRecords).where(eq(scoreRecords.userId, o.id)).returning({ id: scoreRecords.id })),
  },
  {
    table: collections,
    category: CATEGORY.collections,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(collections).where(eq(collections.userId, o.id)).returning({ id: collections.itemId })),
  },
  {
    table: interestTests,
    category: CATEGORY.interestTests,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(interestTests).where(eq(interestTests.userId, o.id)).returning({ id: interestTests.id })),
  },
  {
    table: enrollPlans,
    category: CATEGORY.plans,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(enrollPlans).where(eq(enrollPlans.userId, o.id)).returning({ id: enrollPlans.id })),
  },
  {
    table: enrollDrafts,
    category: CATEGORY.plans,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(enrollDrafts).where(eq(enrollDrafts.userId, o.id)).returning({ id: enrollDrafts.type })),
  },
  {
    table: unitMarks,
    category: CATEGORY.plans,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(unitMarks).where(eq(unitMarks.userId, o.id)).returning({ id: unitMarks.unitId })),
  },
  {
    table: majorCompareItems,
    category: CATEGORY.majorCompare,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(majorCompareItems).where(eq(majorCompareItems.userId, o.id)).returning({ id: majorCompareItems.majorCode })),
  },
  {
    table: popupDismissals,
    category: CATEGORY.popups,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(popupDismissals).where(eq(popupDismissals.userId, o.id)).returning({ id: popupDismissals.contentId })),
  },
  {
    table: users,
    category: CATEGORY.profile,
    policy: "delete",
    erase: async (tx, o) => count(await tx.delete(users).where(eq(users.id, o.id)).returning({ id: users.id })),
  },
];

/**
 * Tables with a phone (or similar) column that do not belong to an account,
 * and why; the completeness test accepts them.
 */
export const NOT_USER_OWNED: Readonly<Record<string, string>> = {
  // A company's contact for the operator, sent without logging in and never linked to an account.
  business_cooperations: "商务合作留言（未登录提交，不属于任何账号）",
  // Operators, not users: an admin adds and disables staff (npm run admin:add, /admin/staff); a user account never owns a row.
  staff: "工作人员名单（由管理员维护，不属于用户账号）",
  // What staff did, kept for accountability; it names the staff member's phone, never a user's.
  audit_log: "后台操作日志（记录工作人员的操作，不含用户账号数据）",
};
