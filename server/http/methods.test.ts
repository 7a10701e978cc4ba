import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageApp, type PageApp } from "#tests/helpers/page-app";
import { rawRequest } from "#tests/helpers/raw-http";
import { EDGE_TEXT } from "./refuse";

let app: PageApp;
beforeAll(async () => {
  app = await startPageApp();
});
afterAll(() => app.close());

describe("methods", () => {
  // Before: Remix could not build a Request for TRACE and every path answered 500.
  for (const path of ["/zj/index", "/zj/region", "/yc-oauth/captcha", "/healthz", "/"]) {
    it(`TRACE ${path} answers 405 with the methods allowed`, async () => {
      const res = await rawRequest(app.baseUrl, { method: "TRACE", path });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toContain("GET");
      expect(res.text).toContain(EDGE_TEXT.methodNotAllowed);
    });
  }

  it("other unknown methods answer 405 too, known ones pass", async () => {
    expect((await rawRequest(app.baseUrl, { method: "PROPFIND", path: "/zj/index" })).status).toBe(405);
    expect((await rawRequest(app.baseUrl, { method: "GET", path: "/healthz" })).status).toBe(200);
  });
});
