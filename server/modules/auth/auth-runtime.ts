import type { AppDeps } from "../../deps";
import { smsSenderFromEnv, type SmsSender } from "../sms/sms.adapter";
import { deriveKey } from "./keys";
import { createTokenService, type TokenService } from "./token.service";

/**
 * Optional extras a caller may put on the deps object it hands to createApp:
 * tests move a clock and swap the SMS sender this way, with no change to AppDeps.
 */
export interface AuthDepsExtras {
  now?: () => number;
  smsSender?: SmsSender;
}

/** Captcha answers this process issued, for GET /__dev/captcha only; exists only with DEV_INBOX=on. */
export interface CaptchaInbox {
  remember(id: string, answer: string, expiresAt: number): void;
  answer(id: string): string | undefined;
}

export interface AuthRuntime {
  deps: AppDeps;
  now: () => number;
  sms: SmsSender;
  tokens: TokenService;
  captchaInbox: CaptchaInbox | null;
  keys: { captchaToken: Buffer; captchaAnswer: Buffer; smsCode: Buffer };
}

function memoryCaptchaInbox(now: () => number): CaptchaInbox {
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

const runtimes = new WeakMap<AppDeps, AuthRuntime>();

/**
 * The login machinery of one app, shared by the /yc-oauth and /yc-user routers,
 * the auth middleware and the dev inbox. Keyed by the deps object createApp
 * receives, so each app gets one (and two test apps get two). Everything that
 * must hold across instances lives in the database; only the development
 * inboxes are per process.
 */
export function authRuntime(deps: AppDeps & AuthDepsExtras): AuthRuntime {
  const existing = runtimes.get(deps);
  if (existing) return existing;
  const now = deps.now ?? Date.now;
  const secret = deps.env.SESSION_SECRET;
  const runtime: AuthRuntime = {
    deps,
    now,
    sms: deps.smsSender ?? smsSenderFromEnv(deps.env),
    tokens: createTokenService(deps.database.db, {
      now,
      accessTtlSeconds: deps.env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: deps.env.REFRESH_TOKEN_TTL_SECONDS,
      successorKey: deriveKey(secret, "refresh-successor"),
    }),
    captchaInbox: deps.env.DEV_INBOX === "on" ? memoryCaptchaInbox(now) : null,
    keys: {
      captchaToken: deriveKey(secret, "captcha-token"),
      captchaAnswer: deriveKey(secret, "captcha-answer"),
      smsCode: deriveKey(secret, "sms-code"),
    },
  };
  runtimes.set(deps, runtime);
  return runtime;
}
