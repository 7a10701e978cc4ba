import express, { type Router } from "express";
import type { AppDeps } from "../../deps";
import { ok, handle } from "../../http/envelope";
import type { ApiContext } from "../../http/api-context";
import { authRuntime } from "../auth/auth-runtime";
import { bearerToken } from "../auth/require-user";
import { OAUTH_TEXT, createOauthService } from "./oauth.service";
import { addressRateLimit } from "../../http/address-rate-limit";
import { LOGIN_TEXT, LogoutBodySchema } from "./oauth.schema";

/**
 * /yc-oauth: captcha, SMS code, login, token refresh, logout. The client
 * address for the per-address limits is `req.ip` (TRUST_PROXY, always loopback), so the Remix
 * server must forward the visitor's address in X-Forwarded-For.
 */
export function createOauthRouter(deps: AppDeps): Router {
  const rt = authRuntime(deps);
  const service = createOauthService(rt);
  const router = express.Router();

  // Captchas, codes and tokens must never sit in a cache.
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  // Each captcha is an image drawn here: one address gets CAPTCHA_IP_MINUTE_LIMIT a minute.
  router.get(
    "/captcha",
    addressRateLimit({ perMinute: deps.env.CAPTCHA_IP_MINUTE_LIMIT, message: OAUTH_TEXT.captchaTooMany }),
    handle((_req, res) => ok(res, service.captcha())),
  );

  router.get(
    "/sms",
    handle(async (req, res) => ok(res, await service.sendSms(req.query, req.ip ?? "unknown"), LOGIN_TEXT.smsSent)),
  );

  router.post(
    "/login",
    handle(async (req, res) => {
      const { province } = res.locals.api as ApiContext;
      ok(res, await service.login(req.body, province), LOGIN_TEXT.loginOk);
    }),
  );

  router.post("/refresh_token", handle(async (req, res) => ok(res, await service.refresh(req.body))));

  router.post(
    "/logout",
    handle(async (req, res) => {
      const body = LogoutBodySchema.parse(req.body ?? {});
      await rt.tokens.logout({ accessToken: bearerToken(req) ?? undefined, refreshToken: body.refresh_token });
      ok(res, null, LOGIN_TEXT.logoutOk);
    }),
  );

  return router;
}
