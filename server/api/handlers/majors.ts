import { scopeOf, type Handlers } from "../handler";
import * as service from "#server/modules/majors/majors.service";

type MajorsHandlers = Pick<Handlers, "majorCatalogue" | "majorDetail" | "majorJobsByName" | "majorJobByName" | "majorJobByNameV2" | "majorJobByNameV3" | "universityByMajorJob">;

/** Major lookup under /yc-gk-info/rest/ncee (docs/api-majors.md): public reference data and the site's descriptions. */
export function majorsHandlers(deps: service.MajorsDeps): MajorsHandlers {
  return {
    majorCatalogue: (q, ctx) => service.catalogueTree(deps, scopeOf(ctx), q),
    majorDetail: (q, ctx) => service.majorDetail(deps, scopeOf(ctx), q),
    majorJobsByName: (q) => service.majorsByName(deps, q),
    majorJobByName: (q) => service.majorJobByName(deps, q),
    majorJobByNameV2: (q) => service.majorJobV2(deps, q),
    majorJobByNameV3: (q) => service.majorJobV3(deps, q),
    universityByMajorJob: (q, ctx) => service.universitiesByMajor(deps, scopeOf(ctx), q),
  };
}
