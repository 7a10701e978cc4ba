import { scopeOf, type Handlers } from "#server/api/handler";
import type { ReferenceData } from "../reference/reference-data";
import { scoreRank } from "./score-rank.service";

/** GET /yc-user/users/score_rank/: public reference data, the scope from the `province` header. */
export function scoreRankHandlers(reference: ReferenceData): Pick<Handlers, "scoreRank"> {
  return { scoreRank: (q, ctx) => scoreRank(reference, scopeOf(ctx), q) };
}
