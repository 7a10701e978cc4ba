import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "../lib/api.server";
import { accessToken, safeRedirect } from "../lib/auth.server";
import { requireScope } from "../lib/scope.server";
import { flashNotice } from "../lib/session.server";

/**
 * The collect button of the university and major pages (a resource route):
 * a form POST of `kind` (university | major), `id` (ucode / catalogue code),
 * `intent` (add | remove) and `redirectTo` (a path on this site). Without a
 * login the visitor goes to the login page and back to `redirectTo`; a
 * fetcher (JavaScript on) gets 401 `{ loginRequired: true }` and opens the
 * login dialog instead. Afterwards: back to `redirectTo` with a notice.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), `/${scope}/personalCenter/myCollections`);
  const kind = form.get("kind");
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if ((kind !== "university" && kind !== "major") || (intent !== "add" && intent !== "remove")) {
    await flashNotice(context, { kind: "error", message: "收藏操作有误，请刷新页面后重试" });
    return redirect(back, { status: 303 });
  }
  const token = await accessToken(request, context);
  if (!token) {
    if (context.dataRequest) return data({ loginRequired: true }, { status: 401 });
    return redirect(`/${scope}/login?redirectTo=${encodeURIComponent(back)}`, { status: 303 });
  }
  const client = await api(request, context);
  try {
    const reply =
      kind === "university"
        ? await client.call(intent === "add" ? endpoints.collectUniversity : endpoints.cancelCollectUniversity, { ucode: id }, { token })
        : await client.call(intent === "add" ? endpoints.collectMajor : endpoints.cancelCollectMajor, { code: id }, { token });
    await flashNotice(context, { kind: "success", message: reply.msg });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      if (context.dataRequest) return data({ loginRequired: true }, { status: 401 });
      return redirect(`/${scope}/login?redirectTo=${encodeURIComponent(back)}`, { status: 303 });
    }
    await flashNotice(context, { kind: "error", message: error.message });
  }
  return redirect(back, { status: 303 });
}

/** Nothing to show: the route only takes the form. */
export async function loader() {
  throw data({ reason: "not-found" }, { status: 404 });
}
