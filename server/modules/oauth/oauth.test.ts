import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, lastSmsCode, smsQuery, solvedCaptcha, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { LOGIN_TEXT } from "./oauth.schema";
import { OAUTH_TEXT } from "./oauth.service";

const MIN = 60_000;
let api: AuthApi;
let phoneSeq = 13800000000;
/** A phone no other test used, so per-phone limits never leak between tests. */
const newPhone = () => String(++phoneSeq);

beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000" } });
});
afterAll(() => api.close());

describe("GET /yc-oauth/captcha", () => {
  it("answers an opaque token and an SVG image without the answer as text", async () => {
    const res = await api.call("/yc-oauth/captcha");
    expect(res.status).toBe(200);
    expect(res.body.errCode).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { encrypt, image, expires_in } = res.body.data;
    expect(expires_in).toBe(300);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(",")[1], "base64").toString();
    expect(svg).not.toMatch(/<text/);
    const { code } = (await api.call(`/__dev/captcha?encrypt=${encodeURIComponent(encrypt)}`)).body.data;
    expect(code).toMatch(/^[2-8A-HJKMNP-Z]{5}$/);
    expect(svg).not.toContain(code);
    expect(Buffer.from(encrypt.split(".")[0], "base64url").toString()).not.toContain(code);
  });
});

describe("GET /yc-oauth/sms validation (spec §5 texts)", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["no phone", { code: "ABCDE", encrypt: "x" }, LOGIN_TEXT.phoneRequired],
    ["blank phone", { phoneNo: "  ", code: "ABCDE", encrypt: "x" }, LOGIN_TEXT.phoneRequired],
    ["short phone", { phoneNo: "1380000000", code: "ABCDE", encrypt: "x" }, LOGIN_TEXT.phoneInvalid],
    ["phone not starting with 1", { phoneNo: "23800000000", code: "ABCDE", encrypt: "x" }, LOGIN_TEXT.phoneInvalid],
    ["letters in phone", { phoneNo: "1380000000a", code: "ABCDE", encrypt: "x" }, LOGIN_TEXT.phoneInvalid],
    ["no captcha", { phoneNo: "13800000000", encrypt: "x" }, LOGIN_TEXT.captchaRequired],
    ["4-character captcha", { phoneNo: "13800000000", code: "ABCD", encrypt: "x" }, LOGIN_TEXT.captchaInvalid],
    ["6-character captcha", { phoneNo: "13800000000", code: "ABCDEF", encrypt: "x" }, LOGIN_TEXT.captchaInvalid],
    ["no token", { phoneNo: "13800000000", code: "ABCDE" }, LOGIN_TEXT.captchaMissing],
    ["forged token", { phoneNo: "13800000000", code: "ABCDE", encrypt: "eyJ2IjoxfQ.AAAA" }, LOGIN_TEXT.captchaMissing],
  ];
  it.each(cases)("%s → 400 with the Chinese message", async (_name, query, msg) => {
    const res = await api.call(`/yc-oauth/sms?${new URLSearchParams(query)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errCode: 400, msg, data: null });
  });

  it("a wrong captcha answer is refused and spends the captcha", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    const wrong = captcha.code === "AAAAA" ? "BBBBB" : "AAAAA";
    const res = await api.call(smsQuery(phone, { ...captcha, code: wrong }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.captchaWrong);
    const again = await api.call(smsQuery(phone, captcha));
    expect(again.body.msg).toBe(OAUTH_TEXT.captchaUsed);
  });

  it("accepts the captcha answer in lower case", async () => {
    const captcha = await solvedCaptcha(api);
    const res = await api.call(smsQuery(newPhone(), { ...captcha, code: captcha.code.toLowerCase() }));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(LOGIN_TEXT.smsSent);
  });
});

describe("captcha single use and expiry", () => {
  it("a captcha older than 5 minutes is refused", async () => {
    const captcha = await solvedCaptcha(api);
    api.clock.advance(5 * MIN + 1000);
    const res = await api.call(smsQuery(newPhone(), captcha));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.captchaExpired);
  });

  it("a captcha answered within 5 minutes works", async () => {
    const captcha = await solvedCaptcha(api);
    api.clock.advance(5 * MIN - 1000);
    expect((await api.call(smsQuery(newPhone(), captcha))).status).toBe(200);
  });

  it("serves one SMS request: a second first send, or another phone, is refused", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    expect((await api.call(smsQuery(phone, captcha))).status).toBe(200);
    api.clock.advance(2 * MIN);
    const again = await api.call(smsQuery(phone, captcha));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(OAUTH_TEXT.captchaUsed);
    const other = await api.call(smsQuery(newPhone(), captcha, "1"));
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(OAUTH_TEXT.captchaUsed);
  });

  it("serves resends (op=1) and the following login, then is spent", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    expect((await api.call(smsQuery(phone, captcha))).status).toBe(200);
    api.clock.advance(61_000);
    const resend = await api.call(smsQuery(phone, captcha, "1"));
    expect(resend.status).toBe(200);
    // Past the captcha's own 5 minutes: the binding made by the send carries it to the login.
    api.clock.advance(4 * MIN);
    const authCode = await lastSmsCode(api, phone);
    const body = { phoneNo: phone, authCode, code: captcha.code, encrypt: captcha.encrypt };
    const login = await api.call("/yc-oauth/login", { body });
    expect(login.status).toBe(200);
    expect(login.body.msg).toBe(LOGIN_TEXT.loginOk);

    const replay = await api.call("/yc-oauth/login", { body });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe(OAUTH_TEXT.captchaUsed);
    api.clock.advance(61_000);
    const lateResend = await api.call(smsQuery(phone, captcha, "1"));
    expect(lateResend.status).toBe(400);
    expect(lateResend.body.msg).toBe(OAUTH_TEXT.captchaUsed);
  });

  it("a resend after the binding ran out (10 min after the last send) needs a new captcha", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    api.clock.advance(10 * MIN + 1000);
    const res = await api.call(smsQuery(phone, captcha, "1"));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.captchaExpired);
  });

  it("a captcha used for one phone cannot log in another", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(api, phone);
    const res = await api.call("/yc-oauth/login", { body: { phoneNo: newPhone(), authCode, code: captcha.code, encrypt: captcha.encrypt } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.smsFirst);
  });
});

describe("SMS sending rules", () => {
  it("answers 验证码已发送 and never puts the code in the response", async () => {
    const phone = newPhone();
    const res = await api.call(smsQuery(phone, await solvedCaptcha(api)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errCode: 200, msg: "验证码已发送", data: { expires_in: 600, resend_after: 60 } });
    const code = await lastSmsCode(api, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it("refuses a resend within 60 s with 429, accepts it after", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    api.clock.advance(30_000);
    const early = await api.call(smsQuery(phone, captcha, "1"));
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ errCode: 429, msg: "发送过于频繁，请30秒后再试", data: null });
    // A fresh captcha without op does not get around the spacing either.
    const fresh = await api.call(smsQuery(phone, await solvedCaptcha(api)));
    expect(fresh.status).toBe(429);
    api.clock.advance(30_000);
    expect((await api.call(smsQuery(phone, captcha, "1"))).status).toBe(200);
  });

  it("a resend replaces the earlier code", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    const first = await lastSmsCode(api, phone);
    // Codes are random: resend until the new code differs (the same six digits twice is a one-in-a-million draw;
    // four resends fit in the hourly cap of five).
    let second = first;
    for (let resend = 0; resend < 4 && second === first; resend++) {
      api.clock.advance(61_000);
      expect((await api.call(smsQuery(phone, captcha, "1"))).status).toBe(200);
      second = await lastSmsCode(api, phone);
    }
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    const login = (authCode: string) => api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode, code: captcha.code, encrypt: captcha.encrypt } });
    const old = await login(first);
    expect(old.status).toBe(400);
    expect(old.body.msg).toBe(OAUTH_TEXT.smsWrong(4));
    expect((await login(second)).status).toBe(200);
  });

  it("caps a phone at 5 codes an hour and 10 a day", async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      const res = await api.call(smsQuery(phone, await solvedCaptcha(api)));
      expect(res.status, `send ${i + 1}`).toBe(200);
      api.clock.advance(61_000);
    }
    const sixth = await api.call(smsQuery(phone, await solvedCaptcha(api)));
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toBe(OAUTH_TEXT.phoneHourly);

    api.clock.advance(60 * MIN);
    for (let i = 0; i < 5; i++) {
      const res = await api.call(smsQuery(phone, await solvedCaptcha(api)));
      expect(res.status, `send ${i + 6}`).toBe(200);
      api.clock.advance(61_000);
    }
    api.clock.advance(60 * MIN);
    const eleventh = await api.call(smsQuery(phone, await solvedCaptcha(api)));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe(OAUTH_TEXT.phoneDaily);

    // A day after the first sends, the phone may ask again.
    api.clock.advance(22 * 60 * MIN);
    expect((await api.call(smsQuery(phone, await solvedCaptcha(api)))).status).toBe(200);
  });
});

describe("per-address limit", () => {
  it("caps one client address per hour, other addresses unaffected", async () => {
    const small = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "3" } });
    try {
      const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
      for (let i = 0; i < 3; i++) {
        expect((await small.call(smsQuery(newPhone(), await solvedCaptcha(small)), from("203.0.113.7"))).status).toBe(200);
      }
      const refused = await small.call(smsQuery(newPhone(), await solvedCaptcha(small)), from("203.0.113.7"));
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe(OAUTH_TEXT.addressHourly);
      expect((await small.call(smsQuery(newPhone(), await solvedCaptcha(small)), from("203.0.113.8"))).status).toBe(200);
      small.clock.advance(61 * MIN);
      expect((await small.call(smsQuery(newPhone(), await solvedCaptcha(small)), from("203.0.113.7"))).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe("POST /yc-oauth/login", () => {
  const valid = { phoneNo: "13800000000", code: "ABCDE", authCode: "123456", encrypt: "x" };
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["no phone", { ...valid, phoneNo: undefined }, LOGIN_TEXT.phoneRequired],
    ["bad phone", { ...valid, phoneNo: "12345" }, LOGIN_TEXT.phoneInvalid],
    ["phone as a number", { ...valid, phoneNo: 13800000000 }, LOGIN_TEXT.phoneInvalid],
    ["SMS code as a number", { ...valid, authCode: 123456 }, LOGIN_TEXT.smsInvalid],
    ["no captcha", { ...valid, code: "" }, LOGIN_TEXT.captchaRequired],
    ["short captcha", { ...valid, code: "ABC" }, LOGIN_TEXT.captchaInvalid],
    ["no SMS code", { ...valid, authCode: undefined }, LOGIN_TEXT.smsRequired],
    ["5-digit SMS code", { ...valid, authCode: "12345" }, LOGIN_TEXT.smsInvalid],
    ["letters in SMS code", { ...valid, authCode: "12345a" }, LOGIN_TEXT.smsInvalid],
    ["no token", { ...valid, encrypt: undefined }, LOGIN_TEXT.captchaMissing],
    ["forged token", valid, LOGIN_TEXT.captchaMissing],
  ];
  it.each(cases)("%s → 400 with the Chinese message", async (_name, body, msg) => {
    const res = await api.call("/yc-oauth/login", { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errCode: 400, msg, data: null });
  });

  it("no body at all → 请输入手机号码", async () => {
    const res = await api.call("/yc-oauth/login", { method: "POST" });
    expect(res.body.msg).toBe(LOGIN_TEXT.phoneRequired);
  });

  it("a captcha never used for an SMS cannot log in", async () => {
    const captcha = await solvedCaptcha(api);
    const res = await api.call("/yc-oauth/login", { body: { phoneNo: newPhone(), authCode: "123456", ...captcha } });
    expect(res.body.msg).toBe(OAUTH_TEXT.smsFirst);
  });

  it("a wrong captcha answer at login is refused", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(api, phone);
    const wrong = captcha.code === "AAAAA" ? "BBBBB" : "AAAAA";
    const res = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode, code: wrong, encrypt: captcha.encrypt } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(OAUTH_TEXT.captchaWrongBound);
  });

  it("logs in, creates the user on first login, and finds the same user the second time", async () => {
    const phone = newPhone();
    const first = await logIn(api, phone);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe("登录成功");
    const tokens = first.body.data;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 7200, refresh_expires_in: 30 * 86400 });
    expect(tokens.access_token).toMatch(/^at_/);
    expect(tokens.refresh_token).toMatch(/^rt_/);
    const own = await api.call("/yc-user/users/own", { token: tokens.access_token });
    expect(own.status).toBe(200);
    expect(own.body.data.phoneNo).toBe(phone);
    expect(own.body.data.province).toBe("zj");

    api.clock.advance(61_000);
    const second = await logIn(api, phone);
    const own2 = await api.call("/yc-user/users/own", { token: second.body.data.access_token });
    expect(own2.body.data.id).toBe(own.body.data.id);
  });

  it("refuses an SMS code after 10 minutes", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(api, phone);
    api.clock.advance(10 * MIN + 1000);
    const res = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode, ...captcha } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/过期/);
  });

  it("the 6th try fails even with the right code after 5 wrong ones", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(api, phone);
    const wrongCode = authCode === "000000" ? "111111" : "000000";
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode: wrongCode, ...captcha } });
      expect(res.status).toBe(400);
      msgs.push(res.body.msg);
    }
    expect(msgs).toEqual([
      "短信验证码错误，还可尝试4次",
      "短信验证码错误，还可尝试3次",
      "短信验证码错误，还可尝试2次",
      "短信验证码错误，还可尝试1次",
      OAUTH_TEXT.smsTooManyTries,
    ]);
    const sixth = await api.call("/yc-oauth/login", { body: { phoneNo: phone, authCode, ...captcha } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.msg).toBe(OAUTH_TEXT.smsTooManyTries);
  });

  it("a code is single use", async () => {
    const phone = newPhone();
    const captcha = await solvedCaptcha(api);
    await api.call(smsQuery(phone, captcha));
    const authCode = await lastSmsCode(api, phone);
    const body = { phoneNo: phone, authCode, ...captcha };
    expect((await api.call("/yc-oauth/login", { body })).status).toBe(200);
    expect((await api.call("/yc-oauth/login", { body })).status).toBe(400);
  });
});

describe("dev inbox", () => {
  it("answers 404 for a phone that received nothing and an unknown captcha", async () => {
    expect((await api.call("/__dev/sms?phone=13999999999")).status).toBe(404);
    expect((await api.call("/__dev/captcha?encrypt=nope")).status).toBe(404);
  });

  it("does not exist in production", async () => {
    const prod = await startAuthApi({
      env: { NODE_ENV: "production", DEV_INBOX: "off", SMS_GATEWAY_URL: "http://127.0.0.1:9/sms", SMS_GATEWAY_SECRET: "s".repeat(32) },
    });
    try {
      const captcha = await prod.call("/yc-oauth/captcha");
      expect(captcha.status).toBe(200);
      const encrypt = encodeURIComponent(captcha.body.data.encrypt);
      expect((await prod.call(`/__dev/captcha?encrypt=${encrypt}`)).status).toBe(404);
      expect((await prod.call("/__dev/sms?phone=13800000000")).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
