import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "#tests/helpers/api";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("server", () => {
  it("answers healthz after checking the database", async () => {
    const res = await api.call("/healthz");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });
  it("answers unknown API paths in the envelope with 404", async () => {
    const res = await api.call("/yc-nothing/here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errCode: 404, msg: "接口不存在", data: null });
  });
  it("answers malformed JSON with 400 in the envelope", async () => {
    const res = await api.call("/yc-oauth/login", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.errCode).toBe(400);
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
  it("sends a nonce CSP and no x-powered-by", async () => {
    const res = await api.call("/healthz");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
  it("serves only the images a channel names", async () => {
    expect((await api.call("/brand-assets/oem1/logo.svg")).status).toBe(200);
    expect((await api.call("/brand-assets/oem1/channel.ts")).status).toBe(404);
    expect((await api.call("/brand-assets/nope/logo.svg")).status).toBe(404);
  });
});
