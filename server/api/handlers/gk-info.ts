import { scopeOf, type Handlers } from "../handler";
import * as service from "#server/modules/gk-info/gk-info.service";
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
    universityByUcode: (q) => service.universityInfo(deps, q.ucode),
    universityUcode: (q) => service.universityUcode(deps, q.name),
    enrollInfo: (q, ctx) => service.enrollInfo(deps, scopeOf(ctx), q),
    majorEnrolls: (q, ctx) => service.majorEnrolls(deps, scopeOf(ctx), q),
    recruitmentBrochure: (q) => service.recruitmentBrochure(q.ucode),
    enrollmentPlans: (q, ctx) => service.enrollmentPlans(deps, scopeOf(ctx), q),
    majorCourses: (q, ctx) => service.majorCourses(deps, scopeOf(ctx), q),
    // Shandong's own paths: thin aliases over the same model, always for sd.
    provinceScore: (q) => provinceScore(deps.db, "sd", q.year),
    enrollInfoSd: (q) => service.enrollInfo(deps, "sd", q),
  };
}
