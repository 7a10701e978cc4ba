import type { AppLoadContext, Session } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import type { TokenResponse } from "#server/modules/oauth/oauth.schema";
import type { OwnUser } from "#server/modules/user/user.schema";
import { ApiError, api } from "./api.server";
import type { Notice } from "./notices";
import { getSession, restartSession } from "./session.server";

const AUTH_KEY = "auth";
/** Mirrors SESSION_USER_KEY of server/web/session-storage.ts, which keeps it in a column so account deletion finds every session. */
const USER_KEY = "userId";

interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  /** ms since epoch; refreshed a minute early. */
  accessExpiresAt: number;
}

function stored(session: Session): StoredAuth | null {
  const value = session.get(AUTH_KEY) as StoredAuth | undefined;
  return value?.accessToken ? value : null;
}

/** Refreshes under way in this process, by session id: parallel requests of one visitor share one. */
const refreshing = new Map<string, Promise<StoredAuth | null>>();
/** Renewal starts this long before the access token ends, so no API call meets an expired one. */
const RENEW_BEFORE_MS = 60_000;

function toStored(tokens: TokenResponse): StoredAuth {
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, accessExpiresAt: Date.now() + tokens.expires_in * 1000 };
}

/**
 * After a successful login: a NEW session (new id, so a fixed id cannot be
 * reused) holding the tokens server-side; the cookie goes out with the response.
 */
export async function startLoggedInSession(context: AppLoadContext, tokens: TokenResponse, notice?: Notice): Promise<void> {
  await restartSession(context, { data: { [AUTH_KEY]: toStored(tokens), [USER_KEY]: tokens.user_id }, notice });
}

/**
 * One refresh per session at a time in this process: the parallel loads of a
 * page all wait for the first one's result. Across instances the API's row
 * lock and grace window give them the same pair.
 */
function refreshOnce(request: Request, context: AppLoadContext, sessionId: string, refreshToken: string): Promise<StoredAuth | null> {
  let flight = refreshing.get(sessionId);
  if (!flight) {
    flight = (async () => {
      try {
        const client = await api(request, context);
        const { data: renewed } = await client.call(endpoints.refreshToken, { refresh_token: refreshToken });
        return toStored(renewed);
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return null;
        throw error;
      }
    })().finally(() => refreshing.delete(sessionId));
    refreshing.set(sessionId, flight);
  }
  return flight;
}

async function resolveAccessToken(request: Request, context: AppLoadContext): Promise<string | null> {
  const session = await getSession(context);
  const auth = stored(session);
  if (!auth) return null;
  if (auth.accessExpiresAt - RENEW_BEFORE_MS > Date.now()) return auth.accessToken;
  const renewed = await refreshOnce(request, context, session.id, auth.refreshToken);
  if (renewed) session.set(AUTH_KEY, renewed);
  else dropLogin(session);
  return renewed?.accessToken ?? null;
}

async function resolveUser(request: Request, context: AppLoadContext): Promise<{ user: OwnUser | null; token: string | null }> {
  const token = await accessToken(request, context);
  if (!token) return { user: null, token: null };
  try {
    const client = await api(request, context);
    const { data: user } = await client.call(endpoints.ownUser, {}, { token });
    return { user, token };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    await forgetLogin(context);
    return { user: null, token: null };
  }
}

// Per request (the load context), so the root, layout and page loaders of one request share one answer.
const tokens = new WeakMap<AppLoadContext, Promise<string | null>>();
const users = new WeakMap<AppLoadContext, Promise<{ user: OwnUser | null; token: string | null }>>();

function once<T>(memo: WeakMap<AppLoadContext, Promise<T>>, context: AppLoadContext, load: () => Promise<T>): Promise<T> {
  let value = memo.get(context);
  if (!value) {
    value = load();
    memo.set(context, value);
  }
  return value;
}

/** The access token of this visitor, renewed through the refresh token when it is about to expire; once per request. */
export function accessToken(request: Request, context: AppLoadContext): Promise<string | null> {
  return once(tokens, context, () => resolveAccessToken(request, context));
}

/** The logged-in user, or null; loaded once per request. A token the API no longer accepts counts as logged out. */
export function currentUser(request: Request, context: AppLoadContext): Promise<{ user: OwnUser | null; token: string | null }> {
  return once(users, context, () => resolveUser(request, context));
}

/** The API refused the tokens: they are dropped from the session, so the visitor reads as logged out. */
async function forgetLogin(context: AppLoadContext): Promise<void> {
  dropLogin(await getSession(context));
}

function dropLogin(session: Session): void {
  session.unset(AUTH_KEY);
  session.unset(USER_KEY);
}

export function loginUrl(request: Request, scope: string): string {
  const url = new URL(request.url);
  return `/${scope}/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Login is needed (spec §4's authentication-failure event). A client-side
 * navigation (JavaScript on) gets a 401 that the
 * layout answers by opening the login dialog; a page load goes to the login
 * page and back.
 */
export function loginRequired(request: Request, context: AppLoadContext, scope: string): Response | ReturnType<typeof data> {
  if (context.dataRequest) return data({ reason: "auth-required" }, { status: 401 });
  return redirect(loginUrl(request, scope));
}

/** For pages behind login: the user and token, or the login step above. */
export async function requireUser(request: Request, context: AppLoadContext, scope: string): Promise<{ user: OwnUser; token: string }> {
  const { user, token } = await currentUser(request, context);
  if (!user || !token) throw loginRequired(request, context, scope);
  return { user, token };
}

/** An API 401 inside a page's loader or action: the tokens are dropped and the login step above follows. */
export async function redirectOnUnauthorized(error: unknown, request: Request, context: AppLoadContext, scope: string): Promise<never> {
  if (error instanceof ApiError && error.status === 401) {
    await forgetLogin(context);
    throw loginRequired(request, context, scope);
  }
  throw error;
}

/** Logout: revoke the tokens at the API and end the session; `notice` travels in a new one. */
export async function endSession(request: Request, context: AppLoadContext, notice?: Notice): Promise<void> {
  const auth = stored(await getSession(context));
  if (auth) {
    const client = await api(request, context);
    await client.call(endpoints.logout, { refresh_token: auth.refreshToken }, { token: auth.accessToken }).catch(() => undefined);
  }
  await restartSession(context, { notice });
}

/** Only local paths may be redirect targets (no open redirects). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
