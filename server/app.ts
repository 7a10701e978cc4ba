import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { sql } from "drizzle-orm";
import type { ApiTransport } from "./contracts/endpoint";
import type { AppDeps } from "./deps";
import { endpointRouter } from "./api/mount";
import { httpTransport } from "./api/http-transport";
import { inProcessTransport } from "./api/in-process";
import { createApiRuntime, type ApiRuntime } from "./api/runtime";
import { apiErrorHandler, apiNotFound } from "./http/envelope";
import { requestLog } from "./http/request-log";
import { isUnsupportedBrowser } from "./http/browser-support";
import { pageCache } from "./http/page-cache";
import { cspNonce, sameOriginWrites, securityHeaders } from "./http/security";
import { jsonLogger, type Logger } from "./logger";
import { authKeys } from "./modules/auth/keys";
import { requireUser } from "./modules/auth/require-user";
import { createTokenService, type TokenService } from "./modules/auth/token.service";
import { accountHandlers } from "./api/handlers/account";
import { gkInfoHandlers } from "./api/handlers/gk-info";
import { oauthHandlers } from "./api/handlers/oauth";
import { createOauthService, memoryCaptchaInbox, type CaptchaInbox, type OauthService } from "./modules/oauth/oauth.service";
import { createReferenceData, type ReferenceData } from "./modules/reference/reference-data";
import { scoreRankHandlers } from "./api/handlers/score-rank";
import { smsSenderFromEnv, type SmsSender } from "./modules/sms/sms.adapter";
import { userHandlers } from "./api/handlers/user";
import { createUserService } from "./modules/user/user.service";
import { createAccountService } from "./modules/account/account.service";
import { createDevInboxRouter } from "./dev/dev-inbox.routes";
import { channelAssetPath, loadChannels } from "#channels/registry";
import { createWebSessionStorage } from "./web/session-storage";

/** Everything the app is made of, built once from its dependencies. */
export interface Services {
  logger: Logger;
  sms: SmsSender;
  tokens: TokenService;
  oauth: OauthService;
  reference: ReferenceData;
  /** Captcha answers for the development inbox; null in production. */
  captchaInbox: CaptchaInbox | null;
  api: ApiRuntime;
}

/**
 * The composition root: repositories and services from typed dependencies,
 * each service given only what it uses. Nothing else constructs a service.
 */
export function composeServices(deps: AppDeps): Services {
  const { env } = deps;
  const db = deps.database.db;
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? jsonLogger();
  const sms = deps.smsSender ?? smsSenderFromEnv(env);
  const reference = createReferenceData({ db, logger });
  const tokens = createTokenService(db, { now, accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS, refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS });
  const users = createUserService({ db, now });
  const captchaInbox = env.NODE_ENV === "production" ? null : memoryCaptchaInbox(now);
  const oauth = createOauthService({
    db,
    now,
    keys: authKeys(env.SESSION_SECRET),
    sms,
    tokens,
    captchaInbox,
    ipHourlyLimit: env.SMS_IP_HOURLY_LIMIT,
    ensureUser: users.ensureOnLogin,
  });
  const accounts = createAccountService({ db, now, oauth });
  const handlers = {
    ...oauthHandlers(oauth),
    ...accountHandlers(accounts),
    ...userHandlers(users),
    ...scoreRankHandlers(reference),
    ...gkInfoHandlers({ db, reference, logger }),
  };
  const api = createApiRuntime({ handlers, tokens, logger, checkOutput: env.NODE_ENV !== "production" });
  return { logger, sms, tokens, oauth, reference, captchaInbox, api };
}

/** Static folders hold only files with an extension; pages skip the file system look-up (a stat per folder). */
function filesOnly(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !isDataRequest(req) ? serve(req, res, next) : next());
}

/** A single-fetch data request (client-side navigation): `/zj/index.data`, or `/_root.data` for the index route. */
export function isDataRequest(req: express.Request): boolean {
  return req.path.endsWith(".data");
}

/** How the app's loaders reach the API: the handlers in process, or over HTTP when YC_API_BASE names another server. */
function apiTransport(deps: AppDeps, services: Services): ApiTransport {
  return deps.env.YC_API_BASE ? httpTransport(deps.env.YC_API_BASE) : inProcessTransport(services.api);
}

export interface WebOptions {
  /** Production: the built Remix server and its client assets folder. */
  build?: { serverBuild: ServerBuild; clientDir: string };
  /** Development: Vite's middleware and a loader of the live server build. */
  vite?: { middlewares: express.RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

/** The one Express app: API routers, health check, static assets and the Remix document handler. */
export function createApp(deps: AppDeps, web: WebOptions = {}): express.Express {
  const { env, database } = deps;
  const services = composeServices(deps);
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
  api.use(endpointRouter(services.api));
  // Any other /yc-user path is behind login too: 401 without a valid token, else 404.
  api.use("/yc-user", requireUser(services.tokens));
  // Dev inbox (last SMS code, captcha answers) for automated logins; never mounted in production, so there it is a 404.
  if (!production) api.use("/__dev", createDevInboxRouter(env, services));
  api.use(/^\/yc-[a-z-]+/, apiNotFound);
  api.use(apiErrorHandler);
  // Pages never pass through the API's body parser and routes.
  app.use((req, res, next) => (req.path.startsWith("/yc-") || req.path.startsWith("/__dev/") ? api(req, res, next) : next()));

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
    app.use(filesOnly(express.static(web.build.clientDir, { maxAge: "1h" })));
  }
  app.use(filesOnly(express.static("public", { maxAge: "1h" })));

  const sessionStorage = createWebSessionStorage(database.db, { secret: env.SESSION_SECRET, secure: production });
  const transport = apiTransport(deps, services);
  const getLoadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    // The API sits behind this handler on loopback; it reads the visitor's address from X-Forwarded-For.
    clientIp: req.ip ?? "",
    // With single fetch, client-side navigations (JavaScript on) ask for /path.data; Remix strips the suffix before loaders see the URL.
    dataRequest: isDataRequest(req),
    sessionStorage,
    channels,
    api: transport,
    config: {
      defaultChannel: env.CHANNEL,
      firstStageDates: env.firstStageDates,
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
