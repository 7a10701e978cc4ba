import express, { type Request, type Response, type Router } from "express";
import type { AppDeps } from "#server/deps";
import { BadRequestError, UnauthorizedError } from "#server/errors";
import type { ApiContext } from "#server/http/api-context";
import { handle, ok } from "#server/http/envelope";
import { authRuntime } from "../auth/auth-runtime";
import { bearerToken } from "../auth/require-user";
import type { Scope } from "../scope/scopes";
import { ScoreRankQuerySchema } from "../score-rank/score-rank.schema";
import { scoreRank } from "../score-rank/score-rank.service";
import { accessFor, quotaHeaders, type Viewer } from "./quota";
import { EnrollQuerySchema, RankRegionQuerySchema } from "./zhiyuan.schema";
import { createScoreRecordService } from "../score-record/score-record.service";
import { createZhiyuanService } from "./zhiyuan.service";

function scopeOf(res: Response): Scope {
  const { province } = res.locals.api as ApiContext;
  if (!province) throw new BadRequestError("缺少或无效的省份（province）");
  return province;
}
/** GET reads the query string, POST the JSON body; either may carry the parameters. */
const params = (req: Request) => ({ ...(req.query as Record<string, unknown>), ...(req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {}) });

/** Mounted at /yc-zhiyuan/rest: the candidate list over the admission-probability engine (docs/api.md). */
export function createZhiyuanRouter(deps: AppDeps): Router {
  const db = deps.database.db;
  const service = createZhiyuanService(db, createScoreRecordService({ db, now: () => Date.now() }));
  const { tokens } = authRuntime(deps);
  const router = express.Router();

  /** Visitors are welcome; a token, when sent, must be valid (the client then refreshes it). */
  async function viewerOf(req: Request, res: Response): Promise<Viewer> {
    const token = bearerToken(req);
    const { channel } = res.locals.api as ApiContext;
    if (!token) return { userId: null, channel };
    const user = await tokens.verifyAccess(token);
    if (!user) throw new UnauthorizedError();
    return { userId: user.userId, channel };
  }

  router.post(
    "/getEnrollWithDyParam",
    handle(async (req, res) => {
      const scope = scopeOf(res);
      const query = EnrollQuerySchema.parse(params(req));
      const viewer = await viewerOf(req, res);
      const access = accessFor(viewer, deps.env.QUOTA);
      const data = await service.enroll(scope, query, access, viewer.userId);
      // The answer depends on who asks: never from a shared cache.
      res.set({ "Cache-Control": "private, no-store", ...quotaHeaders(access, { universities: data.total_uni_num, majors: data.total_size }) });
      ok(res, data);
    }),
  );
  router.post(
    "/queryBelongedRankRegion",
    handle(async (req, res) => {
      const scope = scopeOf(res);
      const query = RankRegionQuerySchema.parse(params(req));
      const access = accessFor(await viewerOf(req, res), deps.env.QUOTA);
      const data = await service.rankRegion(scope, query);
      res.set({ "Cache-Control": "private, no-store", ...quotaHeaders(access, { universities: data.uni_num, majors: data.unit_num }) });
      ok(res, data);
    }),
  );
  router.get(
    "/getRankingByScore",
    handle(async (req, res) => {
      const scope = scopeOf(res);
      const query = ScoreRankQuerySchema.parse(params(req));
      const access = accessFor(await viewerOf(req, res), deps.env.QUOTA);
      const data = await scoreRank(db, scope, query);
      // One score, no list: the counts are zero, the access is the viewer's.
      res.set({ "Cache-Control": "private, no-store", ...quotaHeaders(access, { universities: 0, majors: 0 }) });
      ok(res, data);
    }),
  );
  return router;
}
