import type { ServerBuild } from "@remix-run/node";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "#server/app";
import { openDatabase } from "#server/db/client";
import { endpoints } from "#server/contracts/endpoints";
import { prepareDatabase } from "#server/data/prepare-database";
import { loadEnv } from "#server/env";
import { apiTargets, pageTargets, type ApiTarget, type PageTarget } from "./targets";

export interface FuzzServer {
  base: string;
  host: string;
  api: ApiTarget[];
  pages: PageTarget[];
  stop(): Promise<void>;
}

/**
 * The built app (pages and API) on a loopback port over a throw-away
 * in-memory database with the reference seed, as `npm start` would serve it,
 * with the development inbox on so the fuzz can log in. Limits are the
 * product's defaults: a 429 is a fine answer.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const serverFile = resolve("build/server/index.js");
  if (!existsSync(serverFile)) throw new Error("no build found: run npm run build first");
  const serverBuild = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  // Listen first: the pages reach the API at this server's own address.
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = loadEnv({
    ...process.env,
    NODE_ENV: "test",
    DEV_INBOX: "on",
    HOST: "127.0.0.1",
    YC_API_BASE: `http://${host}`,
    LOG_REQUESTS: "off",
    SESSION_SECRET: "fuzz-".padEnd(40, "z"),
    DATABASE_URL: undefined,
  });
  const database = await openDatabase({ dir: "memory://" });
  await prepareDatabase(database);
  const deps = { env, database };
  server.on("request", createApp(deps, { build: { serverBuild, clientDir: resolve("build/client") } }));
  return {
    base: `http://${host}`,
    host,
    api: apiTargets(endpoints),
    pages: pageTargets(serverBuild),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
    },
  };
}
