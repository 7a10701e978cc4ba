// Contracts of collections (收藏): universities and majors a person keeps. Importable by app/ and server/ alike.
import { z } from "zod";

export const COLLECT_TEXT = {
  collected: "收藏成功",
  cancelled: "已取消收藏",
  badUcode: "无效的院校代码",
  badMajorCode: "无效的专业代码",
  noUniversity: "未找到该院校",
  noMajor: "未找到该专业",
} as const;

export const COLLECTION_KINDS = ["university", "major"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const CollectUcodeSchema = z.object({ ucode: z.coerce.string({ required_error: COLLECT_TEXT.badUcode }).regex(/^\d{1,9}$/, COLLECT_TEXT.badUcode) });
/** Catalogue codes: 6 characters (本科 080901, 专科 520201) and an optional K/T suffix. */
export const CollectMajorSchema = z.object({ code: z.coerce.string({ required_error: COLLECT_TEXT.badMajorCode }).trim().regex(/^\d{6}[A-Z]{0,2}$/i, COLLECT_TEXT.badMajorCode) });

/** One university's collection figures: 院校收藏数 (people who collected it), 人气值 and whether the caller collected it. */
export const UniversityCollectDataSchema = z.object({
  ucode: z.string(),
  name: z.string(),
  collectCount: z.number().int(),
  popularity: z.number().int(),
  collected: z.boolean(),
});
export type UniversityCollectData = z.infer<typeof UniversityCollectDataSchema>;

export const MajorCollectDataSchema = z.object({
  code: z.string(),
  name: z.string(),
  collectCount: z.number().int(),
  collected: z.boolean(),
});
export type MajorCollectData = z.infer<typeof MajorCollectDataSchema>;

export const CollectedUniversitySchema = z.object({
  ucode: z.string(),
  name: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  level: z.string().nullable(),
  type: z.string().nullable(),
  is985: z.boolean(),
  is211: z.boolean(),
  isDoubleFirstClass: z.boolean(),
  collectCount: z.number().int(),
  collectedAt: z.string(),
});
export const CollectedMajorSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 本科 | 专科 */
  level: z.string(),
  className: z.string().nullable(),
  degree: z.string().nullable(),
  durationYears: z.number().int().nullable(),
  collectCount: z.number().int(),
  collectedAt: z.string(),
});
export const CollectedUniversitiesSchema = z.object({ total: z.number().int(), results: z.array(CollectedUniversitySchema) });
export const CollectedMajorsSchema = z.object({ total: z.number().int(), results: z.array(CollectedMajorSchema) });
export type CollectedUniversity = z.infer<typeof CollectedUniversitySchema>;
export type CollectedMajor = z.infer<typeof CollectedMajorSchema>;
