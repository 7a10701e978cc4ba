import type { Endpoint, ParsedInputOf, OutputOf } from "#server/contracts/endpoint";
import type { EndpointName, Endpoints } from "#server/contracts/endpoints";
import { BadRequestError, UnauthorizedError } from "#server/errors";
import type { AuthenticatedUser } from "#server/modules/auth/token.service";
import type { Scope } from "#server/modules/scope/scopes";

/** What a handler knows of the call besides its validated input: the spec §7 headers, the address and the user. */
export interface CallContext {
  province: Scope | null;
  channel: string | null;
  ua: string | null;
  /** The client's address (per-address limits). */
  ip: string;
  /** The Bearer token as sent, if any. */
  token: string | null;
  /** Set for `auth: "user"` endpoints (checked before the handler runs), and for `optional` ones when a token came. */
  user: AuthenticatedUser | null;
  /** Response headers a handler adds to its success (the quota headers x-yc-kp, x-yc-count, x-yc-count_m). */
  replyHeaders: Record<string, string>;
}

export type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, ctx: CallContext) => Promise<OutputOf<E>> | OutputOf<E>;

/** One handler per declared endpoint: the compiler refuses a missing one. */
export type Handlers = { [K in EndpointName]: Handler<Endpoints[K]> };

/** The scope of an endpoint declared with `needsProvince` (the runtime has checked it already). */
export function scopeOf(ctx: CallContext): Scope {
  if (!ctx.province) throw new BadRequestError(PROVINCE_TEXT);
  return ctx.province;
}

/** The user of an endpoint declared with `auth: "user"`. */
export function userOf(ctx: CallContext): AuthenticatedUser {
  if (!ctx.user) throw new UnauthorizedError();
  return ctx.user;
}

export const PROVINCE_TEXT = "缺少或无效的省份（province）";
