import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies defaults", () => {
    const env = loadEnv({ NODE_ENV: "test", SESSION_SECRET: "s".repeat(32) });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.CHANNEL).toBe("brand");
    // Unset: the app calls the API handlers in process.
    expect(env.YC_API_BASE).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("names the variable of a bad value", () => {
    expect(() => loadEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ CHANNEL: "OEM 1" })).toThrow(/CHANNEL/);
    expect(() => loadEnv({ FIRST_STAGE_DATES: "zj:tomorrow" })).toThrow(/FIRST_STAGE_DATES/);
  });
  it("requires a session secret in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });
  it("pins the calendar's now only outside production", () => {
    const base = { NODE_ENV: "test", SESSION_SECRET: "s".repeat(32) };
    expect(loadEnv({ ...base, CALENDAR_NOW: "2027-07-06T10:00:00+08:00" }).calendarNow().toISOString()).toBe("2027-07-06T02:00:00.000Z");
    const real = loadEnv(base).calendarNow().getTime();
    expect(Math.abs(real - Date.now())).toBeLessThan(1000);
    expect(() => loadEnv({ ...base, CALENDAR_NOW: "next tuesday" })).toThrow(/CALENDAR_NOW/);
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), SMS_GATEWAY_URL: "https://sms.example.com/send", SMS_GATEWAY_SECRET: "g".repeat(16) };
    expect(() => loadEnv(production)).not.toThrow();
    expect(() => loadEnv({ ...production, CALENDAR_NOW: "2027-07-06T10:00:00+08:00" })).toThrow(/CALENDAR_NOW.*production/);
  });
  it("parses per-scope first-stage dates", () => {
    const env = loadEnv({ NODE_ENV: "test", SESSION_SECRET: "s".repeat(32), FIRST_STAGE_DATES: "zj:2027-07-16, sd:2027-07-05" });
    expect(env.firstStageDates).toEqual({ zj: "2027-07-16", sd: "2027-07-05" });
  });
});

describe("limits and edge settings", () => {
  const base = { NODE_ENV: "test", SESSION_SECRET: "s".repeat(32) };
  it("every per-phone and per-address limit has the product's default", () => {
    const env = loadEnv(base);
    expect([env.SMS_IP_HOURLY_LIMIT, env.SMS_PHONE_HOURLY_LIMIT, env.SMS_PHONE_DAILY_LIMIT, env.SMS_RESEND_SECONDS]).toEqual([20, 5, 10, 60]);
    expect([env.CAPTCHA_IP_MINUTE_LIMIT, env.COOPERATION_IP_HOURLY_LIMIT]).toEqual([60, 5]);
    expect(env.DEV_INBOX).toBe("off");
  });
  it("each limit can be set, and a bad one names its variable", () => {
    const env = loadEnv({ ...base, SMS_PHONE_HOURLY_LIMIT: "8", SMS_PHONE_DAILY_LIMIT: "30", SMS_RESEND_SECONDS: "30", CAPTCHA_IP_MINUTE_LIMIT: "600", COOPERATION_IP_HOURLY_LIMIT: "50" });
    expect([env.SMS_PHONE_HOURLY_LIMIT, env.SMS_PHONE_DAILY_LIMIT, env.SMS_RESEND_SECONDS, env.CAPTCHA_IP_MINUTE_LIMIT, env.COOPERATION_IP_HOURLY_LIMIT]).toEqual([8, 30, 30, 600, 50]);
    for (const name of ["SMS_PHONE_HOURLY_LIMIT", "SMS_PHONE_DAILY_LIMIT", "SMS_RESEND_SECONDS", "CAPTCHA_IP_MINUTE_LIMIT", "COOPERATION_IP_HOURLY_LIMIT"]) {
      expect(() => loadEnv({ ...base, [name]: "0" })).toThrow(new RegExp(name));
    }
  });
  it("DEV_INBOX=on with NODE_ENV=production refuses to start", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "production", DEV_INBOX: "on", SMS_GATEWAY_URL: "http://127.0.0.1:9/", SMS_GATEWAY_SECRET: "g".repeat(32) })).toThrow(
      /DEV_INBOX/,
    );
  });
});
