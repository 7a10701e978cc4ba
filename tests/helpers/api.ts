import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { createApp } from "#server/app";
import type { Database } from "#server/db/client";
import { loadEnv } from "#server/env";
import { freshDatabase } from "./db";

export interface TestApi {
  baseUrl: string;
  database: Database;
  /** fetch against the API with the spec's headers (province, channel, UA) filled in. */
  call(path: string, init?: RequestInit & { province?: string; token?: string }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * The real Express app (API only, no Remix build) on a random loopback port,
 * over the given database or a fresh one; closing it closes the database.
 */
export async function startTestApi(envOverrides: Record<string, string> = {}, given?: Database): Promise<TestApi> {
  const database = given ?? (await freshDatabase());
  const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", DEV_INBOX: "on", SESSION_SECRET: "x".repeat(32), ...envOverrides });
  const app = createApp({ env, database });
  const server: Server = createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database,
    async call(path, init = {}) {
      const { province = "zj", token, headers, ...rest } = init;
      const res = await fetch(baseUrl + path, {
        ...rest,
        headers: {
          province,
          channel: "BRAND",
          UA: "PC",
          ...(rest.body ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string>),
        },
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
    },
  };
}
