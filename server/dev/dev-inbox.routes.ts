import express, { type Router } from "express";
import type { AppDeps } from "../deps";
import { NotFoundError } from "../errors";
import { handle, ok } from "../http/envelope";
import { authRuntime } from "../modules/auth/auth-runtime";
import { createOauthService } from "../modules/oauth/oauth.service";

/**
 * Development and test only (server/app.ts mounts it when NODE_ENV is not
 * production): what this process's console SMS adapter sent and the answers of
 * the captchas it issued, so automated tests can log in, and a way to end a
 * phone's logins server-side. Per process, like the console adapter itself.
 */
export function createDevInboxRouter(deps: AppDeps): Router {
  if (deps.env.NODE_ENV === "production") throw new Error("the dev inbox must never be mounted in production");
  const rt = authRuntime(deps);
  const oauth = createOauthService(rt);
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get(
    "/sms",
    handle((req, res) => {
      const phone = typeof req.query.phone === "string" ? req.query.phone : "";
      const code = rt.sms.lastCode?.(phone);
      if (!code) throw new NotFoundError("该手机号没有收到验证码");
      ok(res, { code });
    }),
  );

  router.get(
    "/captcha",
    handle((req, res) => {
      const encrypt = typeof req.query.encrypt === "string" ? req.query.encrypt : "";
      const claims = oauth.readCaptcha(encrypt);
      const code = claims ? rt.captchaInbox?.answer(claims.id) : undefined;
      if (!code) throw new NotFoundError("没有该验证码");
      ok(res, { code });
    }),
  );

  // Ends every login of a phone, as an operator or a deleted account does, so tests can see a page meet the API's 401.
  router.post(
    "/logins/revoke",
    handle(async (req, res) => {
      const phone = typeof req.body?.phone === "string" ? req.body.phone : "";
      const ended = await rt.tokens.revokeAllOfPhone(phone, "ended by the dev inbox");
      if (ended === 0) throw new NotFoundError("该手机号没有登录");
      ok(res, { ended });
    }),
  );

  return router;
}
