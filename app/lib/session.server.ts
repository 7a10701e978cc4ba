import type { AppLoadContext, Session } from "@remix-run/node";
import type { Notice } from "./notices";

const NOTICE_KEY = "notice";

// The root and layout loaders both read the session; one database read per request serves both.
// Keyed on the load context, which is one per request (Remix hands each loader its own copy of the Request).
const perRequest = new WeakMap<AppLoadContext, Promise<Session>>();

export function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  let session = perRequest.get(context);
  if (!session) {
    session = context.sessionStorage.getSession(request.headers.get("Cookie"));
    perRequest.set(context, session);
  }
  return session;
}

/** Puts a one-time notice in the session, so it shows after the redirect even without JavaScript. */
export async function flashNotice(request: Request, context: AppLoadContext, notice: Notice): Promise<Headers> {
  const session = await getSession(request, context);
  session.flash(NOTICE_KEY, notice);
  return new Headers({ "Set-Cookie": await context.sessionStorage.commitSession(session) });
}

/** A brand-new session (new id, so no earlier id lives on past login or logout); returns its Set-Cookie. */
export async function newSession(context: AppLoadContext, opts: { data?: Record<string, unknown>; notice?: Notice }): Promise<string> {
  const session = await context.sessionStorage.getSession();
  for (const [key, value] of Object.entries(opts.data ?? {})) session.set(key, value);
  if (opts.notice) session.flash(NOTICE_KEY, opts.notice);
  return context.sessionStorage.commitSession(session);
}

/** Reads (and so clears) the flashed notice; the returned header must be sent when one was read. */
export async function takeNotice(request: Request, context: AppLoadContext): Promise<{ notice: Notice | null; headers: Headers }> {
  const headers = new Headers();
  if (!request.headers.get("Cookie")?.includes("__session=")) return { notice: null, headers };
  const session = await getSession(request, context);
  const notice = (session.get(NOTICE_KEY) as Notice | undefined) ?? null;
  if (notice) headers.append("Set-Cookie", await context.sessionStorage.commitSession(session));
  return { notice, headers };
}
