import type { AppLoadContext } from "@remix-run/node";
import type { Channel } from "#channels/schema";
import { channelCookie, readCookie, writeCookie } from "./cookies.server";

/**
 * The visitor's brand: a known ?channel=CODE (then remembered), else the
 * remembered one, else the deployment's CHANNEL. Unknown codes are ignored.
 */
export async function resolveChannel(request: Request, context: AppLoadContext): Promise<{ channel: Channel; setCookie: string | null }> {
  const { channels, config } = context;
  const fallback = channels.get(config.defaultChannel) ?? [...channels.byCode.values()][0];
  const requested = channels.get(new URL(request.url).searchParams.get("channel"));
  if (requested) {
    const remembered = await readCookie(channelCookie, request);
    return { channel: requested, setCookie: remembered === requested.code ? null : await writeCookie(channelCookie, requested.code, context) };
  }
  return { channel: channels.get(await readCookie(channelCookie, request)) ?? fallback, setCookie: null };
}
