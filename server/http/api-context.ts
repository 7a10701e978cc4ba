import type { Request } from "express";
import { isScope, type Scope } from "../modules/scope/scopes";

/** The headers every API call carries (spec §7): the scope, the upper-case channel and the client kind. */
export interface ApiContext {
  province: Scope | null;
  channel: string | null;
  ua: string | null;
}

export function apiContext(req: Request): ApiContext {
  const province = req.get("province")?.toLowerCase() ?? null;
  const channel = req.get("channel")?.trim().toUpperCase() || null;
  return { province: isScope(province) ? province : null, channel, ua: req.get("UA") ?? null };
}
