import express, { type Router } from "express";
import type { AppDeps } from "../../deps";
import type { ApiContext } from "../../http/api-context";
import { handle, ok } from "../../http/envelope";
import { authRuntime } from "../auth/auth-runtime";
import { currentUser, requireUser } from "../auth/require-user";
import { createUserService } from "./user.service";
import { USER_TEXT } from "./user.schema";

/**
 * Paths under /yc-user that answer without a token. score_rank is reference
 * data served by gk-info's own router; whichever is mounted first, this
 * router steps aside for it (Express matches paths without regard to case).
 */
const PUBLIC_ELSEWHERE = /^\/users\/score_rank(\/|$)/i;

/**
 * /yc-user: mounted at the prefix itself, so its guard covers every /yc-user
 * path (including other modules' routers mounted after it) except the public ones.
 */
export function createUserRouter(deps: AppDeps): Router {
  const service = createUserService(authRuntime(deps));
  const router = express.Router();

  router.post(
    "/business_cooperation",
    handle(async (req, res) => {
      await service.businessCooperation(req.body, req.ip ?? "unknown", res.locals.api as ApiContext);
      ok(res, null, USER_TEXT.submitted);
    }),
  );

  router.use((req, _res, next) => (PUBLIC_ELSEWHERE.test(req.path) ? next("router") : next()));
  router.use(requireUser(deps));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });

  router.get("/users/own", handle(async (_req, res) => ok(res, await service.own(currentUser(res).userId))));
  router.patch("/users", handle(async (req, res) => ok(res, await service.patch(currentUser(res).userId, req.body), USER_TEXT.saved)));
  router.put("/users", handle(async (req, res) => ok(res, await service.put(currentUser(res).userId, req.body), USER_TEXT.saved)));
  router.patch(
    "/users/nature",
    handle(async (req, res) => ok(res, await service.patchNature(currentUser(res).userId, req.body), USER_TEXT.saved)),
  );

  return router;
}
