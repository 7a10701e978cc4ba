import express from "express";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "#tests/helpers/api";
import { apiErrorHandler } from "./envelope";
import { addressRateLimit } from "./address-rate-limit";

let api: TestApi;
beforeAll(async () => {
  // The product's default budget: a limit is tested as it ships.
  api = await startTestApi();
});
afterAll(() => api.close());

const captcha = (address: string) => api.call("/yc-oauth/captcha", { headers: { "X-Forwarded-For": address } });

describe("captcha rate limit per address", () => {
  // Before: one client drew 16,493 captchas in 10 s.
  it("one address gets 60 captchas in a burst, then 429 with a Chinese message; other addresses are unaffected", async () => {
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 70; i++) statuses.push((await captcha("198.51.100.7")).status);
    // The budget refills by one a second while the loop runs.
    const refilled = Math.ceil((Date.now() - started) / 1000);
    const served = statuses.filter((s) => s === 200).length;
    expect(served).toBeGreaterThanOrEqual(60);
    expect(served).toBeLessThanOrEqual(60 + refilled);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(-5).every((s) => s === 429)).toBe(true);
    const refused = await captcha("198.51.100.7");
    expect(refused.body).toEqual({ errCode: 429, msg: "获取验证码过于频繁，请稍后再试", data: null });
    expect((await captcha("198.51.100.8")).status).toBe(200);
  });
});

describe("addressRateLimit", () => {
  let base = "";
  let t = 0;
  const server = createServer(
    express()
      .set("trust proxy", "loopback")
      .get("/", addressRateLimit({ perMinute: 2, message: "太快了", maxAddresses: 2, now: () => t }), (_req, res) => void res.send("ok"))
      .use(apiErrorHandler),
  );
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  const hit = async (address: string) => (await fetch(base, { headers: { "X-Forwarded-For": address } })).status;

  it("refills over time and forgets the oldest address when full", async () => {
    expect([await hit("a1"), await hit("a1"), await hit("a1")]).toEqual([200, 200, 429]);
    t += 30_000; // half a minute: one request's worth
    expect([await hit("a1"), await hit("a1")]).toEqual([200, 429]);
    // Two more addresses push a1 out of the table: it starts again with a full budget.
    await hit("a2");
    await hit("a3");
    expect(await hit("a1")).toBe(200);
  });
});
