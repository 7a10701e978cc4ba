import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageApp, type PageApp } from "#tests/helpers/page-app";
import { rawRequest } from "#tests/helpers/raw-http";
import { BODY_LIMITS } from "./body-limits";
import { EDGE_TEXT } from "./refuse";

let app: PageApp;
/** The echo action's own answer (a Remix data request), not the document around it. */
const ECHO = "/zj/echo?_data=routes%2F%24scope.echo";
beforeAll(async () => {
  app = await startPageApp();
});
afterAll(() => app.close());

/** A form post as a browser on our own page sends it. */
function post(path: string, headers: Record<string, string | number>, body?: string | Buffer | (() => Generator<Buffer>)) {
  return rawRequest(app.baseUrl, { method: "POST", path, headers: { Origin: app.baseUrl, Host: app.host, ...headers }, body, timeoutMs: 5000 });
}

describe("page actions read forms only", () => {
  it("a real form reaches the action", async () => {
    const res = await post("/zj/region", { "Content-Type": "application/x-www-form-urlencoded" }, "scope=gd");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/gd/index");
    const echo = await post(ECHO, { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" }, "a=%E6%B5%99%E6%B1%9F&b=2");
    expect(echo.status).toBe(200);
    expect(JSON.parse(echo.text)).toEqual({ a: "浙江", b: "2" });
  });

  it("a multipart form reaches the action", async () => {
    const form = new FormData();
    form.set("company", "某某教育");
    const encoded = new Response(form);
    const res = await post(ECHO, { "Content-Type": encoded.headers.get("content-type")! }, Buffer.from(await encoded.arrayBuffer()));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ company: "某某教育" });
  });

  it("an empty post is an empty form", async () => {
    const res = await post(ECHO, { "Content-Length": 0 });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({});
  });

  // Before: the JSON body was consumed by the API's parser and the action waited for ever.
  for (const path of ["/zj/region", "/zj/login", "/zj/AboutUsPage/AboutBusinessCooperation"]) {
    it(`JSON posted to ${path} answers 415 at once`, async () => {
      const res = await post(path, { "Content-Type": "application/json" }, JSON.stringify({ scope: "gd" }));
      expect(res.status).toBe(415);
      expect(res.text).toBe(EDGE_TEXT.unsupportedType);
      expect(res.ms).toBeLessThan(2000);
    });
  }

  it("text/plain answers 415, a body without a type 415", async () => {
    expect((await post("/zj/region", { "Content-Type": "text/plain" }, "scope=gd")).status).toBe(415);
    expect((await post("/zj/region", {}, "scope=gd")).status).toBe(415);
  });

  it("multipart garbage answers 400", async () => {
    const garbage = await post(ECHO, { "Content-Type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nno headers here\r\n\r\nbroken");
    expect(garbage.status).toBe(400);
    expect(garbage.text).toBe(EDGE_TEXT.unreadableForm);
    expect((await post(ECHO, { "Content-Type": "multipart/form-data" }, "a=b")).status).toBe(400);
  });

  it("an unsupported charset or content encoding answers 415", async () => {
    const latin = await post("/zj/region", { "Content-Type": "application/x-www-form-urlencoded; charset=latin1" }, "scope=gd");
    expect(latin.status).toBe(415);
    expect(latin.text).toBe(EDGE_TEXT.unsupportedCharset);
    const gzip = await post("/zj/region", { "Content-Type": "application/x-www-form-urlencoded", "Content-Encoding": "gzip" }, "not gzip");
    expect(gzip.status).toBe(415);
    expect(gzip.text).toBe(EDGE_TEXT.unsupportedEncoding);
  });

  it("a NUL byte or another control character in a field answers 400 before the action", async () => {
    for (const body of ["scope=g%00d", "scope=gd&note=a%01b", "na%00me=x"]) {
      const res = await post(ECHO, { "Content-Type": "application/x-www-form-urlencoded" }, body);
      expect(res.status, body).toBe(400);
      expect(res.text).toBe(EDGE_TEXT.controlCharacters);
    }
    // Line breaks and tabs are text.
    expect((await post(ECHO, { "Content-Type": "application/x-www-form-urlencoded" }, "note=a%0D%0Ab%09c")).status).toBe(200);
  });
});

describe("page form size cap (1 MB)", () => {
  it("a declared 50 MB form answers 413 before any of it is read", async () => {
    const res = await post("/zj/region", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 50 * 1024 * 1024 }, () =>
      (function* () {
        for (let i = 0; i < 50; i++) yield Buffer.alloc(1024 * 1024, "a");
      })(),
    );
    expect(res.status).toBe(413);
    expect(res.text).toBe(EDGE_TEXT.tooLarge);
    expect(res.ms).toBeLessThan(2000);
  });

  it("a chunked form answers 413 as soon as it passes the cap", async () => {
    let sent = 0;
    const res = await post("/zj/region", { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" }, () =>
      (function* () {
        for (let i = 0; i < 50 * 16; i++) {
          sent += 64 * 1024;
          yield Buffer.alloc(64 * 1024, "a");
        }
      })(),
    );
    expect(res.status).toBe(413);
    // The server stopped reading near the cap, not after 50 MB.
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it("a form just under the cap is read", async () => {
    const body = `note=${"a".repeat(BODY_LIMITS.pageForm - 10)}`;
    const res = await post(ECHO, { "Content-Type": "application/x-www-form-urlencoded" }, body);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).note).toHaveLength(BODY_LIMITS.pageForm - 10);
  });
});
