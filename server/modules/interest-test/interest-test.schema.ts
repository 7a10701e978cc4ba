// The interest test endpoints' inputs and answers (docs/api-xuanke.md): zod and types only, importable by app/.
import { z } from "zod";
import type { TypeScore } from "./interest-test";

export const INTEREST_TEXT = {
  badCode: "霍兰德代码须由 R I A S E C 中不重复的 1 至 3 个字母组成",
  unfinished: "还有题目没有作答，请答完全部 48 题",
  notFound: "测评记录不存在",
  classUnknown: "未找到该专业类",
} as const;

const answersSchema = z.record(z.string().max(4), z.coerce.number().int().min(1, "每题请选择 1 至 5").max(5, "每题请选择 1 至 5")).refine((a) => Object.keys(a).length <= 48, "题目过多");

/** A page of answers merged into the draft; `reset` empties the draft first (start again). */
export const DraftInputSchema = z.object({ answers: answersSchema, reset: z.boolean().default(false) });
export const FinishInputSchema = z.object({ answers: answersSchema.default({}) });
export const TestIdSchema = z.object({ id: z.string().min(1).max(64) });

export const HuolandeListSchema = z.object({
  code: z.string().trim().toUpperCase().max(3),
  /** The six 0–100 scores, when known: they order the classes more finely than the code alone. */
  scores: z.record(z.enum(["R", "I", "A", "S", "E", "C"]), z.coerce.number().min(0).max(100)).optional(),
  limit: z.coerce.number().int().min(1).max(93).default(10),
});
export const ProfessionInfoSchema = z.object({ classCode: z.string().trim().regex(/^\d{4}$/, "专业类代码须为 4 位数字") });

export interface TestResult {
  id: string;
  code: string;
  scores: TypeScore[];
  createdAt: string;
}
export interface Draft {
  answers: Record<string, number>;
  answered: number;
  updatedAt: string | null;
}
export interface HuolandeClass {
  code: string;
  name: string;
  discipline: string | null;
  riasec: string;
  reason: string;
  fit: number;
}
export interface HuolandeListAnswer {
  code: string;
  classes: HuolandeClass[];
}
export interface ProfessionInfoAnswer extends HuolandeClass {
  majors: Array<{ code: string; name: string }>;
  /** In the caller's scope, newest year: the requirements of the class's offerings with their share of places. */
  year: number | null;
  basis: string | null;
  requirements: Array<{ text: string | null; places: number; share: number | null }>;
  pairs: Array<{ label: string; minShare: number; maxShare: number; keepsAllOpen: boolean }>;
  note: string | null;
}
