import type { ServerBuild } from "@remix-run/node";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { composeServices, createApp, type WebOptions } from "./app";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./data/prepare-database";
import { loadEnv, type Env } from "./env";
import { startHousekeeping } from "./housekeeping";
import { warmEngine } from "./modules/zhiyuan/warm-up";

function log(msg: string, extra: Record<string, unknown> = {}) {
  process.stdout.write(JSON.stringify({ t: new Date().toISOString(), msg, ...extra }) + "\n");
}

async function webOptions(env: Env): Promise<WebOptions> {
  if (env.NODE_ENV !== "development") {
    const serverBuild = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    return { build: { serverBuild, clientDir: resolve("build/client") } };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    vite: {
      middlewares: devServer.middlewares,
      loadBuild: () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    },
  };
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dir: env.DB_DIR });
  await prepareDatabase(database, (line) => log(line));
  const deps = { env, database };
  const services = composeServices(deps);
  const app = createApp(deps, await webOptions(env), services);
  const server = createServer(app);
  server.listen(env.PORT, env.HOST, () => {
    log("listening", { url: `http://${env.HOST}:${env.PORT}`, mode: env.NODE_ENV });
    void warmEngine(services.engine, log);
  });
  const stopHousekeeping = startHousekeeping({ db: database.db, now: Date.now, tokens: services.tokens }, { onError: (error) => log("housekeeping failed", { error: String(error) }) });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopHousekeeping();
    log("shutting down", { signal });
    // Stop accepting; in-flight requests finish, idle keep-alive sockets close now.
    server.close(async () => {
      await database.close();
      log("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
