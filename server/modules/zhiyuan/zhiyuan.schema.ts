import { z } from "zod";

// Contracts of the candidate-list API under /yc-zhiyuan/rest/ (no server dependencies: importable by app/).

export const BAND_NAMES = ["gamble", "radical", "steady", "conservative", "bottom"] as const;
export type BandName = (typeof BAND_NAMES)[number];
export const BAND_WORDS: Record<BandName, string> = { gamble: "搏", radical: "冲", steady: "稳", conservative: "保", bottom: "垫" };
/** Best chance first: the order a family reads the bands in. */
export const BANDS_SAFEST_FIRST: BandName[] = ["bottom", "conservative", "steady", "radical", "gamble"];

export const SHORT_ELECTIVES = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
export const SORTS = ["rank", "probability", "planCount"] as const;
export const SCHOOL_TAGS = ["985", "211", "双一流"] as const;
/** Batches a candidate list may be asked for; each scope prices only those it has lines for (engine.repo.ts GROUP_BATCHES). */
export const BATCH_NAMES = ["本科批", "专科批", "本科提前批", "专科提前批"] as const;

export const ENROLL_TEXT = {
  needScore: "请填写高考总分或位次",
  quotaNotice: "登录后查看全部",
} as const;

/** A value given once or as a list (JSON array, or comma-separated in a query string). */
export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? v.split(/[,，\s]+/).filter(Boolean) : Array.isArray(v) ? v : [v]), z.array(item).optional());
export const int = (name: string, min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ message: `${name}应为整数` }).int(`${name}应为整数`).min(min, `${name}应在 ${min}–${max} 之间`).max(max, `${name}应在 ${min}–${max} 之间`).optional());
const flag = z.preprocess((v) => (v === "true" || v === "1" || v === "on" ? true : v === "false" || v === "0" ? false : v), z.boolean({ message: "开关参数应为 true 或 false" }).optional());

export const EnrollQuerySchema = z.object({
  /** A saved score record: answered once score records exist. */
  scoreRecordId: z.union([z.string(), z.number()]).optional(),
  score: int("高考总分", 0, 750),
  rank: int("位次", 1, 2_000_000),
  subjects: listOf(z.enum([...SHORT_ELECTIVES, "思想政治"], { message: "选考科目应为 物理 化学 生物 政治 历史 地理 技术" })),
  /** 3+1+2 scopes: the 首选 subject's track. */
  track: z.enum(["physics", "history"], { message: "首选科目应为 physics（物理）或 history（历史）" }).optional(),
  year: int("年份", 2000, 2100),
  asOf: int("数据年份", 2000, 2100),
  /** The batch listed: 本科批 by default; gd also 专科批 and the 提前批. */
  batch: z.enum(BATCH_NAMES, { message: "批次应为 本科批 专科批 本科提前批 专科提前批" }).optional(),
  band: listOf(z.enum(BAND_NAMES, { message: "band 应为 gamble radical steady conservative bottom" })),
  sort: z.enum(SORTS, { message: "sort 应为 rank probability planCount" }).optional(),
  includeIneligible: flag,
  // Filters (docs/api.md).
  schoolProvince: listOf(z.string().trim().min(1).max(20)),
  schoolCity: listOf(z.string().trim().min(1).max(20)),
  schoolLevel: listOf(z.string().trim().min(1).max(10)),
  schoolType: listOf(z.string().trim().min(1).max(10)),
  schoolTags: listOf(z.enum(SCHOOL_TAGS, { message: "院校标签应为 985 211 双一流" })),
  schoolNature: z.enum(["public", "private"], { message: "办学性质应为 public（公办）或 private（民办）" }).optional(),
  majorClass: listOf(z.string().regex(/^\d{2}(\d{2})?$/, "专业门类/专业类应为 2 位或 4 位专业代码")),
  tuitionMin: int("学费下限", 0, 1_000_000),
  tuitionMax: int("学费上限", 0, 1_000_000),
  keyword: z.string().trim().max(30, "关键词不超过 30 个字").optional(),
  /** One university's units only (queryEnrollMajors). */
  ucode: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ message: "ucode 应为院校编号" }).int("ucode 应为院校编号").min(1, "ucode 应为院校编号").optional()),
  page: int("页码", 1, 100_000),
  pageSize: int("每页条数", 1, 500),
});
export type EnrollQuery = z.infer<typeof EnrollQuerySchema>;

export const RankRegionQuerySchema = z.object({
  rank: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ message: "请填写位次" }).int("位次应为正整数").min(1, "位次应为正整数").max(2_000_000, "位次超出范围")),
  track: z.enum(["physics", "history"], { message: "首选科目应为 physics（物理）或 history（历史）" }).optional(),
  year: int("年份", 2000, 2100),
});

export interface EnrollHistoryLine {
  year: number;
  minScore: number | null;
  minRank: number | null;
  /** official | derived | interpolated | estimated | above-table */
  rankKind: string | null;
  planCount: number | null;
  /** The student's rank as a score in that year's table (null where the year has none). */
  equivalentScore: number | null;
  /** Group units: the group code printed that year (groups are renumbered). */
  groupCode?: string | null;
}

export interface EnrollGroupMajor {
  name: string;
  /** Catalogue code (专业代码 or 专业类 code) as the plan gives it. */
  code: string | null;
  plan: number | null;
  eligibility: { eligible: boolean; reason: string | null };
}

export interface EnrollUnit {
  unitId: string;
  ucode: string;
  zsCode: string | null;
  universityName: string;
  majorName: string;
  majorCode: string | null;
  groupCode: string | null;
  /** Group units only (院校专业组): the group's majors as its plan lists them, each with the student's eligibility. */
  majors?: EnrollGroupMajor[];
  planCount: number | null;
  probability: number | null;
  band: BandName | null;
  rankType: number | null;
  predictedRank: number | null;
  predictedRankRange: [number, number] | null;
  history: EnrollHistoryLine[];
  basis: "major" | "group" | "school" | "borrowed" | null;
  eligible: boolean;
  ineligibleReason: string | null;
  tuition: number | null;
  school: { province: string | null; city: string | null; level: string | null; type: string | null; isPublic: boolean | null; is985: boolean; is211: boolean; isDoubleFirstClass: boolean };
  explanation: {
    basis: string | null;
    isNew: boolean;
    lines: Array<EnrollHistoryLine & { segment: string; matchedBy: string }>;
    predictedRank: number | null;
    predictedRankRange: [number, number] | null;
    margin: number | null;
    reason: string;
  };
}

export type BandCountFields = { [B in BandName as `${B}_size` | `${B}_uni_num` | `${B}_major_num`]: number };

export interface EnrollAnswer extends BandCountFields {
  units: EnrollUnit[];
  /** What a unit is in this scope: major (专业+院校), group (院校专业组 with its majors), school (a school's lowest line: ah has no other). */
  unitKind: "major" | "group" | "school";
  /** The batch whose units are listed (本科批 unless asked for another). */
  batch: string;
  total_size: number;
  /** Universities among the total_size units. */
  total_uni_num: number;
  page: number;
  pageSize: number;
  scope: string;
  track: string;
  year: number;
  asOf: number;
  historyYears: number[];
  /** The year the units' plan counts come from. */
  planYear: number | null;
  studentRank: number;
  /** Which year's 一分一段表 turned the score into a rank (null when a rank was given). */
  rankFromYear: number | null;
  /** Data access: false when the viewer sees only the first units of each band. */
  access: { full: boolean; perBand: number | null; notice: string | null };
  source: string;
}

export interface RankRegionAnswer {
  rank: number;
  year: number;
  track: string;
  /** Priced units and their universities, whatever their band. */
  unit_num: number;
  uni_num: number;
  /** Per band: [lowest, highest] predicted line rank of the units in it, null when none is. */
  gamble: [number, number] | null;
  radical: [number, number] | null;
  steady: [number, number] | null;
  conservative: [number, number] | null;
  bottom: [number, number] | null;
}

// ---- major history filters: /yc-zhiyuan/major-enrollment-history/filter-by-{major,grade,ranking} ----

export const MAJOR_TEXT = {
  needMajor: "请选择专业",
  needScore: "请填写高考总分",
  needRank: "请填写位次",
} as const;

export const MajorHistoryQuerySchema = z.object({
  /** Catalogue code: 6 characters (专业, e.g. 080901) or 4 digits (专业类, e.g. 0809). */
  majorCode: z.string().trim().regex(/^\d{4}(\d{2}[A-Z]{0,2})?$/, "专业代码应为 4 位（专业类）或 6 位（专业）").optional(),
  /** A major's name (bracketed notes ignored) when no code is given. */
  majorName: z.string().trim().min(1).max(30, "专业名称不超过 30 个字").optional(),
  score: int("高考总分", 0, 750),
  rank: int("位次", 1, 2_000_000),
  subjects: listOf(z.enum([...SHORT_ELECTIVES, "思想政治"], { message: "选考科目应为 物理 化学 生物 政治 历史 地理 技术" })),
  track: z.enum(["physics", "history"], { message: "首选科目应为 physics（物理）或 history（历史）" }).optional(),
  year: int("年份", 2000, 2100),
  keyword: z.string().trim().max(30, "关键词不超过 30 个字").optional(),
  /** One university only (querySchoolMajors). */
  ucode: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ message: "ucode 应为院校编号" }).int("ucode 应为院校编号").min(1, "ucode 应为院校编号").optional()),
  page: int("页码", 1, 100_000),
  pageSize: int("每页院校数", 1, 100),
});
export type MajorHistoryQuery = z.infer<typeof MajorHistoryQuerySchema>;

export interface MajorHistoryUnit {
  unitId: string;
  majorName: string;
  majorCode: string | null;
  groupCode: string | null;
  /** The majors of a group (or, in ah, of the school's plan) that are the chosen major. */
  matchedMajors: Array<{ name: string; code: string | null; plan: number | null }>;
  planCount: number | null;
  history: EnrollHistoryLine[];
  basis: "major" | "group" | "school" | "borrowed" | null;
  predictedRank: number | null;
  /** Null without a score or rank. */
  probability: number | null;
  band: BandName | null;
  eligible: boolean;
  ineligibleReason: string | null;
}

export interface MajorHistoryUniversity {
  ucode: string;
  universityName: string;
  zsCode: string | null;
  province: string | null;
  city: string | null;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  units: MajorHistoryUnit[];
}

export interface MajorHistoryAnswer {
  university_count: number;
  university_list: MajorHistoryUniversity[];
  /** Units (专业+院校, groups or school lines) offering the major. */
  unit_count: number;
  major: { code: string | null; name: string | null };
  unitKind: "major" | "group" | "school";
  scope: string;
  track: string;
  year: number;
  historyYears: number[];
  planYear: number | null;
  studentRank: number | null;
  rankFromYear: number | null;
  page: number;
  pageSize: number;
  access: { full: boolean; perBand: number | null; notice: string | null };
  source: string;
}

/** The undergraduate catalogue as a tree (门类 → 专业类 → 专业), for choosing a major. */
export interface MajorCatalogue {
  disciplines: Array<{ code: string; name: string; classes: Array<{ code: string; name: string; majors: Array<{ code: string; name: string }> }> }>;
  /** Majors whose name contains the keyword (when one is given). */
  matches: Array<{ code: string; name: string; className: string | null }>;
}

export const MajorCatalogueQuerySchema = z.object({ keyword: z.string().trim().max(30, "关键词不超过 30 个字").optional() });

/** queryEnrollNum: the candidate list's counts without its units. */
export type EnrollNumAnswer = Omit<EnrollAnswer, "units">;

/** queryEnrollSchools (/v2, /v3): the candidate list by university. */
export interface EnrollSchool {
  ucode: string;
  universityName: string;
  zsCode: string | null;
  province: string | null;
  city: string | null;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  /** The university's units in the list, per band. */
  unit_count: number;
  bands: Record<BandName, number>;
  /** Its best predicted line and the student's highest probability among its units. */
  bestPredictedRank: number | null;
  maxProbability: number | null;
}
export type EnrollSchoolsAnswer = Omit<EnrollAnswer, "units"> & { schools: EnrollSchool[]; school_count: number };
