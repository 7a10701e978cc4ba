import { scopeOf, type Handlers } from "../handler";
import * as service from "#server/modules/trinity/trinity.service";

/** 三位一体 (docs/api-trinity.md): public reference data of the zj scope. */
export function trinityHandlers(deps: service.TrinityDeps): Pick<Handlers, "trinitySchools" | "trinitySchool" | "trinityMajors" | "trinityComposite" | "trinityOnlineWatching" | "swytOnlineWatching"> {
  return {
    trinitySchools: (q, ctx) => service.querySchools(deps, scopeOf(ctx), q),
    trinitySchool: (q, ctx) => service.schoolDetail(deps, scopeOf(ctx), q),
    trinityMajors: (q, ctx) => service.queryMajors(deps, scopeOf(ctx), q),
    trinityComposite: (q, ctx) => service.composite(deps, scopeOf(ctx), q),
    trinityOnlineWatching: (q, ctx) => service.onlineWatching(deps, scopeOf(ctx), q),
    swytOnlineWatching: (q, ctx) => service.onlineWatching(deps, scopeOf(ctx), q),
  };
}
