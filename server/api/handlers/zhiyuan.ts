import { scopeOf, type CallContext, type Handlers } from "../handler";
import type { ReferenceData } from "#server/modules/reference/reference-data";
import { scoreRank } from "#server/modules/score-rank/score-rank.service";
import { accessFor, quotaHeaders } from "#server/modules/zhiyuan/quota";
import type { PlanService } from "#server/modules/plans/plans.service";
import type { ZhiyuanService } from "#server/modules/zhiyuan/zhiyuan.service";

/** /yc-zhiyuan/rest: the candidate list; every success reports the viewer's access and the counts of what matched. */
export function zhiyuanHandlers(deps: { zhiyuan: ZhiyuanService; reference: ReferenceData; quota: "on" | "off"; plans?: Pick<PlanService, "unliked"> }): Pick<Handlers, "enrollWithDyParam" | "belongedRankRegion" | "rankingByScore"> {
  const { zhiyuan, reference, quota } = deps;
  const accessOf = (ctx: CallContext) => accessFor({ userId: ctx.user?.userId ?? null, channel: ctx.channel }, quota);
  return {
    async enrollWithDyParam(q, ctx) {
      const access = accessOf(ctx);
      // Units the student marked 不感兴趣 (myUnlike) are left out of every list.
      const unliked = deps.plans ? await deps.plans.unliked(ctx.user?.userId ?? null, scopeOf(ctx)) : undefined;
      const data = await zhiyuan.enroll(scopeOf(ctx), q, access, ctx.user?.userId ?? null, unliked);
      Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.total_uni_num, majors: data.total_size }));
      return data;
    },
    async belongedRankRegion(q, ctx) {
      const data = await zhiyuan.rankRegion(scopeOf(ctx), q);
      Object.assign(ctx.replyHeaders, quotaHeaders(accessOf(ctx), { universities: data.uni_num, majors: data.unit_num }));
      return data;
    },
    async rankingByScore(q, ctx) {
      const data = await scoreRank(reference, scopeOf(ctx), q);
      // One score, no list: the counts are zero, the access is the viewer's.
      Object.assign(ctx.replyHeaders, quotaHeaders(accessOf(ctx), { universities: 0, majors: 0 }));
      return data;
    },
  };
}
