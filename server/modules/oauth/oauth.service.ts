import { randomInt, randomUUID } from "node:crypto";
import { BadRequestError, TooManyRequestsError } from "../../errors";
import type { Db } from "../../db/client";
import type { Scope } from "../scope/scopes";
import { hmac, randomToken, sameDigest, type AuthKeys } from "../auth/keys";
import type { TokenService } from "../auth/token.service";
import type { SmsSender } from "../sms/sms.adapter";
import { randomCaptchaText, renderCaptcha } from "./captcha-image";
import * as repo from "./oauth.repo";
import { LOGIN_LIMITS, LOGIN_TEXT, type CaptchaResponse, type LoginBody, type SmsPurpose, type SmsQuery, type SmsResponse, type TokenResponse } from "./oauth.schema";

export const OAUTH_TEXT = {
  captchaExpired: "验证码已过期，请刷新验证码",
  captchaUsed: "验证码已使用，请刷新验证码",
  captchaWrong: "验证码错误，请刷新后重新输入",
  captchaWrongBound: "验证码错误",
  smsFirst: "请先获取短信验证码",
  loginExpired: "验证码已过期，请重新获取短信验证码",
  tooSoon: (s: number) => `发送过于频繁，请${s}秒后再试`,
  phoneHourly: "该手机号发送次数过多，请1小时后再试",
  phoneDaily: "该手机号今日发送次数已达上限，请明天再试",
  addressHourly: "当前网络发送次数过多，请稍后再试",
  smsGone: "短信验证码已失效，请重新获取",
  smsExpired: "短信验证码已过期，请重新获取",
  smsTooManyTries: "短信验证码错误次数过多，请重新获取",
  smsWrong: (left: number) => `短信验证码错误，还可尝试${left}次`,
  captchaTooMany: "获取验证码过于频繁，请稍后再试",
} as const;

interface CaptchaClaims {
  id: string;
  /** Epoch ms after which the captcha can no longer be solved. */
  exp: number;
  /** Keyed hash of id and answer: the token never carries the answer. */
  h: string;
}

/** The phone and captcha fields of an SMS request, whatever endpoint it came through. */
export interface CodeRequest {
  phone: string;
  /** The captcha answer. */
  code: string;
  encrypt: string;
  op?: "1";
}

const SECOND = 1000;
const PURGE_EVERY_MS = 10 * 60 * SECOND;

/** Captcha answers this process issued, for the development inbox only; never exists in production. */
export interface CaptchaInbox {
  remember(id: string, answer: string, expiresAt: number): void;
  answer(id: string): string | undefined;
}

export function memoryCaptchaInbox(now: () => number): CaptchaInbox {
  const answers = new Map<string, { answer: string; expiresAt: number }>();
  return {
    remember(id, answer, expiresAt) {
      answers.set(id, { answer, expiresAt });
      if (answers.size > 10_000) answers.delete(answers.keys().next().value as string);
    },
    answer(id) {
      const hit = answers.get(id);
      return hit && hit.expiresAt > now() ? hit.answer : undefined;
    },
  };
}

export interface OauthDeps {
  db: Db;
  now: () => number;
  keys: AuthKeys;
  sms: SmsSender;
  tokens: TokenService;
  captchaInbox: CaptchaInbox | null;
  /** The send limits (environment, so a test run can raise the per-address ones). */
  limits: { ipHourly: number; phoneHourly: number; phoneDaily: number; resendSeconds: number };
  /** The user module's answer to a first login: the user of this phone, created if new, inside the login's transaction. */
  ensureUser(tx: Db, row: { id: string; phone: string; province: string | null; at: Date }): Promise<{ id: string }>;
  /** What other modules clear when a person logs out (spec §4: the major-compare state). */
  afterLogout?(userIds: string[]): Promise<unknown>;
}

/** The login flow of spec §7 and ARCHITECTURE §6. Every rule that must hold across instances is a database condition. */
export function createOauthService(rt: OauthDeps) {
  const db = rt.db;
  const { ipHourly, phoneHourly, phoneDaily, resendSeconds } = rt.limits;
  let lastPurge = 0;

  function sign(claims: CaptchaClaims): string {
    const body = Buffer.from(JSON.stringify({ v: 1, ...claims })).toString("base64url");
    return `${body}.${hmac(rt.keys.captchaToken, body)}`;
  }

  /** The claims of a token this server signed, or null for anything else. */
  function readCaptcha(encrypt: string): CaptchaClaims | null {
    const [body, sig, extra] = encrypt.split(".");
    if (!body || !sig || extra !== undefined || !sameDigest(hmac(rt.keys.captchaToken, body), sig)) return null;
    try {
      const c = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<CaptchaClaims> & { v?: number };
      if (c.v !== 1 || typeof c.id !== "string" || typeof c.exp !== "number" || typeof c.h !== "string") return null;
      return { id: c.id, exp: c.exp, h: c.h };
    } catch {
      return null;
    }
  }

  const answerHash = (id: string, answer: string) => hmac(rt.keys.captchaAnswer, `${id}|${answer.toUpperCase()}`);
  const codeHash = (phone: string, code: string) => hmac(rt.keys.smsCode, `${phone}|${code}`);

  async function housekeeping(at: number) {
    if (at - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at;
    await Promise.all([repo.purgeOld(db, at), rt.tokens.purgeExpired()]).catch(() => undefined);
  }

  /**
   * Checks the captcha, applies the send limits under per-phone and
   * per-address locks, stores the code's hash, then hands the code to the SMS
   * adapter. A captcha's first use binds it to this phone and purpose. The
   * limits count every purpose together: each message costs the same.
   */
  async function sendCode(input: CodeRequest, ip: string, purpose: SmsPurpose): Promise<SmsResponse> {
    const claims = readCaptcha(input.encrypt);
    if (!claims) throw new BadRequestError(LOGIN_TEXT.captchaMissing);
    const t = rt.now();
    const codeTtl = LOGIN_LIMITS.smsCodeTtlSeconds * SECOND;
    const use = await repo.findCaptchaUse(db, claims.id);
    if (!use) {
      // A fresh captcha (op=1 with a fresh one is treated as a first send).
      if (claims.exp <= t) throw new BadRequestError(OAUTH_TEXT.captchaExpired);
      if (!sameDigest(answerHash(claims.id, input.code), claims.h)) {
        // One guess per captcha: a wrong answer spends it.
        await repo.claimCaptcha(db, { id: claims.id, phone: null, purpose, at: new Date(t), expiresAt: new Date(claims.exp) });
        throw new BadRequestError(OAUTH_TEXT.captchaWrong);
      }
      const claimed = await repo.claimCaptcha(db, { id: claims.id, phone: input.phone, purpose, at: new Date(t), expiresAt: new Date(t + codeTtl) });
      if (!claimed) throw new BadRequestError(OAUTH_TEXT.captchaUsed);
    } else {
      // Already bound: good only for a resend to the same phone, for the same purpose, before it is spent.
      if (input.op !== "1" || use.phone !== input.phone || use.purpose !== purpose || use.spentAt) throw new BadRequestError(OAUTH_TEXT.captchaUsed);
      if (use.expiresAt.getTime() <= t) throw new BadRequestError(OAUTH_TEXT.captchaExpired);
      if (!sameDigest(answerHash(claims.id, input.code), claims.h)) throw new BadRequestError(OAUTH_TEXT.captchaWrongBound);
    }

    const code = String(randomInt(0, 1_000_000)).padStart(LOGIN_LIMITS.smsCodeLength, "0");
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await repo.lockSendKeys(tx, input.phone, ip);
      const stats = await repo.phoneSendStats(tx, input.phone, purpose, t);
      const wait = stats.lastSentAt ? stats.lastSentAt.getTime() + resendSeconds * SECOND - t : 0;
      if (wait > 0) throw new TooManyRequestsError(OAUTH_TEXT.tooSoon(Math.ceil(wait / SECOND)));
      if (stats.lastHour >= phoneHourly) throw new TooManyRequestsError(OAUTH_TEXT.phoneHourly);
      if (stats.lastDay >= phoneDaily) throw new TooManyRequestsError(OAUTH_TEXT.phoneDaily);
      if ((await repo.addressSendsLastHour(tx, ip, t)) >= ipHourly) throw new TooManyRequestsError(OAUTH_TEXT.addressHourly);
      await repo.voidLiveCodes(tx, input.phone, purpose, new Date(t));
      await repo.insertCode(tx, {
        id,
        phone: input.phone,
        ip,
        purpose,
        captchaId: claims.id,
        codeHash: codeHash(input.phone, code),
        createdAt: new Date(t),
        expiresAt: new Date(t + codeTtl),
      });
      // The captcha stays good for the login as long as the newest code does.
      await repo.extendCaptcha(tx, claims.id, new Date(t + codeTtl));
    });

    // Outside the transaction: no database locks are held while the gateway answers.
    try {
      await rt.sms.send({ phone: input.phone, code, purpose, validMinutes: LOGIN_LIMITS.smsCodeTtlSeconds / 60 });
    } catch (error) {
      await repo.markCodeFailed(db, id, new Date(rt.now()));
      throw error;
    }
    await housekeeping(t);
    return { expires_in: LOGIN_LIMITS.smsCodeTtlSeconds, resend_after: resendSeconds };
  }

  /**
   * Counts one try against the newest code of this phone and purpose and
   * answers its id when the code matches; the caller spends it (spendCode) in
   * the transaction of the action it allows. Throws the Chinese reason otherwise.
   */
  async function checkCode(input: { phone: string; purpose: SmsPurpose; captchaId?: string; authCode: string }): Promise<string> {
    const t = rt.now();
    const row = await repo.latestCode(db, input);
    if (!row) throw new BadRequestError(OAUTH_TEXT.smsFirst);
    if (row.usedAt || row.voidedAt) throw new BadRequestError(OAUTH_TEXT.smsGone);
    if (row.expiresAt.getTime() <= t) throw new BadRequestError(OAUTH_TEXT.smsExpired);
    if (row.attempts >= LOGIN_LIMITS.smsMaxAttempts) throw new BadRequestError(OAUTH_TEXT.smsTooManyTries);
    // Count the try before comparing, so a right code on a sixth try is still refused.
    const attempts = await repo.countAttempt(db, row.id, new Date(t), LOGIN_LIMITS.smsMaxAttempts);
    if (attempts === null) throw new BadRequestError(OAUTH_TEXT.smsTooManyTries);
    if (!sameDigest(codeHash(input.phone, input.authCode), row.codeHash)) {
      const left = LOGIN_LIMITS.smsMaxAttempts - attempts;
      throw new BadRequestError(left > 0 ? OAUTH_TEXT.smsWrong(left) : OAUTH_TEXT.smsTooManyTries);
    }
    return row.id;
  }

  /**
   * Checks a login's captcha and SMS code (sent for `purpose`), then spends
   * both and runs `finish` in the same transaction: a throw inside rolls
   * everything back, so the code stays unused if the captcha was spent concurrently.
   * `allow` runs after the captcha answer is checked and before the code is tried.
   */
  async function completeLogin<T>(
    b: LoginBody,
    purpose: SmsPurpose,
    finish: (tx: Db, at: Date) => Promise<T>,
    allow?: () => Promise<void>,
  ): Promise<T> {
    const claims = readCaptcha(b.encrypt);
    if (!claims) throw new BadRequestError(LOGIN_TEXT.captchaMissing);
    if (!sameDigest(answerHash(claims.id, b.code), claims.h)) throw new BadRequestError(OAUTH_TEXT.captchaWrongBound);
    await allow?.();
    const t = rt.now();
    const use = await repo.findCaptchaUse(db, claims.id);
    // A captcha bound for another purpose (an account deletion) never opens a login.
    if (!use || use.phone !== b.phoneNo || use.purpose !== purpose) throw new BadRequestError(OAUTH_TEXT.smsFirst);
    if (use.spentAt) throw new BadRequestError(OAUTH_TEXT.captchaUsed);
    if (use.expiresAt.getTime() <= t) throw new BadRequestError(OAUTH_TEXT.loginExpired);

    const codeId = await checkCode({ phone: b.phoneNo, purpose, captchaId: claims.id, authCode: b.authCode });

    return db.transaction(async (tx) => {
      if (!(await repo.useCode(tx, codeId, new Date(t)))) throw new BadRequestError(OAUTH_TEXT.smsGone);
      if (!(await repo.spendCaptcha(tx, claims.id, b.phoneNo, new Date(t)))) throw new BadRequestError(OAUTH_TEXT.captchaUsed);
      return finish(tx, new Date(t));
    });
  }

  return {
    /** Claims of a captcha token (the dev inbox reads the id from it). */
    readCaptcha,

    captcha(): CaptchaResponse {
      const text = randomCaptchaText(LOGIN_LIMITS.captchaLength);
      const id = randomToken(16);
      const exp = rt.now() + LOGIN_LIMITS.captchaTtlSeconds * SECOND;
      rt.captchaInbox?.remember(id, text, exp);
      return { encrypt: sign({ id, exp, h: answerHash(id, text) }), image: renderCaptcha(text), expires_in: LOGIN_LIMITS.captchaTtlSeconds };
    },

    /** GET /yc-oauth/sms: a login code to the phone the visitor typed. */
    sendSms(q: SmsQuery, ip: string): Promise<SmsResponse> {
      return sendCode({ phone: q.phoneNo, code: q.code, encrypt: q.encrypt, op: q.op }, ip, "login");
    },

    sendCode,
    checkCode,
    spendCode: (tx: Db, id: string) => repo.useCode(tx, id, new Date(rt.now())),

    /** Phone + captcha + SMS code → a new token family; the first login creates the user. */
    login(b: LoginBody, province: Scope | null): Promise<TokenResponse> {
      return completeLogin(b, "login", async (tx, at) => {
        const user = await rt.ensureUser(tx, { id: randomUUID(), phone: b.phoneNo, province, at });
        return rt.tokens.issue(user.id, tx);
      });
    },

    completeLogin,

    refresh(refreshToken: string): Promise<TokenResponse> {
      return rt.tokens.refresh(refreshToken);
    },

    async logout(tokens: { accessToken?: string; refreshToken?: string }): Promise<void> {
      const userIds = await rt.tokens.logout(tokens);
      if (userIds.length > 0) await rt.afterLogout?.(userIds);
    },
  };
}

export type OauthService = ReturnType<typeof createOauthService>;
