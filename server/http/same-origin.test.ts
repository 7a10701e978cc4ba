import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageApp, type PageApp } from "#tests/helpers/page-app";
import { rawRequest } from "#tests/helpers/raw-http";
import { EDGE_TEXT } from "./refuse";

let app: PageApp;
beforeAll(async () => {
  app = await startPageApp();
});
afterAll(() => app.close());

const form = (headers: Record<string, string>) =>
  rawRequest(app.baseUrl, {
    method: "POST",
    path: "/zj/region",
    headers: { Host: app.host, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "scope=gd",
  });

describe("form posts come from our own pages", () => {
  it("a same-origin Origin is accepted", async () => {
    expect((await form({ Origin: app.baseUrl })).status).toBe(302);
  });

  // Before: new URL() threw on these and the server answered 500.
  for (const origin of ["not a url", "http://", "http://[::1", "%%%", "null", "javascript:alert(1)"]) {
    it(`a malformed or opaque Origin (${origin}) answers 403`, async () => {
      const res = await form({ Origin: origin });
      expect(res.status).toBe(403);
      expect(res.text).toBe(EDGE_TEXT.badOrigin);
    });
  }

  it("a foreign Origin answers 403, even when Sec-Fetch-Site is missing", async () => {
    expect((await form({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await form({ Origin: app.baseUrl, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("without Origin, Sec-Fetch-Site decides", async () => {
    expect((await form({ "Sec-Fetch-Site": "same-origin" })).status).toBe(302);
    expect((await form({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await form({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("without Origin and Sec-Fetch-Site, Referer decides", async () => {
    expect((await form({ Referer: `${app.baseUrl}/zj/index` })).status).toBe(302);
    expect((await form({ Referer: "https://evil.example/zj/index" })).status).toBe(403);
    expect((await form({ Referer: "::garbage::" })).status).toBe(403);
  });

  // Before: a post with none of them was accepted.
  it("a post with neither Origin, Sec-Fetch-Site nor Referer answers 403", async () => {
    const res = await form({});
    expect(res.status).toBe(403);
    expect(res.text).toBe(EDGE_TEXT.badOrigin);
  });

  it("reads need no origin", async () => {
    expect((await rawRequest(app.baseUrl, { path: "/zj/echo?_data=routes%2F%24scope.echo" })).status).toBe(200);
  });
});
