import type { AccountService } from "#server/modules/account/account.service";
import { userOf, type Handlers } from "../handler";

/** /yc-user/users/delete_account: behind login; the code goes to the account's own phone. */
export function accountHandlers(accounts: AccountService): Pick<Handlers, "deleteAccountSms" | "deleteAccount"> {
  return {
    deleteAccountSms: (body, ctx) => accounts.sendCode(userOf(ctx), body, ctx.ip),
    deleteAccount: (body, ctx) => accounts.deleteAccount(userOf(ctx), body),
  };
}
