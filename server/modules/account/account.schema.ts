// Contracts of account deletion (/yc-user/users/delete_account), importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";
import { CaptchaCodeSchema, EncryptSchema, SmsCodeSchema } from "../oauth/oauth.schema";

export const ACCOUNT_TEXT = {
  codeSent: "验证码已发送",
  deleted: "账号已注销",
  confirmRequired: "请勾选确认已了解注销后果",
  unknownField: "包含不支持的字段",
} as const;

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

/** POST /yc-user/users/delete_account: the code that was sent for this purpose. */
export const DeleteAccountBodySchema = z.object({ authCode: SmsCodeSchema }).strict(ACCOUNT_TEXT.unknownField);

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
