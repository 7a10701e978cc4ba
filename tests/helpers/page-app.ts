import type { ServerBuild } from "@remix-run/node";
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";
import * as loginRoute from "#app/routes/$scope.login";
import * as regionRoute from "#app/routes/$scope.region";
import { freshDatabase } from "./db";

/**
 * The real Express app with a small Remix build in front of it: the real
 * city-selector action (/:scope/region), the real login page (/:scope/login)
 * and an echo page (/:scope/echo) whose action answers the fields it read. Enough to drive the edge of the pages
 * (bodies, origins, cache headers) without building the client bundle.
 */
function pageBuild(): ServerBuild {
  const echo = {
    loader: () => new Response(JSON.stringify({ page: "echo" }), { headers: { "content-type": "application/json" } }),
    action: async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return new Response(JSON.stringify(Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : "(file)"]))), {
        headers: { "content-type": "application/json" },
      });
    },
    default: () => null,
  };
  const route = (id: string, path: string | undefined, module: object, parentId?: string) => ({ id, path, parentId, module: module as never });
  const entryRoute = (id: string, path: string | undefined, hasAction: boolean, parentId?: string) => ({
    id,
    path,
    parentId,
    module: `/${id}.js`,
    hasAction,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  return {
    mode: "production",
    publicPath: "/build/",
    assetsBuildDirectory: "var/tmp/page-app",
    isSpaMode: false,
    // As vite.config.ts: single fetch (data requests are /path.data).
    future: { v3_singleFetch: true } as ServerBuild["future"],
    entry: {
      module: {
        default: (_request, status, headers) => {
          headers.set("content-type", "text/html; charset=utf-8");
          return new Response("<!doctype html><title>页面</title>", { status, headers });
        },
      },
    },
    routes: {
      root: route("root", "", { default: () => null, loader: () => null }),
      "routes/$scope.region": route("routes/$scope.region", ":scope/region", regionRoute, "root"),
      "routes/$scope.echo": route("routes/$scope.echo", ":scope/echo", echo, "root"),
      "routes/$scope.login": route("routes/$scope.login", ":scope/login", loginRoute, "root"),
    },
    assets: {
      url: "/build/manifest.js",
      version: "test",
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: entryRoute("root", "", false),
        "routes/$scope.region": entryRoute("routes/$scope.region", ":scope/region", true, "root"),
        "routes/$scope.echo": entryRoute("routes/$scope.echo", ":scope/echo", true, "root"),
        "routes/$scope.login": entryRoute("routes/$scope.login", ":scope/login", true, "root"),
      },
    },
  };
}

export interface PageApp {
  baseUrl: string;
  host: string;
  close(): Promise<void>;
}

export async function startPageApp(envOverrides: Record<string, string> = {}): Promise<PageApp> {
  const database = await freshDatabase();
  // Listen first: the pages reach the API at this server's own address.
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32), YC_API_BASE: `http://${host}`, ...envOverrides });
  server.on("request", createApp({ env, database }, { build: { serverBuild: pageBuild(), clientDir: "var/tmp/page-app" } }));
  return {
    baseUrl: `http://${host}`,
    host,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
    },
  };
}
