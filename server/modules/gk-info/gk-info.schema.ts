import { z } from "zod";

// Contracts of /yc-gk-info/rest/ncee/* (no server dependencies: importable by app/).

const bool = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]);
const strList = z.union([z.string().min(1), z.array(z.string().min(1)).max(40)]).transform((v) => (Array.isArray(v) ? v : [v]));

export const QueryUniversitiesSchema = z.object({
  /** Name, abbreviation (浙大), English name, full pinyin or initials ("zjdx"); one typo is forgiven. */
  keyword: z.string().trim().max(40, "关键词最多 40 个字").optional(),
  province: strList.optional(),
  city: strList.optional(),
  level: z.enum(["本科", "专科"]).optional(),
  type: strList.optional(),
  /** 公办 / 民办 / 中外合作办学 … as published. */
  nature: strList.optional(),
  isPublic: bool.optional(),
  is985: bool.optional(),
  is211: bool.optional(),
  isDoubleFirstClass: bool.optional(),
  sort: z.enum(["popularity", "rank"]).default("popularity"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type QueryUniversities = z.infer<typeof QueryUniversitiesSchema>;

const SUGGEST_TEXT = { keyword: "请输入院校名称或简称", level: "层次只能是本科或专科", limit: "条数须为 1 到 20 的整数" };
export const SuggestUniversitiesSchema = z.object({
  keyword: z
    .string({ required_error: SUGGEST_TEXT.keyword, invalid_type_error: SUGGEST_TEXT.keyword })
    .trim()
    .min(1, SUGGEST_TEXT.keyword)
    .max(40, "关键词最多 40 个字"),
  level: z.enum(["本科", "专科"], { errorMap: () => ({ message: SUGGEST_TEXT.level }) }).optional(),
  limit: z.coerce.number({ invalid_type_error: SUGGEST_TEXT.limit }).int(SUGGEST_TEXT.limit).min(1, SUGGEST_TEXT.limit).max(20, SUGGEST_TEXT.limit).default(8),
});
export type SuggestUniversities = z.infer<typeof SuggestUniversitiesSchema>;

export const UcodeSchema = z.object({ ucode: z.coerce.string().regex(/^\d{1,9}$/, "无效的院校代码") });

export const UniversityUcodeSchema = z.object({ name: z.string().trim().min(2, "请输入院校名称").max(60) });

const artScience = z.coerce.number().int().min(1).max(2).optional();
const track = z.enum(["combined", "physics", "history", "science", "liberal"]).optional();
const year = z.coerce.number().int().min(2000).max(2100).optional();

export const EnrollInfoSchema = UcodeSchema.extend({ year, batch: z.string().max(20).optional(), track, artScience });
export const MajorEnrollsSchema = UcodeSchema.extend({ year, track, artScience, majorLevel: z.coerce.number().int().min(0).max(1).optional() });
export const EnrollmentPlansSchema = UcodeSchema.extend({ year, track, artScience, studentProvinceId: z.coerce.number().int().default(1100) });
export const MajorCoursesSchema = UcodeSchema.extend({ year });

export interface SourceRef {
  file: string;
  source: string;
  url: string | null;
}

export interface LatestLine {
  year: number;
  track: string;
  minScore: number | null;
  minRank: number | null;
  rankKind: string | null;
  source: SourceRef;
}

export interface UniversityCard {
  ucode: string;
  name: string;
  aliases: string[];
  province: string | null;
  city: string | null;
  level: string | null;
  type: string | null;
  nature: string | null;
  isPublic: boolean | null;
  belong: string | null;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  isBranch: boolean;
  popularity: number;
  latestLine: LatestLine | null;
}
