import express, { type Router } from "express";
import type { AppDeps } from "../../deps";
import { handle, ok } from "../../http/envelope";
import { authRuntime } from "../auth/auth-runtime";
import { currentUser, requireUser } from "../auth/require-user";
import { ACCOUNT_TEXT } from "./account.schema";
import { createAccountService } from "./account.service";

/**
 * /yc-user/users/delete_account: mounted under /yc-user, whose router
 * guards it already; it guards itself too, so a change of mount order cannot
 * open it.
 */
export function createAccountRouter(deps: AppDeps): Router {
  const service = createAccountService(authRuntime(deps));
  const router = express.Router();
  router.use(requireUser(deps));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });
  router.post(
    "/sms",
    handle(async (req, res) => ok(res, await service.sendCode(currentUser(res), req.body, req.ip ?? "unknown"), ACCOUNT_TEXT.codeSent)),
  );
  router.post(
    "/",
    handle(async (req, res) => ok(res, await service.deleteAccount(currentUser(res), req.body), ACCOUNT_TEXT.deleted)),
  );
  return router;
}
