import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import type { Staff } from "#server/modules/admin/admin.schema";
import { ApiError, api } from "./api.server";

/**
 * The staff session: its own cookie, apart from the visitor's session,
 * read only by /admin pages. It holds the random session token the API issued
 * (stored there only as a hash); SameSite=Strict, HttpOnly, Secure in production.
 */
// Path "/": client-side navigations load /admin pages' data from /admin.data, which a "/admin" path would not match.
export const adminCookie = createCookie("yc_admin", { path: "/", sameSite: "strict", httpOnly: true, maxAge: 12 * 3600 });

export async function adminToken(request: Request): Promise<string | null> {
  const value = await adminCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function writeAdminCookie(token: string, context: AppLoadContext): Promise<string> {
  return adminCookie.serialize(token, { secure: context.config.production });
}

export function clearAdminCookie(context: AppLoadContext): Promise<string> {
  return adminCookie.serialize("", { secure: context.config.production, maxAge: 0 });
}

/** The logged-in staff member and a client that sends the staff token; otherwise off to /admin/login. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<{ staff: Staff; token: string; call: Awaited<ReturnType<typeof api>>["call"] }> {
  const token = await adminToken(request);
  if (!token) throw redirect("/admin/login", { headers: { "Cache-Control": "no-store" } });
  const client = await api(request, context);
  try {
    const { data: staff } = await client.call(endpoints.adminMe, {}, { token });
    return { staff, token, call: (endpoint, input, opts = {}) => client.call(endpoint, input, { token, ...opts }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect("/admin/login", { headers: { "Set-Cookie": await clearAdminCookie(context) } });
    throw error;
  }
}

/** An API refusal as a page answer: its Chinese message with its status (403, 404 …). */
export function refusal(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw new Response(error.message, { status: error.status });
  throw error;
}
