import { BadRequestError } from "#server/errors";
import { scopeOf, type CallContext, type Handlers } from "../handler";
import type { ReferenceData } from "#server/modules/reference/reference-data";
import { scoreRank } from "#server/modules/score-rank/score-rank.service";
import { accessFor, quotaHeaders } from "#server/modules/zhiyuan/quota";
import type { ZhiyuanService } from "#server/modules/zhiyuan/zhiyuan.service";
import type { PlanService } from "#server/modules/plans/plans.service";

/** /yc-zhiyuan/rest: the candidate list; every success reports the viewer's access and the counts of what matched. */
export function zhiyuanHandlers(deps: { zhiyuan: ZhiyuanService; reference: ReferenceData; quota: "on" | "off"; plans?: Pick<PlanService, "unliked"> }): Pick<Handlers, "enrollWithDyParam" | "belongedRankRegion" | "rankingByScore" | "filterByMajor" | "filterByGrade" | "filterByRanking" | "majorHistoryCatalogue" | "enrollNum" | "enrollSchools" | "enrollSchoolsV2" | "enrollSchoolsV3" | "enrollMajors" | "schoolMajors"> {
  const { zhiyuan, reference, quota } = deps;
  const accessOf = (ctx: CallContext) => accessFor({ userId: ctx.user?.userId ?? null, channel: ctx.channel }, quota);
  const majorHistory = (mode: "major" | "grade" | "ranking" | "school") => async (q: Parameters<ZhiyuanService["majorHistory"]>[2], ctx: CallContext) => {
    const access = accessOf(ctx);
    const data = await zhiyuan.majorHistory(scopeOf(ctx), mode, q, access);
    Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.university_count, majors: data.unit_count }));
    return data;
  };
  const schools = async (q: Parameters<ZhiyuanService["enrollSchools"]>[1], ctx: CallContext) => {
    const access = accessOf(ctx);
    const data = await zhiyuan.enrollSchools(scopeOf(ctx), q, access, ctx.user?.userId ?? null);
    Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.total_uni_num, majors: data.total_size }));
    return data;
  };
  return {
    async enrollNum(q, ctx) {
      const access = accessOf(ctx);
      const data = await zhiyuan.enrollNum(scopeOf(ctx), q, access, ctx.user?.userId ?? null);
      Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.total_uni_num, majors: data.total_size }));
      return data;
    },
    enrollSchools: schools,
    enrollSchoolsV2: schools,
    enrollSchoolsV3: schools,
    async enrollMajors(q, ctx) {
      if (q.ucode === undefined) throw new BadRequestError("请选择院校（ucode）");
      const access = accessOf(ctx);
      const data = await zhiyuan.enroll(scopeOf(ctx), q, access, ctx.user?.userId ?? null);
      Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.total_uni_num, majors: data.total_size }));
      return data;
    },
    schoolMajors: majorHistory("school"),
    filterByMajor: majorHistory("major"),
    filterByGrade: majorHistory("grade"),
    filterByRanking: majorHistory("ranking"),
    majorHistoryCatalogue: (q) => zhiyuan.majorCatalogue(q.keyword),
    async enrollWithDyParam(q, ctx) {
      const access = accessOf(ctx);
      // Units the student marked 不感兴趣 (myUnlike) never show in the list.
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
