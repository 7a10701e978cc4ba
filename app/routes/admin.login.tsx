import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "../lib/api.server";
import { adminToken, writeAdminCookie } from "../lib/admin.server";
import * as s from "./admin.css";

export const meta = () => [{ title: "管理后台登录" }];
export const headers = () => ({ "Cache-Control": "no-store" });

async function newCaptcha(request: Request, context: LoaderFunctionArgs["context"]) {
  const { data: captcha } = await (await api(request, context)).call(endpoints.captcha, {});
  return { encrypt: captcha.encrypt, image: captcha.image };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await adminToken(request)) {
    // A live session goes straight in; an ended one is sent back here by /admin.
    const client = await api(request, context);
    const ok = await client.call(endpoints.adminMe, {}, { token: await adminToken(request) }).then(
      () => true,
      () => false,
    );
    if (ok) throw redirect("/admin");
  }
  return data({ captcha: await newCaptcha(request, context) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const phoneNo = String(form.get("phoneNo") ?? "").trim();
  const code = String(form.get("code") ?? "").trim();
  const encrypt = String(form.get("encrypt") ?? "");
  const authCode = String(form.get("authCode") ?? "").trim();
  const image = String(form.get("captchaImage") ?? "");
  const client = await api(request, context);
  const values = { phoneNo, code, authCode };
  try {
    if (form.get("intent") === "sms") {
      const { msg } = await client.call(endpoints.adminSms, { phoneNo, code, encrypt });
      return data({ ok: msg, error: null, values, captcha: { encrypt, image } });
    }
    const { data: session } = await client.call(endpoints.adminLogin, { phoneNo, code, encrypt, authCode });
    return redirect("/admin", { headers: { "Set-Cookie": await writeAdminCookie(session.token, context) } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // A spent or wrong captcha needs a new one; other refusals keep it.
    const keep = form.get("intent") === "sms" && !/验证码/.test(error.message);
    return data({ ok: null, error: error.message, values, captcha: keep ? { encrypt, image } : await newCaptcha(request, context) }, { status: error.status });
  }
}

export default function AdminLogin() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const captcha = acted?.captcha ?? loaded.captcha;
  const values = acted?.values;
  return (
    <>
      <h1 className={s.h1}>管理后台登录</h1>
      <p className={s.hint}>仅限管理员添加的工作人员手机号登录。</p>
      <Form method="post" className={s.form}>
        <input type="hidden" name="encrypt" value={captcha.encrypt} />
        <input type="hidden" name="captchaImage" value={captcha.image} />
        <div className={s.field}>
          <label className={s.label} htmlFor="phoneNo">
            手机号
          </label>
          <input className={s.input} id="phoneNo" name="phoneNo" inputMode="numeric" autoComplete="tel" maxLength={11} defaultValue={values?.phoneNo ?? ""} />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="code">
            图形验证码
          </label>
          <div className={s.captchaRow}>
            <input className={s.input} id="code" name="code" maxLength={5} autoComplete="off" defaultValue={values?.code ?? ""} />
            <img src={captcha.image} alt="图形验证码" width={120} height={40} />
          </div>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="authCode">
            短信验证码
          </label>
          <input className={s.input} id="authCode" name="authCode" inputMode="numeric" maxLength={6} autoComplete="one-time-code" defaultValue={values?.authCode ?? ""} />
        </div>
        {acted?.error ? (
          <p className={s.error} role="alert">
            {acted.error}
          </p>
        ) : null}
        {acted?.ok ? (
          <p className={s.ok} role="status">
            {acted.ok}
          </p>
        ) : null}
        <div className={s.actions}>
          <button className={s.secondary} type="submit" name="intent" value="sms">
            发送短信验证码
          </button>
          <button className={s.button} type="submit" name="intent" value="login">
            登录
          </button>
        </div>
      </Form>
    </>
  );
}
