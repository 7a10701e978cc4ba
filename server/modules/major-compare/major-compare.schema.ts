import { z } from "zod";
import { MAJOR_LEVELS } from "../majors/majors.schema";
import { SourceRefSchema } from "../reference/reference.schema";

// Contracts of 专业对比 (/yc-major/rest/major_filtrate, major_compare, compare_list/*): zod only, importable by app/.

/** At most this many majors side by side (a 390 px screen still reads four columns), at least two to compare. */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

export const COMPARE_TEXT = {
  id: "请选择要对比的专业",
  badId: "请输入正确的专业代码",
  unknown: (code: string) => `未找到专业：${code}`,
  full: `最多同时对比 ${COMPARE_MAX} 个专业，请先移除一个`,
  tooMany: `最多同时对比 ${COMPARE_MAX} 个专业`,
  tooFew: `请至少选择 ${COMPARE_MIN} 个专业进行对比`,
  duplicate: "对比的专业不能重复",
  added: "已加入对比",
  removed: "已移出对比",
  cleared: "已清空对比清单",
  level: "层次只能是本科、专科或职教本科",
  keyword: "关键词最多 20 个字",
  page: "页码须为正整数",
} as const;

const code = z
  .string({ required_error: COMPARE_TEXT.id, invalid_type_error: COMPARE_TEXT.badId })
  .trim()
  .toUpperCase()
  .min(1, COMPARE_TEXT.id)
  .regex(/^\d{6}[KT]{0,2}$/, COMPARE_TEXT.badId);

/** One major to add to or remove from the list: `id` is its catalogue code. */
export const CompareIdSchema = z.object({ id: code });

export const MajorFiltrateSchema = z.object({
  level: z.enum(MAJOR_LEVELS, { errorMap: () => ({ message: COMPARE_TEXT.level }) }).default("本科"),
  /** A name part (护理) or a code prefix (0809). */
  keyword: z.string().trim().max(20, COMPARE_TEXT.keyword).optional(),
  /** One 专业类 of the catalogue tree, by name or code. */
  className: z.string().trim().max(30).optional(),
  page: z.coerce.number({ invalid_type_error: COMPARE_TEXT.page }).int(COMPARE_TEXT.page).min(1, COMPARE_TEXT.page).max(1000, COMPARE_TEXT.page).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MajorFiltrate = z.infer<typeof MajorFiltrateSchema>;

/** `ids`: the majors to compare (2–4 catalogue codes); without them, a logged-in person's saved list. */
export const MajorCompareQuerySchema = z.object({
  ids: z.array(code, { invalid_type_error: COMPARE_TEXT.id }).max(20, COMPARE_TEXT.tooMany).optional(),
});

const SelectedMajorSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), level: z.string(), className: z.string().nullable() });
export type SelectedMajor = z.infer<typeof SelectedMajorSchema>;

/** The person's list, oldest pick first (the order of the table's columns). */
export const CompareListSchema = z.object({ selected: z.array(SelectedMajorSchema), max: z.number().int() });
export type CompareList = z.infer<typeof CompareListSchema>;

export const FiltrateAnswerSchema = z.object({
  scope: z.string(),
  level: z.string(),
  majorList: z.object({
    total_num: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        name: z.string(),
        level: z.string(),
        discipline: z.string().nullable(),
        className: z.string().nullable(),
        /** Universities with a line or plan for it in the scope (any year held). */
        universityCount: z.number().int(),
        selected: z.boolean(),
      }),
    ),
  }),
  /** The catalogue tree of the level: 门类 → 专业类 with their counts, to narrow the list by class. */
  tree: z.array(z.object({ name: z.string(), classes: z.array(z.object({ code: z.string().nullable(), name: z.string(), count: z.number().int() })) })),
  /** The person's compare list (empty for a visitor). */
  compareList: z.array(SelectedMajorSchema),
  selected: z.array(z.string()),
  max: z.number().int(),
  /** May this viewer build a compare list (the majorCompare quota; x-yc-kp). */
  access: z.boolean(),
  source: SourceRefSchema,
});
export type FiltrateAnswer = z.infer<typeof FiltrateAnswerSchema>;

/** A figure of one year and its sources; null when the data hold none. */
const Sourced = { year: z.number().int(), sources: z.array(SourceRefSchema) };

export const RankRangeSchema = z.object({
  ...Sourced,
  track: z.string(),
  /** lines: the scope's per-major lines; group: the line of the 院校专业组 the major is planned in. */
  basis: z.enum(["lines", "group"]),
  units: z.number().int(),
  best: z.number().int(),
  median: z.number(),
  worst: z.number().int(),
  /** Ranks not printed by the source (derived from the 一分一段表, interpolated, estimated) among them. */
  notOfficial: z.number().int(),
});
export type RankRange = z.infer<typeof RankRangeSchema>;

export const CompareColumnSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.string(),
  discipline: z.string().nullable(),
  className: z.string().nullable(),
  degree: z.string().nullable(),
  durationYears: z.number().nullable(),
  catalogueSource: SourceRefSchema,
  /** The first sentences of the site's description, with its author and date; null when none is written. */
  summary: z.object({ text: z.string(), author: z.string(), date: z.string() }).nullable(),
  /** Figures from the scope's plans and lines: null for a visitor under the quota (locked), or when none are held. */
  offering: z.object({ ...Sourced, universities: z.number().int(), places: z.number().int().nullable(), placesUnknownUnits: z.number().int() }).nullable(),
  lines: z.array(RankRangeSchema).nullable(),
  subjects: z
    .object({
      ...Sourced,
      basis: z.enum(["lines", "plans"]),
      totalPlaces: z.number().int(),
      items: z.array(z.object({ requirement: z.string(), places: z.number().int(), share: z.number() })),
    })
    .nullable(),
  tuition: z.object({ ...Sourced, min: z.number().int(), max: z.number().int(), units: z.number().int() }).nullable(),
});
export type CompareColumn = z.infer<typeof CompareColumnSchema>;

export const CompareAnswerSchema = z.object({
  scope: z.string(),
  /** The newest plan year the scope holds (the offering, places and tuition rows): null when it holds none. */
  planYear: z.number().int().nullable(),
  compareList: z.array(CompareColumnSchema),
  selected: z.array(z.string()),
  /** Figures withheld from a visitor (x-yc-kp false): 登录后查看. */
  locked: z.boolean(),
});
export type CompareAnswer = z.infer<typeof CompareAnswerSchema>;
