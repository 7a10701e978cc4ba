import { scopeOf, userOf, type CallContext, type Handlers } from "../handler";
import type { PlanService } from "#server/modules/plans/plans.service";
import { studentQuery } from "#server/modules/plans/plans.service";
import { batchOfType } from "#server/modules/plans/plan-rules";
import { PLAN_TEXT, type PlanStudent } from "#server/modules/plans/plans.schema";
import { BadRequestError } from "#server/errors";
import type { ZhiyuanService } from "#server/modules/zhiyuan/zhiyuan.service";
import { EnrollQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";

type PlanHandlers = Pick<
  Handlers,
  | "saveEnrollRecord"
  | "saveEnrollRecordSd"
  | "saveEnrollRecordCount"
  | "getEnrollRecord"
  | "getEnrollRecordById"
  | "delEnrollRecord"
  | "saveShareEnrollRecord"
  | "getShareEnrollRecord"
  | "enshrineDream"
  | "getEnrollDraft"
  | "saveEnrollDraft"
  | "delEnrollDraft"
  | "getReplacedEnrollWithDyParam"
  | "getUserHotDegree"
  | "collectEnroll"
  | "getCollectEnroll"
  | "searchCollectEnroll"
  | "cancelCollectEnroll"
  | "deleteUserAllCollect"
  | "exportEnrollExcel"
  | "exportEnrollExcelV2"
  | "exportCollectEnroll"
  | "exportCollectEnrollV2"
  | "exportCollectEnrollV3"
>;

/**
 * The 专业类 (first 4 digits of a code) an alternative must share: a major's own; a group's, those of
 * its majors (a group qualifies when one of its majors is in one of them). None known: band only.
 */
function classesOf(u: { majorCode: string | null; majors?: Array<{ code: string | null }> }): string[] | undefined {
  const codes = u.majors ? u.majors.map((m) => m.code) : [u.majorCode];
  const classes = [...new Set(codes.filter((c): c is string => !!c && /^\d{4}/.test(c)).map((c) => c.slice(0, 4)))];
  return classes.length > 0 ? classes : undefined;
}

/** The path the Excel files are downloaded from (GET ?excel_token=; mounted in server/app.ts). */
export const EXCEL_DOWNLOAD_PATH = "/yc-zhiyuan/rest/excel";

/** /yc-zhiyuan/rest application plans, collections and exports: the person's own, in the `province` header's scope. */
export function planHandlers(deps: { plans: PlanService; zhiyuan: ZhiyuanService }): PlanHandlers {
  const { plans, zhiyuan } = deps;
  const who = (ctx: CallContext) => userOf(ctx).userId;
  const kindOf = (k: "collect" | "unlike" | undefined) => k ?? "collect";

  async function exportPlan(q: { id: string }, ctx: CallContext) {
    const scope = scopeOf(ctx);
    const view = await plans.view(who(ctx), scope, q.id);
    const token = plans.excelToken(who(ctx), scope, { kind: "plan", id: view.id! });
    return { excel_token: token, url: `${EXCEL_DOWNLOAD_PATH}?excel_token=${encodeURIComponent(token)}`, filename: `${view.name}.xlsx` };
  }
  async function exportMarks(q: { kind?: "collect" | "unlike" }, ctx: CallContext) {
    const kind = kindOf(q.kind);
    const token = plans.excelToken(who(ctx), scopeOf(ctx), { kind: "collect", id: kind });
    return { excel_token: token, url: `${EXCEL_DOWNLOAD_PATH}?excel_token=${encodeURIComponent(token)}`, filename: `${kind === "collect" ? "我的收藏" : "不感兴趣"}.xlsx` };
  }

  return {
    saveEnrollRecord: (body, ctx) => plans.save(who(ctx), scopeOf(ctx), body),
    saveEnrollRecordSd: (body, ctx) => plans.save(who(ctx), scopeOf(ctx), body),
    saveEnrollRecordCount: (_q, ctx) => plans.count(who(ctx), scopeOf(ctx)),
    getEnrollRecord: (q, ctx) => plans.list(who(ctx), scopeOf(ctx), q.type),
    getEnrollRecordById: (q, ctx) => plans.view(who(ctx), scopeOf(ctx), q.id),
    delEnrollRecord: (q, ctx) => plans.remove(who(ctx), scopeOf(ctx), q.id),
    saveShareEnrollRecord: (q, ctx) => plans.share(who(ctx), scopeOf(ctx), q.id),
    getShareEnrollRecord: (q) => plans.shared(q.share),
    enshrineDream: (q, ctx) => plans.dream(who(ctx), scopeOf(ctx), q),
    getEnrollDraft: (q, ctx) => plans.draft(who(ctx), scopeOf(ctx), q.type),
    saveEnrollDraft: (body, ctx) => plans.putDraft(who(ctx), scopeOf(ctx), body),
    delEnrollDraft: (q, ctx) => plans.dropDraft(who(ctx), scopeOf(ctx), q.type),

    /** Alternatives to one entry: the same band and major class, not already in the plan, not unliked. */
    async getReplacedEnrollWithDyParam(q, ctx) {
      const scope = scopeOf(ctx);
      const userId = who(ctx);
      let student: PlanStudent | null = q.scoreRecordId !== undefined || q.score !== undefined || q.rank !== undefined ? { scoreRecordId: q.scoreRecordId === undefined ? null : String(q.scoreRecordId), score: q.score, rank: q.rank, subjects: q.subjects, track: q.track } : null;
      let exclude = new Set(q.exclude ?? []);
      let type = q.type ?? "1";
      if (q.id) {
        const view = await plans.view(userId, scope, q.id);
        student = view.student;
        type = view.type;
        exclude = new Set([...exclude, ...view.entries.map((e) => e.unitId)]);
      }
      if (!student) throw new BadRequestError(PLAN_TEXT.needStudent);
      // Alternatives come from the batch the plan fills.
      const query = studentQuery(student, batchOfType(scope, type));
      const looked = await zhiyuan.lookup(scope, query, [q.unitId], userId);
      const target = looked.units[0]?.unit;
      if (!target) throw new BadRequestError("该志愿今年没有招生计划，请直接从候选列表中选择");
      exclude.add(q.unitId);
      for (const u of await plans.unliked(userId, scope)) exclude.add(u);
      const majorClass = classesOf(target);
      const list = EnrollQuerySchema.parse({ ...query, band: target.band ? [target.band] : undefined, majorClass, page: q.page, pageSize: q.pageSize ?? 20 });
      return zhiyuan.enroll(scope, list, { full: true, perBand: null }, userId, exclude);
    },

    getUserHotDegree: (q, ctx) => plans.hotDegree(scopeOf(ctx), q),

    async collectEnroll(q, ctx) {
      const labels = new Map(q.unitIds.map((id, i) => [id, q.labels?.[i] || id]));
      return plans.mark(who(ctx), scopeOf(ctx), kindOf(q.kind), q.unitIds, labels);
    },
    getCollectEnroll: (q, ctx) => plans.marks(who(ctx), scopeOf(ctx), kindOf(q.kind), q.keyword),
    searchCollectEnroll: (q, ctx) => plans.marks(who(ctx), scopeOf(ctx), kindOf(q.kind), q.keyword),
    cancelCollectEnroll: (q, ctx) => plans.unmark(who(ctx), scopeOf(ctx), kindOf(q.kind), q.unitIds),
    deleteUserAllCollect: (q, ctx) => plans.unmark(who(ctx), scopeOf(ctx), kindOf(q.kind), null),
    exportEnrollExcel: exportPlan,
    exportEnrollExcelV2: exportPlan,
    exportCollectEnroll: exportMarks,
    exportCollectEnrollV2: exportMarks,
    exportCollectEnrollV3: exportMarks,
  };
}
