import { scopeOf, type Handlers } from "../handler";
import * as service from "#server/modules/gk-info/gk-info.service";
import { quotaHeaders } from "#server/modules/zhiyuan/quota";

const LOOKUP_ACCESS = { full: true, perBand: null };
import { provinceScore } from "#server/modules/gk-info/province-score";

type GkInfoHandlers = Pick<
  Handlers,
  "queryUniversities" | "suggestUniversities" | "universityByUcode" | "universityUcode" | "enrollInfo" | "majorEnrolls" | "recruitmentBrochure" | "enrollmentPlans" | "majorCourses" | "provinceScore" | "enrollInfoSd"
>;

/** /yc-gk-info/rest/ncee: public reference data (spec §7 Gaokao info). */
export function gkInfoHandlers(deps: service.GkInfoDeps): GkInfoHandlers {
  return {
    queryUniversities: (q, ctx) => service.queryUniversities(deps, scopeOf(ctx), q),
    suggestUniversities: (q) => service.suggestUniversities(deps, q),
    universityByUcode: (q, ctx) => service.universityInfo(deps, scopeOf(ctx), q.ucode),
    universityUcode: (q) => service.universityUcode(deps, q.name),
    enrollInfo: (q, ctx) => service.enrollInfo(deps, scopeOf(ctx), q),
    // Lookup data is shown in full to everyone (issue: Quota); the headers still report access and counts.
    majorEnrolls: async (q, ctx) => {
      const data = await service.majorEnrolls(deps, scopeOf(ctx), q);
      Object.assign(ctx.replyHeaders, quotaHeaders(LOOKUP_ACCESS, { universities: 1, majors: data.results.reduce((n, y) => n + y.items.length, 0) }));
      return data;
    },
    recruitmentBrochure: (q) => service.recruitmentBrochure(q.ucode),
    enrollmentPlans: async (q, ctx) => {
      const data = await service.enrollmentPlans(deps, scopeOf(ctx), q);
      Object.assign(ctx.replyHeaders, quotaHeaders(LOOKUP_ACCESS, { universities: 1, majors: data.results.length }));
      return data;
    },
    majorCourses: (q, ctx) => service.majorCourses(deps, scopeOf(ctx), q),
    // Shandong's own paths: thin aliases over the same model, always for sd.
    provinceScore: (q) => provinceScore(deps.db, "sd", q.year),
    enrollInfoSd: (q) => service.enrollInfo(deps, "sd", q),
  };
}
