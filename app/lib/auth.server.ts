import type { AppLoadContext, Session } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import type { TokenResponse } from "#server/modules/oauth/oauth.schema";
import type { OwnUser } from "#server/modules/user/user.schema";
import { ApiError, api } from "./api.server";
import type { Notice } from "./notices";
import { getSession, newSession } from "./session.server";

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

/**
 * After a successful login: a NEW session (new id, so a fixed id cannot be
 * reused) holding the tokens server-side. Returns the Set-Cookie header.
 */
export async function startLoggedInSession(request: Request, context: AppLoadContext, tokens: TokenResponse, notice?: Notice): Promise<string> {
  const old = await getSession(request, context);
  if (old.id) await context.sessionStorage.destroySession(old);
  const auth: StoredAuth = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: Date.now() + tokens.expires_in * 1000,
  };
  return newSession(context, { data: { [AUTH_KEY]: auth, [USER_KEY]: tokens.user_id }, notice });
}

/** The access token of this visitor, renewed through the refresh token when it is about to expire. */
export async function accessToken(request: Request, context: AppLoadContext): Promise<{ token: string | null; setCookie: string | null }> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return { token: null, setCookie: null };
  const session = await getSession(request, context);
  const auth = stored(session);
  if (!auth) return { token: null, setCookie: null };
  if (auth.accessExpiresAt - 60_000 > Date.now()) return { token: auth.accessToken, setCookie: null };
  try {
    const client = await api(request, context);
    const { data: renewed } = await client.call(endpoints.refreshToken, { refresh_token: auth.refreshToken });
    session.set(AUTH_KEY, { accessToken: renewed.access_token, refreshToken: renewed.refresh_token, accessExpiresAt: Date.now() + renewed.expires_in * 1000 });
    return { token: renewed.access_token, setCookie: await context.sessionStorage.commitSession(session) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    session.unset(AUTH_KEY);
    session.unset(USER_KEY);
    return { token: null, setCookie: await context.sessionStorage.commitSession(session) };
  }
}

/** The logged-in user, or null; a token the API no longer accepts counts as logged out. */
export async function currentUser(request: Request, context: AppLoadContext): Promise<{ user: OwnUser | null; token: string | null; setCookie: string | null }> {
  const { token, setCookie } = await accessToken(request, context);
  if (!token) return { user: null, token: null, setCookie };
  try {
    const client = await api(request, context);
    const { data: user } = await client.call(endpoints.ownUser, {}, { token });
    return { user, token, setCookie };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { user: null, token: null, setCookie };
    throw error;
  }
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
export async function requireUser(request: Request, context: AppLoadContext, scope: string) {
  const result = await currentUser(request, context);
  if (!result.user || !result.token) throw loginRequired(request, context, scope);
  return result as { user: OwnUser; token: string; setCookie: string | null };
}

/** An API 401 inside a page's loader or action: the login step above. */
export function redirectOnUnauthorized(error: unknown, request: Request, context: AppLoadContext, scope: string): never {
  if (error instanceof ApiError && error.status === 401) throw loginRequired(request, context, scope);
  throw error;
}

/** Logout: revoke the tokens at the API, delete the session row. Returns the Set-Cookie header. */
export async function endSession(request: Request, context: AppLoadContext): Promise<string> {
  const session = await getSession(request, context);
  const auth = stored(session);
  if (auth) {
    const client = await api(request, context);
    await client.call(endpoints.logout, { refresh_token: auth.refreshToken }, { token: auth.accessToken }).catch(() => undefined);
  }
  return context.sessionStorage.destroySession(session);
}

/** Only local paths may be redirect targets (no open redirects). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
