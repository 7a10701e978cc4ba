// Every /yc-* endpoint, declared once (spec §7): the server mounts its handlers from these, the app's client calls through them.
import { z } from "zod";
import { ACCOUNT_TEXT, DeleteAccountBodySchema, DeleteAccountSmsBodySchema, DeletionReportSchema } from "#server/modules/account/account.schema";
import {
  BrochureResultSchema,
  EnrollInfoResultSchema,
  EnrollInfoSchema,
  EnrollmentPlansResultSchema,
  EnrollmentPlansSchema,
  MajorCoursesResultSchema,
  MajorCoursesSchema,
  MajorEnrollsResultSchema,
  MajorEnrollsSchema,
  QueryUniversitiesSchema,
  SuggestUniversitiesResultSchema,
  SuggestUniversitiesSchema,
  UcodeSchema,
  UniversityInfoSchema,
  UniversityPageSchema,
  UniversityUcodeResultSchema,
  UniversityUcodeSchema,
} from "#server/modules/gk-info/gk-info.schema";
import {
  CaptchaResponseSchema,
  LOGIN_TEXT,
  LoginBodySchema,
  LogoutBodySchema,
  RefreshBodySchema,
  SmsQuerySchema,
  SmsResponseSchema,
  TokenResponseSchema,
} from "#server/modules/oauth/oauth.schema";
import { ScoreRankQuerySchema, ScoreRankSchema } from "#server/modules/score-rank/score-rank.schema";
import { SCORE_TEXT, type ScoreRecord, type ScoreRecordInput, type ScoreRecordSd } from "#server/modules/score-record/score-record.schema";
import { EnrollQuerySchema, RankRegionQuerySchema, type EnrollAnswer, type RankRegionAnswer } from "#server/modules/zhiyuan/zhiyuan.schema";
import { BusinessCooperationSchema, NatureBodySchema, OwnUserSchema, ProfilePatchSchema, ProfilePutSchema, USER_TEXT } from "#server/modules/user/user.schema";
import {
  AdminLoginSchema,
  AdminSessionSchema,
  AdminSmsQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  StaffIdSchema,
  StaffInputSchema,
  StaffSchema,
} from "#server/modules/admin/admin.schema";
import {
  AdminContentQuerySchema,
  AdminContentSchema,
  AdminPreviewSchema,
  ArticlePageSchema,
  ArticleSchema,
  ArticlesQuerySchema,
  CONTENT_TEXT,
  ContentIdSchema,
  ContentInputSchema,
  ContentUpdateSchema,
  UploadInputSchema,
  UploadSchema,
} from "#server/modules/content/content.schema";
import { NoDataSchema, NoInputSchema } from "./common";
import { endpoint } from "./endpoint";

const NCEE = "/yc-gk-info/rest/ncee";
const RECORDS = "/yc-user/users/score_records";
const RECORDS_SD = "/yc-user/users/score_record_sd";
const ZHIYUAN = "/yc-zhiyuan/rest";
const ADMIN = "/yc-admin";

/**
 * The admin module: a staff session token (POST /yc-admin/login) as Bearer,
 * checked by the admin service, never a user's token. Nothing here is cached.
 */
const staffOnly = { cache: "no-store" } as const;

/**
 * A score record's fields depend on the scope's exam model, which only the
 * `province` header names: the service validates them (and the scope) itself,
 * so the declaration passes the body through, typed.
 */
const RecordBodySchema = z.custom<Partial<ScoreRecordInput>>(() => true);
const RecordIdsSchema = z.custom<{ ids: string[] }>(() => true);
const RecordIdSchema = z.custom<{ id: string }>(() => true);
/** DELETE score_record_sd takes `?id=` or a body of ids. */
const RecordSdDeleteSchema = z.custom<{ id: string } | { ids: string[] }>(() => true);
const RecordSchema = z.custom<ScoreRecord>((v) => typeof v === "object" && v !== null && "id" in v);
const RecordSdSchema = z.custom<ScoreRecordSd>((v) => typeof v === "object" && v !== null && "artScience" in v);
const RemovedSchema = z.number().int().min(1);

/** The candidate list's answers: their shape is the engine's, documented in docs/api-zhiyuan.md. */
const EnrollAnswerSchema = z.custom<EnrollAnswer>((v) => typeof v === "object" && v !== null && "units" in v);
const RankRegionAnswerSchema = z.custom<RankRegionAnswer>((v) => typeof v === "object" && v !== null && "unit_num" in v);

/** Score records: the person's own, never cached; the service checks the scope with its own message. */
const record = { auth: "user", cache: "private" } as const;
/** The candidate list: visitors see a part (the quota headers say how much), so the answer depends on who asks. */
const candidates = { auth: "optional", needsProvince: true, cache: "private" } as const;

export const endpoints = {
  // /yc-oauth: captchas, codes and tokens are never cached.
  captcha: endpoint({ methods: ["GET"], path: "/yc-oauth/captcha", input: NoInputSchema, output: CaptchaResponseSchema, cache: "no-store" }),
  sms: endpoint({ methods: ["GET"], path: "/yc-oauth/sms", input: SmsQuerySchema, output: SmsResponseSchema, cache: "no-store", okMsg: LOGIN_TEXT.smsSent }),
  login: endpoint({ methods: ["POST"], path: "/yc-oauth/login", input: LoginBodySchema, output: TokenResponseSchema, cache: "no-store", okMsg: LOGIN_TEXT.loginOk }),
  refreshToken: endpoint({ methods: ["POST"], path: "/yc-oauth/refresh_token", input: RefreshBodySchema, output: TokenResponseSchema, cache: "no-store" }),
  logout: endpoint({ methods: ["POST"], path: "/yc-oauth/logout", input: LogoutBodySchema, output: NoDataSchema, cache: "no-store", okMsg: LOGIN_TEXT.logoutOk }),

  // /yc-user: the user's own data; business cooperation is public.
  businessCooperation: endpoint({
    methods: ["POST"],
    path: "/yc-user/business_cooperation",
    input: BusinessCooperationSchema,
    output: NoDataSchema,
    cache: "no-store",
    okMsg: USER_TEXT.submitted,
  }),
  ownUser: endpoint({ methods: ["GET"], path: "/yc-user/users/own", input: NoInputSchema, output: OwnUserSchema, auth: "user", cache: "private" }),
  patchUser: endpoint({ methods: ["PATCH"], path: "/yc-user/users", input: ProfilePatchSchema, output: OwnUserSchema, auth: "user", cache: "private", okMsg: USER_TEXT.saved }),
  putUser: endpoint({ methods: ["PUT"], path: "/yc-user/users", input: ProfilePutSchema, output: OwnUserSchema, auth: "user", cache: "private", okMsg: USER_TEXT.saved }),
  patchNature: endpoint({ methods: ["PATCH"], path: "/yc-user/users/nature", input: NatureBodySchema, output: OwnUserSchema, auth: "user", cache: "private", okMsg: USER_TEXT.saved }),
  // Account deletion (个人信息保护法 §47): a code to the account's own phone, then everything of the user in one transaction.
  deleteAccountSms: endpoint({
    methods: ["POST"],
    path: "/yc-user/users/delete_account/sms",
    input: DeleteAccountSmsBodySchema,
    output: SmsResponseSchema,
    auth: "user",
    cache: "private",
    okMsg: ACCOUNT_TEXT.codeSent,
  }),
  deleteAccount: endpoint({
    methods: ["POST"],
    path: "/yc-user/users/delete_account",
    input: DeleteAccountBodySchema,
    output: DeletionReportSchema,
    auth: "user",
    cache: "private",
    okMsg: ACCOUNT_TEXT.deleted,
  }),
  // Score records (docs/api-score-records.md), and the Shandong aliases with artScience.
  scoreRecords: endpoint({ methods: ["GET"], path: RECORDS, input: NoInputSchema, output: z.array(RecordSchema), ...record }),
  scoreRecordInfo: endpoint({ methods: ["GET"], path: `${RECORDS}/info`, input: RecordIdSchema, output: RecordSchema, ...record }),
  createScoreRecord: endpoint({ methods: ["POST"], path: RECORDS, input: RecordBodySchema, output: RecordSchema, ...record, okMsg: SCORE_TEXT.saved }),
  updateScoreRecord: endpoint({ methods: ["PUT"], path: RECORDS, input: RecordBodySchema, output: RecordSchema, ...record, okMsg: SCORE_TEXT.saved }),
  deleteScoreRecords: endpoint({ methods: ["POST"], path: "/yc-user/users/delete_score_records", input: RecordIdsSchema, output: RemovedSchema, ...record, okMsg: SCORE_TEXT.deleted }),
  scoreRecordsSd: endpoint({ methods: ["GET"], path: RECORDS_SD, input: NoInputSchema, output: z.array(RecordSdSchema), ...record }),
  scoreRecordSdInfo: endpoint({ methods: ["GET"], path: `${RECORDS_SD}/info`, input: RecordIdSchema, output: RecordSdSchema, ...record }),
  createScoreRecordSd: endpoint({ methods: ["POST"], path: RECORDS_SD, input: RecordBodySchema, output: RecordSchema, ...record, okMsg: SCORE_TEXT.saved }),
  deleteScoreRecordSd: endpoint({
    methods: ["DELETE"],
    path: RECORDS_SD,
    input: RecordSdDeleteSchema,
    inputFrom: "both",
    output: RemovedSchema,
    ...record,
    okMsg: SCORE_TEXT.deleted,
  }),

  // Public reference data, though it sits under /yc-user.
  scoreRank: endpoint({ methods: ["GET"], path: "/yc-user/users/score_rank/", input: ScoreRankQuerySchema, output: ScoreRankSchema, needsProvince: true }),

  // /yc-gk-info/rest/ncee: public reference data (spec §7 Gaokao info).
  queryUniversities: endpoint({ methods: ["POST"], path: `${NCEE}/query_universities`, input: QueryUniversitiesSchema, inputFrom: "both", output: UniversityPageSchema, needsProvince: true }),
  suggestUniversities: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/suggest_universities`, input: SuggestUniversitiesSchema, output: SuggestUniversitiesResultSchema }),
  universityByUcode: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/get_university_by_ucode`, input: UcodeSchema, output: UniversityInfoSchema }),
  universityUcode: endpoint({ methods: ["POST"], path: `${NCEE}/get_university_ucode`, input: UniversityUcodeSchema, inputFrom: "both", output: UniversityUcodeResultSchema }),
  // Spec §8: on bad input the lists are empty, not an error (the handler gets null).
  enrollInfo: endpoint({
    methods: ["GET", "POST"],
    path: `${NCEE}/get_university_enroll_info`,
    input: z.union([EnrollInfoSchema, z.unknown().transform(() => null)]),
    output: EnrollInfoResultSchema,
    needsProvince: true,
  }),
  majorEnrolls: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_major_enrolls`, input: MajorEnrollsSchema, output: MajorEnrollsResultSchema, needsProvince: true }),
  recruitmentBrochure: endpoint({ methods: ["GET"], path: `${NCEE}/query_recruitment_brochure`, input: UcodeSchema, output: BrochureResultSchema, okMsg: "暂无" }),
  enrollmentPlans: endpoint({ methods: ["GET"], path: `${NCEE}/query_enrollment_plans`, input: EnrollmentPlansSchema, output: EnrollmentPlansResultSchema, needsProvince: true }),
  majorCourses: endpoint({ methods: ["GET"], path: `${NCEE}/query_major_courses`, input: MajorCoursesSchema, output: MajorCoursesResultSchema, needsProvince: true }),

  // /yc-zhiyuan/rest: the candidate list over the admission-probability engine (docs/api-zhiyuan.md); quota headers on success.
  enrollWithDyParam: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getEnrollWithDyParam`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollAnswerSchema, ...candidates }),
  belongedRankRegion: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryBelongedRankRegion`, input: RankRegionQuerySchema, inputFrom: "both", output: RankRegionAnswerSchema, ...candidates }),
  rankingByScore: endpoint({ methods: ["GET"], path: `${ZHIYUAN}/getRankingByScore`, input: ScoreRankQuerySchema, output: ScoreRankSchema, ...candidates }),

  // /yc-news (spec §7 News): published articles for the caller's channel and scope.
  articles: endpoint({ methods: ["GET"], path: "/yc-news/articles", input: ArticlesQuerySchema, output: ArticlePageSchema, cache: "no-store" }),
  readArticle: endpoint({ methods: ["GET"], path: "/yc-news/articles/reading", input: ContentIdSchema, output: ArticleSchema, cache: "no-store" }),

  // /yc-admin: staff login, staff, audit log, content and uploads (docs/api-content.md, docs/admin.md).
  adminSms: endpoint({ methods: ["GET"], path: `${ADMIN}/sms`, input: AdminSmsQuerySchema, output: SmsResponseSchema, ...staffOnly, okMsg: LOGIN_TEXT.smsSent }),
  adminLogin: endpoint({ methods: ["POST"], path: `${ADMIN}/login`, input: AdminLoginSchema, output: AdminSessionSchema, ...staffOnly, okMsg: LOGIN_TEXT.loginOk }),
  adminLogout: endpoint({ methods: ["POST"], path: `${ADMIN}/logout`, input: NoInputSchema, output: NoDataSchema, ...staffOnly, okMsg: LOGIN_TEXT.logoutOk }),
  adminMe: endpoint({ methods: ["GET"], path: `${ADMIN}/me`, input: NoInputSchema, output: StaffSchema, ...staffOnly }),
  adminStaff: endpoint({ methods: ["GET"], path: `${ADMIN}/staff`, input: NoInputSchema, output: z.array(StaffSchema), ...staffOnly }),
  adminAddStaff: endpoint({ methods: ["POST"], path: `${ADMIN}/staff`, input: StaffInputSchema, output: StaffSchema, ...staffOnly, okMsg: "已添加工作人员" }),
  adminUpdateStaff: endpoint({
    methods: ["PUT"],
    path: `${ADMIN}/staff`,
    input: StaffInputSchema.omit({ phone: true }).merge(StaffIdSchema).extend({ disabled: z.coerce.boolean().default(false) }),
    output: StaffSchema,
    ...staffOnly,
    okMsg: "保存成功",
  }),
  adminAudit: endpoint({ methods: ["GET"], path: `${ADMIN}/audit`, input: AuditQuerySchema, output: AuditPageSchema, ...staffOnly }),
  adminContents: endpoint({ methods: ["GET"], path: `${ADMIN}/contents`, input: AdminContentQuerySchema, output: z.array(AdminContentSchema), ...staffOnly }),
  adminContent: endpoint({ methods: ["GET"], path: `${ADMIN}/contents/info`, input: ContentIdSchema, output: AdminContentSchema, ...staffOnly }),
  adminPreview: endpoint({ methods: ["GET"], path: `${ADMIN}/contents/preview`, input: ContentIdSchema, output: AdminPreviewSchema, ...staffOnly }),
  adminCreateContent: endpoint({ methods: ["POST"], path: `${ADMIN}/contents`, input: ContentInputSchema, output: AdminContentSchema, ...staffOnly, okMsg: CONTENT_TEXT.saved }),
  adminUpdateContent: endpoint({ methods: ["PUT"], path: `${ADMIN}/contents`, input: ContentUpdateSchema, output: AdminContentSchema, ...staffOnly, okMsg: CONTENT_TEXT.saved }),
  /** The body is the file's bytes (any Content-Type); server/app.ts reads it raw, up to the video cap. */
  adminUpload: endpoint({ methods: ["POST"], path: `${ADMIN}/upload`, input: UploadInputSchema, output: UploadSchema, ...staffOnly, okMsg: CONTENT_TEXT.uploaded }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
