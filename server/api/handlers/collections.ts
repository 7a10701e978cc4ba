import { userOf, type Handlers } from "../handler";
import type { CollectionsService } from "#server/modules/collections/collections.service";

type CollectionHandlers = Pick<
  Handlers,
  | "universityCollectData"
  | "collectUniversity"
  | "cancelCollectUniversity"
  | "collectedUniversities"
  | "majorCollectData"
  | "collectMajor"
  | "cancelCollectMajor"
  | "collectedMajors"
>;

/** /yc-gk-info/rest/collect: a person's collected universities and majors, and each item's collection count. */
export function collectionHandlers(collections: CollectionsService): CollectionHandlers {
  return {
    universityCollectData: (q, ctx) => collections.universityData(q.ucode, ctx.user?.userId ?? null),
    collectUniversity: (q, ctx) => collections.collectUniversity(userOf(ctx).userId, q.ucode),
    cancelCollectUniversity: (q, ctx) => collections.cancelUniversity(userOf(ctx).userId, q.ucode),
    collectedUniversities: (_q, ctx) => collections.myUniversities(userOf(ctx).userId),
    majorCollectData: (q, ctx) => collections.majorData(q.code, ctx.user?.userId ?? null),
    collectMajor: (q, ctx) => collections.collectMajor(userOf(ctx).userId, q.code),
    cancelCollectMajor: (q, ctx) => collections.cancelMajor(userOf(ctx).userId, q.code),
    collectedMajors: (_q, ctx) => collections.myMajors(userOf(ctx).userId),
  };
}
