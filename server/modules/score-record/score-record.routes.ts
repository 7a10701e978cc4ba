import express, { type Request, type Response, type Router } from "express";
import type { AppDeps } from "../../deps";
import type { ApiContext } from "../../http/api-context";
import { handle, ok } from "../../http/envelope";
import { authRuntime } from "../auth/auth-runtime";
import { currentUser, requireUser } from "../auth/require-user";
import { SCORE_TEXT } from "./score-record.schema";
import { createScoreRecordService } from "./score-record.service";

/**
 * /yc-user/users/score_records and the Shandong aliases /score_record_sd:
 * mounted at /yc-user/users, behind the /yc-user guard; it guards itself too,
 * so a change of mount order cannot open it.
 */
export function createScoreRecordRouter(deps: AppDeps): Router {
  const rt = authRuntime(deps);
  const service = createScoreRecordService({ db: deps.database.db, now: rt.now });
  const router = express.Router();
  router.use(/^\/(score_records|delete_score_records|score_record_sd)(\/|$)/i, requireUser(deps), (_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });

  const who = (res: Response) => currentUser(res).userId;
  const province = (res: Response) => (res.locals.api as ApiContext).province;
  /** DELETE score_record_sd takes `?id=` or a body of ids. */
  const idsOf = (req: Request) => (typeof req.query.id === "string" ? { ids: [req.query.id] } : req.body);

  router.get("/score_records", handle(async (_req, res) => ok(res, await service.list(who(res), province(res)))));
  router.get("/score_records/info", handle(async (req, res) => ok(res, await service.info(who(res), province(res), req.query))));
  router.post("/score_records", handle(async (req, res) => ok(res, await service.create(who(res), province(res), req.body), SCORE_TEXT.saved)));
  router.put("/score_records", handle(async (req, res) => ok(res, await service.update(who(res), province(res), req.body), SCORE_TEXT.saved)));
  router.post(
    "/delete_score_records",
    handle(async (req, res) => ok(res, await service.remove(who(res), province(res), req.body), SCORE_TEXT.deleted)),
  );

  router.get("/score_record_sd", handle(async (_req, res) => ok(res, await service.listSd(who(res), province(res)))));
  router.get("/score_record_sd/info", handle(async (req, res) => ok(res, await service.infoSd(who(res), province(res), req.query))));
  router.post("/score_record_sd", handle(async (req, res) => ok(res, await service.create(who(res), province(res), req.body), SCORE_TEXT.saved)));
  router.delete("/score_record_sd", handle(async (req, res) => ok(res, await service.remove(who(res), province(res), idsOf(req)), SCORE_TEXT.deleted)));

  return router;
}
