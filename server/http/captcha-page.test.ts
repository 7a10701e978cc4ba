import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageApp, type PageApp } from "#tests/helpers/page-app";

let app: PageApp;
beforeAll(async () => {
  // The product's default captcha budget.
  app = await startPageApp();
});
afterAll(() => app.close());

describe("the login page when an address has used up its captchas", () => {
  it("answers 429 with the API's words, not a server error", async () => {
    const statuses: number[] = [];
    let refused: unknown = null;
    // The budget refills by one a second, so a slow machine may need a few more than 60 to spend it.
    while (statuses.length < 200 && !refused) {
      // A client-side navigation's data request (single fetch); its body is turbo-stream text.
      const res = await fetch(`${app.baseUrl}/zj/login.data`, { headers: { "X-Forwarded-For": "198.51.100.20" } });
      statuses.push(res.status);
      if (res.status !== 200) refused = await res.text();
      else await res.arrayBuffer();
    }
    expect(statuses.slice(0, 60).filter((s) => s !== 200)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    expect(refused).toContain("获取验证码过于频繁，请稍后再试");
  });
});
