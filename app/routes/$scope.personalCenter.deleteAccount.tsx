import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { DATA_CATEGORIES, RETENTION_TEXT } from "#server/modules/account/account.schema";
import { TextField } from "../components/ui/TextField";
import * as ui from "../components/ui/ui.css";
import * as login from "../components/login.css";
import { sessionAfterDeletion } from "../lib/account-deletion.server";
import { ApiError, api } from "../lib/api.server";
import { redirectOnUnauthorized, requireUser } from "../lib/auth.server";
import { parseDeleteAccountForm } from "../lib/delete-account-form";
import { maskedPhone } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as s from "./delete-account.css";
import * as pc from "./personal-center.css";

export const meta = pageTitle("注销账号");
// A captcha per visit, and a page about one person: never stored.
export const headers = () => ({ "Cache-Control": "private, no-store" });

async function newCaptcha(request: Request, context: LoaderFunctionArgs["context"]) {
  const { data: captcha } = await (await api(request, context)).call(endpoints.captcha, {});
  return { encrypt: captcha.encrypt, image: captcha.image };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { user } = await requireUser(request, context, scope);
  return data({ scope, phone: maskedPhone(user.phoneNo), captcha: await newCaptcha(request, context) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** intent=captcha gives a new image, intent=sms sends the code to the account's phone, intent=delete deletes. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const smsSent = formData.get("op") === "1";
  const kept = { encrypt: String(formData.get("encrypt") ?? ""), image: String(formData.get("captchaImage") ?? "") };
  const client = await api(request, context);
  const submission = parseDeleteAccountForm(formData);

  if (intent !== "sms" && intent !== "delete") {
    return data({ result: submission.reply(), captcha: await newCaptcha(request, context), smsSent, notice: null });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), captcha: kept.image ? kept : await newCaptcha(request, context), smsSent, notice: null }, { status: 400 });
  }
  try {
    if (intent === "sms") {
      const value = submission.value as { code: string; encrypt: string };
      const { msg } = await client.call(endpoints.deleteAccountSms, { code: value.code, encrypt: value.encrypt, op: smsSent ? "1" : undefined }, { token });
      return data({ result: submission.reply(), captcha: kept, smsSent: true, notice: msg });
    }
    const value = submission.value as { authCode: string };
    const { data: report } = await client.call(endpoints.deleteAccount, { authCode: value.authCode }, { token });
    await sessionAfterDeletion(request, context, report);
    return redirect(`/${scope}/accountDeleted`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) await redirectOnUnauthorized(error, request, context, scope);
    const apiError = error as ApiError;
    // A refused send spends the captcha answer: show a fresh image. A refused code keeps the image for a resend.
    const captcha = intent === "sms" ? await newCaptcha(request, context) : kept;
    return data({ result: submission.reply({ formErrors: [apiError.message] }), captcha, smsSent, notice: null }, { status: apiError.status });
  }
}

export default function DeleteAccount() {
  const { scope, phone, captcha: firstCaptcha } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const captcha = actionData?.captcha?.image ? actionData.captcha : firstCaptcha;
  const smsSent = actionData?.smsSent ?? false;
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseDeleteAccountForm(formData),
  });
  const busy = navigation.state !== "idle";
  return (
    <section className={pc.panel} aria-labelledby="delete-account-title">
      <h1 className={pc.panelTitle} id="delete-account-title">
        注销账号
      </h1>
      <div className={s.warning} id="delete-warning" role="note" aria-labelledby="delete-warning-title">
        <h2 className={s.warningTitle} id="delete-warning-title">
          注销后无法恢复
        </h2>
        <p>注销将永久删除您的账号（手机号 {phone}）和以下全部信息，删除后无法找回：</p>
        <ul className={s.list}>
          {Object.values(DATA_CATEGORIES).map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
        <p>注销后您将在所有设备上退出登录。之后用同一手机号登录，会创建一个全新的空账号。</p>
        <p className={s.muted}>{RETENTION_TEXT}</p>
      </div>

      <Form method="post" {...getFormProps(form)} className={pc.formGrid}>
        {/* Enter in a field submits the first submit button: make it the one that checks everything, never the image refresh. */}
        <button type="submit" name="intent" value="delete" className={login.hiddenDefault} tabIndex={-1} aria-hidden="true">
          确认注销
        </button>
        <input type="hidden" name="encrypt" value={captcha.encrypt} />
        <input type="hidden" name="captchaImage" value={captcha.image} />
        {smsSent ? <input type="hidden" name="op" value="1" /> : null}
        {form.errors ? (
          <p className={ui.formError} role="alert" id={form.errorId}>
            {form.errors[0]}
          </p>
        ) : null}
        {actionData?.notice ? (
          <p role="status" data-testid="sms-sent">
            {`${actionData.notice}，请查看手机 ${phone} 收到的短信`}
          </p>
        ) : null}
        <p className={s.muted}>第一步：输入图片验证码，获取发送到 {phone} 的短信验证码。</p>
        <div className={ui.row}>
          <div className={login.grow}>
            <TextField
              key={captcha.encrypt}
              label="图片验证码"
              name={fields.code.name}
              id={fields.code.id}
              errors={fields.code.errors}
              maxLength={5}
              autoComplete="off"
              placeholder="请输入验证码"
            />
          </div>
          <button type="submit" name="intent" value="captcha" className={login.captchaButton} formNoValidate aria-label="看不清？换一张验证码图片" title="看不清？换一张">
            <img className={login.captchaImage} src={captcha.image} alt="图片验证码" data-testid="captcha-image" />
          </button>
        </div>
        <button type="submit" name="intent" value="sms" className={ui.secondaryButton} disabled={busy}>
          {smsSent ? "重新发送验证码" : "发送验证码"}
        </button>

        <p className={s.muted}>第二步：输入短信验证码并确认。</p>
        <TextField
          label="短信验证码"
          name={fields.authCode.name}
          id={fields.authCode.id}
          errors={fields.authCode.errors}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder="请输入短信验证码"
          autoFocus={smsSent}
        />
        <div className={ui.field}>
          <div className={s.confirmRow}>
            <input
              className={s.checkbox}
              type="checkbox"
              id={fields.confirm.id}
              name={fields.confirm.name}
              value="yes"
              aria-invalid={fields.confirm.errors ? true : undefined}
              aria-describedby={fields.confirm.errors ? `delete-warning ${fields.confirm.errorId}` : "delete-warning"}
            />
            <label htmlFor={fields.confirm.id}>我已了解注销后账号和上述信息将被永久删除、无法恢复</label>
          </div>
          {fields.confirm.errors ? (
            <span className={ui.error} id={fields.confirm.errorId}>
              {fields.confirm.errors[0]}
            </span>
          ) : null}
        </div>
        <div className={s.actions}>
          <button type="submit" name="intent" value="delete" className={s.dangerButton} disabled={busy} aria-describedby="delete-warning">
            确认注销
          </button>
          <Link to={`/${scope}/personalCenter/personalData`}>取消，返回个人资料</Link>
        </div>
      </Form>
    </section>
  );
}
