// Contracts of account deletion (/yc-user/users/delete_account), importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";
import { CaptchaCodeSchema, EncryptSchema, SmsCodeSchema } from "../oauth/oauth.schema";

export const ACCOUNT_TEXT = {
  codeSent: "验证码已发送",
  deleted: "账号已注销",
  confirmRequired: "请勾选确认已了解注销后果",
  unknownField: "包含不支持的字段",
} as const;

/** What account deletion removes, as the person reads it (the register in user-owned-data.ts files each table under one). */
export const DATA_CATEGORIES = {
  profile: "个人资料（手机号、昵称、身份、性别、就读高中、高考年份、省份、选考科目）",
  logins: "登录状态（各设备上的登录会话与登录令牌）",
  sms: "短信验证记录",
  scores: "成绩记录（高考总分、选考科目及各科成绩）",
  collections: "收藏（收藏的院校和专业）",
  interestTests: "兴趣测评记录（答题、得分与霍兰德代码）",
  plans: "志愿方案（已保存的方案、编辑中的草稿、冲突副本、收藏与不感兴趣的院校专业）",
  majorCompare: "专业对比清单（选中待对比的专业）",
  popups: "已关闭的首页弹窗记录",
} as const;

/** What the law makes us keep, said before and after deletion. No orders exist yet, so nothing is kept today. */
export const RETENTION_TEXT =
  "依法需要保留的信息：订单的交易记录（订单号、金额、时间、支付流水号）按《电子商务法》第三十一条保存三年，注销后不再与您的手机号和账号关联。您目前没有订单，因此不保留任何信息。";

/**
 * POST /yc-user/users/delete_account/sms: a deletion code to the account's
 * own phone (never a phone the client names), after the image captcha.
 */
export const DeleteAccountSmsBodySchema = z
  .object({
    code: CaptchaCodeSchema,
    encrypt: EncryptSchema,
    op: z.preprocess((v) => v || undefined, z.enum(["1"]).optional()),
  })
  .strict(ACCOUNT_TEXT.unknownField);

export type DeleteAccountSmsBody = z.infer<typeof DeleteAccountSmsBodySchema>;

/** POST /yc-user/users/delete_account: the code that was sent for this purpose. */
export const DeleteAccountBodySchema = z.object({ authCode: SmsCodeSchema }).strict(ACCOUNT_TEXT.unknownField);
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

const ReportRowSchema = z.object({
  /** What the person reads: 个人资料, 登录状态 … */
  category: z.string(),
  table: z.string(),
  rows: z.number().int(),
});

/** POST /yc-user/users/delete_account → data: what went, and what the law made us keep. */
export const DeletionReportSchema = z.object({
  deletedAt: z.string(),
  deleted: z.array(ReportRowSchema),
  retained: z.array(ReportRowSchema.extend({ reason: z.string() })),
});
export type DeletionReport = z.infer<typeof DeletionReportSchema>;
