import { scopeOf, type Handlers } from "../handler";
import type { XuankeService } from "#server/modules/xuanke/xuanke.service";

/** /yc-web-subject/rest and /yc-gk-info/xktf: 7选3 coverage, the majors a combination closes, what target majors require. */
export function xuankeHandlers(xuanke: XuankeService): Pick<Handlers, "majorSubjectCount" | "filterMajorSubjectPage" | "subjectExtract" | "majorList"> {
  return {
    majorSubjectCount: (q, ctx) => xuanke.coverage(scopeOf(ctx), q),
    filterMajorSubjectPage: (q, ctx) => xuanke.majorPage(scopeOf(ctx), q),
    subjectExtract: (q, ctx) => xuanke.subjectExtract(scopeOf(ctx), q),
    majorList: (q) => xuanke.majorList(q),
  };
}
