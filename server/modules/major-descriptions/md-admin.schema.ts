// The admin module's view of the site's major descriptions: list, one with its draft, save a draft, publish.
import { z } from "zod";

export const MD_TEXT = {
  notFound: "专业不存在",
  noDraft: "没有待发布的草稿",
  introShort: "简介至少 20 个字",
  introLong: "简介不能超过 2000 个字",
  coursesCount: "主要课程请填写 3 到 15 门，每行一门",
  careersCount: "就业方向请填写 1 到 15 项，每行一项",
  itemLong: "每门课程或每个方向不超过 60 个字",
  noFigures: "不得包含薪资或就业率数字（没有可引用的来源）",
  badCharacter: "内容含有无法识别的字符（�），请检查后重新输入",
  saved: "草稿已保存",
  published: "已发布",
  discarded: "草稿已放弃",
} as const;

export const MD_LEVELS = ["本科", "职教本科", "专科"] as const;
const level = z.enum(MD_LEVELS, { errorMap: () => ({ message: MD_TEXT.notFound }) });
const code = z.string().regex(/^\d{6}[A-Z]{0,2}$/, MD_TEXT.notFound);

export const MdKeySchema = z.object({ level, code });

export const MdListQuerySchema = z.object({
  keyword: z.string().trim().max(40).default(""),
  /** described: has a published text; draft: has an unpublished edit; none: not written yet. */
  status: z.enum(["all", "described", "draft", "none"]).default("all"),
  level: z.enum(["all", ...MD_LEVELS]).default("all"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type MdListQuery = z.infer<typeof MdListQuerySchema>;

const item = z.string().trim().min(1).max(60, MD_TEXT.itemLong);
export const MdDraftInputSchema = MdKeySchema.extend({
  intro: z.string().trim().min(20, MD_TEXT.introShort).max(2000, MD_TEXT.introLong),
  courses: z.array(item).min(3, MD_TEXT.coursesCount).max(15, MD_TEXT.coursesCount),
  careers: z.array(item).min(1, MD_TEXT.careersCount).max(15, MD_TEXT.careersCount),
})
  // A U+FFFD is a character lost on the way (a bad copy or a damaged page), never something to publish.
  .refine((e) => ![e.intro, ...e.courses, ...e.careers].some((t) => t.includes("\uFFFD")), { message: MD_TEXT.badCharacter, path: ["intro"] })
  .refine((e) => !/[0-9]+(\.[0-9]+)?\s*[%％]|月薪|年薪|薪资|就业率/.test(`${e.intro}${e.courses.join("")}${e.careers.join("")}`), { message: MD_TEXT.noFigures, path: ["intro"] });
export type MdDraftInput = z.infer<typeof MdDraftInputSchema>;

const TextSchema = z.object({ intro: z.string(), courses: z.array(z.string()), careers: z.array(z.string()) });
export const MdItemSchema = z.object({
  code: z.string(),
  level: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  published: TextSchema.extend({ author: z.string(), date: z.string() }).nullable(),
  draft: TextSchema.extend({ updatedAt: z.string() }).nullable(),
});
export type MdItem = z.infer<typeof MdItemSchema>;

export const MdRowSchema = z.object({
  code: z.string(),
  level: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  publishedDate: z.string().nullable(),
  draftUpdatedAt: z.string().nullable(),
});
export const MdPageSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), results: z.array(MdRowSchema) });
export type MdPage = z.infer<typeof MdPageSchema>;
