import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "#tests/helpers/db";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { isLoopbackAddress } from "../dev/dev-inbox.routes";
import { loadEnv } from "../env";

let database: Database;
const servers: Server[] = [];

/** The app with the given environment; `remoteAddress` makes every client look as if it connected from there. */
async function serve(env: Record<string, string>, remoteAddress?: string): Promise<string> {
  const app = createApp({ env: loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32), ...env }), database });
  const server = createServer(app);
  if (remoteAddress) server.on("connection", (socket) => Object.defineProperty(socket, "remoteAddress", { value: remoteAddress }));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function captchaAnswerStatus(base: string, headers: Record<string, string> = {}): Promise<number> {
  const captcha = (await (await fetch(`${base}/yc-oauth/captcha`, { headers })).json()) as { data: { encrypt: string } };
  return (await fetch(`${base}/__dev/captcha?encrypt=${encodeURIComponent(captcha.data.encrypt)}`, { headers })).status;
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await database.close();
});

describe("the development inbox", () => {
  it("answers a loopback client when DEV_INBOX=on", async () => {
    expect(await captchaAnswerStatus(await serve({ DEV_INBOX: "on" }))).toBe(200);
  });

  it("does not exist without DEV_INBOX=on, even outside production", async () => {
    for (const NODE_ENV of ["test", "development"]) {
      const base = await serve({ NODE_ENV });
      expect(await captchaAnswerStatus(base)).toBe(404);
      const sms = await fetch(`${base}/__dev/sms?phone=13800000000`);
      expect(sms.status).toBe(404);
      expect(await sms.json()).toEqual({ errCode: 404, msg: "接口不存在", data: null });
    }
  });

  it("answers 404 to a client that is not on this machine, whatever it forwards", async () => {
    const base = await serve({ DEV_INBOX: "on" }, "203.0.113.5");
    expect(await captchaAnswerStatus(base)).toBe(404);
    expect(await captchaAnswerStatus(base, { "X-Forwarded-For": "127.0.0.1" })).toBe(404);
  });

  it("refuses to start in production", () => {
    expect(() =>
      loadEnv({ NODE_ENV: "production", DEV_INBOX: "on", SESSION_SECRET: "x".repeat(32), SMS_GATEWAY_URL: "http://127.0.0.1:9/", SMS_GATEWAY_SECRET: "s".repeat(32) }),
    ).toThrow(/DEV_INBOX/);
  });

  it("knows loopback addresses", () => {
    for (const a of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["10.0.0.1", "::ffff:10.0.0.1", "203.0.113.5", "fe80::1", "", undefined]) expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});
