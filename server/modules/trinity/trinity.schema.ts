import { z } from "zod";
import { SourceRefSchema } from "../reference/reference.schema";
import type { CompositeResult } from "./composite";

// Contracts of the 三位一体 queries (docs/api-trinity.md); no server dependencies: importable by app/.

export const TRINITY_TEXT = {
  zjOnly: "三位一体综合评价招生仅面向浙江考生",
  notFound: "未找到该院校的三位一体招生信息",
  grade: "学考等级门数须为 0 到 10 的整数",
  gradesSum: "学考 A、B、C、D 门数合计应为 10 门",
  gaokao: "请输入 0 到 750 之间的高考成绩",
  xiaoce: "请输入 0 到 100 之间的校测假设分",
  keyword: "关键词最多 40 个字",
  subjects: "选考科目只能从物理、化学、生物、政治、历史、地理、技术中选择",
  ids: "请选择要计算的院校",
} as const;

const ELECTIVES = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const keyword = z.preprocess(blankToUndefined, z.string().trim().max(40, TRINITY_TEXT.keyword).optional());
const text = z.preprocess(blankToUndefined, z.string().trim().max(40, TRINITY_TEXT.keyword).optional());
const gradeCount = z.preprocess(blankToUndefined, z.coerce.number({ invalid_type_error: TRINITY_TEXT.grade }).int(TRINITY_TEXT.grade).min(0, TRINITY_TEXT.grade).max(10, TRINITY_TEXT.grade).optional());
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(50);
const flag = z.preprocess(blankToUndefined, z.union([z.boolean(), z.enum(["true", "false", "1", "0", "on"]).transform((v) => v !== "false" && v !== "0")]).optional());
/** "物理,化学,技术", or the subject repeated. */
const subjects = z.preprocess(
  (v) => (v === "" || v == null ? undefined : (Array.isArray(v) ? v.flatMap((s) => String(s).split(/[,，、\s]+/)) : String(v).split(/[,，、\s]+/)).filter(Boolean)),
  z.array(z.enum(ELECTIVES, { errorMap: () => ({ message: TRINITY_TEXT.subjects }) })).max(3, "选考科目最多 3 门").optional(),
);

/** Grades are optional as a whole; given, they must add up to the 10 subjects. */
const withGrades = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, A: gradeCount, B: gradeCount, C: gradeCount, D: gradeCount })
    .refine((q) => [q.A, q.B, q.C, q.D].every((n) => n === undefined) || (q.A ?? 0) + (q.B ?? 0) + (q.C ?? 0) + (q.D ?? 0) === 10, { message: TRINITY_TEXT.gradesSum, path: ["A"] });

export const GAOKAO_WEIGHT_BANDS = { low: "≤ 60%", mid: "61%–80%", high: "> 80%" } as const;

/** query_three_in_one_v2018: the school filter. */
export const SchoolQuerySchema = withGrades({
  keyword,
  city: text,
  type: text,
  gaokaoWeight: z.preprocess(blankToUndefined, z.enum(["low", "mid", "high"], { errorMap: () => ({ message: "高考权重只能是 low、mid 或 high" }) }).optional()),
  /** Only schools whose 学考 threshold the grades meet (needs A–D). */
  meets: flag,
  page,
  pageSize,
}).refine((q) => !q.meets || q.A !== undefined || q.B !== undefined || q.C !== undefined || q.D !== undefined, { message: "请先填写学考 A、B、C、D 门数", path: ["meets"] });
export type SchoolQuery = z.infer<typeof SchoolQuerySchema>;

/** query_three_in_one_v2020: one school with its majors and rules. */
export const SchoolDetailQuerySchema = z
  .object({
    id: z.preprocess(blankToUndefined, z.coerce.number({ invalid_type_error: "无效的院校编号" }).int("无效的院校编号").positive("无效的院校编号").max(2_000_000_000, "无效的院校编号").optional()),
    ucode: z.preprocess(blankToUndefined, z.coerce.string().regex(/^\d{1,9}$/, "无效的院校代码").optional()),
    /** The student's electives: each major says whether they satisfy it. */
    subjects,
  })
  .refine((q) => q.id !== undefined || q.ucode !== undefined, { message: "请提供院校编号（id）或院校代码（ucode）", path: ["id"] });
export type SchoolDetailQuery = z.infer<typeof SchoolDetailQuerySchema>;

/** query_three_in_one_2021: the major filter (non-high-level). */
export const MajorQuerySchema = z.object({
  keyword,
  majorClass: text,
  category: text,
  school: text,
  subjects,
  /** Only majors the subjects satisfy. */
  eligibleOnly: flag,
  page,
  pageSize,
});
export type MajorQuery = z.infer<typeof MajorQuerySchema>;

/** query_three_in_one_composite: the composite calculator. */
export const CompositeQuerySchema = z
  .object({
    A: gradeCount,
    B: gradeCount,
    C: gradeCount,
    D: gradeCount,
    gaokao: z.preprocess(blankToUndefined, z.coerce.number({ invalid_type_error: TRINITY_TEXT.gaokao, required_error: TRINITY_TEXT.gaokao }).min(0, TRINITY_TEXT.gaokao).max(750, TRINITY_TEXT.gaokao)),
    xiaoce: z.preprocess(blankToUndefined, z.coerce.number({ invalid_type_error: TRINITY_TEXT.xiaoce }).min(0, TRINITY_TEXT.xiaoce).max(100, TRINITY_TEXT.xiaoce).default(80)),
    /** School ids (trinity rules ids); none: every school. */
    ids: z.preprocess(
      (v) => (v === "" || v == null ? undefined : (Array.isArray(v) ? v : String(v).split(/[,，\s]+/)).filter((s) => s !== "")),
      z.array(z.coerce.number({ invalid_type_error: TRINITY_TEXT.ids }).int(TRINITY_TEXT.ids).positive(TRINITY_TEXT.ids)).max(60, "一次最多计算 60 所院校").optional(),
    ),
  })
  .refine((q) => (q.A ?? 0) + (q.B ?? 0) + (q.C ?? 0) + (q.D ?? 0) === 10, { message: TRINITY_TEXT.gradesSum, path: ["A"] });
export type CompositeQuery = z.infer<typeof CompositeQuerySchema>;

export const OnlineWatchingQuerySchema = z.object({ keyword });

// ---- answers ----------------------------------------------------------------------------------

export interface TrinityStat {
  year: number;
  applicants: number | null;
  shortlisted: number | null;
  admitted: number | null;
  lowestRaw: number | null;
  lowestPct: number | null;
  thresholdText: string | null;
  /** Round figures: a compiler's estimate, not a published figure. */
  estimated: boolean;
}

export interface TrinityThreshold {
  /** The school's own words, and the year they are from. */
  text: string | null;
  year: number | null;
  /** What the product reads from it ("A ≥ 5 门 或 折算分 ≥ 90"); null: not stated in numbers. */
  rule: string | null;
  /** Whether the grades sent meet it (null: no grades sent, or not stated in numbers). */
  met: boolean | null;
}

export interface TrinitySchool {
  id: number;
  ucode: string | null;
  name: string;
  city: string | null;
  type: string | null;
  nature: string | null;
  year: number;
  weights: { xuekao: number; xiaoce: number; gaokao: number };
  formulaText: string;
  formulaKind: string;
  gradeTable: { A: number; B: number; C: number; D: number };
  fullMarks: { xuekao: number; xiaoce: number; gaokao: number };
  note: string | null;
  majorCount: number;
  /** Σ of the known plans; majors whose plan is unknown are counted apart. */
  planTotal: number;
  planUnknown: number;
  threshold: TrinityThreshold;
  /** Newest year first. */
  stats: TrinityStat[];
  rule: { year: number | null; title: string | null; url: string | null };
  source: z.infer<typeof SourceRefSchema>;
}

export interface TrinityMajor {
  id: number;
  schoolId: number;
  school: string;
  ucode: string | null;
  name: string;
  category: string | null;
  majorClass: string | null;
  requirement: { mode: string; subjects: string[]; text: string };
  plan: number | null;
  /** Against the subjects sent; null when none were sent. */
  eligible: boolean | null;
  reason: string | null;
}

export interface SchoolPage {
  year: number;
  total: number;
  results: TrinitySchool[];
  cities: string[];
  types: string[];
  source: z.infer<typeof SourceRefSchema>;
}

export interface MajorPage {
  year: number;
  total: number;
  results: TrinityMajor[];
  majorClasses: string[];
  categories: string[];
  schools: string[];
  source: z.infer<typeof SourceRefSchema>;
}

/** A school's weights in an earlier year, as an older compilation gives them (its own confidence). */
export interface TrinityFormulaHistory {
  year: number;
  gaokaoPct: number | null;
  xiaocePct: number | null;
  xuekaoPct: number | null;
  note: string | null;
  confidence: string | null;
  source: z.infer<typeof SourceRefSchema>;
}

export interface SchoolDetail {
  results: TrinitySchool;
  major_details: TrinityMajor[];
  /** Earlier years' weights from older compilations, newest first (each year its own figure). */
  formula_history: TrinityFormulaHistory[];
}

export interface CompositeRow {
  school: Pick<TrinitySchool, "id" | "ucode" | "name" | "formulaText" | "weights" | "rule">;
  result: CompositeResult;
  /** The newest year with a lowest composite. */
  lowest: { year: number; pct: number | null; raw: number | null; estimated: boolean } | null;
  /** composite − lowest (百分制); null when either is unknown. */
  gap: number | null;
  verdict: string;
  threshold: TrinityThreshold;
}

export interface CompositeAnswer {
  year: number;
  input: { grades: { A: number; B: number; C: number; D: number }; gaokao: number; xiaoce: number };
  results: CompositeRow[];
  assumptions: string[];
  source: z.infer<typeof SourceRefSchema>;
}

export interface OnlineWatching {
  results: Array<{ id: number; ucode: string | null; name: string; year: number | null; title: string | null; url: string | null }>;
}
