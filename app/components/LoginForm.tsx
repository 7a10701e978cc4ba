import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useEffect, useState, type ComponentType } from "react";
import { LOGIN_LIMITS } from "#server/modules/oauth/oauth.schema";
import { parseLoginForm } from "../lib/login-form";
import { TextField } from "./ui/TextField";
import * as ui from "./ui/ui.css";
import * as s from "./login.css";

export interface CaptchaView {
  encrypt: string;
  image: string;
}

export interface LoginFormProps {
  scope: string;
  captcha: CaptchaView;
  lastResult?: SubmissionResult<string[]> | null;
  /** Set once an SMS was sent with this captcha: later sends are resends (op=1). */
  smsSent?: boolean;
  redirectTo: string;
  /** "dialog" answers in JSON for the header dialog; "page" redirects (works without JavaScript). */
  mode: "page" | "dialog";
  FormComponent?: ComponentType<any>;
  busy?: boolean;
}

/** Seconds left before another SMS may be requested, counting down each second. */
function useResendCountdown(smsSent: boolean | undefined, lastResult: unknown) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!smsSent) return;
    const until = Date.now() + LOGIN_LIMITS.smsResendSeconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [smsSent, lastResult]);
  return left;
}

/** The 验证码登录 form: phone, image captcha, SMS code (spec §2), shared by the dialog and the login page. */
export function LoginForm({ scope, captcha, lastResult, smsSent, redirectTo, mode, FormComponent = Form, busy }: LoginFormProps) {
  const [form, fields] = useForm({
    id: `login-${mode}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseLoginForm(formData),
  });
  const left = useResendCountdown(smsSent, lastResult);
  const smsLabel = left > 0 ? `重新发送(${left}s)` : smsSent ? "重新发送" : "发送验证码";

  return (
    // The way back rides in the action URL too: without JavaScript each step (code sent, wrong answer) renders the page again from that URL.
    <FormComponent method="post" action={`/${scope}/login?redirectTo=${encodeURIComponent(redirectTo)}`} {...getFormProps(form)}>
      {/* Enter in any field logs in: the first submit button of a form is its default. */}
      <button type="submit" name="intent" value="login" className={s.hiddenDefault} tabIndex={-1} aria-hidden="true">
        登录
      </button>
      <input type="hidden" name="encrypt" value={captcha.encrypt} />
      <input type="hidden" name="captchaImage" value={captcha.image} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {smsSent ? <input type="hidden" name="op" value="1" /> : null}
      <div className={s.honeypot} aria-hidden="true">
        <label>
          请勿填写
          <input type="text" name="nickname" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {form.errors ? (
        <p className={ui.formError} role="alert" id={form.errorId}>
          {form.errors[0]}
        </p>
      ) : null}
      <TextField
        label="手机号码"
        name={fields.phoneNo.name}
        id={fields.phoneNo.id}
        defaultValue={fields.phoneNo.initialValue as string | undefined}
        errors={fields.phoneNo.errors}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        placeholder="请输入手机号码"
      />
      <div className={ui.row}>
        <div className={s.grow}>
          <TextField
            key={captcha.encrypt}
            label="图片验证码"
            name={fields.code.name}
            id={fields.code.id}
            defaultValue={fields.code.initialValue as string | undefined}
            errors={fields.code.errors}
            maxLength={LOGIN_LIMITS.captchaLength}
            autoComplete="off"
            placeholder="请输入验证码"
          />
        </div>
        <button type="submit" name="intent" value="captcha" className={s.captchaButton} formNoValidate title="看不清？换一张" aria-label="看不清？换一张验证码图片">
          <img className={s.captchaImage} src={captcha.image} alt="图片验证码" data-testid="captcha-image" />
        </button>
      </div>
      <div className={ui.row}>
        <div className={s.grow}>
          <TextField
            label="短信验证码"
            name={fields.authCode.name}
            id={fields.authCode.id}
            defaultValue={fields.authCode.initialValue as string | undefined}
            errors={fields.authCode.errors}
            inputMode="numeric"
            maxLength={LOGIN_LIMITS.smsCodeLength}
            autoComplete="one-time-code"
            placeholder="请输入短信验证码"
          />
        </div>
        <button type="submit" name="intent" value="sms" className={`${ui.secondaryButton} ${s.smsButton}`} disabled={left > 0 || busy}>
          {smsLabel}
        </button>
      </div>
      <button type="submit" name="intent" value="login" className={`${ui.button} ${s.submit}`} disabled={busy}>
        登录
      </button>
      <p className={s.agreement}>
        登录即表示您已阅读并同意
        <Link to={`/${scope}/AboutUsPage/FAQAgreement`} target={mode === "dialog" ? "_blank" : undefined}>
          《用户协议》
        </Link>
        和
        <Link to={`/${scope}/AboutUsPage/FAQDisclaimer`} target={mode === "dialog" ? "_blank" : undefined}>
          《免责声明》
        </Link>
      </p>
    </FormComponent>
  );
}
