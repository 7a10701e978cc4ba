import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { smsQuery, solvedCaptcha, startAuthApi } from "#tests/helpers/auth-api";
import { OAUTH_TEXT } from "../oauth/oauth.service";
import { consoleSmsSender, httpSmsSender, maskPhone, signSmsRequest, SMS_TEXT } from "./sms.adapter";

const SECRET = "gateway-secret-0123456789";

/** A stand-in gateway: records what it got, answers with whatever `reply` says. */
let gateway: Server;
let gatewayUrl: string;
let reply: { status: number; delayMs?: number } = { status: 200 };
const received: Array<{ headers: IncomingMessage["headers"]; body: string }> = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      setTimeout(() => res.writeHead(reply.status).end("{}"), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => gateway.listen(0, "127.0.0.1", r));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((r) => gateway.close(r));
});

describe("console adapter", () => {
  it("logs a masked phone, never the code, and keeps the last code per phone", async () => {
    const lines: string[] = [];
    const sms = consoleSmsSender((l) => lines.push(l));
    await sms.send({ phone: "13812345678", code: "482913", purpose: "login", validMinutes: 10 });
    await sms.send({ phone: "13812345678", code: "777001", purpose: "login", validMinutes: 10 });
    expect(lines.join("\n")).not.toMatch(/482913|777001|13812345678/);
    expect(lines[0]).toContain(maskPhone("13812345678"));
    expect(maskPhone("13812345678")).toBe("138****5678");
    expect(sms.lastCode?.("13812345678")).toBe("777001");
    expect(sms.lastCode?.("13800000000")).toBeUndefined();
  });
});

describe("http adapter", () => {
  it("posts JSON signed with HMAC-SHA256 over timestamp and raw body", async () => {
    reply = { status: 200 };
    received.length = 0;
    await httpSmsSender({ url: gatewayUrl, secret: SECRET, timeoutMs: 2000 }).send({ phone: "13812345678", code: "123456", purpose: "login", validMinutes: 10 });
    const [req] = received;
    expect(req.headers["content-type"]).toBe("application/json");
    const ts = String(req.headers["x-sms-timestamp"]);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(5);
    expect(req.headers["x-sms-signature"]).toBe(signSmsRequest(SECRET, ts, req.body));
    expect(req.headers["x-sms-signature"]).not.toBe(signSmsRequest("other-secret-0123456789", ts, req.body));
    expect(JSON.parse(req.body)).toMatchObject({ phone: "13812345678", template: "login_code", params: { code: "123456", minutes: 10 } });
  });

  it("an account-deletion code goes out with its own template", async () => {
    reply = { status: 200 };
    received.length = 0;
    await httpSmsSender({ url: gatewayUrl, secret: SECRET, timeoutMs: 2000 }).send({ phone: "13812345678", code: "654321", purpose: "delete_account", validMinutes: 10 });
    expect(JSON.parse(received[0].body)).toMatchObject({ template: "delete_account_code", params: { code: "654321", minutes: 10 } });
  });

  it("a gateway error is a 502 with a Chinese message", async () => {
    reply = { status: 500 };
    await expect(httpSmsSender({ url: gatewayUrl, secret: SECRET, timeoutMs: 2000 }).send({ phone: "13812345678", code: "1", purpose: "login", validMinutes: 10 })).rejects.toMatchObject({
      status: 502,
      message: SMS_TEXT.rejected,
    });
  });

  it("a timeout is a 503", async () => {
    reply = { status: 200, delayMs: 500 };
    await expect(httpSmsSender({ url: gatewayUrl, secret: SECRET, timeoutMs: 100 }).send({ phone: "13812345678", code: "1", purpose: "login", validMinutes: 10 })).rejects.toMatchObject({
      status: 503,
      message: SMS_TEXT.unavailable,
    });
  });

  it("through the API: a failed delivery answers 502, keeps the 60 s spacing, and does not use up the hourly quota", async () => {
    const api = await startAuthApi({ env: { SMS_ADAPTER: "http", SMS_GATEWAY_URL: gatewayUrl, SMS_GATEWAY_SECRET: SECRET } });
    try {
      const phone = "13812340000";
      reply = { status: 503 };
      const failed = await api.call(smsQuery(phone, await solvedCaptcha(api)));
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ errCode: 502, msg: SMS_TEXT.rejected, data: null });
      reply = { status: 200 };
      expect((await api.call(smsQuery(phone, await solvedCaptcha(api)))).body.msg).toBe(OAUTH_TEXT.tooSoon(60));
      for (let i = 0; i < 5; i++) {
        api.clock.advance(61_000);
        expect((await api.call(smsQuery(phone, await solvedCaptcha(api)))).status, `send ${i + 1}`).toBe(200);
      }
      // The http adapter keeps no codes, so the dev inbox has nothing to show.
      expect((await api.call(`/__dev/sms?phone=${phone}`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe("SMS environment", () => {
  const base = { SESSION_SECRET: "s".repeat(32) };
  it("defaults to console outside production", () => {
    expect(loadEnv({ ...base, NODE_ENV: "development" }).SMS_ADAPTER).toBe("console");
    expect(loadEnv({ ...base, NODE_ENV: "test" }).SMS_ADAPTER).toBe("console");
  });
  it("production requires the http adapter, configured", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "production" })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadEnv({ ...base, NODE_ENV: "production", SMS_ADAPTER: "console" })).toThrow(/SMS_ADAPTER: must be http in production/);
    expect(() => loadEnv({ ...base, NODE_ENV: "production", SMS_GATEWAY_URL: gatewayUrl })).toThrow(/SMS_GATEWAY_SECRET/);
    expect(loadEnv({ ...base, NODE_ENV: "production", SMS_GATEWAY_URL: gatewayUrl, SMS_GATEWAY_SECRET: SECRET }).SMS_ADAPTER).toBe("http");
  });
  it("bad values name the variable", () => {
    const base = { SESSION_SECRET: "s".repeat(32), NODE_ENV: "test" as const };
    expect(() => loadEnv({ ...base, SMS_ADAPTER: "carrier-pigeon" })).toThrow(/SMS_ADAPTER/);
    expect(() => loadEnv({ ...base, SMS_ADAPTER: "http", SMS_GATEWAY_URL: "not a url", SMS_GATEWAY_SECRET: SECRET })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadEnv({ ...base, SMS_ADAPTER: "http", SMS_GATEWAY_URL: gatewayUrl, SMS_GATEWAY_SECRET: "short" })).toThrow(/SMS_GATEWAY_SECRET/);
    expect(() => loadEnv({ ...base, ACCESS_TOKEN_TTL_SECONDS: "5" })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(() => loadEnv({ ...base, SMS_IP_HOURLY_LIMIT: "0" })).toThrow(/SMS_IP_HOURLY_LIMIT/);
  });
});
