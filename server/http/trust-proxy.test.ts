import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "#tests/helpers/db";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { loadEnv } from "../env";

let database: Database;
const servers: Server[] = [];
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await database.close();
});

/** An app whose captcha budget is 2 a minute, so which address it counts is visible; `remoteAddress` fakes the socket's. */
async function serve(env: Record<string, string>, remoteAddress?: string) {
  const app = createApp({ env: loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32), CAPTCHA_IP_MINUTE_LIMIT: "2", ...env }), database });
  const server = createServer(app);
  if (remoteAddress) server.on("connection", (socket) => Object.defineProperty(socket, "remoteAddress", { value: remoteAddress }));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (forwardedFor: string) => (await fetch(`${base}/yc-oauth/captcha`, { headers: { "X-Forwarded-For": forwardedFor } })).status;
}

describe("TRUST_PROXY", () => {
  it("by default trusts loopback only: the nearest outside address is the client", async () => {
    const captcha = await serve({});
    // Two clients behind one (untrusted) proxy hop each: counted apart.
    expect([await captcha("203.0.113.9, 198.51.100.7"), await captcha("203.0.113.9, 198.51.100.7")]).toEqual([200, 200]);
    expect(await captcha("203.0.113.9, 198.51.100.7")).toBe(429);
    expect(await captcha("203.0.113.9, 198.51.100.8")).toBe(200);
  });

  it("with an address list, the load balancers it names pass the client on", async () => {
    const captcha = await serve({ TRUST_PROXY: "198.51.100.0/24" });
    expect([await captcha("203.0.113.9, 198.51.100.7"), await captcha("203.0.113.9, 198.51.100.8")]).toEqual([200, 200]);
    // Same client through another balancer: the budget is the client's.
    expect(await captcha("203.0.113.9, 198.51.100.9")).toBe(429);
  });

  it("with a hop count, that many proxies in front pass the client on", async () => {
    const captcha = await serve({ TRUST_PROXY: "2" });
    expect([await captcha("203.0.113.9, 198.51.100.7"), await captcha("203.0.113.9, 198.51.100.8")]).toEqual([200, 200]);
    expect(await captcha("203.0.113.9, 198.51.100.9")).toBe(429);
  });

  it("a client that is no trusted proxy cannot choose its address by X-Forwarded-For", async () => {
    const captcha = await serve({}, "203.0.113.5");
    expect([await captcha("10.0.0.1"), await captcha("10.0.0.2")]).toEqual([200, 200]);
    expect(await captcha("10.0.0.3")).toBe(429);
  });

  it("a bad value stops the server naming the variable", () => {
    for (const bad of ["0", "abc", "10.0.0.0/99", "loopback,nonsense", "1.2.3.4/8/9"]) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadEnv({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 2001:db8::/32" }).trustProxy).toEqual(["loopback", "10.0.0.0/8", "2001:db8::/32"]);
    expect(loadEnv({}).trustProxy).toEqual(["loopback"]);
  });
});
