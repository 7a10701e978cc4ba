import express, { type Router } from "express";
import type { AppDeps } from "#server/deps";
import { BadRequestError } from "#server/errors";
import type { ApiContext } from "#server/http/api-context";
import { handle, ok } from "#server/http/envelope";
import { ScoreRankQuerySchema } from "./score-rank.schema";
import { scoreRank } from "./score-rank.service";

/** Mounted at /yc-user/users/score_rank: public reference data, the scope from the `province` header. */
export function createScoreRankRouter(deps: AppDeps): Router {
  const router = express.Router();
  router.get(
    "/",
    handle(async (req, res) => {
      const { province } = res.locals.api as ApiContext;
      if (!province) throw new BadRequestError("缺少或无效的省份（province）");
      const q = ScoreRankQuerySchema.parse(req.query);
      res.set("Cache-Control", "public, max-age=300");
      ok(res, await scoreRank(deps.database.db, province, q));
    }),
  );
  return router;
}
