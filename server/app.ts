import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { sql } from "drizzle-orm";
import type { AppDeps } from "./deps";
import { apiContext } from "./http/api-context";
import { apiErrorHandler, apiNotFound } from "./http/envelope";
import { requestLog } from "./http/request-log";
import { isUnsupportedBrowser } from "./http/browser-support";
import { pageCache } from "./http/page-cache";
import { cspNonce, sameOriginWrites, securityHeaders } from "./http/security";
import { apiRouters } from "./modules/routers";
import { createDevInboxRouter } from "./dev/dev-inbox.routes";
import { channelAssetPath, loadChannels } from "#channels/registry";
import { createWebSessionStorage } from "./web/session-storage";

export interface WebOptions {
  /** Production: the built Remix server and its client assets folder. */
  build?: { serverBuild: ServerBuild; clientDir: string };
  /** Development: Vite's middleware and a loader of the live server build. */
  vite?: { middlewares: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

/** The one Express app: API routers, health check, static assets and the Remix document handler. */
export function createApp(deps: AppDeps, web: WebOptions = {}): express.Express {
  const { env, database } = deps;
  const production = env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  if (env.LOG_REQUESTS === "on") app.use(requestLog());
  app.use(compression());
  app.use(cspNonce());
  app.use(securityHeaders({ production, viteDev: Boolean(web.vite) }));

  app.get("/healthz", async (_req, res) => {
    try {
      await database.db.execute(sql`select 1`);
      res.status(200).json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });

  const api = express.Router();
  api.use(express.json({ limit: "1mb" }));
  api.use((req, res, next) => {
    res.locals.api = apiContext(req);
    next();
  });
  for (const [prefix, router] of apiRouters(deps)) api.use(prefix, router);
  // Dev inbox (last SMS code, captcha answers) for automated logins; never mounted in production, so there it is a 404.
  if (!production) api.use("/__dev", createDevInboxRouter(deps));
  api.use(/^\/yc-[a-z-]+/, apiNotFound);
  api.use(apiErrorHandler);
  app.use(api);

  const channels = loadChannels();
  // A channel's logo and QR images, only the files its config names.
  app.get("/brand-assets/:code/:file", (req, res) => {
    const channel = channels.get(req.params.code);
    const allowed = channel && [channel.logo, channel.qr.qq, channel.qr.wechat].includes(req.params.file);
    if (!channel || !allowed) return void res.status(404).end();
    res.sendFile(channelAssetPath(channel.code, req.params.file), { maxAge: "1d" });
  });

  if (web.vite) app.use(web.vite.middlewares);
  if (web.build) {
    // Hashed file names never change, so they may be cached for a year.
    app.use("/assets", express.static(`${web.build.clientDir}/assets`, { immutable: true, maxAge: "1y" }));
    app.use(express.static(web.build.clientDir, { maxAge: "1h" }));
  }
  app.use(express.static("public", { maxAge: "1h" }));

  const sessionStorage = createWebSessionStorage(database.db, { secret: env.SESSION_SECRET, secure: production });
  const getLoadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    // The API sits behind this handler on loopback; it reads the visitor's address from X-Forwarded-For.
    clientIp: req.ip ?? "",
    // Remix asks for loader data with ?_data during client-side navigation (JavaScript on) and strips it before loaders see the URL.
    dataRequest: typeof req.query._data === "string",
    sessionStorage,
    channels,
    config: {
      apiBase: env.YC_API_BASE,
      defaultChannel: env.CHANNEL,
      firstStageDates: env.firstStageDates,
      calendarNow: env.calendarNow,
      production,
    },
  });
  const remixBuild = web.vite?.loadBuild ?? web.build?.serverBuild;
  if (remixBuild) {
    // Anonymous page views are replayed for a few seconds (ADR 003); the dev server always renders.
    const cache = web.build
      ? pageCache({ maxTtlMs: 60_000, maxEntries: 1000, bypass: (req) => isUnsupportedBrowser(req.get("User-Agent") ?? null) })
      : (_req: express.Request, _res: express.Response, next: express.NextFunction) => next();
    app.all("*", sameOriginWrites(), cache, createRequestHandler({ build: remixBuild, mode: env.NODE_ENV, getLoadContext }));
  }
  return app;
}
