// Contracts of /yc-oauth (spec §7 "User and login"), importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";

/** Spec §5 validation texts, verbatim; the login form and the API answer the same words. */
export const LOGIN_TEXT = {
  phoneRequired: "请输入手机号码",
  phoneInvalid: "请输入正确的手机号码",
  captchaRequired: "请输入验证码",
  captchaInvalid: "请输入正确的验证码",
  smsRequired: "请输入短信验证码",
  // Not in the spec; designed in the same voice.
  smsInvalid: "请输入正确的短信验证码",
  captchaMissing: "验证码已失效，请刷新验证码",
  /** Spec §8 success notices. */
  smsSent: "验证码已发送",
  loginOk: "登录成功",
  logoutOk: "退出成功",
} as const;

/** Spec §9 and ARCHITECTURE §6. The per-address cap is configurable (SMS_IP_HOURLY_LIMIT, default 20). */
export const LOGIN_LIMITS = {
  captchaLength: 5,
  captchaTtlSeconds: 5 * 60,
  smsCodeLength: 6,
  smsCodeTtlSeconds: 10 * 60,
  smsMaxAttempts: 5,
  smsResendSeconds: 60,
  smsPerPhonePerHour: 5,
  smsPerPhonePerDay: 10,
} as const;

// What an SMS code is for belongs to the SMS module (its templates name it); re-exported with the rest of /yc-oauth.
export { SMS_PURPOSES, type SmsPurpose } from "../sms/sms-purpose";

/** No 0/O, 1/I/L, 9/g lookalikes: a person can always read what the image shows. */
export const CAPTCHA_ALPHABET = "2345678ABCDEFGHJKMNPQRSTUVWXYZ";

export const PHONE_PATTERN = /^1\d{10}$/;

/** Query values arrive as strings, or as arrays when a name repeats; both read as one trimmed string here. */
const field = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v) ?? "",
    z.string({ invalid_type_error: invalid }).trim().min(1, required),
  );

export const PhoneSchema = field(LOGIN_TEXT.phoneRequired, LOGIN_TEXT.phoneInvalid).pipe(z.string().regex(PHONE_PATTERN, LOGIN_TEXT.phoneInvalid));
/** Compared without regard to case, so `abcde` answers `ABCDE`. */
export const CaptchaCodeSchema = field(LOGIN_TEXT.captchaRequired, LOGIN_TEXT.captchaInvalid).pipe(
  z
    .string()
    .length(LOGIN_LIMITS.captchaLength, LOGIN_TEXT.captchaInvalid)
    .transform((s) => s.toUpperCase()),
);
export const SmsCodeSchema = field(LOGIN_TEXT.smsRequired, LOGIN_TEXT.smsInvalid).pipe(z.string().regex(/^\d{6}$/, LOGIN_TEXT.smsInvalid));
export const EncryptSchema = field(LOGIN_TEXT.captchaMissing, LOGIN_TEXT.captchaMissing).pipe(z.string().max(512, LOGIN_TEXT.captchaMissing));

/** GET /yc-oauth/captcha → data */
export const CaptchaResponseSchema = z.object({
  /** Opaque signed token; send it back with the answer. */
  encrypt: z.string(),
  /** `data:image/svg+xml;base64,…`, 120×40. */
  image: z.string(),
  expires_in: z.number().int(),
});
export type CaptchaResponse = z.infer<typeof CaptchaResponseSchema>;

/**
 * GET /yc-oauth/sms?phoneNo&type&op&code&encrypt. Key order is validation
 * order (spec §5: phone first, then the captcha). `op=1` marks a resend.
 */
export const SmsQuerySchema = z.object({
  phoneNo: PhoneSchema,
  code: CaptchaCodeSchema,
  encrypt: EncryptSchema,
  op: z.preprocess((v) => (Array.isArray(v) ? v[0] : v) || undefined, z.enum(["1"]).optional()),
  /** Kept for the spec's clients and ignored: this endpoint sends login codes only (the account-deletion code has its own endpoint). */
  type: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(16).optional()),
});
export type SmsQuery = z.infer<typeof SmsQuerySchema>;

/** GET /yc-oauth/sms → data (msg 验证码已发送) */
export const SmsResponseSchema = z.object({ expires_in: z.number().int(), resend_after: z.number().int() });
export type SmsResponse = z.infer<typeof SmsResponseSchema>;

/** POST /yc-oauth/login body. Key order follows the dialog: phone, captcha, SMS code. */
export const LoginBodySchema = z.object({
  phoneNo: PhoneSchema,
  code: CaptchaCodeSchema,
  authCode: SmsCodeSchema,
  encrypt: EncryptSchema,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

// Tokens belong to the auth module (it issues and verifies them); their contracts are re-exported here with the rest of /yc-oauth.
export { REFRESH_TEXT, RefreshBodySchema, TokenResponseSchema, type RefreshBody, type TokenResponse } from "../auth/token.schema";

/** POST /yc-oauth/logout body (optional; the Bearer token is enough). */
export const LogoutBodySchema = z.object({ refresh_token: z.string().max(256).optional() }).default({});
