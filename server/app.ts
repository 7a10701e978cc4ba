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
import { authKeys, deriveKey } from "./modules/auth/keys";
import { addressBudget } from "./http/address-rate-limit";
import { bearerToken, requireUser } from "./modules/auth/require-user";
import { createTokenService, type TokenService } from "./modules/auth/token.service";
import { accountHandlers } from "./api/handlers/account";
import { gkInfoHandlers } from "./api/handlers/gk-info";
import { majorsHandlers } from "./api/handlers/majors";
import { majorCompareHandlers } from "./api/handlers/major-compare";
import { createMajorCompareService } from "./modules/major-compare/major-compare.service";
import { oauthHandlers } from "./api/handlers/oauth";
import { OAUTH_TEXT, createOauthService, memoryCaptchaInbox, type CaptchaInbox, type OauthService } from "./modules/oauth/oauth.service";
import { createReferenceData, type ReferenceData } from "./modules/reference/reference-data";
import { scoreRankHandlers } from "./api/handlers/score-rank";
import { smsSenderFromEnv, type SmsSender } from "./modules/sms/sms.adapter";
import { userHandlers } from "./api/handlers/user";
import { scoreRecordHandlers } from "./api/handlers/score-record";
import { zhiyuanHandlers } from "./api/handlers/zhiyuan";
import { collectionHandlers } from "./api/handlers/collections";
import { rankingHandlers } from "./api/handlers/rankings";
import { createCollectionsService } from "./modules/collections/collections.service";
import { xuankeHandlers } from "./api/handlers/xuanke";
import { createXuankeService } from "./modules/xuanke/xuanke.service";
import { interestTestHandlers } from "./api/handlers/interest-test";
import { createInterestTestService } from "./modules/interest-test/interest-test.service";
import { trinityHandlers } from "./api/handlers/trinity";
import { adminHandlers } from "./api/handlers/admin";
import { majorDescriptionHandlers } from "./api/handlers/major-descriptions";
import { createMajorDescriptionAdmin } from "./modules/major-descriptions/md-admin.service";
import { documentHandlers } from "./api/handlers/documents";
import { createDocumentsService, type DocumentsService } from "./modules/documents/documents.service";
import { contentContext } from "#app/content/context";
import { createAdminService, type AdminService } from "./modules/admin/admin.service";
import { createContentService, type ContentService } from "./modules/content/content.service";
import { UPLOAD_LIMITS } from "./modules/content/upload-check";
import { createLiveService } from "./modules/content/live.service";
import { createShowsService } from "./modules/content/shows.service";
import { createVocationalService } from "./modules/content/vocational.service";
import { endpoints } from "./contracts/endpoints";
import { EXCEL_DOWNLOAD_PATH, planHandlers } from "./api/handlers/plans";
import { createPlanService, type PlanService } from "./modules/plans/plans.service";
import { excelDownload } from "./modules/plans/excel-download";
import { createEngineService, type EngineService } from "./modules/engine/engine.service";
import { createScoreRecordService } from "./modules/score-record/score-record.service";
import { createZhiyuanService } from "./modules/zhiyuan/zhiyuan.service";
import { createUserService } from "./modules/user/user.service";
import { createAccountService } from "./modules/account/account.service";
import { knownMethods } from "./http/methods";
import { BODY_LIMITS, apiJsonBody } from "./http/body-limits";
import { cleanApiInput } from "./http/clean-input";
import { readPageBody } from "./http/page-body";
import { createRemixHandler } from "./http/remix-handler";
import { EDGE_TEXT, isApiPath, refuse } from "./http/refuse";
import { createDevInboxRouter } from "./dev/dev-inbox.routes";
import { channelAssetPath, loadChannels } from "#channels/registry";
import { RequestSession } from "./web/request-session";
import { createWebSessionStorage } from "./web/session-storage";
import { uploadStoreFromEnv } from "./modules/uploads/upload-store";
import { sendStored } from "./modules/uploads/send-stored";

/** Everything the app is made of, built once from its dependencies. */
export interface Services {
  logger: Logger;
  sms: SmsSender;
  tokens: TokenService;
  oauth: OauthService;
  reference: ReferenceData;
  /** The admission-probability engine: one per process, so an index is built once (the start-up warm-up uses it too). */
  engine: EngineService;
  /** Captcha answers for the development inbox; null in production. */
  captchaInbox: CaptchaInbox | null;
  /** Staff, their sessions and the audit log; operator content and uploads. */
  admin: AdminService;
  content: ContentService;
  /** The agreement, disclaimer, service terms and FAQ texts: the page cache keys on their generation. */
  documents: DocumentsService;
  api: ApiRuntime;
  /** Application plans: the Excel download route reads them. */
  plans: PlanService;
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
  const tokens = createTokenService(db, {
    now,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    successorKey: deriveKey(env.SESSION_SECRET, "refresh-successor"),
  });
  const users = createUserService({ db, now, cooperationHourlyLimit: env.COOPERATION_IP_HOURLY_LIMIT });
  const captchaInbox = env.DEV_INBOX === "on" ? memoryCaptchaInbox(now) : null;
  const majorCompare = createMajorCompareService({ db, reference, now });
  const oauth = createOauthService({
    db,
    now,
    keys: authKeys(env.SESSION_SECRET),
    sms,
    tokens,
    captchaInbox,
    limits: { ipHourly: env.SMS_IP_HOURLY_LIMIT, phoneHourly: env.SMS_PHONE_HOURLY_LIMIT, phoneDaily: env.SMS_PHONE_DAILY_LIMIT, resendSeconds: env.SMS_RESEND_SECONDS },
    ensureUser: users.ensureOnLogin,
    afterLogout: (userIds) => majorCompare.clearForUsers(userIds),
  });
  const accounts = createAccountService({ db, now, oauth });
  const scoreRecords = createScoreRecordService({ db, reference, now });
  const engine = createEngineService({ db, clock: { now } });
  const zhiyuan = createZhiyuanService({ db, engine, records: scoreRecords });
  const xuanke = createXuankeService({ db, reference });
  const interestTests = createInterestTestService({ db, now, xuanke });
  const channelCodes = [...loadChannels().byCode.keys()];
  const admin = createAdminService({ db, now, oauth, channelCodes });
  const content = createContentService({
    db,
    now,
    uploadDir: env.UPLOAD_DIR,
    store: uploadStoreFromEnv(env),
    channelCodes,
    defaultChannel: env.CHANNEL,
    audit: admin.audit,
    authorize: admin.authorize,
    scoreRecordsOf: (userId, scope) => scoreRecords.list(userId, scope),
  });
  const channels = loadChannels();
  const documents = createDocumentsService({
    db,
    now,
    channelCodes,
    defaultChannel: env.CHANNEL,
    contextOf: (code, scope) => contentContext((channels.get(code) ?? channels.get(env.CHANNEL))!, scope),
    audit: admin.audit,
    authorize: admin.authorize,
  });
  const plans = createPlanService({ db, now, zhiyuan, excelKey: deriveKey(env.SESSION_SECRET, "excel-token") });
  const handlers = {
    // Each captcha is an image drawn here: one address gets CAPTCHA_IP_MINUTE_LIMIT a minute.
    ...oauthHandlers(oauth, addressBudget({ perMinute: env.CAPTCHA_IP_MINUTE_LIMIT, message: OAUTH_TEXT.captchaTooMany, now })),
    ...accountHandlers(accounts),
    ...userHandlers(users),
    ...scoreRankHandlers(reference),
    ...gkInfoHandlers({ db, reference, logger }),
    ...majorsHandlers({ db, reference }),
    ...majorCompareHandlers({ compare: majorCompare, quota: env.QUOTA }),
    ...scoreRecordHandlers(scoreRecords),
    ...zhiyuanHandlers({ zhiyuan, reference, quota: env.QUOTA, plans }),
    ...collectionHandlers(createCollectionsService({ db, now })),
    ...rankingHandlers({ db, reference }),
    ...xuankeHandlers(xuanke),
    ...interestTestHandlers(interestTests),
    ...trinityHandlers({ reference }),
    ...adminHandlers(admin, content, {
      live: createLiveService({ db, now, content }),
      shows: createShowsService({ db, now, content }),
      vocational: createVocationalService({ db, now, content }),
    }),
    ...majorDescriptionHandlers(admin, createMajorDescriptionAdmin({ db, now, audit: admin.audit, authorize: admin.authorize })),
    ...documentHandlers(admin, documents),
    ...planHandlers({ plans, zhiyuan }),
  };
  const api = createApiRuntime({ handlers, tokens, channels: loadChannels(), logger, checkOutput: env.NODE_ENV !== "production" });
  return { logger, sms, tokens, oauth, reference, engine, captchaInbox, admin, content, documents, api, plans };
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
export function createApp(deps: AppDeps, web: WebOptions = {}, services: Services = composeServices(deps)): express.Express {
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
  // Staff uploads: the raw bytes (not JSON), up to the video cap, through the declared endpoint's runtime.
  app.post(
    endpoints.adminUpload.path,
    express.raw({ type: () => true, limit: UPLOAD_LIMITS.videoBytes }),
    (req, res, next) => {
      const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
      services.api
        .execute(endpoints.adminUpload, { province: req.get("province"), channel: req.get("channel"), ua: req.get("UA"), token: bearerToken(req.get("authorization")), ip: req.ip ?? "unknown", input: { bytes } })
        .then((reply) => void res.set("Cache-Control", "no-store").status(reply.status).json(reply.envelope))
        .catch(next);
    },
  );
  // Uploaded files: their own type, as a download name of their own, never sniffed or run as a page.
  app.get("/uploads/:file", (req, res, next) => {
    services.content
      .uploadFile(req.params.file)
      .then((file) => {
        if (!file) return void res.status(404).end();
        res.set({
          "Content-Type": file.mime,
          "Content-Disposition": `inline; filename="${file.fileName}"`,
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cross-Origin-Resource-Policy": "same-origin",
        });
        if (file.path) {
          return void res.sendFile(file.path, { maxAge: "7d", immutable: true, headers: { "Content-Type": file.mime } }, (err) => {
            if (err && !res.headersSent) res.status(404).end();
          });
        }
        return file.open(req.get("range")).then((obj) => (obj ? sendStored(res, obj) : void res.status(404).end()));
      })
      .catch(next);
  });
  const api = express.Router();
  api.use(apiJsonBody(), cleanApiInput());
  api.use((_req, res, next) => {
    // Answers depend on the scope and brand headers; a shared cache must key on them.
    res.vary("province").vary("channel");
    next();
  });
  api.use(endpointRouter(services.api));
  // Excel files: a signed, short-lived excel_token names the file; answered as a download, not an envelope.
  api.get(EXCEL_DOWNLOAD_PATH, excelDownload(services.plans, channels));
  // Any other /yc-user path is behind login too: 401 without a valid token, else 404.
  api.use("/yc-user", requireUser(services.tokens));
  // Dev inbox (last SMS code, captcha answers) for automated logins: only with DEV_INBOX=on, which production refuses.
  if (env.DEV_INBOX === "on") api.use("/__dev", createDevInboxRouter(env, services));
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
    // One per request: every loader and action of the request shares it; written once when the response goes out.
    session: new RequestSession(sessionStorage, req.headers.cookie ?? null),
    channels,
    api: transport,
    config: {
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
      ? pageCache({
          maxTtlMs: 60_000,
          maxEntries: 1000,
          bypass: (req) => isUnsupportedBrowser(req.get("User-Agent") ?? null),
          // A saved document shows at once here; other instances replay their copy for the TTL at most.
          generation: () => services.documents.generation(),
        })
      : (_req: express.Request, _res: express.Response, next: express.NextFunction) => next();
    const remix = createRemixHandler({
      build: remixBuild,
      mode: env.NODE_ENV,
      getLoadContext,
      perVisitor: (req, response) =>
        (req.headers.cookie ?? "").includes("__session=") || response.headers.getSetCookie().some((c) => c.startsWith("__session=")),
    });
    // The admin pages' forms carry an image upload (2 MB) besides their fields.
    const adminForms = readPageBody(BODY_LIMITS.adminForm);
    const pageForms = readPageBody(BODY_LIMITS.pageForm);
    const formBody: express.RequestHandler = (req, res, next) => (req.path.startsWith("/admin/") ? adminForms : pageForms)(req, res, next);
    app.all("*", sameOriginWrites(), formBody, cache, remix);
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
