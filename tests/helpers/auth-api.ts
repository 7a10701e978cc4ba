// Test support for the login modules (not a test itself): the real Express app with a movable clock.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "#server/app";
import type { Database } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { loadEnv } from "#server/env";
import { silentLogger } from "#server/logger";
import { consoleSmsSender, type SmsSender } from "#server/modules/sms/sms.adapter";
import { freshDatabase } from "./db";

export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 5, 1, 8, 0, 0)): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string;
  province?: string;
  headers?: Record<string, string>;
}

export interface AuthApi {
  /** http://127.0.0.1:port, for a raw fetch (a file download). */
  baseUrl: string;
  database: Database;
  clock: Clock;
  call(path: string, init?: CallInit): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * Like tests/helpers/api.ts, plus what login tests need: a clock shared by
 * the app and the test, an existing database to share between two apps, and
 * a replaceable SMS sender. `ownsDatabase: false` leaves the database open on close.
 */
export async function startAuthApi(
  opts: { database?: Database; clock?: Clock; env?: Record<string, string>; smsSender?: SmsSender } = {},
): Promise<AuthApi> {
  const database = opts.database ?? (await freshDatabase());
  const clock = opts.clock ?? testClock();
  const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", DEV_INBOX: "on", SESSION_SECRET: "x".repeat(32), ...opts.env });
  const deps: AppDeps = { env, database, now: clock.now, logger: silentLogger, smsSender: opts.smsSender ?? (env.SMS_ADAPTER === "console" ? consoleSmsSender(() => {}) : undefined) };
  const server: Server = createServer(createApp(deps));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database,
    clock,
    async call(path, init = {}) {
      const { province = "zj", token, headers, body, method } = init;
      const res = await fetch(baseUrl + path, {
        method: method ?? (body === undefined ? "GET" : "POST"),
        headers: {
          province,
          channel: "BRAND",
          UA: "PC",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      if (!opts.database) await database.close();
    },
  };
}

/** A captcha and its answer, read through the dev inbox. */
export async function solvedCaptcha(api: AuthApi): Promise<{ encrypt: string; code: string }> {
  const captcha = await api.call("/yc-oauth/captcha");
  const encrypt = captcha.body.data.encrypt as string;
  const answer = await api.call(`/__dev/captcha?encrypt=${encodeURIComponent(encrypt)}`);
  return { encrypt, code: answer.body.data.code as string };
}

export function smsQuery(phone: string, captcha: { encrypt: string; code: string }, op?: "1"): string {
  const q = new URLSearchParams({ phoneNo: phone, type: "1", code: captcha.code, encrypt: captcha.encrypt });
  if (op) q.set("op", op);
  return `/yc-oauth/sms?${q}`;
}

export async function lastSmsCode(api: AuthApi, phone: string): Promise<string> {
  const res = await api.call(`/__dev/sms?phone=${phone}`);
  return res.body.data.code as string;
}

/** The whole flow through the dev inbox; answers the login response. */
export async function logIn(api: AuthApi, phone: string, headers: Record<string, string> = {}) {
  const captcha = await solvedCaptcha(api);
  const sent = await api.call(smsQuery(phone, captcha), { headers });
  if (sent.status !== 200) throw new Error(`sms refused: ${JSON.stringify(sent.body)}`);
  const authCode = await lastSmsCode(api, phone);
  return api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode, code: captcha.code, encrypt: captcha.encrypt } });
}
