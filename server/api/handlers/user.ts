import { userOf, type Handlers } from "../handler";
import type { UserService } from "#server/modules/user/user.service";

/** /yc-user: the user's own profile (behind login) and the public business cooperation form. */
export function userHandlers(users: UserService): Pick<Handlers, "businessCooperation" | "ownUser" | "patchUser" | "putUser" | "patchNature"> {
  return {
    businessCooperation: async (form, ctx) => {
      await users.businessCooperation(form, ctx.ip, ctx);
      return null;
    },
    // The token check read the user's row already (one query per call, not two).
    ownUser: (_input, ctx) => users.ownFrom(userOf(ctx).account),
    patchUser: (values, ctx) => users.update(userOf(ctx).userId, values),
    putUser: (values, ctx) => users.update(userOf(ctx).userId, values),
    patchNature: (values, ctx) => users.update(userOf(ctx).userId, values),
  };
}
