import { z } from "zod";
import { SourceRefSchema } from "../reference/reference.schema";

// Contracts of the major lookup endpoints (/yc-gk-info/rest/ncee/query_major_* …): zod only, importable by app/.

export const MAJOR_TEXT = {
  code: "请输入正确的专业代码",
  name: "请输入专业名称",
  keyword: "关键词最多 20 个字",
  level: "层次只能是本科、专科或职教本科",
  page: "页码须为正整数",
  pageSize: "每页条数须为 1 到 100 的整数",
  notFound: "未找到该专业",
  unknown: "暂无",
} as const;

export const MAJOR_LEVELS = ["本科", "专科", "职教本科"] as const;
export type MajorLevel = (typeof MAJOR_LEVELS)[number];

const level = z.enum(MAJOR_LEVELS, { errorMap: () => ({ message: MAJOR_TEXT.level }) });
/** A catalogue code: 6 digits, with the K (国控) / T (特设) suffix where the catalogue has one. */
const code = z
  .string({ required_error: MAJOR_TEXT.code, invalid_type_error: MAJOR_TEXT.code })
  .trim()
  .toUpperCase()
  .regex(/^\d{6}[KT]{0,2}$/, MAJOR_TEXT.code);
const name = z.string({ required_error: MAJOR_TEXT.name, invalid_type_error: MAJOR_TEXT.name }).trim().min(1, MAJOR_TEXT.name).max(40, "专业名称最多 40 个字");

export const MajorCatalogueQuerySchema = z.object({
  level: level.default("本科"),
  /** A name part (护理) or a code prefix (0809). */
  keyword: z.string().trim().max(20, MAJOR_TEXT.keyword).optional(),
  /** One 专业类 by its name (计算机类) or code (0809). */
  className: z.string().trim().max(30).optional(),
});
export type MajorCatalogueQuery = z.infer<typeof MajorCatalogueQuerySchema>;

export const MajorByNameSchema = z.object({ name, level: level.optional() });
export const MajorByCodeSchema = z.object({ code, level: level.optional() });
export const MajorsByNameSchema = z.object({ name, level: level.optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });
export const UniversitiesByMajorSchema = z.object({
  code,
  level: level.optional(),
  page: z.coerce.number({ invalid_type_error: MAJOR_TEXT.page }).int(MAJOR_TEXT.page).min(1, MAJOR_TEXT.page).max(1000, MAJOR_TEXT.page).default(1),
  pageSize: z.coerce.number({ invalid_type_error: MAJOR_TEXT.pageSize }).int(MAJOR_TEXT.pageSize).min(1, MAJOR_TEXT.pageSize).max(100, MAJOR_TEXT.pageSize).default(30),
});

const rankKind = z.enum(["official", "derived", "interpolated", "estimated", "above-table"]).nullable();

/** One major of the catalogue, with this scope's count of universities offering it. */
export const CatalogueMajorSchema = z.object({
  code: z.string(),
  name: z.string(),
  level: z.string(),
  disciplineCode: z.string().nullable(),
  discipline: z.string().nullable(),
  classCode: z.string().nullable(),
  className: z.string().nullable(),
  /** 授予学位门类 (本科); null where the catalogue gives none. */
  degree: z.string().nullable(),
  durationYears: z.number().nullable(),
  note: z.string().nullable(),
  /** Universities with a line or plan for this code in the scope's data (any year held). */
  universityCount: z.number().int(),
  described: z.boolean(),
});
export type CatalogueMajor = z.infer<typeof CatalogueMajorSchema>;

/** The years of lines and plans the counts are based on, per scope. */
export const CoverageSchema = z.object({ lineYears: z.array(z.number()), planYears: z.array(z.number()) });

export const MajorCatalogueSchema = z.object({
  scope: z.string(),
  level: z.string(),
  keyword: z.string().nullable(),
  total: z.number().int(),
  coverage: CoverageSchema,
  source: SourceRefSchema,
  disciplines: z.array(
    z.object({
      code: z.string().nullable(),
      name: z.string(),
      classes: z.array(z.object({ code: z.string().nullable(), name: z.string(), majors: z.array(CatalogueMajorSchema) })),
    }),
  ),
});
export type MajorCatalogue = z.infer<typeof MajorCatalogueSchema>;

export const MajorNameListSchema = z.object({
  major_name_list: z.array(z.object({ code: z.string(), name: z.string(), level: z.string(), className: z.string().nullable() })),
});

/** Spec §3 major_job: whitespace-separated lists; null when unknown (the page shows 暂无). */
export const MajorJobSchema = z.object({ major_course: z.string().nullable(), job_position: z.string().nullable() });

export const MajorJobResultSchema = z.object({
  major_name: z.string(),
  major_code: z.string(),
  level: z.string(),
  major_job: MajorJobSchema,
});
export const MajorJobV2ResultSchema = MajorJobResultSchema.extend({ intro: z.string().nullable() });

export const DescriptionSchema = z.object({
  intro: z.string(),
  courses: z.array(z.string()),
  careers: z.array(z.string()),
  author: z.string(),
  date: z.string(),
  updatedAt: z.string(),
});
export type Description = z.infer<typeof DescriptionSchema>;
export const MajorJobV3ResultSchema = MajorJobV2ResultSchema.extend({ description: DescriptionSchema.nullable(), catalogue: CatalogueMajorSchema.omit({ universityCount: true }) });

export const OffererLineSchema = z.object({
  year: z.number(),
  batch: z.string(),
  /** The scope's own institution code (zj 4 digits), where the line file gives one. */
  collegeCode: z.string().nullable(),
  /** The major as the authority printed it (may carry notes in brackets). */
  majorName: z.string(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  rankKind,
  avgScore: z.number().nullable(),
  planCount: z.number().nullable(),
  durationYears: z.number().nullable(),
  subjectRequirement: z.string().nullable(),
  flags: z.array(z.string()),
  source: SourceRefSchema,
});
export const OffererPlanSchema = z.object({
  year: z.number(),
  batch: z.string(),
  groupCode: z.string().nullable(),
  majorName: z.string(),
  planCount: z.number().nullable(),
  tuition: z.number().nullable(),
  durationYears: z.number().nullable(),
  subjectRequirement: z.string().nullable(),
  majorMinScore: z.number().nullable(),
  majorMinRank: z.number().nullable(),
  source: SourceRefSchema,
});
export const OffererSchema = z.object({
  ucode: z.string(),
  schoolName: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  /** Each university's newest year of lines for the major, and of plans. */
  lines: z.array(OffererLineSchema),
  plans: z.array(OffererPlanSchema),
});
export type Offerer = z.infer<typeof OffererSchema>;

export const UniversitiesByMajorResultSchema = z.object({
  scope: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(OffererSchema),
});
export type UniversitiesByMajor = z.infer<typeof UniversitiesByMajorResultSchema>;

export const SubjectSharesSchema = z.object({
  year: z.number(),
  /** lines: the scope's per-major admission lines (zj); plans: the enrolment plans. */
  basis: z.enum(["lines", "plans"]),
  sources: z.array(SourceRefSchema),
  totalPlaces: z.number().int(),
  /** Places whose requirement the source does not give: left out of the shares. */
  unknownPlaces: z.number().int(),
  items: z.array(z.object({ requirement: z.string(), places: z.number().int(), units: z.number().int(), share: z.number() })),
});

export const MajorDetailSchema = z.object({
  scope: z.string(),
  major: CatalogueMajorSchema,
  source: SourceRefSchema,
  description: DescriptionSchema.nullable(),
  major_job: MajorJobSchema,
  subjectShares: SubjectSharesSchema.nullable(),
  related: z.array(CatalogueMajorSchema),
  coverage: CoverageSchema,
});
export type MajorDetail = z.infer<typeof MajorDetailSchema>;
