import { createCookie, type AppLoadContext } from "@remix-run/node";

const year = 365 * 24 * 3600;

/** The visitor's last scope, so unscoped paths and "/" land in the right province. */
export const scopeCookie = createCookie("yc_scope", { path: "/", sameSite: "lax", httpOnly: true, maxAge: year });
/** A channel chosen with ?channel=CODE sticks for the visitor. */
export const channelCookie = createCookie("yc_channel", { path: "/", sameSite: "lax", httpOnly: true, maxAge: year });
/** The card series (spec §2): from the URL, else this cookie, else YCONE. */
export const seriesCookie = createCookie("yc_series", { path: "/", sameSite: "lax", httpOnly: true, maxAge: year });

export async function readCookie(cookie: typeof scopeCookie, request: Request): Promise<string | null> {
  const value = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/** A visitor cookie's Set-Cookie value: Secure in production, where pages are served over HTTPS only. */
export function writeCookie(cookie: typeof scopeCookie, value: string, context: AppLoadContext): Promise<string> {
  return cookie.serialize(value, { secure: context.config.production });
}
