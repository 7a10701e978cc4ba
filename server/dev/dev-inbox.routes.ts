import express, { type Router } from "express";
import type { Services } from "../app";
import type { Env } from "../env";
import { NotFoundError } from "../errors";
import { apiNotFound, handle, ok } from "../http/envelope";
import { StaffInputSchema } from "../modules/admin/admin.schema";
import { CLI_ACTOR } from "../modules/admin/admin.service";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Development and test only (server/app.ts mounts it when DEV_INBOX=on, which
 * production refuses): what this process's console SMS adapter sent and the
 * answers of the captchas it issued, so automated tests can log in, and a way
 * to end a phone's logins server-side. Per
 * process, like the console adapter itself. It answers only a client on this
 * machine, judged by the socket (a forwarded address proves nothing); anyone
 * else gets the same 404 as for a path that does not exist.
 */
export function createDevInboxRouter(env: Env, services: Pick<Services, "sms" | "oauth" | "captchaInbox" | "tokens" | "admin">): Router {
  if (env.NODE_ENV === "production" || env.DEV_INBOX !== "on") throw new Error("the dev inbox exists only with DEV_INBOX=on outside production");
  const { oauth } = services;
  const router = express.Router();
  router.use((req, res, next) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return apiNotFound(req, res);
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get(
    "/sms",
    handle((req, res) => {
      const phone = typeof req.query.phone === "string" ? req.query.phone : "";
      const code = services.sms.lastCode?.(phone);
      if (!code) throw new NotFoundError("该手机号没有收到验证码");
      ok(res, { code });
    }),
  );

  router.get(
    "/captcha",
    handle((req, res) => {
      const encrypt = typeof req.query.encrypt === "string" ? req.query.encrypt : "";
      const claims = oauth.readCaptcha(encrypt);
      const code = claims ? services.captchaInbox?.answer(claims.id) : undefined;
      if (!code) throw new NotFoundError("没有该验证码");
      ok(res, { code });
    }),
  );

  // Ends every login of a phone, as an operator or a deleted account does, so tests can see a page meet the API's 401.
  router.post(
    "/logins/revoke",
    handle(async (req, res) => {
      const phone = typeof req.body?.phone === "string" ? req.body.phone : "";
      const ended = await services.tokens.revokeAllOfPhone(phone, "ended by the dev inbox");
      if (ended === 0) throw new NotFoundError("该手机号没有登录");
      ok(res, { ended });
    }),
  );

  // Adds a staff member as `npm run admin:add` does, for end-to-end tests whose server holds the embedded database.
  router.post(
    "/staff",
    handle(async (req, res) => {
      const input = StaffInputSchema.parse(req.body ?? {});
      ok(res, await services.admin.addStaff(CLI_ACTOR, input));
    }),
  );

  return router;
}
