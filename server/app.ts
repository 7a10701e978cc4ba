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
import { knownMethods } from "./http/methods";
import { BODY_LIMITS, apiJsonBody } from "./http/body-limits";
import { cleanApiInput } from "./http/clean-input";
import { readPageBody } from "./http/page-body";
import { createRemixHandler } from "./http/remix-handler";
import { EDGE_TEXT, isApiPath, refuse } from "./http/refuse";
import { apiRouters } from "./modules/routers";
import { createDevInboxRouter } from "./dev/dev-inbox.routes";
import { channelAssetPath, loadChannels } from "#channels/registry";
import { RequestSession } from "./web/request-session";
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
  app.set("trust proxy", env.trustProxy);

  if (env.LOG_REQUESTS === "on") app.use(requestLog());
  app.use(knownMethods());
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

  const channels = loadChannels();
  const api = express.Router();
  api.use(apiJsonBody(), cleanApiInput());
  api.use((req, res, next) => {
    res.locals.api = apiContext(req, channels);
    // Answers depend on the scope and brand headers; a shared cache must key on them.
    res.vary("province").vary("channel");
    next();
  });
  for (const [prefix, router] of apiRouters(deps)) api.use(prefix, router);
  // Dev inbox (last SMS code, captcha answers) for automated logins: only with DEV_INBOX=on, which production refuses.
  if (env.DEV_INBOX === "on") api.use("/__dev", createDevInboxRouter(deps));
  api.use(/^\/(?:yc-[a-z-]+|__dev)(?=\/|$)/, apiNotFound);
  api.use(apiErrorHandler);
  // Only API paths reach the API's body parser: a page's form is read by readPageBody.
  app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));

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
    // One per request: every loader and action of the request shares it; written once when the response goes out.
    session: new RequestSession(sessionStorage, req.headers.cookie ?? null),
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
    const remix = createRemixHandler({
      build: remixBuild,
      mode: env.NODE_ENV,
      getLoadContext,
      perVisitor: (req, response) =>
        (req.headers.cookie ?? "").includes("__session=") || response.headers.getSetCookie().some((c) => c.startsWith("__session=")),
    });
    app.all("*", sameOriginWrites(), readPageBody(BODY_LIMITS.pageForm), cache, remix);
  }
  // Last: an error nobody answered. A client's mistake keeps its 4xx; anything else is logged and hidden.
  app.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(err);
    const status = typeof err === "object" && err !== null && "status" in err ? Number((err as { status: unknown }).status) : 500;
    if (status >= 400 && status < 500) return refuse(req, res, status, EDGE_TEXT.unreadableBody);
    console.error(JSON.stringify({ level: "error", msg: "unhandled error", path: req.path, error: String(err) }));
    refuse(req, res, 500, "服务器未知错误");
  });
  return app;
}
