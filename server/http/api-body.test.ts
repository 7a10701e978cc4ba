import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "#tests/helpers/api";
import { rawRequest } from "#tests/helpers/raw-http";
import { businessCooperations } from "../db/schema/index";
import { BODY_LIMITS } from "./body-limits";
import { EDGE_TEXT } from "./refuse";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ COOPERATION_IP_HOURLY_LIMIT: "1000" });
});
afterAll(() => api.close());

const json = { province: "zj", channel: "BRAND", UA: "PC", "Content-Type": "application/json" };
const post = (path: string, headers: Record<string, string | number>, body?: string | Buffer | (() => Generator<Buffer>)) =>
  rawRequest(api.baseUrl, { method: "POST", path, headers: { ...json, ...headers }, body, timeoutMs: 5000 });
const envelope = (text: string) => JSON.parse(text) as { errCode: number; msg: string; data: unknown };

describe("API body cap (256 KB)", () => {
  it("a declared 50 MB body answers 413, not 400, before it is read", async () => {
    const res = await post("/yc-oauth/login", { "Content-Length": 50 * 1024 * 1024 }, () =>
      (function* () {
        for (let i = 0; i < 50; i++) yield Buffer.alloc(1024 * 1024, " ");
      })(),
    );
    expect(res.status).toBe(413);
    expect(envelope(res.text)).toEqual({ errCode: 413, msg: EDGE_TEXT.tooLarge, data: null });
    expect(res.ms).toBeLessThan(2000);
  });

  it("a chunked body over the cap answers 413", async () => {
    const res = await post("/yc-oauth/login", { "Transfer-Encoding": "chunked" }, () =>
      (function* () {
        yield Buffer.from('{"phoneNo":"');
        for (let i = 0; i < 100; i++) yield Buffer.alloc(64 * 1024, "1");
        yield Buffer.from('"}');
      })(),
    );
    expect(res.status).toBe(413);
  });

  it("a body just under the cap is read (and judged by the endpoint)", async () => {
    const body = JSON.stringify({ phoneNo: "1".repeat(BODY_LIMITS.apiJson - 20) });
    const res = await post("/yc-oauth/login", {}, body);
    expect(res.status).toBe(400);
    expect(envelope(res.text).msg).toBe("请输入正确的手机号码");
  });
});

describe("API body encodings", () => {
  it("an unsupported charset answers 415 in the envelope", async () => {
    const res = await post("/yc-oauth/login", { "Content-Type": "application/json; charset=latin1" }, "{}");
    expect(res.status).toBe(415);
    expect(envelope(res.text).msg).toBe(EDGE_TEXT.unsupportedCharset);
  });

  it("an unsupported content encoding answers 415, a broken gzip 400, a good gzip is read", async () => {
    const br = await post("/yc-oauth/login", { "Content-Encoding": "br" }, "{}");
    expect(br.status).toBe(415);
    expect(envelope(br.text).msg).toBe(EDGE_TEXT.unsupportedEncoding);
    expect((await post("/yc-oauth/login", { "Content-Encoding": "gzip" }, "not gzip")).status).toBe(400);
    const good = await post("/yc-oauth/login", { "Content-Encoding": "gzip" }, gzipSync(JSON.stringify({ phoneNo: "x" })));
    expect(good.status).toBe(400);
    expect(envelope(good.text).msg).toBe("请输入正确的手机号码");
  });
});

describe("API input is clean before a handler sees it", () => {
  it("a NUL byte in a text field answers 400 and stores nothing", async () => {
    const body = { company: "某\u0000公司", contact: "张三", phone: "13800000000", message: "合作" };
    const res = await api.call("/yc-user/business_cooperation", { method: "POST", body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(EDGE_TEXT.controlCharacters);
    expect(await api.database.db.select().from(businessCooperations)).toHaveLength(0);
  });

  it("control characters in a query or a key answer 400", async () => {
    expect((await api.call("/yc-oauth/sms?phoneNo=1380000%000000&code=ABCDE&encrypt=x")).body.msg).toBe(EDGE_TEXT.controlCharacters);
    const key = await api.call("/yc-oauth/login", { method: "POST", body: '{"phone\\u0007No":"1"}' });
    expect(key.status).toBe(400);
    expect(key.body.msg).toBe(EDGE_TEXT.controlCharacters);
  });

  it("a 5,000-deep nested array in a number field answers 400, not a stack overflow", async () => {
    const deep = "[".repeat(5000) + "2027" + "]".repeat(5000);
    const res = await api.call("/yc-gk-info/rest/ncee/query_universities", { method: "POST", body: `{"page":${deep},"size":10}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errCode: 400, msg: EDGE_TEXT.tooDeep, data: null });
  });

  it("an unknown channel header is neither trusted nor stored", async () => {
    const body = { company: "某公司", contact: "张三", phone: "13800000000", message: "合作" };
    const res = await api.call("/yc-user/business_cooperation", { method: "POST", body: JSON.stringify(body), headers: { channel: "EVIL<script>" } });
    expect(res.status).toBe(200);
    const known = await api.call("/yc-user/business_cooperation", { method: "POST", body: JSON.stringify(body), headers: { channel: "oem1" } });
    expect(known.status).toBe(200);
    const rows = await api.database.db.select({ channel: businessCooperations.channel }).from(businessCooperations);
    expect(rows.map((r) => r.channel).sort()).toEqual(["OEM1", null].sort());
  });
});
