import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { DEFAULT_SCOPE, DEFAULT_SERIES, SCOPE_INFO, isScope, type Scope } from "#server/modules/scope/scopes";
import { daysUntil } from "./format";
import { readCookie, scopeCookie, seriesCookie, writeCookie } from "./cookies.server";
import { isSpecPage } from "./routes";

export async function rememberedScope(request: Request): Promise<Scope> {
  const value = await readCookie(scopeCookie, request);
  return isScope(value) ? value : DEFAULT_SCOPE;
}

/**
 * The scope of a /$scope/… URL. A spec page reached without a scope
 * (/universityInquiry, /index) goes to the same path under the remembered
 * scope; anything else is not found.
 */
export async function requireScope(param: string | undefined, request: Request): Promise<Scope> {
  if (isScope(param)) return param;
  if (param && isSpecPage(param)) {
    const url = new URL(request.url);
    throw redirect(`/${await rememberedScope(request)}${url.pathname}${url.search}`);
  }
  throw data({ reason: "not-found" }, { status: 404 });
}

/** The card series (spec §2): from the URL, else the cookie, else YCONE. */
export async function resolveSeries(request: Request, context: AppLoadContext): Promise<{ series: string; setCookie: string | null }> {
  const fromUrl = new URL(request.url).searchParams.get("series");
  const remembered = await readCookie(seriesCookie, request);
  if (fromUrl && /^[A-Z0-9_]{1,20}$/.test(fromUrl) && fromUrl !== remembered) {
    return { series: fromUrl, setCookie: await writeCookie(seriesCookie, fromUrl, context) };
  }
  return { series: remembered ?? DEFAULT_SERIES, setCookie: null };
}

/** The day countdown shown in the header, or null days when the date has passed. */
export function countdownFor(scope: Scope, context: AppLoadContext, now = context.config.calendarNow()) {
  const date = context.config.firstStageDates[scope] ?? SCOPE_INFO[scope].firstStageDate;
  // Application dates are Beijing time (UTC+8), midnight.
  return { date, days: daysUntil(new Date(`${date}T00:00:00+08:00`), now) };
}
