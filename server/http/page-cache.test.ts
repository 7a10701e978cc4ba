import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache, splitAt } from "./page-cache";
import { cspNonce } from "./security";

let base = "";
let renders = 0;
let close: () => void;
/** Stands in for the documents' save counter. */
let generation = 0;

beforeAll(async () => {
  const app = express();
  app.use(cspNonce());
  app.use(pageCache({ maxTtlMs: 200, maxEntries: 2, bypass: (req) => req.get("User-Agent") === "old", generation: () => generation }));
  app.get("/page", (req, res) => {
    renders += 1;
    res.setHeader("X-Page-Cache-TTL", "30");
    res.setHeader("Set-Cookie", "yc_scope=zj; Path=/");
    res.type("html").send(`<script nonce="${res.locals.cspNonce}"></script>render ${renders} ${req.headers.cookie ?? ""}`);
  });
  app.get("/private", (_req, res) => {
    renders += 1;
    res.setHeader("X-Page-Cache-TTL", "30");
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(`private ${renders}`);
  });
  app.get("/per-visitor", (_req, res) => {
    renders += 1;
    res.type("html").send(`captcha ${renders}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { accept: "text/html", ...headers } });

describe("page cache", () => {
  it("replays an anonymous page with the new response's nonce and the same cookies", async () => {
    const first = await get("/page");
    const firstBody = await first.text();
    const second = await get("/page");
    const secondBody = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(secondBody.replace(/nonce="[^"]+"/, "")).toBe(firstBody.replace(/nonce="[^"]+"/, ""));
    const firstNonce = /nonce="([^"]+)"/.exec(firstBody)?.[1];
    const secondNonce = /nonce="([^"]+)"/.exec(secondBody)?.[1];
    expect(firstNonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(secondNonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.headers.get("set-cookie")).toContain("yc_scope=zj");
  });
  it("keys on the cookies and never serves a session holder or a refused browser from it", async () => {
    const before = renders;
    await get("/page", { cookie: "yc_channel=oem1" });
    await get("/page", { cookie: "__session=abc" });
    await get("/page", { cookie: "__session=abc" });
    await get("/page", { "User-Agent": "old" });
    expect(renders - before).toBe(4);
  });
  it("keeps only pages that opt in, never no-store ones, and expires them", async () => {
    const before = renders;
    await get("/private");
    await get("/private");
    await get("/per-visitor");
    // Rendered afresh: the fourth render of this test, not a replay of the third.
    expect(await (await get("/per-visitor")).text()).toBe(`captcha ${before + 4}`);
    expect(renders - before).toBe(4);
    await new Promise((r) => setTimeout(r, 250));
    const fresh = await get("/page");
    expect(fresh.headers.get("x-page-cache")).toBeNull();
  });
  it("renders afresh once the generation changes (an edited document), then replays the new page", async () => {
    await get("/page", { cookie: "g=1" });
    expect((await get("/page", { cookie: "g=1" })).headers.get("x-page-cache")).toBe("hit");
    const before = renders;
    generation += 1;
    const after = await get("/page", { cookie: "g=1" });
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(renders - before).toBe(1);
    expect((await get("/page", { cookie: "g=1" })).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("splitAt", () => {
  it("cuts a page at each nonce, multibyte text and both ends included", () => {
    const parts = splitAt(Buffer.from("N浙江大学<script nonce=\"N\">N</script>N"), "N");
    expect(parts.map((p) => p.toString("utf8"))).toEqual(["", "浙江大学<script nonce=\"", "\">", "</script>", ""]);
    expect(splitAt(Buffer.from("没有"), "N").map((p) => p.toString("utf8"))).toEqual(["没有"]);
  });
});
