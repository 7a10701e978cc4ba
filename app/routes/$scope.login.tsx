import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { LOGIN_TEXT } from "#server/modules/oauth/oauth.schema";
import { LoginForm } from "../components/LoginForm";
import * as s from "../components/login.css";
import { ApiError, api } from "../lib/api.server";
import { currentUser, safeRedirect, startLoggedInSession } from "../lib/auth.server";
import { parseLoginForm } from "../lib/login-form";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("验证码登录");
// Each visit gets its own captcha: never stored, by us or the browser.
export const headers = () => ({ "Cache-Control": "no-store" });

async function newCaptcha(request: Request, context: ActionFunctionArgs["context"]) {
  try {
    const { data: captcha } = await (await api(request, context)).call(endpoints.captcha, {});
    return { encrypt: captcha.encrypt, image: captcha.image };
  } catch (error) {
    // Too many captchas from this address: say so with the API's words instead of a server error.
    if (error instanceof ApiError && error.status === 429) throw data({ message: error.message }, { status: 429 });
    throw error;
  }
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), `/${scope}/index`);
  const { user } = await currentUser(request, context);
  if (user) throw redirect(redirectTo);
  return data({ captcha: await newCaptcha(request, context), redirectTo }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * One action for the page and the header dialog. intent=captcha gives a new
 * image, intent=sms sends a code, intent=login logs in.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const mode = formData.get("mode") === "dialog" ? "dialog" : "page";
  const redirectTo = safeRedirect(formData.get("redirectTo"), `/${scope}/index`);
  const encrypt = String(formData.get("encrypt") ?? "");
  const keepCaptcha = { encrypt, image: String(formData.get("captchaImage") ?? "") };
  const client = await api(request, context);

  if (formData.get("nickname")) {
    // Only bots fill the hidden field.
    return data({ result: null, captcha: await newCaptcha(request, context), smsSent: false, loggedIn: false }, { status: 400 });
  }
  if (intent === "captcha") {
    const kept = parseLoginForm(formData);
    return data({ result: withoutCaptchaAnswer(kept.reply()), captcha: await newCaptcha(request, context), smsSent: formData.get("op") === "1", loggedIn: false });
  }

  const submission = parseLoginForm(formData);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), captcha: keepCaptcha.image ? keepCaptcha : await newCaptcha(request, context), smsSent: formData.get("op") === "1", loggedIn: false }, { status: 400 });
  }

  const value = submission.value as { phoneNo: string; code: string; encrypt: string; authCode?: string };
  if (intent === "sms") {
    try {
      await client.call(endpoints.sms, { phoneNo: value.phoneNo, code: value.code, encrypt: value.encrypt, type: "login", op: formData.get("op") === "1" ? "1" : undefined });
      return data({ result: submission.reply(), captcha: keepCaptcha.image ? keepCaptcha : null, smsSent: true, loggedIn: false, notice: LOGIN_TEXT.smsSent });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refused send spends nothing but the captcha answer: show a fresh image.
      return data(
        { result: withoutCaptchaAnswer(submission.reply({ formErrors: [error.message] })), captcha: await newCaptcha(request, context), smsSent: false, loggedIn: false },
        { status: error.status },
      );
    }
  }

  try {
    const { data: tokens } = await client.call(endpoints.login, { phoneNo: value.phoneNo, code: value.code, authCode: value.authCode, encrypt: value.encrypt });
    // The dialog shows 登录成功 itself; the page carries it to where the visitor returns.
    const notice = mode === "page" ? ({ kind: "success", message: LOGIN_TEXT.loginOk } as const) : undefined;
    await startLoggedInSession(context, tokens, notice);
    if (mode === "dialog") return data({ result: null, captcha: null, smsSent: false, loggedIn: true });
    return redirect(redirectTo);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [error.message] }), captcha: keepCaptcha.image ? keepCaptcha : null, smsSent: formData.get("op") === "1", loggedIn: false },
      { status: error.status },
    );
  }
}

/** With a new captcha image the old answer is useless; the other fields stay filled. */
function withoutCaptchaAnswer<T extends { initialValue?: Record<string, unknown> | null }>(reply: T): T {
  if (reply.initialValue) {
    const { code: _code, ...rest } = reply.initialValue;
    return { ...reply, initialValue: rest };
  }
  return reply;
}

export default function LoginPage() {
  const { captcha, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { scope } = useRouteLoaderData<{ scope: string }>("routes/$scope")!;
  const shownCaptcha = actionData?.captcha?.image ? actionData.captcha : captcha;
  return (
    <div className={s.page}>
      <section className={s.card} aria-labelledby="login-title">
        <h1 className={s.title} id="login-title">
          验证码登录
        </h1>
        {actionData && "notice" in actionData && typeof actionData.notice === "string" ? (
          <p role="status" data-testid="sms-sent">
            {actionData.notice}
          </p>
        ) : null}
        <LoginForm
          scope={scope}
          captcha={shownCaptcha}
          lastResult={actionData?.result}
          smsSent={actionData?.smsSent}
          redirectTo={redirectTo}
          mode="page"
          busy={navigation.state !== "idle"}
        />
      </section>
    </div>
  );
}
