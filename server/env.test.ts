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
  it("parses per-scope first-stage dates", () => {
    const env = loadEnv({ NODE_ENV: "test", SESSION_SECRET: "s".repeat(32), FIRST_STAGE_DATES: "zj:2027-07-16, sd:2027-07-05" });
    expect(env.firstStageDates).toEqual({ zj: "2027-07-16", sd: "2027-07-05" });
  });
});
