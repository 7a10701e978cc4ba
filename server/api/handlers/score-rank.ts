import { scopeOf, type Handlers } from "../handler";
import type { ReferenceData } from "#server/modules/reference/reference-data";
import { scoreRank } from "#server/modules/score-rank/score-rank.service";

/** GET /yc-user/users/score_rank/: public reference data, the scope from the `province` header. */
export function scoreRankHandlers(reference: ReferenceData): Pick<Handlers, "scoreRank"> {
  return { scoreRank: (q, ctx) => scoreRank(reference, scopeOf(ctx), q) };
}
