import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "../lib/api.server";
import { adminToken, clearAdminCookie } from "../lib/admin.server";

export async function loader() {
  return redirect("/admin");
}

/** Ends the staff session on the server, then forgets the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = await adminToken(request);
  if (token) await (await api(request, context)).call(endpoints.adminLogout, {}, { token }).catch(() => undefined);
  return redirect("/admin/login", { headers: { "Set-Cookie": await clearAdminCookie(context) } });
}
