import express, { type Router } from "express";
import type { Services } from "../app";
import type { Env } from "../env";
import { NotFoundError } from "../errors";
import { handle, ok } from "../http/envelope";

/**
 * Development and test only (server/app.ts mounts it when NODE_ENV is not
 * production): what this process's console SMS adapter sent and the answers of
 * the captchas it issued, so automated tests can log in. Per process, like the
 * console adapter itself.
 */
export function createDevInboxRouter(env: Env, services: Pick<Services, "sms" | "oauth" | "captchaInbox">): Router {
  if (env.NODE_ENV === "production") throw new Error("the dev inbox must never be mounted in production");
  const { oauth } = services;
  const router = express.Router();
  router.use((_req, res, next) => {
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

  return router;
}
