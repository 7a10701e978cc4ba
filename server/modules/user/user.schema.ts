// Contracts of /yc-user (own user, nature, business cooperation), importable by app/ and server/ alike.
import { z } from "zod";
import { SCOPES, type Scope } from "../scope/scopes";

export const NATURES = ["学生", "家长", "老师"] as const;
export type Nature = (typeof NATURES)[number];
export const GENDERS = ["男", "女"] as const;

/** The seven elective subjects of the new gaokao. */
export const SUBJECTS = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
export type Subject = (typeof SUBJECTS)[number];
/** 3+1+2 provinces: one first choice, two of the re-chosen four. */
export const FIRST_CHOICE: readonly Subject[] = ["物理", "历史"];
export const RECHOSEN: readonly Subject[] = ["化学", "生物", "政治", "地理"];

/** How a scope picks its electives: zj 3 of 7, sd 3 of 6 (no 技术), the 3+1+2 provinces 1 + 2. */
export function electiveModel(scope: Scope): "3of7" | "3of6" | "1+2" {
  if (scope === "zj") return "3of7";
  if (scope === "sd") return "3of6";
  return "1+2";
}

export const USER_TEXT = {
  saved: "设置成功",
  submitted: "提交成功",
  displayName: "昵称须为1至20个字符",
  nature: "请选择身份：学生、家长或老师",
  gender: "请选择性别",
  highSchool: "学校名称须为1至50个字符",
  graduationYear: "请输入正确的毕业年份",
  province: "请选择正确的省份",
  electivesCount: "请选择3门选考科目",
  electivesUnknown: "选考科目须从物理、化学、生物、政治、历史、地理、技术中选择",
  electivesDuplicate: "选考科目不能重复",
  electivesNoTech: "山东选考科目不含技术",
  electivesFirst: "首选科目须在物理、历史中选择一门",
  electivesRechosen: "再选科目须在化学、生物、政治、地理中选择两门",
  electivesNeedProvince: "请先选择省份再选择选考科目",
  electivesMismatch: "选考科目与所选省份的选科规则不符，请重新选择",
  unknownField: "包含不支持的字段",
  empty: "请至少修改一项资料",
  company: "请输入公司名称",
  contact: "请输入联系人",
  contactPhone: "请输入正确的联系电话",
  message: "请输入合作内容（不超过1000字）",
  refused: "提交失败，请稍后再试",
  tooMany: "提交过于频繁，请稍后再试",
} as const;

/** The Chinese message for electives that break the scope's rule, or null when they fit. */
export function electivesProblem(scope: Scope, electives: readonly string[]): string | null {
  if (electives.length !== 3) return USER_TEXT.electivesCount;
  if (!electives.every((s) => (SUBJECTS as readonly string[]).includes(s))) return USER_TEXT.electivesUnknown;
  if (new Set(electives).size !== 3) return USER_TEXT.electivesDuplicate;
  const model = electiveModel(scope);
  if (model === "3of6" && electives.includes("技术")) return USER_TEXT.electivesNoTech;
  if (model === "1+2") {
    if (electives.filter((s) => FIRST_CHOICE.includes(s as Subject)).length !== 1) return USER_TEXT.electivesFirst;
    if (electives.filter((s) => RECHOSEN.includes(s as Subject)).length !== 2) return USER_TEXT.electivesRechosen;
  }
  return null;
}

const nullableText = (min: number, max: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    // Control characters have no place in a name and break logs and exports.
    .regex(/^[^\p{Cc}]*$/u, message)
    .min(min, message)
    .max(max, message)
    .nullable();

/** Every profile field; null clears it. */
const profileFields = {
  displayName: nullableText(1, 20, USER_TEXT.displayName),
  nature: z.enum(NATURES, { errorMap: () => ({ message: USER_TEXT.nature }) }).nullable(),
  gender: z.enum(GENDERS, { errorMap: () => ({ message: USER_TEXT.gender }) }).nullable(),
  highSchool: nullableText(1, 50, USER_TEXT.highSchool),
  graduationYear: z
    .number({ invalid_type_error: USER_TEXT.graduationYear })
    .int(USER_TEXT.graduationYear)
    .min(2000, USER_TEXT.graduationYear)
    .max(2050, USER_TEXT.graduationYear)
    .nullable(),
  province: z.enum(SCOPES, { errorMap: () => ({ message: USER_TEXT.province }) }).nullable(),
  electives: z.array(z.string({ invalid_type_error: USER_TEXT.electivesUnknown }), { invalid_type_error: USER_TEXT.electivesCount }).max(7, USER_TEXT.electivesCount).nullable(),
};

/** When both arrive together the pair is checked here; the service checks the pair against what is stored. */
function checkPair(v: { province?: Scope | null; electives?: string[] | null }, ctx: z.RefinementCtx) {
  if (!v.electives || !v.province) return;
  const problem = electivesProblem(v.province, v.electives);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["electives"], message: problem });
}

/** PATCH /yc-user/users: any subset of the fields. */
export const ProfilePatchSchema = z
  .object(profileFields)
  .partial()
  .strict(USER_TEXT.unknownField)
  .refine((v) => Object.keys(v).length > 0, USER_TEXT.empty)
  .superRefine(checkPair);
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

/** PUT /yc-user/users: the whole profile; a field left out is cleared. */
export const ProfilePutSchema = z
  .object(profileFields)
  .partial()
  .strict(USER_TEXT.unknownField)
  .transform((v) => ({
    displayName: v.displayName ?? null,
    nature: v.nature ?? null,
    gender: v.gender ?? null,
    highSchool: v.highSchool ?? null,
    graduationYear: v.graduationYear ?? null,
    province: v.province ?? null,
    electives: v.electives ?? null,
  }))
  .superRefine(checkPair);
export type ProfilePut = z.infer<typeof ProfilePutSchema>;

/** PATCH /yc-user/users/nature */
export const NatureBodySchema = z
  .object({ nature: z.enum(NATURES, { errorMap: () => ({ message: USER_TEXT.nature }) }) })
  .strict(USER_TEXT.unknownField);

/** GET /yc-user/users/own → data (and what every profile write answers). */
export const OwnUserSchema = z.object({
  id: z.string(),
  phoneNo: z.string(),
  displayName: z.string().nullable(),
  nature: z.enum(NATURES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  highSchool: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  province: z.enum(SCOPES).nullable(),
  electives: z.array(z.enum(SUBJECTS)),
  createdAt: z.string(),
});
export type OwnUser = z.infer<typeof OwnUserSchema>;

/**
 * POST /yc-user/business_cooperation (public). `website` is a honeypot: the
 * form hides it from people, so anything in it means a bot filled the form.
 */
export const BusinessCooperationSchema = z.object({
  company: z.string({ required_error: USER_TEXT.company, invalid_type_error: USER_TEXT.company }).trim().min(1, USER_TEXT.company).max(100, USER_TEXT.company),
  contact: z.string({ required_error: USER_TEXT.contact, invalid_type_error: USER_TEXT.contact }).trim().min(1, USER_TEXT.contact).max(50, USER_TEXT.contact),
  phone: z
    .string({ required_error: USER_TEXT.contactPhone, invalid_type_error: USER_TEXT.contactPhone })
    .trim()
    // A mobile number or a landline such as 0571-88888888 / +86 571 8888 8888.
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, USER_TEXT.contactPhone),
  message: z.string({ required_error: USER_TEXT.message, invalid_type_error: USER_TEXT.message }).trim().min(1, USER_TEXT.message).max(1000, USER_TEXT.message),
  website: z.string().max(200).optional(),
});
export type BusinessCooperation = z.infer<typeof BusinessCooperationSchema>;
export const BUSINESS_COOPERATION_HONEYPOT = "website";
