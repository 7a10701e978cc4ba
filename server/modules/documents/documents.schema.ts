// Contracts of the admin-edited texts (agreement, disclaimer, service terms, FAQ, about us, media reports): importable by app/ and server/ alike.
import { z } from "zod";

/** A run of text, or a link to a page under the current scope (e.g. "FAQPage/FAQDisclaimer"). */
export type Inline = string | { page: string; text: string };
/** A paragraph: plain text or text with links. */
export type Paragraph = string | Inline[];
export type Block = Paragraph | { list: Paragraph[]; ordered?: boolean } | { note: Paragraph };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface ContentDocument {
  /** The page's h1. */
  title: string;
  intro?: Block[];
  sections: Section[];
}

/** What a text may name: the brand and operator come from the channel, never hard-coded. */
export interface ContentContext {
  brandName: string;
  cardName: string;
  /** The operating companies, joined for prose ("甲公司、乙公司"). */
  operators: string;
  /** The first company: the contracting party for jurisdiction. */
  mainOperator: string;
  hotline: string;
  serviceHours: string;
  /** Footer contact lines, e.g. "客服邮箱：…". */
  contacts: string[];
  /** The current region, e.g. "浙江", and its exam/filling model line. */
  scopeName: string;
  examModel: string;
  /** Regions served, e.g. "浙江、广东、…". */
  scopeNames: string;
}

/** The texts staff edit; the keys are the `document_type` of /yc-admin/document_info. */
export const DOCUMENT_TYPES = ["agreement", "disclaimer", "serviceTerms", "faqUseProducts", "faqBuyProducts", "faqNewbieHelp", "aboutUs", "mediaReport"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_LABEL: Record<DocumentType, string> = {
  agreement: "用户协议",
  disclaimer: "免责声明",
  serviceTerms: "服务条款",
  faqUseProducts: "产品使用",
  faqBuyProducts: "购买产品",
  faqNewbieHelp: "新手帮助",
  aboutUs: "团队介绍",
  mediaReport: "媒体报道",
};
/** Where each text shows, under /{scope}/ (the agreement and disclaimer also under AboutUsPage/). */
export const DOCUMENT_PAGE: Record<DocumentType, string> = {
  agreement: "FAQPage/FAQAgreement",
  disclaimer: "FAQPage/FAQDisclaimer",
  serviceTerms: "AboutUsPage/AboutServiceTerms",
  faqUseProducts: "FAQPage/FAQUseProducts",
  faqBuyProducts: "FAQPage/FAQBuyProducts",
  faqNewbieHelp: "FAQPage/FAQNewbieHelp",
  aboutUs: "AboutUsPage/AboutUs",
  mediaReport: "AboutUsPage/AboutMediaReport",
};
export const isDocumentType = (v: unknown): v is DocumentType => (DOCUMENT_TYPES as readonly unknown[]).includes(v);
/** The row every channel without its own text reads. */
export const DEFAULT_DOCUMENT_CHANNEL = "all";

export const DOCUMENT_TEXT = {
  typeInvalid: "文档类型不正确",
  channelInvalid: "请选择正确的渠道",
  titleRequired: "请填写标题（以“# ”开头的第一行）",
  sectionsRequired: "请至少写一个章节（以“## ”开头的标题行）",
  sectionEmpty: "章节“{heading}”没有内容",
  linkInvalid: "链接格式不正确：{link}，应写成 [文字](page:页面路径)",
  textTooLong: "正文不能超过 50000 个字",
  saved: "保存成功",
  reset: "已恢复为默认版本",
  resetDefault: "默认版本不能删除，请直接修改",
  noOwnVersion: "这个渠道没有单独的版本",
} as const;

const PageSchema = z.string().regex(/^[A-Za-z0-9_/-]{1,120}$/);
const InlineSchema = z.union([z.string(), z.object({ page: PageSchema, text: z.string().min(1) })]);
const ParagraphSchema = z.union([z.string(), z.array(InlineSchema)]);
const BlockSchema = z.union([ParagraphSchema, z.object({ list: z.array(ParagraphSchema), ordered: z.boolean().optional() }), z.object({ note: ParagraphSchema })]);
export const ContentDocumentSchema: z.ZodType<ContentDocument> = z.object({
  title: z.string().min(1),
  intro: z.array(BlockSchema).optional(),
  sections: z.array(z.object({ heading: z.string().min(1), blocks: z.array(BlockSchema) })).min(1),
});

const TypeSchema = z.enum(DOCUMENT_TYPES, { errorMap: () => ({ message: DOCUMENT_TEXT.typeInvalid }) });
const ChannelSchema = z.string({ message: DOCUMENT_TEXT.channelInvalid }).trim().toLowerCase().regex(/^[a-z0-9]{1,20}$/, DOCUMENT_TEXT.channelInvalid);

/** GET /yc-admin/document_info: the text as the caller's channel and scope show it. */
export const DocumentInfoQuerySchema = z.object({ document_type: TypeSchema });
export const DocumentInfoSchema = z.object({ document_type: z.enum(DOCUMENT_TYPES), content: ContentDocumentSchema, updatedAt: z.string().nullable() });
export type DocumentInfo = z.infer<typeof DocumentInfoSchema>;

/** Staff: one text of one channel ("all": the default), in its editing form. */
export const DocumentKeySchema = z.object({ document_type: TypeSchema, channel: ChannelSchema.default(DEFAULT_DOCUMENT_CHANNEL) });
export type DocumentKey = z.infer<typeof DocumentKeySchema>;
export const DocumentSaveSchema = DocumentKeySchema.extend({ text: z.string().max(50_000, DOCUMENT_TEXT.textTooLong) });
export type DocumentSave = z.infer<typeof DocumentSaveSchema>;

export const AdminDocumentRowSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES),
  channel: z.string(),
  title: z.string(),
  /** null: the seed text, not stored yet. */
  updatedAt: z.string().nullable(),
  /** The staff member's phone; null for the seed. */
  updatedBy: z.string().nullable(),
});
export type AdminDocumentRow = z.infer<typeof AdminDocumentRowSchema>;

export const AdminDocumentSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES),
  channel: z.string(),
  /** False: the channel has no text of its own yet and shows the default, which `text` then holds. */
  own: z.boolean(),
  text: z.string(),
  content: ContentDocumentSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The channels this member may save for ("all" first when allowed). */
  editable: z.array(z.string()),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;
