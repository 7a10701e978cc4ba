// The 7选3 endpoints' inputs and answers (docs/api-xuanke.md): zod and types only, importable by app/.
import { z } from "zod";

export const XUANKE_TEXT = {
  pickThree: "请选择 3 门科目",
  tooMany: "最多选择 3 门科目",
  majorsMissing: "请至少选择 1 个目标专业",
  majorsTooMany: "最多选择 10 个目标专业",
  compareTooMany: "最多对比 3 个科目组合",
} as const;

const subjectList = z.union([z.array(z.string().max(10)).max(10), z.string().max(40).transform((s) => s.split(/[,，、\s]+/).filter(Boolean))]);

/** A combination: `subjects` (full names, ["物理","化学","生物"]) or `combination` ("物化生"); the service checks it against the scope. */
export const ComboInputSchema = z.object({
  subjects: subjectList.optional(),
  combination: z.string().max(20).optional(),
});
export type ComboInput = z.infer<typeof ComboInputSchema>;

export const MajorSubjectPageSchema = ComboInputSchema.extend({
  current_page: z.coerce.number().int().min(1, "页码有误").max(10_000, "页码有误").default(1),
  page_size: z.coerce.number().int().min(1).max(100, "每页最多 100 条").default(20),
  /** false (default): the majors the combination closes; true: the ones it keeps open. */
  open: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).default(false),
  /** 门类 code (e.g. "08") to narrow the list. */
  discipline: z.string().max(10).optional(),
  keyword: z.string().max(30).optional(),
});
export type MajorSubjectPageInput = z.infer<typeof MajorSubjectPageSchema>;

export const SubjectExtractSchema = z.object({
  /** Catalogue codes of majors (080901) or 专业类 (0809); at most 10. */
  majors: z.union([z.array(z.string().max(12)), z.string().max(200).transform((s) => s.split(/[,，\s]+/).filter(Boolean))]),
});
export type SubjectExtractInput = z.infer<typeof SubjectExtractSchema>;

export const MajorListSchema = z.object({
  keyword: z.string().max(30).optional(),
  /** 专业类 code: that class's majors. */
  classCode: z.string().max(8).optional(),
  level: z.enum(["本科", "专科", "职教本科"]).default("本科"),
});
export type MajorListInput = z.infer<typeof MajorListSchema>;

export interface Tally {
  open: number;
  total: number;
  /** open ÷ total, null when total is 0. */
  share: number | null;
}
export interface GroupShare {
  code: string | null;
  name: string;
  places: Tally;
  majors: Tally;
}

export interface CoverageAnswer {
  scope: string;
  year: number;
  track: string;
  /** What the figures count, with the year: e.g. "2025 年浙江普通类平行投档 专业+院校（一段、二段）". */
  basis: string;
  source: string;
  combination: { subjects: string[]; label: string };
  places: Tally;
  majors: Tally;
  byDiscipline: GroupShare[];
  byClass: GroupShare[];
  known: { rows: number; totalRows: number; share: number };
  /** Said on the page when the data is partial (sd). */
  note: string | null;
}

export interface MajorSubjectItem {
  code: string | null;
  name: string;
  discipline: string;
  className: string;
  openPlaces: number;
  totalPlaces: number;
  /** The requirements its offerings carry, most places first. */
  requirements: Array<{ text: string; places: number }>;
}
export interface MajorSubjectPage {
  current_page: number;
  page_size: number;
  total: number;
  year: number;
  basis: string;
  combination: { subjects: string[]; label: string };
  content: MajorSubjectItem[];
}

export interface RequirementShare {
  text: string | null;
  mode: string;
  subjects: string[];
  rows: number;
  places: number;
  share: number | null;
}
export interface ExtractMajor {
  code: string;
  name: string;
  className: string | null;
  years: Array<{ year: number; track: string; basis: string; rows: number; places: number; requirements: RequirementShare[] }>;
}
export interface ExtractCombination {
  subjects: string[];
  label: string;
  track: string;
  keepsAllOpen: boolean;
  openPlaces: number;
  totalPlaces: number;
  share: number | null;
  perMajor: Array<{ code: string; open: number; total: number; share: number | null }>;
}
export interface CorePair {
  subjects: string[];
  label: string;
  /** Every combination containing the pair keeps every target major open (at least one offering each). */
  keepsAllOpen: boolean;
  minOpenPlaces: number;
  minShare: number;
  maxShare: number;
  combinations: string[];
}
export interface SubjectExtractAnswer {
  scope: string;
  year: number;
  source: string;
  majors: ExtractMajor[];
  combinations: ExtractCombination[];
  /** The best pair to hold on to (物理+化学 when every 物化X keeps all targets open with the most places): pairs[0]. */
  core: CorePair | null;
  pairs: CorePair[];
  note: string | null;
}

export interface CatalogueMajor {
  code: string;
  name: string;
  level: string;
  classCode: string | null;
  className: string | null;
  disciplineCode: string | null;
  discipline: string | null;
}
export interface MajorListAnswer {
  results: CatalogueMajor[];
  /** Without keyword or class: the catalogue as 门类 → 专业类 → majors. */
  tree: Array<{ code: string; name: string; classes: Array<{ code: string; name: string; majors: Array<{ code: string; name: string }> }> }> | null;
}
