import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokens, businessCooperations, captchaUses, refreshTokens, smsCodes, tokenFamilies, users, webSessions } from "../../db/schema/index";
import { loadEnv } from "../../env";
import { composeServices } from "#server/app";
import { silentLogger } from "#server/logger";
import { lastSmsCode, logIn, smsQuery, solvedCaptcha, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { LOGIN_TEXT } from "../oauth/oauth.schema";
import { OAUTH_TEXT } from "../oauth/oauth.service";
import { ACCOUNT_TEXT } from "./account.schema";
import { createAccountService } from "./account.service";
import { USER_OWNED_DATA, type UserOwnedTable } from "./user-owned-data";

const SEND_SPACING_MS = 61_000;
let api: AuthApi;
let phoneSeq = 13600000000;
const newPhone = () => String(++phoneSeq);

beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000" } });
});
afterAll(() => api.close());

async function loggedIn(phone: string): Promise<{ access: string; refresh: string; userId: string }> {
  const res = await logIn(api, phone);
  expect(res.status).toBe(200);
  return { access: res.body.data.access_token, refresh: res.body.data.refresh_token, userId: res.body.data.user_id };
}

/** Asks for a deletion code (the clock first moves past the 60-s spacing of the last send) and reads it from the dev inbox. */
async function deletionCode(phone: string, token: string): Promise<{ code: string; captcha: { encrypt: string; code: string } }> {
  api.clock.advance(SEND_SPACING_MS);
  const captcha = await solvedCaptcha(api);
  const res = await api.call("/yc-user/users/delete_account/sms", { token, body: captcha });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ errCode: 200, msg: "验证码已发送", data: { expires_in: 600, resend_after: 60 } });
  return { code: await lastSmsCode(api, phone), captcha };
}

const deleteAccount = (token: string | undefined, body: unknown) => api.call("/yc-user/users/delete_account", { token, body });
const own = (token: string) => api.call("/yc-user/users/own", { token });

describe("account deletion: refusals", () => {
  it("without a valid token both steps answer 401 请先登录系统", async () => {
    for (const token of [undefined, "at_not-a-token"]) {
      for (const path of ["/yc-user/users/delete_account", "/yc-user/users/delete_account/sms"]) {
        const res = await api.call(path, { token, body: { authCode: "123456" } });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errCode: 401, msg: "请先登录系统", data: null });
      }
    }
  });

  it("the code goes to the account's own phone; a client cannot name another", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    api.clock.advance(SEND_SPACING_MS);
    const captcha = await solvedCaptcha(api);
    const res = await api.call("/yc-user/users/delete_account/sms", { token: access, body: { ...captcha, phoneNo: "13900000000" } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(ACCOUNT_TEXT.unknownField);
    expect((await api.call("/__dev/sms?phone=13900000000")).status).toBe(404);
  });

  it("validates the captcha like the login does", async () => {
    const { access } = await loggedIn(newPhone());
    const missing = await api.call("/yc-user/users/delete_account/sms", { token: access, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(LOGIN_TEXT.captchaRequired);
    api.clock.advance(SEND_SPACING_MS);
    const captcha = await solvedCaptcha(api);
    const wrong = await api.call("/yc-user/users/delete_account/sms", { token: access, body: { ...captcha, code: captcha.code === "AAAAA" ? "BBBBB" : "AAAAA" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(OAUTH_TEXT.captchaWrong);
  });

  it.each([
    ["missing", {}, LOGIN_TEXT.smsRequired],
    ["not 6 digits", { authCode: "12ab56" }, LOGIN_TEXT.smsInvalid],
    ["an extra field", { authCode: "123456", userId: "x" }, ACCOUNT_TEXT.unknownField],
  ])("a code %s → 400", async (_name, body, msg) => {
    const { access } = await loggedIn(newPhone());
    const res = await deleteAccount(access, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errCode: 400, msg, data: null });
  });

  it("a live login code does not delete an account, and the account stays", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    api.clock.advance(SEND_SPACING_MS);
    const loginCaptcha = await solvedCaptcha(api);
    expect((await api.call(smsQuery(phone, loginCaptcha))).status).toBe(200);
    const loginCode = await lastSmsCode(api, phone);
    const res = await deleteAccount(access, { authCode: loginCode });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.smsFirst);
    expect((await own(access)).status).toBe(200);
    // …and that login code still logs in: the refusal did not spend it.
    const login = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode: loginCode, ...loginCaptcha } });
    expect(login.status).toBe(200);
  });

  it("a deletion code does not log in, neither with its own captcha nor with a login captcha", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    const { code, captcha } = await deletionCode(phone, access);
    const withItsCaptcha = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode: code, ...captcha } });
    expect(withItsCaptcha.status).toBe(400);
    expect(withItsCaptcha.body.msg).toBe(OAUTH_TEXT.smsFirst);

    api.clock.advance(SEND_SPACING_MS);
    const loginCaptcha = await solvedCaptcha(api);
    expect((await api.call(smsQuery(phone, loginCaptcha))).status).toBe(200);
    const loginCode = await lastSmsCode(api, phone);
    const wrongPurpose = code === loginCode ? String((Number(code) + 1) % 1_000_000).padStart(6, "0") : code;
    const withLoginCaptcha = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode: wrongPurpose, ...loginCaptcha } });
    expect(withLoginCaptcha.status).toBe(400);
    expect(withLoginCaptcha.body.msg).toBe(OAUTH_TEXT.smsWrong(4));
    // Sending the login code left the deletion code live: purposes do not void each other.
    const deleted = await deleteAccount(access, { authCode: code });
    expect(deleted.status).toBe(200);
  });

  it("a wrong code is counted; the fifth wrong try voids the code", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    const { code } = await deletionCode(phone, access);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const first = await deleteAccount(access, { authCode: wrong });
    expect(first.status).toBe(400);
    expect(first.body.msg).toBe(OAUTH_TEXT.smsWrong(4));
    for (let i = 0; i < 4; i++) await deleteAccount(access, { authCode: wrong });
    const right = await deleteAccount(access, { authCode: code });
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe(OAUTH_TEXT.smsTooManyTries);
    expect((await own(access)).status).toBe(200);
  });

  it("a code older than 10 minutes is refused", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    const { code } = await deletionCode(phone, access);
    api.clock.advance(10 * 60_000 + 1000);
    const res = await deleteAccount(access, { authCode: code });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.smsExpired);
    expect((await own(access)).status).toBe(200);
  });

  it("the 60-s spacing is per purpose: a deletion code may follow a login at once, but not another deletion code", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    const send = async () => api.call("/yc-user/users/delete_account/sms", { token: access, body: await solvedCaptcha(api) });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe(OAUTH_TEXT.tooSoon(60));
  });

  it("an earlier deletion code is void once a newer one is sent", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    const first = await deletionCode(phone, access);
    await deletionCode(phone, access);
    const res = await deleteAccount(access, { authCode: first.code });
    expect(res.status).toBe(400);
    expect([OAUTH_TEXT.smsWrong(4), OAUTH_TEXT.smsGone]).toContain(res.body.msg);
  });
});

describe("account deletion: success", () => {
  it("deletes the user and everything of theirs in one go, answers what went, and leaves other users alone", async () => {
    const phone = newPhone();
    const other = newPhone();
    const device1 = await loggedIn(phone);
    api.clock.advance(SEND_SPACING_MS);
    const device2 = await loggedIn(phone);
    const bystander = await loggedIn(other);
    expect(device2.userId).toBe(device1.userId);
    const { db } = api.database;
    const expiresAt = new Date(api.clock.now() + 3600_000);
    await db.insert(webSessions).values([
      { id: `ws-${phone}-1`, userId: device1.userId, data: {}, expiresAt },
      { id: `ws-${phone}-2`, userId: device1.userId, data: {}, expiresAt },
      { id: `ws-${other}`, userId: bystander.userId, data: {}, expiresAt },
    ]);
    expect((await api.call("/yc-user/users", { method: "PATCH", token: device1.access, body: { displayName: "小明", highSchool: "杭州第二中学" } })).status).toBe(200);

    const { code } = await deletionCode(phone, device1.access);
    const res = await deleteAccount(device1.access, { authCode: code });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.msg).toBe("账号已注销");
    const rows = Object.fromEntries((res.body.data.deleted as Array<{ table: string; rows: number }>).map((r) => [r.table, r.rows]));
    expect(rows).toEqual({ web_sessions: 2, access_tokens: 2, refresh_tokens: 2, token_families: 2, sms_codes: 3, captcha_uses: 3, score_records: 0, enroll_plans: 0, enroll_drafts: 0, unit_marks: 0, users: 1 });
    expect(res.body.data.retained).toEqual([]);
    expect(new Date(res.body.data.deletedAt).getTime()).toBe(api.clock.now());

    // Nothing of theirs is left in any table.
    const left = await Promise.all([
      db.select().from(users).where(eq(users.id, device1.userId)),
      db.select().from(users).where(eq(users.phone, phone)),
      db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, device1.userId)),
      db.select().from(accessTokens).where(eq(accessTokens.userId, device1.userId)),
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, device1.userId)),
      db.select().from(webSessions).where(eq(webSessions.userId, device1.userId)),
      db.select().from(smsCodes).where(eq(smsCodes.phone, phone)),
      db.select().from(captchaUses).where(eq(captchaUses.phone, phone)),
    ]);
    expect(left.map((r) => r.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);

    // Both devices are logged out, refresh included.
    for (const token of [device1.access, device2.access]) expect((await own(token)).status).toBe(401);
    const refreshed = await api.call("/yc-oauth/refresh_token", { body: { refresh_token: device2.refresh } });
    expect(refreshed.status).toBe(401);

    // The other user keeps everything.
    expect((await own(bystander.access)).status).toBe(200);
    expect(await db.select().from(webSessions).where(eq(webSessions.userId, bystander.userId))).toHaveLength(1);
    expect(await db.select().from(smsCodes).where(eq(smsCodes.phone, other))).toHaveLength(1);

    // The phone may register again: a new, empty account.
    api.clock.advance(SEND_SPACING_MS);
    const again = await loggedIn(phone);
    expect(again.userId).not.toBe(device1.userId);
    const profile = await own(again.access);
    expect(profile.body.data).toMatchObject({ phoneNo: phone, displayName: null, highSchool: null });
  });

  it("the same code deletes once: a second try with it finds no login", async () => {
    const phone = newPhone();
    const { access } = await loggedIn(phone);
    const { code } = await deletionCode(phone, access);
    const [a, b] = await Promise.all([deleteAccount(access, { authCode: code }), deleteAccount(access, { authCode: code })]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const loser = a.status === 200 ? b : a;
    expect([400, 401]).toContain(loser.status);
    expect((await own(access)).status).toBe(401);
  });
});

describe("account deletion: the register drives it", () => {
  /** A service over the test app's database and clock, with its own register. */
  function serviceWith(registry: readonly UserOwnedTable[]) {
    const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32) });
    const { oauth } = composeServices({ env, database: api.database, now: api.clock.now, logger: silentLogger });
    return createAccountService({ db: api.database.db, now: api.clock.now, oauth }, registry);
  }
  const [users_] = USER_OWNED_DATA.slice(-1);
  const beforeUsers = USER_OWNED_DATA.slice(0, -1);

  it("a table kept by law is reported under retained with its reason", async () => {
    const phone = newPhone();
    const { access, userId } = await loggedIn(phone);
    const { code } = await deletionCode(phone, access);
    const orders: UserOwnedTable = { table: businessCooperations, category: "订单", policy: "retain", reason: "电子商务法第三十一条：交易记录保存三年", erase: async () => 2 };
    const report = await serviceWith([...beforeUsers, orders, users_]).deleteAccount({ userId, phone, familyId: "" }, { authCode: code });
    expect(report.retained).toEqual([{ category: "订单", table: "business_cooperations", rows: 2, reason: "电子商务法第三十一条：交易记录保存三年" }]);
    expect(report.deleted.map((r) => r.table)).not.toContain("business_cooperations");
    expect((await own(access)).status).toBe(401);
  });

  it("is one transaction: a failure in any table leaves everything as it was, code included", async () => {
    const phone = newPhone();
    const { access, userId } = await loggedIn(phone);
    const { code } = await deletionCode(phone, access);
    const broken: UserOwnedTable = { table: businessCooperations, category: "x", policy: "delete", erase: async () => Promise.reject(new Error("disk full")) };
    await expect(serviceWith([...beforeUsers, broken, users_]).deleteAccount({ userId, phone, familyId: "" }, { authCode: code })).rejects.toThrow("disk full");
    expect((await own(access)).status).toBe(200);
    expect(await api.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    // The code was not spent by the rolled-back attempt: the real deletion still takes it.
    expect((await deleteAccount(access, { authCode: code })).status).toBe(200);
  });
});
