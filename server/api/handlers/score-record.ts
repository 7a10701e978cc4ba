import { userOf, type CallContext, type Handlers } from "../handler";
import type { ScoreRecordService } from "#server/modules/score-record/score-record.service";

type ScoreRecordHandlers = Pick<
  Handlers,
  | "scoreRecords"
  | "scoreRecordInfo"
  | "createScoreRecord"
  | "updateScoreRecord"
  | "deleteScoreRecords"
  | "scoreRecordsSd"
  | "scoreRecordSdInfo"
  | "createScoreRecordSd"
  | "deleteScoreRecordSd"
>;

/** /yc-user/users/score_records and the Shandong aliases: the person's own records in the `province` header's scope. */
export function scoreRecordHandlers(records: ScoreRecordService): ScoreRecordHandlers {
  const who = (ctx: CallContext) => userOf(ctx).userId;
  return {
    scoreRecords: (_q, ctx) => records.list(who(ctx), ctx.province),
    scoreRecordInfo: (q, ctx) => records.info(who(ctx), ctx.province, q),
    createScoreRecord: (body, ctx) => records.create(who(ctx), ctx.province, body),
    updateScoreRecord: (body, ctx) => records.update(who(ctx), ctx.province, body),
    deleteScoreRecords: (body, ctx) => records.remove(who(ctx), ctx.province, body),
    scoreRecordsSd: (_q, ctx) => records.listSd(who(ctx), ctx.province),
    scoreRecordSdInfo: (q, ctx) => records.infoSd(who(ctx), ctx.province, q),
    createScoreRecordSd: (body, ctx) => records.create(who(ctx), ctx.province, body),
    // One record by `?id=`, or a body of ids.
    deleteScoreRecordSd: (input, ctx) => records.remove(who(ctx), ctx.province, typeof (input as { id?: unknown })?.id === "string" ? { ids: [(input as { id: string }).id] } : input),
  };
}
