import { z } from "zod";
import type { GroupMajor } from "./group-majors";

// Contracts of application plans (志愿方案) under /yc-zhiyuan/rest/ (no server dependencies: importable by app/).

export const PLAN_TEXT = {
  saved: "保存成功",
  deleted: "删除成功",
  notFound: "未找到该志愿方案",
  stale: "该志愿方案已在其他页面或设备上修改并保存，本次保存未覆盖它；你这次的内容已另存为“冲突副本”，可在“我的志愿”中打开比较",
  blocked: "志愿方案有必须修改的问题，暂不能保存",
  staleEditor: "该志愿方案已在其他页面或设备上修改并保存，本页内容已过期，未覆盖。请到“我的志愿表”重新打开后再修改",
  badType: "志愿段/批次有误",
  tooMany: "志愿数量超过上限",
  needStudent: "请先选择成绩记录或填写高考总分/位次",
  collected: "收藏成功",
  uncollected: "已取消收藏",
  badToken: "下载链接无效或已过期，请重新导出",
  notEnough: "暂无足够数据",
} as const;

/** One slot of a plan: a unit (专业+院校, or a 院校专业组 with its chosen majors and 服从调剂). */
export const PlanEntrySchema = z.object({
  unitId: z.string().trim().min(1, "志愿缺少院校专业").max(80),
  /** Group scopes: the chosen majors of the group (codes or names), in order. */
  majors: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
  /** Group scopes: 服从专业调剂. */
  adjust: z.boolean().optional(),
  /** Marked as the dream entry (enshrineDream). */
  dream: z.boolean().optional(),
});
export type PlanEntry = z.infer<typeof PlanEntrySchema>;

/** Who the plan is for: a saved score record, or a typed score/rank with subjects (mock filling). */
export const PlanStudentSchema = z.object({
  scoreRecordId: z.string().trim().max(80).nullable().optional(),
  score: z.number().int().min(0).max(750).nullable().optional(),
  rank: z.number().int().min(1).max(2_000_000).nullable().optional(),
  subjects: z.array(z.string().max(4)).max(3).optional(),
  track: z.enum(["physics", "history"]).nullable().optional(),
});
export type PlanStudent = z.infer<typeof PlanStudentSchema>;

/** The student's own filters: entries outside them warn. */
export const PlanFiltersSchema = z.object({
  tuitionMax: z.number().int().min(0).max(1_000_000).nullable().optional(),
  provinces: z.array(z.string().trim().min(1).max(20)).max(40).optional(),
  split: z
    .object({ radical: z.number().min(0).max(100), steady: z.number().min(0).max(100), conservative: z.number().min(0).max(100), bottom: z.number().min(0).max(100) })
    .optional(),
  minSafeties: z.number().int().min(0).max(20).optional(),
});
export type PlanFilters = z.infer<typeof PlanFiltersSchema>;

const typeField = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ message: "请选择志愿段/批次" }).regex(/^\d$/, "志愿段/批次有误"));
const idField = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ message: "缺少志愿方案编号" }).trim().min(1, "缺少志愿方案编号").max(80));

export const SavePlanSchema = z.object({
  /** Absent: a new plan. */
  id: idField.optional(),
  /** The version the client edited; required to update an existing plan. */
  version: z.number().int().min(0).optional(),
  type: typeField,
  name: z.string().trim().max(40, "方案名称不超过 40 个字").optional(),
  student: PlanStudentSchema,
  entries: z.array(PlanEntrySchema).max(200, PLAN_TEXT.tooMany),
  filters: PlanFiltersSchema.optional(),
});
export type SavePlanInput = z.infer<typeof SavePlanSchema>;

export const DraftSchema = z.object({
  type: typeField,
  /** The saved plan the draft edits (null: a new plan). */
  planId: idField.nullable().optional(),
  baseVersion: z.number().int().min(0).nullable().optional(),
  name: z.string().trim().max(40).optional(),
  student: PlanStudentSchema,
  entries: z.array(PlanEntrySchema).max(200, PLAN_TEXT.tooMany),
  filters: PlanFiltersSchema.optional(),
});
export type DraftInput = z.infer<typeof DraftSchema>;

export const PlanIdSchema = z.object({ id: idField });
export const PlanListQuerySchema = z.object({ type: typeField.optional() });
export const PlanTypeSchema = z.object({ type: typeField });
export const DreamSchema = z.object({ id: idField, unitId: z.string().trim().min(1).max(80), dream: z.boolean().optional() });

export const UnitIdsSchema = z.object({
  unitIds: z.preprocess((v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v), z.array(z.string().trim().min(1).max(80), { message: "请选择院校专业" }).min(1, "请选择院校专业").max(200)),
  /** collect (收藏, default) | unlike (不再显示) */
  kind: z.enum(["collect", "unlike"]).optional(),
  /** What the lists show for each unit (院校 专业), parallel to unitIds. */
  labels: z.array(z.string().trim().max(120)).max(200).optional(),
});
export const MarkKindSchema = z.object({ kind: z.enum(["collect", "unlike"]).optional(), keyword: z.string().trim().max(30).optional() });

export const HotDegreeSchema = z.object({
  type: typeField,
  rank: z.preprocess((v) => (typeof v === "string" && v !== "" ? Number(v) : v), z.number({ message: "请填写位次" }).int("位次应为正整数").min(1, "位次应为正整数").max(2_000_000)),
  unitIds: z.preprocess((v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v), z.array(z.string().trim().min(1).max(80)).max(200).optional()),
});

export interface PlanCheck {
  code: "slots" | "duplicate" | "ineligible" | "notInPlan" | "wrongBatch" | "groupMajors" | "order" | "unreachable" | "gradient" | "safeties" | "adjust" | "tuition" | "location";
  level: "block" | "warn";
  /** 0-based positions of the entries concerned (empty: the plan as a whole). */
  entries: number[];
  message: string;
}

export interface PlanOutcome {
  /** P(admitted by some entry). */
  admitted: number;
  /** P(滑档): no entry admits. */
  slide: number;
  /** P(entry i is the one that admits), in order. */
  byEntry: number[];
  byBand: Record<"gamble" | "radical" | "steady" | "conservative" | "bottom" | "unknown", number>;
  /** Expected position (1-based) of the admitting entry, given admission; null when nothing admits. */
  expectedPosition: number | null;
  /** 1-based positions between the 25th and 75th percentile of the admitting entry, given admission. */
  likelyRange: [number, number] | null;
  /** Independent-entries figure, for comparison: what multiplying the probabilities would say. */
  admittedIfIndependent: number;
  sentence: string;
  method: string;
}

/** A unit as the plan editor sees it: the candidate list's unit, or null where this year's plan has none. */
export interface PlanUnitView {
  unitId: string;
  universityName: string;
  majorName: string;
  majorCode: string | null;
  zsCode: string | null;
  groupCode: string | null;
  planCount: number | null;
  probability: number | null;
  band: "gamble" | "radical" | "steady" | "conservative" | "bottom" | null;
  predictedRank: number | null;
  predictedRankRange: [number, number] | null;
  eligible: boolean;
  ineligibleReason: string | null;
  tuition: number | null;
  school: { province: string | null; city: string | null };
  history: Array<{ year: number; minScore: number | null; minRank: number | null; planCount: number | null; equivalentScore: number | null }>;
  /** Group units: the group's majors in this year's plan, each with the student's eligibility. */
  majors?: GroupMajor[];
  source?: string;
}

export interface PlanView {
  id: string | null;
  scope: string;
  type: string;
  typeName: string;
  name: string;
  version: number;
  kind: "saved" | "conflict" | "draft";
  conflictOf: string | null;
  student: PlanStudent & { rankUsed: number | null; rankFromYear: number | null };
  filters: PlanFilters;
  entries: Array<PlanEntry & { unit: PlanUnitView | null }>;
  checks: PlanCheck[];
  blocking: number;
  outcome: PlanOutcome;
  year: number | null;
  source: string;
  createdAt: string;
  updatedAt: string;
  shareToken: string | null;
}

export interface PlanSummary {
  id: string;
  type: string;
  typeName: string;
  name: string;
  version: number;
  kind: "saved" | "conflict";
  conflictOf: string | null;
  entryCount: number;
  updatedAt: string;
  createdAt: string;
}
