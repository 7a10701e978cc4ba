import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SCOPE_INFO, isScope } from "#server/modules/scope/scopes";
import { scopeCookie, writeCookie } from "../lib/cookies.server";
import { flashNotice } from "../lib/session.server";

/** The city selector posts here: remember the chosen scope and go to its home. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const chosen = (await request.formData()).get("scope");
  if (!isScope(chosen)) {
    await flashNotice(context, { kind: "error", message: "请选择正确的地区" });
    throw redirect(`/${isScope(params.scope) ? params.scope : "zj"}/index`);
  }
  await flashNotice(context, { kind: "info", message: `已切换到${SCOPE_INFO[chosen].name}` });
  return redirect(`/${chosen}/index`, { headers: { "Set-Cookie": await writeCookie(scopeCookie, chosen, context) } });
}

export function loader({ params }: { params: { scope?: string } }) {
  return redirect(`/${isScope(params.scope) ? params.scope : "zj"}/index`);
}
