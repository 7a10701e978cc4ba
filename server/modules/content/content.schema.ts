// Contracts of operator content (/yc-admin/contents, /yc-news), importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";

export const CONTENT_KINDS = ["article", "lesson", "manual", "live", "show", "vocational"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_STATUSES = ["draft", "scheduled", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const STATUS_LABEL: Record<ContentStatus, string> = { draft: "草稿", scheduled: "定时发布", published: "已发布", archived: "已下线" };
export const KIND_LABEL: Record<ContentKind, string> = {
  article: "高考资讯",
  lesson: "微课堂",
  manual: "使用手册",
  live: "直播间",
  show: "直通高校",
  vocational: "高职提前招生",
};
/** Kinds whose Markdown body is the item itself; the others carry their facts in `details` and may leave it empty. */
export const BODY_REQUIRED_KINDS: readonly ContentKind[] = ["article", "lesson", "manual"];

/** Spec §7: the news list's provinceId defaults to 1100 (no province: content for every scope). */
export const DEFAULT_PROVINCE_ID = 1100;

export const CONTENT_TEXT = {
  titleRequired: "请输入标题",
  titleTooLong: "标题不能超过 80 个字",
  summaryTooLong: "摘要不能超过 200 个字",
  bodyRequired: "请输入正文",
  bodyTooLong: "正文不能超过 50000 个字",
  publishAtInvalid: "请输入正确的发布时间",
  channelsRequired: "请至少选择一个渠道",
  scopesRequired: "请至少选择一个省份",
  channelInvalid: "请选择正确的渠道",
  scopeInvalid: "请选择正确的省份",
  coverMissing: "封面图片不存在，请重新上传",
  coverNotImage: "封面必须是图片",
  notFound: "内容不存在或已下线",
  saved: "保存成功",
  uploaded: "上传成功",
} as const;

const codes = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string().trim().toLowerCase().regex(/^[a-z0-9]+$/, invalid)).min(1, required).max(50),
  );

/** What staff send to create or change a content item. `action` says what happens to its status. */
export const ContentInputSchema = z.object({
  kind: z.enum(CONTENT_KINDS).default("article"),
  title: z.string({ required_error: CONTENT_TEXT.titleRequired }).trim().min(1, CONTENT_TEXT.titleRequired).max(80, CONTENT_TEXT.titleTooLong),
  summary: z.string().trim().max(200, CONTENT_TEXT.summaryTooLong).default(""),
  category: z.string().trim().max(20).default(""),
  // Required for the kinds of BODY_REQUIRED_KINDS (checked by the service, which knows the kind).
  body: z.string().trim().max(50_000, CONTENT_TEXT.bodyTooLong).default(""),
  source: z.string().trim().max(200).default(""),
  coverUploadId: z.string().trim().max(64).nullish().transform((v) => v || null),
  channels: codes(CONTENT_TEXT.channelsRequired, CONTENT_TEXT.channelInvalid),
  scopes: codes(CONTENT_TEXT.scopesRequired, CONTENT_TEXT.scopeInvalid),
  /** draft: keep as a draft; publish: publish now, or at publishAt when that is later; archive: take it down. */
  action: z.enum(["draft", "publish", "archive"]).default("draft"),
  /** ISO instant with offset, e.g. 2026-06-25T10:00:00+08:00. */
  publishAt: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(z.string().datetime({ offset: true, message: CONTENT_TEXT.publishAtInvalid }).nullable()),
  series: z.string().trim().max(40).nullish().transform((v) => v || null),
  seriesOrder: z.coerce.number().int().min(0).max(999).nullish(),
  durationMinutes: z.coerce.number().int().min(0).max(600).nullish(),
  videoUrl: z.string().trim().max(500).nullish().transform((v) => v || null),
  /** The kind's own fields (content-details.schema.ts), checked by the service. */
  details: z.record(z.unknown()).nullish().transform((v) => v ?? null),
});
export type ContentInput = z.infer<typeof ContentInputSchema>;
export const ContentUpdateSchema = ContentInputSchema.extend({ id: z.coerce.number().int().min(1) });
export type ContentUpdate = z.infer<typeof ContentUpdateSchema>;

export const ContentIdSchema = z.object({
  id: z.coerce.number({ invalid_type_error: CONTENT_TEXT.notFound }).int(CONTENT_TEXT.notFound).min(1, CONTENT_TEXT.notFound).max(2_147_483_647, CONTENT_TEXT.notFound),
});
export const AdminContentQuerySchema = z.object({ kind: z.enum(CONTENT_KINDS).default("article") });

export const AdminContentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  /** Scheduled and its time has come: what the public sees as published. */
  live: z.boolean(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  body: z.string(),
  source: z.string(),
  coverUploadId: z.string().nullable(),
  cover: z.string().nullable(),
  channels: z.array(z.string()),
  scopes: z.array(z.string()),
  publishAt: z.string().nullable(),
  reads: z.number().int(),
  series: z.string().nullable(),
  seriesOrder: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  details: z.record(z.unknown()).nullable(),
  updatedAt: z.string(),
});
export type AdminContent = z.infer<typeof AdminContentSchema>;
export const AdminPreviewSchema = AdminContentSchema.extend({ html: z.string() });

export const UploadInputSchema = z.object({ bytes: z.instanceof(Uint8Array, { message: "请选择要上传的文件" }) });
export const UploadSchema = z.object({ id: z.string(), url: z.string(), mime: z.string(), size: z.number().int(), width: z.number().int().nullable(), height: z.number().int().nullable() });
export type Upload = z.infer<typeof UploadSchema>;

/** GET /yc-news/articles */
export const ArticlesQuerySchema = z.object({
  provinceId: z.coerce.number().int().catch(DEFAULT_PROVINCE_ID).default(DEFAULT_PROVINCE_ID),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  category: z.string().trim().max(20).optional(),
});
export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  source: z.string(),
  publishAt: z.string(),
  reads: z.number().int(),
  cover: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;
export const ArticlePageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  categories: z.array(z.string()),
  results: z.array(ArticleSummarySchema),
});
export type ArticlePage = z.infer<typeof ArticlePageSchema>;
export const ArticleSchema = ArticleSummarySchema.extend({ html: z.string() });
export type Article = z.infer<typeof ArticleSchema>;

/** GET /yc-news/lessons: the micro-class series visible to the caller, each with its lessons in order. */
export const LessonSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  series: z.string(),
  order: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  hasVideo: z.boolean(),
  publishAt: z.string(),
  source: z.string(),
});
export type LessonSummary = z.infer<typeof LessonSummarySchema>;
export const LessonSeriesSchema = z.object({ name: z.string(), count: z.number().int(), minutes: z.number().int(), lessons: z.array(LessonSummarySchema) });
export const LessonCatalogueSchema = z.object({ series: z.array(LessonSeriesSchema) });
export type LessonCatalogue = z.infer<typeof LessonCatalogueSchema>;
/** GET /yc-news/lessons/reading?id= */
export const LessonSchema = LessonSummarySchema.extend({
  html: z.string(),
  videoUrl: z.string().nullable(),
  previous: LessonSummarySchema.nullable(),
  next: LessonSummarySchema.nullable(),
});
export type Lesson = z.infer<typeof LessonSchema>;
/** GET /yc-news/manual: the user-manual pages in order. */
export const ManualPageSchema = z.object({ id: z.number().int(), title: z.string(), summary: z.string(), publishAt: z.string(), html: z.string() });
export const ManualSchema = z.object({ pages: z.array(ManualPageSchema) });
export type Manual = z.infer<typeof ManualSchema>;
