import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "./api.server";
import { accessToken, safeRedirect } from "./auth.server";
import { flashNotice } from "./session.server";

export const COMPARE_FORM_TEXT = { bad: "对比操作有误，请刷新页面后重试" } as const;

/**
 * The 加入对比 / 移出对比 / 清空 forms (of the picker, the result table and the
 * major pages): `intent` add | remove | clear, `id` the catalogue code,
 * `redirectTo` a path on this site. A visitor goes to the login page and back
 * (a fetcher gets 401 `{ loginRequired: true }` and opens the login dialog);
 * afterwards back to `redirectTo` with the API's notice.
 */
export async function compareListAction(request: Request, context: AppLoadContext, scope: string) {
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), `/${scope}/majorCompare`);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent !== "add" && intent !== "remove" && intent !== "clear") {
    await flashNotice(context, { kind: "error", message: COMPARE_FORM_TEXT.bad });
    return redirect(back, { status: 303 });
  }
  const toLogin = () => (context.dataRequest ? data({ loginRequired: true }, { status: 401 }) : redirect(`/${scope}/login?redirectTo=${encodeURIComponent(back)}`, { status: 303 }));
  const token = await accessToken(request, context);
  if (!token) return toLogin();
  const client = await api(request, context);
  try {
    const reply =
      intent === "clear"
        ? await client.call(endpoints.compareListClear, {}, { token })
        : await client.call(intent === "add" ? endpoints.compareListAdd : endpoints.compareListRemove, { id }, { token });
    await flashNotice(context, { kind: "success", message: reply.msg });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return toLogin();
    await flashNotice(context, { kind: "error", message: error.message });
  }
  return redirect(back, { status: 303 });
}
