// The fields only one content kind has (contents.details), and the public answers of those kinds:
// live-room links, university shows (直通高校) and early-vocational programmes (高职提前招生).
// Importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";

export const DETAILS_TEXT = {
  liveUrlInvalid: "请输入以 https:// 开头的直播间链接",
  liveStartInvalid: "请输入正确的开播时间",
  showUniversityRequired: "请选择院校",
  showUniversityUnknown: "未找到该院校，请检查院校代码",
  showVideoUrlInvalid: "视频链接必须以 https:// 开头",
  showVideoNotMp4: "视频必须是 MP4 文件",
  showImageNotImage: "图片必须是 PNG、JPEG 或 WebP",
  showImageMissing: "图片不存在，请重新上传",
  showImageAltRequired: "请为每张图片填写说明文字",
  showTooManyImages: "最多上传 9 张图片",
  vocationalSchoolRequired: "请输入招生院校",
  vocationalCityRequired: "请输入院校所在城市",
  vocationalMajorsRequired: "请至少填写一个招生专业",
  vocationalPlanInvalid: "计划人数必须是 0 到 99999 的整数",
  vocationalDateInvalid: "日期格式应为 2026-03-01",
  vocationalDatesOrder: "报名截止日期不能早于报名开始日期",
  vocationalYearInvalid: "年份必须在 2020 到 2100 之间",
  vocationalSourceRequired: "请填写信息来源（如学校招生章程或省教育考试院公告）",
  vocationalScopeOnly: "高职提前招生只面向浙江（zj），请只选择浙江",
  captionsMissing: "字幕文件不存在，请重新上传",
  captionsNotVtt: "字幕必须是 WebVTT（.vtt）文件",
  captionsWithoutVideo: "请先填写视频地址或上传视频，再添加字幕",
} as const;

const httpsUrl = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(500, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "https:" && u.hostname.length > 0 && !u.username && !u.password;
      } catch {
        return false;
      }
    }, message);

const isoDate = z
  .string({ required_error: DETAILS_TEXT.vocationalDateInvalid, invalid_type_error: DETAILS_TEXT.vocationalDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DETAILS_TEXT.vocationalDateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), DETAILS_TEXT.vocationalDateInvalid);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

/** 直播间: where the stream is and when it starts (the department is the item's category). */
export const LiveDetailsSchema = z.object({
  url: httpsUrl(DETAILS_TEXT.liveUrlInvalid),
  startAt: z
    .string({ required_error: DETAILS_TEXT.liveStartInvalid, invalid_type_error: DETAILS_TEXT.liveStartInvalid })
    .trim()
    .datetime({ offset: true, message: DETAILS_TEXT.liveStartInvalid }),
});
export type LiveDetails = z.infer<typeof LiveDetailsSchema>;

/** 微课堂 and 使用指南视频: the WebVTT captions of the video (an upload), if any. */
export const CaptionsDetailsSchema = z.object({ captionsUploadId: optionalText(64) });
export type CaptionsDetails = { captionsUploadId: string; captionsUrl: string };
/** The captions stored with a lesson or guide video, or null. */
export function captionsOf(details: unknown): CaptionsDetails | null {
  const d = (details ?? {}) as Partial<CaptionsDetails>;
  return typeof d.captionsUploadId === "string" && typeof d.captionsUrl === "string" ? { captionsUploadId: d.captionsUploadId, captionsUrl: d.captionsUrl } : null;
}

/** 直通高校: the university by its id (ucode), images each with its alt text, an uploaded MP4 (or the item's https videoUrl). */
export const ShowDetailsSchema = z.object({
  ucode: z.coerce.number({ required_error: DETAILS_TEXT.showUniversityRequired, invalid_type_error: DETAILS_TEXT.showUniversityRequired }).int(DETAILS_TEXT.showUniversityRequired).min(1, DETAILS_TEXT.showUniversityRequired).max(2_147_483_647, DETAILS_TEXT.showUniversityUnknown),
  images: z
    .array(z.object({ uploadId: z.string().trim().min(1).max(64), alt: z.string({ required_error: DETAILS_TEXT.showImageAltRequired }).trim().min(1, DETAILS_TEXT.showImageAltRequired).max(100) }))
    .max(9, DETAILS_TEXT.showTooManyImages)
    .default([]),
  videoUploadId: optionalText(64),
});
export type ShowDetails = z.infer<typeof ShowDetailsSchema>;

/** 高职提前招生: one school's programme of one year, as its 招生章程 or the exam authority publishes it. */
export const VocationalDetailsSchema = z
  .object({
    year: z.coerce.number({ invalid_type_error: DETAILS_TEXT.vocationalYearInvalid }).int(DETAILS_TEXT.vocationalYearInvalid).min(2020, DETAILS_TEXT.vocationalYearInvalid).max(2100, DETAILS_TEXT.vocationalYearInvalid),
    school: z.string({ required_error: DETAILS_TEXT.vocationalSchoolRequired }).trim().min(1, DETAILS_TEXT.vocationalSchoolRequired).max(60),
    city: z.string({ required_error: DETAILS_TEXT.vocationalCityRequired }).trim().min(1, DETAILS_TEXT.vocationalCityRequired).max(20),
    majors: z
      .preprocess(
        (v) => (typeof v === "string" ? v.split(/[、,，;；\n]/).map((s) => s.trim()).filter(Boolean) : v),
        z.array(z.string().trim().min(1).max(60), { invalid_type_error: DETAILS_TEXT.vocationalMajorsRequired }).min(1, DETAILS_TEXT.vocationalMajorsRequired).max(100),
      ),
    plan: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.coerce.number({ invalid_type_error: DETAILS_TEXT.vocationalPlanInvalid }).int(DETAILS_TEXT.vocationalPlanInvalid).min(0, DETAILS_TEXT.vocationalPlanInvalid).max(99_999, DETAILS_TEXT.vocationalPlanInvalid).nullable(),
    ),
    applyStart: isoDate,
    applyEnd: isoDate,
    examDate: z.preprocess((v) => (v === "" || v === undefined ? null : v), isoDate.nullable()),
  })
  .refine((d) => d.applyEnd >= d.applyStart, { message: DETAILS_TEXT.vocationalDatesOrder, path: ["applyEnd"] });
export type VocationalDetails = z.infer<typeof VocationalDetailsSchema>;

/** Only full-menu scopes list early-vocational programmes (spec §2: zj; sd and the standard menus lack it). */
export const VOCATIONAL_SCOPES = ["zj"] as const;

// ---- public answers ----

/** GET /yc-gk-info/wzy/get_online_watching (limit, offset) and get_list_online_watching (department). */
export const LiveQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).catch(0).default(0),
});
export const LiveListQuerySchema = z.object({ department: z.string().trim().max(20).optional() });
export const LiveLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  department: z.string(),
  url: z.string(),
  startAt: z.string(),
  cover: z.string().nullable(),
});
export type LiveLink = z.infer<typeof LiveLinkSchema>;
export const LivePageSchema = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), results: z.array(LiveLinkSchema) });
export type LivePage = z.infer<typeof LivePageSchema>;
export const LiveDepartmentsSchema = z.array(z.object({ department: z.string(), count: z.number().int() }));

/** GET /yc-major/rest/show/query_university_show?id= and POST query_university_show_more. */
export const ShowMoreQuerySchema = z.object({
  /** A university's name (or part of it). */
  keyword: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(12).default(12),
});
export const ShowSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  ucode: z.number().int(),
  universityName: z.string(),
  /** The first image (or the cover), for the list. */
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  hasVideo: z.boolean(),
  publishAt: z.string(),
});
export type ShowSummary = z.infer<typeof ShowSummarySchema>;
export const ShowPageSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), results: z.array(ShowSummarySchema) });
export type ShowPage = z.infer<typeof ShowPageSchema>;
export const ShowSchema = ShowSummarySchema.extend({
  html: z.string(),
  source: z.string(),
  videoUrl: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), alt: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })),
});
export type Show = z.infer<typeof ShowSchema>;

/** GET /yc-news/early-vocational: the programmes of the caller's channel (zj only), with filters. */
export const VocationalQuerySchema = z.object({
  city: z.string().trim().max(20).optional(),
  school: z.string().trim().max(60).optional(),
  major: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});
export const VocationalSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int(),
  school: z.string(),
  city: z.string(),
  majors: z.array(z.string()),
  plan: z.number().int().nullable(),
  applyStart: z.string(),
  applyEnd: z.string(),
  examDate: z.string().nullable(),
  source: z.string(),
  publishAt: z.string(),
});
export type VocationalSummary = z.infer<typeof VocationalSummarySchema>;
export const VocationalPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  cities: z.array(z.string()),
  results: z.array(VocationalSummarySchema),
});
export type VocationalPage = z.infer<typeof VocationalPageSchema>;
export const VocationalSchema = VocationalSummarySchema.extend({ html: z.string() });
export type Vocational = z.infer<typeof VocationalSchema>;
