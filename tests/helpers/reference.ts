import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { createApp } from "#server/app";
import type { Database } from "#server/db/client";
import { loadEnv } from "#server/env";
import { loadSeedIfEmpty } from "#server/data/seed";
import { freshDatabase } from "./db";
import type { TestApi } from "./api";

/**
 * A fresh database with the committed reference-data seed loaded (~6 s on PGlite): open it
 * once per test file (beforeAll), not per test. freshDatabase() stays seed-free for speed.
 */
export async function seededDatabase(): Promise<Database> {
  const database = await freshDatabase();
  const { loaded } = await loadSeedIfEmpty(database);
  if (!loaded) throw new Error("reference seed missing: run npm run data:build");
  return database;
}

/** The real Express app over a seeded database on a random loopback port (as startTestApi, with reference data). */
export async function startSeededTestApi(database?: Database): Promise<TestApi> {
  const db = database ?? (await seededDatabase());
  const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32) });
  const app = createApp({ env, database: db });
  const server: Server = createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database: db,
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
      await db.close();
    },
  };
}
