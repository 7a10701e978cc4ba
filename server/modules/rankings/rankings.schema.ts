// Contracts of the university rankings (getUniversityRankList, getUniversityRank) and special_major: computed from our own data only.
import { z } from "zod";
import { SourceRefSchema } from "../reference/reference.schema";

export const RANK_TYPES = ["admission", "popularity", "985", "211", "syl"] as const;
export type RankType = (typeof RANK_TYPES)[number];
export const RANK_TRACKS = ["combined", "physics", "history"] as const;

export const RANK_TEXT = {
  badType: "排行类型只能是 admission、popularity、985、211 或 syl",
  badTrack: "科类只能是 combined、physics 或 history",
  noUniversity: "未找到该院校",
  nameRequired: "请输入院校名称",
} as const;

export const RankListQuerySchema = z.object({
  type: z.enum(RANK_TYPES, { errorMap: () => ({ message: RANK_TEXT.badType }) }),
  /** admission only: the track; default the scope's main one. */
  track: z.enum(RANK_TRACKS, { errorMap: () => ({ message: RANK_TEXT.badTrack }) }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type RankListQuery = z.infer<typeof RankListQuerySchema>;

const LineSchema = z.object({
  year: z.number().int(),
  track: z.string(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  rankKind: z.string().nullable(),
  source: SourceRefSchema,
});

export const RankEntrySchema = z.object({
  /** 1-based place in the list; tied entries share it. */
  position: z.number().int(),
  ucode: z.string(),
  name: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  level: z.string().nullable(),
  type: z.string().nullable(),
  is985: z.boolean(),
  is211: z.boolean(),
  isDoubleFirstClass: z.boolean(),
  popularity: z.number().int(),
  line: LineSchema.nullable(),
});
export type RankEntry = z.infer<typeof RankEntrySchema>;

export const RankListSchema = z.object({
  type: z.enum(RANK_TYPES),
  title: z.string(),
  /** How the list is computed, in plain words. */
  explanation: z.string(),
  scope: z.string(),
  /** admission: the year and track of the lines ranked. */
  year: z.number().int().nullable(),
  track: z.string().nullable(),
  tracks: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(RankEntrySchema),
});
export type RankList = z.infer<typeof RankListSchema>;

export const UniversityRankQuerySchema = z.object({ uName: z.string({ required_error: RANK_TEXT.nameRequired }).trim().min(2, RANK_TEXT.nameRequired).max(60) });
export const UniversityRankSchema = z.object({
  ucode: z.string(),
  name: z.string(),
  scope: z.string(),
  ranks: z.array(z.object({ type: z.enum(RANK_TYPES), title: z.string(), track: z.string().nullable(), year: z.number().int().nullable(), position: z.number().int(), total: z.number().int() })),
});

export const SpecialMajorQuerySchema = z.object({ uname: z.string({ required_error: RANK_TEXT.nameRequired }).trim().min(2, RANK_TEXT.nameRequired).max(60) });
const SpecialItemSchema = z.object({
  majorName: z.string(),
  majorCode: z.string().nullable(),
  year: z.number().int(),
  track: z.string(),
  planCount: z.number().int().nullable(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  rankKind: z.string().nullable(),
  source: SourceRefSchema,
});
export const SpecialMajorSchema = z.object({
  ucode: z.string(),
  name: z.string(),
  scope: z.string(),
  explanation: z.string(),
  /** The newest year's majors with the most plan places here. */
  byPlan: z.array(SpecialItemSchema),
  /** The newest year's majors with the best (smallest) minimum rank here. */
  byLine: z.array(SpecialItemSchema),
});
export type SpecialMajor = z.infer<typeof SpecialMajorSchema>;
