import { eq, getTableName } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import { BadRequestError, UnauthorizedError } from "../../errors";
import type { AuthenticatedUser } from "../auth/token.service";
import { OAUTH_TEXT, type OauthService } from "../oauth/oauth.service";
import type { SmsResponse } from "../oauth/oauth.schema";
import type { DeleteAccountBody, DeleteAccountSmsBody, DeletionReport } from "./account.schema";
import { USER_OWNED_DATA, type UserOwnedTable } from "./user-owned-data";

/**
 * Account deletion (个人信息保护法 §47): a code sent to the account's own
 * phone for this purpose only, then every registered table in one
 * transaction. `registry` is replaceable so tests can exercise the retain path.
 */
export function createAccountService(rt: { db: Db; now: () => number; oauth: OauthService }, registry: readonly UserOwnedTable[] = USER_OWNED_DATA) {
  const { db, oauth } = rt;

  return {
    /** The captcha guards the SMS cost, as for login; the phone is the account's, whatever the client sends. */
    sendCode(user: Pick<AuthenticatedUser, "phone">, b: DeleteAccountSmsBody, ip: string): Promise<SmsResponse> {
      return oauth.sendCode({ phone: user.phone, code: b.code, encrypt: b.encrypt, op: b.op }, ip, "delete_account");
    },

    async deleteAccount(user: Pick<AuthenticatedUser, "userId" | "phone" | "familyId">, { authCode }: DeleteAccountBody): Promise<DeletionReport> {
      const codeId = await oauth.checkCode({ phone: user.phone, purpose: "delete_account", authCode });
      const at = new Date(rt.now());
      const report = await db.transaction(async (tx) => {
        // The row lock makes a concurrent login or token refresh of this user wait, then find no user.
        const [owner] = await tx.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.id, user.userId)).for("update");
        if (!owner) throw new UnauthorizedError();
        // Of two deletions with one code, one spends it; the other is rolled back here.
        if (!(await oauth.spendCode(tx, codeId))) throw new BadRequestError(OAUTH_TEXT.smsGone);
        const result: DeletionReport = { deletedAt: at.toISOString(), deleted: [], retained: [] };
        for (const entry of registry) {
          const rows = await entry.erase(tx, owner);
          const row = { category: entry.category, table: getTableName(entry.table), rows };
          if (entry.policy === "retain") result.retained.push({ ...row, reason: entry.reason ?? "" });
          else result.deleted.push(row);
        }
        return result;
      });
      // The record that a deletion happened, without anything that identifies the person.
      console.log(JSON.stringify({ t: at.toISOString(), msg: "account deleted", tables: report.deleted.map((r) => `${r.table}:${r.rows}`).join(",") }));
      return report;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
