import { scopeOf, type Handlers } from "../handler";
import * as rankings from "#server/modules/rankings/rankings.service";

/** getUniversityRankList, getUniversityRank and special_major: public, per the `province` header's scope. */
export function rankingHandlers(deps: rankings.RankingsDeps): Pick<Handlers, "universityRankList" | "universityRank" | "universitySpecialMajor"> {
  return {
    universityRankList: (q, ctx) => rankings.rankList(deps, scopeOf(ctx), q),
    universityRank: (q, ctx) => rankings.universityRank(deps, scopeOf(ctx), q.uName),
    universitySpecialMajor: (q, ctx) => rankings.specialMajors(deps, scopeOf(ctx), q.uname),
  };
}
