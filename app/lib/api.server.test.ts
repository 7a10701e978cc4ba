import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChannels } from "#channels/registry";
import { composeServices } from "#server/app";
import { httpTransport } from "#server/api/http-transport";
import { inProcessTransport } from "#server/api/in-process";
import { createApiRuntime } from "#server/api/runtime";
import type { Handlers } from "#server/api/handler";
import type { ApiTransport } from "#server/contracts/endpoint";
import { endpoints } from "#server/contracts/endpoints";
import { loadEnv } from "#server/env";
import { silentLogger } from "#server/logger";
import { startTestApi, type TestApi } from "#tests/helpers/api";
import { ApiError, api, readReply } from "./api.server";

let server: TestApi;
let inProcess: ApiTransport;
let overHttp: ReturnType<typeof httpTransport>;

beforeAll(async () => {
  server = await startTestApi();
  const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32) });
  inProcess = inProcessTransport(composeServices({ env, database: server.database, logger: silentLogger }).api);
  overHttp = httpTransport(server.baseUrl);
});
afterAll(async () => {
  await overHttp?.close();
  await server?.close();
});

function clientFor(transport: ApiTransport, init: RequestInit = {}) {
  const context = { api: transport, channels: loadChannels(), clientIp: "127.0.0.1", config: { defaultChannel: "brand", production: false } } as unknown as AppLoadContext;
  return api(new Request("http://127.0.0.1/zj/index", init), context);
}

/** Status, errCode and message of a call, or of its failure. */
async function outcome(run: () => Promise<{ status: number; msg: string }>) {
  try {
    const { status, msg } = await run();
    return { status, errCode: 200, msg };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, errCode: error.errCode, msg: error.message };
  }
}

describe("the typed API client, in process and over HTTP", () => {
  it("answers a success with data of the declared shape on both paths", async () => {
    for (const transport of [inProcess, overHttp]) {
      const { data, status } = await (await clientFor(transport)).call(endpoints.captcha, {});
      expect(status, transport.kind).toBe(200);
      expect(endpoints.captcha.output.parse(data).expires_in).toBe(300);
    }
  });

  it("validates alike and answers the same envelope on both paths", async () => {
    const calls = [
      // Bad input: the schema's own Chinese message, 400.
      (c: Awaited<ReturnType<typeof clientFor>>) => c.call(endpoints.scoreRank, { score: 901 }),
      (c: Awaited<ReturnType<typeof clientFor>>) => c.call(endpoints.sms, { phoneNo: "12", code: "ABCDE", encrypt: "x" }),
      (c: Awaited<ReturnType<typeof clientFor>>) => c.call(endpoints.businessCooperation, { company: "", contact: "张三", phone: "13800000000", message: "合作" }),
      // A domain error: no rank table in this empty database.
      (c: Awaited<ReturnType<typeof clientFor>>) => c.call(endpoints.scoreRank, { score: 600 }),
      // Behind login.
      (c: Awaited<ReturnType<typeof clientFor>>) => c.call(endpoints.ownUser, {}, { token: "at_unknown" }),
      (c: Awaited<ReturnType<typeof clientFor>>) => c.call(endpoints.putUser, { displayName: "新名字" }),
    ];
    const seen: Array<{ status: number; errCode: number; msg: string }> = [];
    for (const call of calls) {
      const local = await outcome(async () => call(await clientFor(inProcess)));
      const remote = await outcome(async () => call(await clientFor(overHttp)));
      expect(local).toEqual(remote);
      seen.push(local);
    }
    expect(seen).toEqual([
      { status: 400, errCode: 400, msg: "分数超出范围" },
      { status: 400, errCode: 400, msg: "请输入正确的手机号码" },
      { status: 400, errCode: 400, msg: "请输入公司名称" },
      { status: 404, errCode: 404, msg: "暂无该年份的一分一段表" },
      { status: 401, errCode: 401, msg: "请先登录系统" },
      { status: 401, errCode: 401, msg: "请先登录系统" },
    ]);
  });

  it("stops waiting when the visitor's request is aborted", async () => {
    const abort = new AbortController();
    abort.abort();
    const client = await clientFor(inProcess, { signal: abort.signal });
    await expect(client.call(endpoints.captcha, {})).rejects.toThrow();
  });

  it("maps an unreachable API to the spec's notice", async () => {
    const gone = httpTransport("http://127.0.0.1:9");
    try {
      const failure = await outcome(async () => (await clientFor(gone)).call(endpoints.captcha, {}));
      expect(failure).toEqual({ status: 502, errCode: 502, msg: "网络连接失败，请稍后重试" });
    } finally {
      await gone.close();
    }
  });
});

describe("an answer that breaks its declared schema", () => {
  const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32) });
  const broken = (checkOutput: boolean) => {
    const services = composeServices({ env, database: server.database, logger: silentLogger });
    const handlers = { captcha: () => ({ encrypt: 42 }) } as unknown as Handlers;
    return createApiRuntime({ handlers, tokens: services.tokens, channels: loadChannels(), logger: silentLogger, checkOutput });
  };
  const call = { province: "zj", channel: "BRAND", ua: "PC", token: null, ip: "127.0.0.1", input: {} };

  it("is a 500 outside production, so a test notices", async () => {
    expect(await broken(true).execute(endpoints.captcha, call)).toEqual({ status: 500, envelope: { errCode: 500, msg: "服务器未知错误", data: null } });
  });
  it("is not checked in production (no cost per call)", async () => {
    expect((await broken(false).execute(endpoints.captcha, call)).status).toBe(200);
  });
  it("from another server fails the client outside production", async () => {
    const lying: ApiTransport = { kind: "http", send: async () => ({ status: 200, envelope: { errCode: 200, msg: "ok", data: { encrypt: 42 } } }) };
    await expect((await clientFor(lying)).call(endpoints.captcha, {})).rejects.toThrow();
  });
});

describe("readReply", () => {
  it("treats a missing errCode as success (spec §5)", () => {
    expect(readReply(200, { data: { a: 1 } })).toEqual({ data: { a: 1 }, msg: "ok" });
  });
  it("turns errCode ≠ 200 into an ApiError with the server's message, or the default one", () => {
    expect(() => readReply(400, { errCode: 400, msg: "请输入正确的手机号码", data: null })).toThrow("请输入正确的手机号码");
    expect(() => readReply(200, { errCode: 500 })).toThrow("服务器未知错误");
  });
});
