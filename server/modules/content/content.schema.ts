// Contracts of operator content (/yc-admin/contents, /yc-news), importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";

export const CONTENT_KINDS = ["article", "lesson", "manual", "live", "show", "vocational", "banner", "popup", "guide"] as const;
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
  banner: "首页横幅",
  popup: "首页弹窗",
  guide: "使用指南视频",
};
/** Kinds whose Markdown body is the item itself; the others carry their facts in `details` and may leave it empty. */
export const BODY_REQUIRED_KINDS: readonly ContentKind[] = ["article", "lesson", "manual"];

/** Who sees a popup: everyone, visitors only, logged-in users, or logged-in users with / without a score record in the scope. */
export const POPUP_AUDIENCES = ["all", "visitor", "user", "with_score", "without_score"] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];
export const AUDIENCE_LABEL: Record<PopupAudience, string> = { all: "所有访客", visitor: "未登录访客", user: "已登录用户", with_score: "已录入成绩的用户", without_score: "未录入成绩的用户" };
/** How often: once ever, once per (Beijing) day, or on every visit (each new browser session). */
export const POPUP_FREQUENCIES = ["once", "daily", "visit"] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];
export const FREQUENCY_LABEL: Record<PopupFrequency, string> = { once: "只弹一次", daily: "每天一次", visit: "每次访问" };

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
  linkInvalid: "链接只能是本站路径（以 / 开头）或 https:// 开头的地址",
  endsAtInvalid: "请输入正确的结束时间",
  endsBeforeStart: "结束时间必须晚于发布时间",
  bannerImageRequired: "请上传横幅图片",
  altRequired: "请填写图片说明（供读屏软件朗读）",
  popupEmpty: "请输入弹窗文字或上传图片",
  videoRequired: "请填写视频地址或上传 MP4 视频",
  videoInvalid: "视频地址只能是 https:// 开头的地址或本站上传的 MP4",
  audienceInvalid: "请选择正确的弹窗对象",
  frequencyInvalid: "请选择正确的弹窗频率",
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
  linkUrl: z.string().trim().max(500).nullish().transform((v) => v || null),
  /** The end of the display window (banners, popups); ISO instant with offset. */
  endsAt: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(z.string().datetime({ offset: true, message: CONTENT_TEXT.endsAtInvalid }).nullable()),
  audience: z.enum(POPUP_AUDIENCES, { errorMap: () => ({ message: CONTENT_TEXT.audienceInvalid }) }).nullish(),
  frequency: z.enum(POPUP_FREQUENCIES, { errorMap: () => ({ message: CONTENT_TEXT.frequencyInvalid }) }).nullish(),
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
  linkUrl: z.string().nullable(),
  endsAt: z.string().nullable(),
  audience: z.enum(POPUP_AUDIENCES).nullable(),
  frequency: z.enum(POPUP_FREQUENCIES).nullable(),
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
  /** WebVTT captions of the video (an upload's address), if any. */
  captionsUrl: z.string().nullable(),
  previous: LessonSummarySchema.nullable(),
  next: LessonSummarySchema.nullable(),
});
export type Lesson = z.infer<typeof LessonSchema>;
/** GET /yc-news/manual: the user-manual pages in order. */
export const ManualPageSchema = z.object({ id: z.number().int(), title: z.string(), summary: z.string(), publishAt: z.string(), html: z.string() });
export const ManualSchema = z.object({ pages: z.array(ManualPageSchema) });
export type Manual = z.infer<typeof ManualSchema>;

/** GET /yc-admin/image/bannerList: the home page's banners for the caller's channel and scope, in order. */
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The image's text alternative (required when saved). */
  alt: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  order: z.number().int().nullable(),
  endsAt: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);

/** GET /yc-admin/popup/list: `seen` names the popups this browser session closed ("id:epochMs,…"). */
export const PopupQuerySchema = z.object({
  seen: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(\d{1,9}:\d{1,15})?(,\d{1,9}:\d{1,15})*$/)
    .catch("")
    .default(""),
});
export const PopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  image: z.string().nullable(),
  alt: z.string(),
  link: z.string().nullable(),
  frequency: z.enum(POPUP_FREQUENCIES),
});
export type Popup = z.infer<typeof PopupSchema>;
export const PopupListSchema = z.array(PopupSchema);
/** POST /yc-admin/popup/dismiss */
export const PopupDismissSchema = ContentIdSchema;
export const PopupDismissedSchema = z.object({ id: z.number().int(), at: z.number().int() });
/** GET /yc-admin/popup/score and /popup/isRank: what a popup's audience asks of a logged-in user. */
export const PopupScoreSchema = z.object({ hasScore: z.boolean() });
export const PopupRankSchema = z.object({ isRank: z.boolean() });

/** GET /yc-admin/userGuide/videoList */
export const GuideVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  videoUrl: z.string(),
  durationMinutes: z.number().int().nullable(),
  order: z.number().int().nullable(),
  poster: z.string().nullable(),
  /** WebVTT captions (an upload's address), if any. */
  captionsUrl: z.string().nullable(),
});
export type GuideVideo = z.infer<typeof GuideVideoSchema>;
export const GuideVideoListSchema = z.array(GuideVideoSchema);
