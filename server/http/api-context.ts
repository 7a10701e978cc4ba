import type { Request } from "express";
import type { Channels } from "#channels/registry";
import { isScope, type Scope } from "../modules/scope/scopes";

/** The headers every API call carries (spec §7): the scope, the upper-case channel and the client kind. */
export interface ApiContext {
  province: Scope | null;
  channel: string | null;
  ua: string | null;
}

/** A channel header that names none of the deployment's channels reads as none: it is never stored or passed on. */
export function apiContext(req: Request, channels: Channels): ApiContext {
  const province = req.get("province")?.toLowerCase() ?? null;
  const channel = channels.get(req.get("channel")?.trim())?.code.toUpperCase() ?? null;
  return { province: isScope(province) ? province : null, channel, ua: req.get("UA") ?? null };
}
