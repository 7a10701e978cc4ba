import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "#tests/helpers/api";
import { startPageApp, type PageApp } from "#tests/helpers/page-app";
import { rawRequest } from "#tests/helpers/raw-http";

const PRODUCTION = {
  NODE_ENV: "production",
  SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
  SMS_GATEWAY_SECRET: "g".repeat(32),
};

let pages: PageApp;
let production: PageApp;
let api: TestApi;
beforeAll(async () => {
  [pages, production, api] = await Promise.all([startPageApp(), startPageApp(PRODUCTION), startTestApi()]);
});
afterAll(() => Promise.all([pages.close(), production.close(), api.close()]));

const cacheControl = (res: { headers: Record<string, string | string[] | undefined> }) => String(res.headers["cache-control"] ?? "");
const setCookies = (res: { headers: Record<string, string | string[] | undefined> }) => [res.headers["set-cookie"] ?? []].flat();

describe("pages for one visitor are never stored", () => {
  it("HTML and _data answers to a request with a session carry private, no-store", async () => {
    const cookie = { Cookie: "__session=s%3Asome-session-id" };
    const html = await rawRequest(pages.baseUrl, { path: "/zj/echo", headers: cookie });
    expect(html.status).toBe(200);
    expect(cacheControl(html)).toBe("private, no-store");
    const data = await rawRequest(pages.baseUrl, { path: "/zj/echo?_data=routes%2F%24scope.echo", headers: cookie });
    expect(data.status).toBe(200);
    expect(cacheControl(data)).toBe("private, no-store");
  });

  it("an answer that starts a session carries it too; an anonymous page does not", async () => {
    const post = await rawRequest(pages.baseUrl, {
      method: "POST",
      path: "/zj/region",
      headers: { Origin: pages.baseUrl, Host: pages.host, "Content-Type": "application/x-www-form-urlencoded" },
      body: "scope=gd",
    });
    expect(setCookies(post).some((c) => c.startsWith("__session="))).toBe(true);
    expect(cacheControl(post)).toBe("private, no-store");
    const anonymous = await rawRequest(pages.baseUrl, { path: "/zj/echo" });
    expect(cacheControl(anonymous)).not.toContain("no-store");
  });
});

describe("visitor cookies are Secure in production", () => {
  const choose = (app: PageApp) =>
    rawRequest(app.baseUrl, {
      method: "POST",
      path: "/zj/region",
      headers: { Origin: app.baseUrl, Host: app.host, "Content-Type": "application/x-www-form-urlencoded" },
      body: "scope=gd",
    });

  it("yc_scope and the session cookie carry Secure in production", async () => {
    const cookies = setCookies(await choose(production));
    const scope = cookies.find((c) => c.startsWith("yc_scope="));
    expect(scope).toMatch(/;\s*Secure/i);
    expect(cookies.find((c) => c.startsWith("__session="))).toMatch(/;\s*Secure/i);
  });

  it("and not on a developer's plain-HTTP machine", async () => {
    const scope = setCookies(await choose(pages)).find((c) => c.startsWith("yc_scope="));
    expect(scope).toBeDefined();
    expect(scope).not.toMatch(/Secure/i);
  });
});

describe("API caching", () => {
  it("answers that depend on province and channel say so in Vary", async () => {
    const res = await api.call("/yc-gk-info/rest/ncee/query_recruitment_brochure?ucode=10001");
    expect(res.headers.get("vary")?.toLowerCase()).toMatch(/province.*channel/);
  });

  it("errors are never cacheable, even from a router whose answers are public", async () => {
    const ok = await api.call("/yc-gk-info/rest/ncee/query_recruitment_brochure?ucode=10001");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toContain("public");
    const bad = await api.call("/yc-gk-info/rest/ncee/query_recruitment_brochure");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    const missing = await api.call("/yc-nothing");
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });
});
