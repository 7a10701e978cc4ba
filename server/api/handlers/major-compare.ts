import { scopeOf, userOf, type CallContext, type Handlers } from "../handler";
import type { MajorCompareService } from "#server/modules/major-compare/major-compare.service";
import { accessFor, quotaHeaders } from "#server/modules/zhiyuan/quota";

type MajorCompareHandlers = Pick<Handlers, "majorFiltrate" | "majorCompare" | "compareListAdd" | "compareListRemove" | "compareListClear">;

/**
 * /yc-major/rest: 专业对比. The quota features majorCompare (the picker: x-yc-count the matches,
 * x-yc-count_m the picked) and compareList (the table: x-yc-count the majors, x-yc-count_m those
 * with figures shown); a visitor under the quota sees the catalogue facts but not the figures.
 */
export function majorCompareHandlers(deps: { compare: MajorCompareService; quota: "on" | "off" }): MajorCompareHandlers {
  const { compare, quota } = deps;
  const accessOf = (ctx: CallContext) => accessFor({ userId: ctx.user?.userId ?? null, channel: ctx.channel }, quota);
  return {
    majorFiltrate: async (q, ctx) => {
      const access = accessOf(ctx);
      const data = await compare.filtrate(scopeOf(ctx), q, ctx.user?.userId ?? null, access.full);
      Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.majorList.total_num, majors: data.selected.length }));
      return data;
    },
    majorCompare: async (q, ctx) => {
      const access = accessOf(ctx);
      const data = await compare.compare(scopeOf(ctx), q.ids, ctx.user?.userId ?? null, access.full);
      Object.assign(ctx.replyHeaders, quotaHeaders(access, { universities: data.compareList.length, majors: data.locked ? 0 : data.compareList.length }));
      return data;
    },
    compareListAdd: (q, ctx) => compare.add(userOf(ctx).userId, q.id),
    compareListRemove: (q, ctx) => compare.remove(userOf(ctx).userId, q.id),
    compareListClear: (_q, ctx) => compare.clear(userOf(ctx).userId),
  };
}
