import { createHmac, randomUUID } from "node:crypto";
import type { Env } from "../../env";
import { DomainError } from "../../errors";
import type { SmsPurpose } from "./sms-purpose";

export interface SmsMessage {
  phone: string;
  /** The code; only the gateway ever sees it. */
  code: string;
  /** Picks the message template: a login code and an account-deletion code read differently. */
  purpose: SmsPurpose;
  /** Minutes the code stays valid, for the message template. */
  validMinutes: number;
}

export interface SmsSender {
  readonly kind: "console" | "http";
  /** Delivers or throws a DomainError (502/503) with a Chinese message. */
  send(message: SmsMessage): Promise<void>;
  /** The console adapter remembers the last code per phone for the dev inbox; the gateway adapter never does. */
  lastCode?(phone: string): string | undefined;
}

export const SMS_TEXT = {
  rejected: "短信发送失败，请稍后再试",
  unavailable: "短信服务暂不可用，请稍后再试",
} as const;

/** 138****8000: enough to tell sends apart in a log, not enough to identify anyone. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "***";
}

/**
 * Development delivery: one log line per send, never the code. The last code
 * per phone stays in this process's memory for GET /__dev/sms.
 */
export function consoleSmsSender(log: (line: string) => void = (l) => process.stdout.write(l + "\n")): SmsSender {
  const last = new Map<string, string>();
  return {
    kind: "console",
    async send({ phone, code }) {
      last.delete(phone);
      last.set(phone, code);
      // Bounded: the oldest phone goes first (Map keeps insertion order).
      if (last.size > 10_000) last.delete(last.keys().next().value as string);
      log(JSON.stringify({ t: new Date().toISOString(), msg: "sms code sent (console adapter)", phone: maskPhone(phone) }));
    },
    lastCode: (phone) => last.get(phone),
  };
}

export interface HttpSmsOptions {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** Header names of the gateway contract (documented in docs/api-auth.md). */
export const SMS_SIGNATURE_HEADER = "x-sms-signature";
export const SMS_TIMESTAMP_HEADER = "x-sms-timestamp";

/** `sha256=<hex>` over `${timestamp}.${rawBody}`; the gateway recomputes it and rejects stale timestamps. */
export function signSmsRequest(secret: string, timestamp: string, rawBody: string): string {
  return "sha256=" + createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/**
 * Gateway delivery: POST JSON `{id, phone, template, params}` signed with
 * HMAC-SHA256. A non-2xx answer is a 502, a timeout or network failure a 503.
 */
export function httpSmsSender(opts: HttpSmsOptions): SmsSender {
  return {
    kind: "http",
    async send({ phone, code, purpose, validMinutes }) {
      const body = JSON.stringify({ id: randomUUID(), phone, template: `${purpose}_code`, params: { code, minutes: validMinutes } });
      const timestamp = String(Math.floor(Date.now() / 1000));
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [SMS_TIMESTAMP_HEADER]: timestamp,
            [SMS_SIGNATURE_HEADER]: signSmsRequest(opts.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(opts.timeoutMs),
          redirect: "error",
        });
      } catch (error) {
        logFailure(phone, String((error as Error)?.name ?? error));
        throw new DomainError(503, SMS_TEXT.unavailable);
      }
      // Drain the body so the connection can be reused; its content is not needed.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) {
        logFailure(phone, `status ${res.status}`);
        throw new DomainError(502, SMS_TEXT.rejected);
      }
    },
  };
}

function logFailure(phone: string, reason: string) {
  console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", msg: "sms gateway failed", phone: maskPhone(phone), reason }));
}

export function smsSenderFromEnv(env: Env): SmsSender {
  if (env.SMS_ADAPTER === "http") {
    // loadEnv already refused an http adapter without URL and secret.
    return httpSmsSender({ url: env.SMS_GATEWAY_URL!, secret: env.SMS_GATEWAY_SECRET!, timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS });
  }
  return consoleSmsSender();
}
