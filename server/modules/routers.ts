import type { Router } from "express";
import type { AppDeps } from "../deps";
import { createOauthRouter } from "./oauth/oauth.routes";
import { createUserRouter } from "./user/user.routes";
import { createAccountRouter } from "./account/account.routes";
import { createGkInfoRouter } from "./gk-info/gk-info.routes";
import { createScoreRankRouter } from "./score-rank/score-rank.routes";
import { createScoreRecordRouter } from "./score-record/score-record.routes";
import { createZhiyuanRouter } from "./zhiyuan/zhiyuan.routes";

/**
 * Every /yc-* API router, mounted by server/app.ts. A domain module adds its
 * `create…Router(deps)` here with the spec's path prefix.
 */
export function apiRouters(deps: AppDeps): Array<[prefix: string, router: Router]> {
  return [
    ["/yc-oauth", createOauthRouter(deps)],
    // Guards all of /yc-user except business_cooperation and users/score_rank (see user.routes.ts).
    ["/yc-user", createUserRouter(deps)],
    // Account deletion: everything of the user, in one transaction (docs/api-auth.md).
    ["/yc-user/users/delete_account", createAccountRouter(deps)],
    // Public reference data (issue 4); the /yc-user guard steps aside for score_rank.
    ["/yc-user/users/score_rank", createScoreRankRouter(deps)],
    ["/yc-user/users", createScoreRecordRouter(deps)],
    ["/yc-gk-info/rest/ncee", createGkInfoRouter(deps)],
    ["/yc-zhiyuan/rest", createZhiyuanRouter(deps)],
  ];
}
