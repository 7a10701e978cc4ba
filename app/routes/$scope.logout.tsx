import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LOGIN_TEXT } from "#server/modules/oauth/oauth.schema";
import { endSession } from "../lib/auth.server";
import { requireScope } from "../lib/scope.server";

/** Revokes the tokens, deletes the session and goes home with 退出成功 (spec §4). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  // The old row is gone; the notice travels in a brand-new session with a new id.
  await endSession(request, context, { kind: "success", message: LOGIN_TEXT.logoutOk });
  return redirect(`/${scope}/index`);
}

export async function loader({ params, request }: { params: { scope?: string }; request: Request }) {
  return redirect(`/${await requireScope(params.scope, request)}/index`);
}
