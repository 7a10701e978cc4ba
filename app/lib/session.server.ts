import type { AppLoadContext, Session } from "@remix-run/node";
import type { Notice } from "./notices";

const NOTICE_KEY = "notice";

/**
 * The visitor's session for this request. Every loader and action of one
 * request gets the same one from the load context; changes are written once,
 * with the cookie, when the response goes out (server/http/remix-handler.ts).
 */
export function getSession(context: AppLoadContext): Promise<Session> {
  return context.session.get();
}

/** Puts a one-time notice in the session, so it shows after the redirect even without JavaScript. */
export async function flashNotice(context: AppLoadContext, notice: Notice): Promise<void> {
  (await getSession(context)).flash(NOTICE_KEY, notice);
}

/**
 * Ends the visitor's session (its id never returns) and starts a new one
 * holding `data` and `notice`, saved under a new id as the response goes out.
 */
export async function restartSession(context: AppLoadContext, opts: { data?: Record<string, unknown>; notice?: Notice } = {}): Promise<void> {
  const session = await context.session.restart();
  for (const [key, value] of Object.entries(opts.data ?? {})) session.set(key, value);
  if (opts.notice) session.flash(NOTICE_KEY, opts.notice);
}

/** Reads (and so clears) the flashed notice. */
export async function takeNotice(context: AppLoadContext): Promise<Notice | null> {
  return ((await getSession(context)).get(NOTICE_KEY) as Notice | undefined) ?? null;
}
