// Contracts of /yc-admin (staff, login, audit), importable by app/ and server/ alike: zod and plain values only.
import { z } from "zod";
import { CaptchaCodeSchema, EncryptSchema, PhoneSchema, SmsCodeSchema } from "../oauth/oauth.schema";

export const STAFF_ROLES = ["admin", "editor", "viewer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLE_LABEL: Record<StaffRole, string> = { admin: "管理员", editor: "编辑", viewer: "只读" };

/** "all", or a list of codes. */
export const ALL = "all";

export const ADMIN_TEXT = {
  notStaff: "该手机号不是工作人员，请联系管理员添加",
  loginRequired: "请先登录管理后台",
  forbidden: "没有权限执行此操作",
  staffExists: "该手机号已是工作人员",
  staffNotFound: "未找到该工作人员",
  roleInvalid: "请选择正确的角色",
  channelInvalid: "请选择正确的渠道",
  scopeInvalid: "请选择正确的省份",
  grantsRequired: "请至少选择一个渠道和一个省份",
  selfChange: "不能修改或停用自己的账号",
  added: "已添加工作人员",
  saved: "保存成功",
} as const;

const codeList = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string().trim().toLowerCase().regex(/^[a-z0-9]+$/, message)).min(1, ADMIN_TEXT.grantsRequired).max(50),
  );

export const StaffInputSchema = z.object({
  phone: PhoneSchema,
  name: z.string().trim().max(40).default(""),
  role: z.enum(STAFF_ROLES, { errorMap: () => ({ message: ADMIN_TEXT.roleInvalid }) }),
  channels: codeList(ADMIN_TEXT.channelInvalid),
  scopes: codeList(ADMIN_TEXT.scopeInvalid),
});
export type StaffInput = z.infer<typeof StaffInputSchema>;

export const StaffSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  channels: z.array(z.string()),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  disabled: z.boolean(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const StaffIdSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /yc-admin/sms: like /yc-oauth/sms, for staff numbers only. */
export const AdminSmsQuerySchema = z.object({
  phoneNo: PhoneSchema,
  code: CaptchaCodeSchema,
  encrypt: EncryptSchema,
  op: z.preprocess((v) => (Array.isArray(v) ? v[0] : v) || undefined, z.enum(["1"]).optional()),
});
export type AdminSmsQuery = z.infer<typeof AdminSmsQuerySchema>;

export const AdminLoginSchema = z.object({ phoneNo: PhoneSchema, authCode: SmsCodeSchema, code: CaptchaCodeSchema, encrypt: EncryptSchema });
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

export const AdminSessionSchema = z.object({ token: z.string(), expires_in: z.number().int(), staff: StaffSchema });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffPhone: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), items: z.array(AuditEntrySchema) });
