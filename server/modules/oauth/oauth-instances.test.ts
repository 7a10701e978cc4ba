// Two app instances over ONE database: every login limit is database state, so it holds across them.
// (CI runs this file, like the rest of the suite, against PGlite and against PostgreSQL via DATABASE_URL;
// on PostgreSQL the instances share a connection pool and the concurrent case is truly concurrent.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { freshDatabase } from "#tests/helpers/db";
import { lastSmsCode, smsQuery, solvedCaptcha, startAuthApi, testClock, type AuthApi } from "#tests/helpers/auth-api";
import { OAUTH_TEXT } from "./oauth.service";

let database: Database;
let a: AuthApi;
let b: AuthApi;
const clock = testClock();
let phoneSeq = 15000000000;
const newPhone = () => String(++phoneSeq);

beforeAll(async () => {
  database = await freshDatabase();
  const env = { SMS_IP_HOURLY_LIMIT: "10000" };
  a = await startAuthApi({ database, clock, env });
  b = await startAuthApi({ database, clock, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

describe("two instances, one database", () => {
  it("the 60-second resend spacing holds across instances", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(a);
    expect((await a.call(smsQuery(phone, captcha))).status).toBe(200);
    clock.advance(20_000);
    const res = await b.call(smsQuery(phone, captcha, "1"));
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(OAUTH_TEXT.tooSoon(40));
  });

  it("the hourly cap counts sends on both instances", async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      const api = i % 2 === 0 ? a : b;
      expect((await api.call(smsQuery(phone, await solvedCaptcha(api)))).status, `send ${i + 1}`).toBe(200);
      clock.advance(61_000);
    }
    for (const api of [a, b]) {
      const res = await api.call(smsQuery(phone, await solvedCaptcha(api)));
      expect(res.status).toBe(429);
      expect(res.body.msg).toBe(OAUTH_TEXT.phoneHourly);
    }
  });

  it("concurrent first sends for one phone on both instances: exactly one is sent", async () => {
    const phone = newPhone();
    const captchas = await Promise.all([a, b, a, b, a, b].map(async (api) => ({ api, captcha: await solvedCaptcha(api) })));
    // Each from its own address, so only the per-phone lock can keep them apart.
    const results = await Promise.all(
      captchas.map(({ api, captcha }, i) => api.call(smsQuery(phone, captcha), { headers: { "x-forwarded-for": `192.0.2.${i + 1}` } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it("a captcha bound on one instance is spent for the other after login", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(a);
    await a.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(a, phone);
    const body = { phoneNo: phone, authCode, ...captcha };
    expect((await b.call("/yc-oauth/login", { body })).status).toBe(200);
    const replay = await a.call("/yc-oauth/login", { body });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe(OAUTH_TEXT.captchaUsed);
    // And a first send with it on either instance is refused.
    clock.advance(61_000);
    expect((await b.call(smsQuery(newPhone(), captcha))).body.msg).toBe(OAUTH_TEXT.captchaUsed);
  });

  it("wrong tries add up across instances: the 6th, right code, is refused", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(a);
    await a.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(a, phone);
    const wrong = authCode === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const api = i % 2 === 0 ? a : b;
      expect((await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode: wrong, ...captcha } })).status).toBe(400);
    }
    const sixth = await b.call("/yc-oauth/login", { body: { phoneNo: phone, authCode, ...captcha } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.msg).toBe(OAUTH_TEXT.smsTooManyTries);
  });

  it("concurrent logins with one right code: exactly one gets tokens", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(a);
    await a.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(a, phone);
    const body = { phoneNo: phone, authCode, ...captcha };
    const results = await Promise.all([a, b, a, b].map((api) => api.call("/yc-oauth/login", { body })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("a token issued by one instance is revoked for both by a logout on the other", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(b);
    await b.call(smsQuery(phone, captcha));
    const login = await b.call("/yc-oauth/login", { body: { phoneNo: phone, authCode: await lastSmsCode(b, phone), ...captcha } });
    const token = login.body.data.access_token;
    expect((await a.call("/yc-user/users/own", { token })).status).toBe(200);
    await a.call("/yc-oauth/logout", { method: "POST", token });
    expect((await b.call("/yc-user/users/own", { token })).status).toBe(401);
  });
});
