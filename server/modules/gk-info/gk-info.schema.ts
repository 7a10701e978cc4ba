import { z } from "zod";
import { SourceRefSchema } from "../reference/reference.schema";

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
  /** name: in pinyin order of the name (zh collation). */
  sort: z.enum(["popularity", "rank", "name"]).default("popularity"),
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

const FIGURE_KINDS = ["official", "derived", "interpolated", "estimated"] as const;
/** above-table: the rank is a bound (前 N 名), the score being at or above the rank table's top. */
const rankKind = z.enum([...FIGURE_KINDS, "above-table"]).nullable();
const subjectMode = z.enum(["none", "all_of", "any_of", "unknown"]);
/** 1/2/3 → 第一/二/三批 (spec display rule); null when the authority's batch has no number. */
const batch = z.number().int().min(1).max(3).nullable();

export const LatestLineSchema = z.object({
  year: z.number().int(),
  track: z.string(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  rankKind: z.string().nullable(),
  source: SourceRefSchema,
});
export type LatestLine = z.infer<typeof LatestLineSchema>;

export const UniversityCardSchema = z.object({
  ucode: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  province: z.string().nullable(),
  city: z.string().nullable(),
  level: z.string().nullable(),
  type: z.string().nullable(),
  nature: z.string().nullable(),
  isPublic: z.boolean().nullable(),
  belong: z.string().nullable(),
  is985: z.boolean(),
  is211: z.boolean(),
  isDoubleFirstClass: z.boolean(),
  isBranch: z.boolean(),
  popularity: z.number(),
  latestLine: LatestLineSchema.nullable(),
});
export type UniversityCard = z.infer<typeof UniversityCardSchema>;

/** POST query_universities → data */
export const UniversityPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(["popularity", "rank", "name"]),
  results: z.array(UniversityCardSchema),
  /** The cities of the chosen province(s) among the matches before the city filter (for city chips); empty without a province filter. */
  cities: z.array(z.string()).optional(),
});

/** suggest_universities → data: few, small rows for a typing ComboBox, best first. */
export const SuggestUniversitiesResultSchema = z.object({
  keyword: z.string(),
  results: z.array(
    z.object({
      ucode: z.string(),
      name: z.string(),
      province: z.string().nullable(),
      city: z.string().nullable(),
      level: z.string().nullable(),
      /** The alias or spelling that matched, when it was not the name. */
      matched: z.string().nullable(),
    }),
  ),
});

/** get_university_by_ucode → data */
export const UniversityInfoSchema = z.object({
  university_info: UniversityCardSchema.omit({ latestLine: true, ucode: true, popularity: true }).extend({
    ucode: z.string(),
    /** The institution code in the request's scope as its own data prints it (zj: 4 digits, 0001); null where the scope's data has none. */
    zsCode: z.string().nullable(),
    /** Where zsCode was read: the scope, the newest year that prints it and the file. */
    zsCodeFrom: z.object({ scope: z.string(), year: z.number().int(), source: SourceRefSchema }).nullable(),
    /** National admission code (国标院校代码, 5 digits). */
    nationalCode: z.string().nullable(),
    moeCode: z.string().nullable(),
    popularity: z.number(),
    /** Full pinyin and initials of the name (zjdx). */
    pinyin: z.string(),
    initials: z.string(),
    source: SourceRefSchema,
  }),
});

/** get_university_ucode → data */
export const UniversityUcodeResultSchema = z.object({ ucode: z.string(), name: z.string() });

const EnrollInfoItemSchema = z.object({
  year: z.number().int(),
  batch,
  batchName: z.string(),
  track: z.string(),
  artScience: z.number().int(),
  schoolName: z.string(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  rankKind,
  source: SourceRefSchema,
  /**
   * 等位分: the score that had the line's minimum rank in the scope's newest 一分一段表 of the same track
   * (how this year's candidate would have to score to stand where that year's last admitted student stood); null without a rank or a table.
   */
  equivalentScore: z.object({ year: z.number().int(), score: z.number().int(), source: SourceRefSchema }).nullable().optional(),
  /**
   * Set when the school line itself had no rank (no 一分一段表 that year, e.g. zj 2023) and the rank is the official
   * rank of the school's lowest per-major line at the same score: `major-lines`.
   */
  rankFrom: z.enum(["major-lines"]).nullable().optional(),
});
/** get_university_enroll_info → data: new-model and old-model (文/理) lines apart; empty lists on failure (spec §8). */
export const EnrollInfoResultSchema = z.object({ newEnrollInfoList: z.array(EnrollInfoItemSchema), oldEnrollInfoList: z.array(EnrollInfoItemSchema) });

const MajorLineItemSchema = z.object({
  year: z.number().int(),
  batch,
  batchName: z.string(),
  track: z.string(),
  majorName: z.string(),
  majorCode: z.string().nullable(),
  majorMatch: z.string(),
  majorLevel: z.union([z.literal(0), z.literal(1)]),
  planCount: z.number().nullable(),
  durationYears: z.number().nullable(),
  avgScore: z.number().nullable(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  rankKind,
  subjectMode,
  subjects: z.array(z.string()),
  /** The requirement in words (选考 …); null when the source did not say. */
  subjectRequirement: z.string().nullable(),
  flags: z.array(z.string()),
  source: SourceRefSchema,
});
/** query_major_enrolls → data */
export const MajorEnrollsResultSchema = z.object({
  ucode: z.string(),
  years: z.array(z.number().int()),
  majorLevels: z.array(z.number().int()),
  results: z.array(z.object({ year: z.number().int(), items: z.array(MajorLineItemSchema) })),
});

/** query_enrollment_plans → data */
export const EnrollmentPlansResultSchema = z.object({
  ucode: z.string(),
  scope: z.string(),
  year: z.number().int().nullable(),
  years: z.array(z.number().int()),
  results: z.array(
    z.object({
      year: z.number().int(),
      batch,
      batchName: z.string(),
      admissionType: z.string().nullable(),
      groupCode: z.string().nullable(),
      track: z.string(),
      art_science: z.number().int(),
      major_grade: z.union([z.literal(0), z.literal(1)]),
      majorCode: z.string().nullable(),
      majorName: z.string(),
      planCount: z.number().nullable(),
      tuition: z.number().nullable(),
      durationYears: z.number().nullable(),
      subjectMode,
      subjects: z.array(z.string()),
      /** The requirement in words (选考 …); null when the source did not say. */
  subjectRequirement: z.string().nullable(),
      note: z.string().nullable(),
      groupMinScore: z.number().nullable(),
      groupMinRank: z.number().nullable(),
      majorMinScore: z.number().nullable(),
      majorMinRank: z.number().nullable(),
      hotDegree2016: z.number().nullable(),
      source: SourceRefSchema,
    }),
  ),
});

/** query_recruitment_brochure → data (msg 暂无 while no brochure is held) */
export const BrochureResultSchema = z.object({ ucode: z.string(), results: z.array(z.object({ year: z.number().int(), content: z.string() })), note: z.string() });

/** query_major_courses → data */
export const MajorCoursesResultSchema = z.object({
  ucode: z.string(),
  year: z.number().int().nullable(),
  years: z.array(z.number().int()),
  courses: z.null(),
  coursesNote: z.string(),
  results: z.array(
    z.object({
      majorGrade: z.number().int(),
      majorList: z.array(
        z.object({
          majorName: z.string(),
          majorCode: z.string().nullable(),
          majorGrade: z.union([z.literal(0), z.literal(1)]),
          discipline: z.string().nullable(),
          className: z.string().nullable(),
          degree: z.string().nullable(),
        }),
      ),
    }),
  ),
});
