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
  MajorByCodeSchema,
  MajorByNameSchema,
  MajorCatalogueQuerySchema,
  MajorCatalogueSchema,
  MajorDetailSchema,
  MajorJobResultSchema,
  MajorJobV2ResultSchema,
  MajorJobV3ResultSchema,
  MajorNameListSchema,
  MajorsByNameSchema,
  UniversitiesByMajorResultSchema,
  UniversitiesByMajorSchema,
} from "#server/modules/majors/majors.schema";
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
import {
  CompositeQuerySchema,
  MajorQuerySchema,
  OnlineWatchingQuerySchema,
  SchoolDetailQuerySchema,
  SchoolQuerySchema,
  type CompositeAnswer,
  type MajorPage,
  type OnlineWatching,
  type SchoolDetail,
  type SchoolPage,
} from "#server/modules/trinity/trinity.schema";
import {
  COLLECT_TEXT,
  CollectMajorSchema,
  CollectUcodeSchema,
  CollectedMajorsSchema,
  CollectedUniversitiesSchema,
  MajorCollectDataSchema,
  UniversityCollectDataSchema,
} from "#server/modules/collections/collections.schema";
import {
  RankListQuerySchema,
  RankListSchema,
  SpecialMajorQuerySchema,
  SpecialMajorSchema,
  UniversityRankQuerySchema,
  UniversityRankSchema,
} from "#server/modules/rankings/rankings.schema";
import {
  ComboInputSchema,
  MajorListSchema,
  MajorSubjectPageSchema,
  SubjectExtractSchema,
  type CoverageAnswer,
  type MajorListAnswer,
  type MajorSubjectPage,
  type SubjectExtractAnswer,
} from "#server/modules/xuanke/xuanke.schema";
import {
  DraftInputSchema,
  FinishInputSchema,
  HuolandeListSchema,
  ProfessionInfoSchema,
  TestIdSchema,
  type Draft,
  type HuolandeListAnswer,
  type ProfessionInfoAnswer,
  type TestResult,
} from "#server/modules/interest-test/interest-test.schema";
import {
  EnrollQuerySchema,
  MajorCatalogueQuerySchema as MajorHistoryCatalogueQuerySchema,
  MajorHistoryQuerySchema,
  RankRegionQuerySchema,
  type EnrollAnswer,
  type EnrollNumAnswer,
  type EnrollSchoolsAnswer,
  type MajorCatalogue as MajorHistoryCatalogue,
  type MajorHistoryAnswer,
  type RankRegionAnswer,
} from "#server/modules/zhiyuan/zhiyuan.schema";
import { BusinessCooperationSchema, NatureBodySchema, OwnUserSchema, ProfilePatchSchema, ProfilePutSchema, USER_TEXT } from "#server/modules/user/user.schema";
import type { ProvinceScoreItem } from "#server/modules/gk-info/province-score.schema";
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
  AdminDocumentRowSchema,
  AdminDocumentSchema,
  DOCUMENT_TEXT,
  DocumentInfoQuerySchema,
  DocumentInfoSchema,
  DocumentKeySchema,
  DocumentSaveSchema,
} from "#server/modules/documents/documents.schema";
import { MD_TEXT, MdDraftInputSchema, MdItemSchema, MdKeySchema, MdListQuerySchema, MdPageSchema } from "#server/modules/major-descriptions/md-admin.schema";
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
  BannerListSchema,
  GuideVideoListSchema,
  PopupDismissSchema,
  PopupDismissedSchema,
  PopupListSchema,
  PopupQuerySchema,
  PopupRankSchema,
  PopupScoreSchema,
  LessonCatalogueSchema,
  LessonSchema,
  ManualSchema,
  UploadInputSchema,
  UploadSchema,
} from "#server/modules/content/content.schema";
import {
  LiveDepartmentsSchema,
  LiveLinkSchema,
  LiveListQuerySchema,
  LivePageSchema,
  LiveQuerySchema,
  ShowMoreQuerySchema,
  ShowPageSchema,
  ShowSchema,
  VocationalPageSchema,
  VocationalQuerySchema,
  VocationalSchema,
} from "#server/modules/content/content-details.schema";
import {
  DraftSchema,
  DreamSchema,
  HotDegreeSchema,
  MarkKindSchema,
  PLAN_TEXT,
  PlanIdSchema,
  PlanListQuerySchema,
  PlanTypeSchema,
  SavePlanSchema,
  UnitIdsSchema,
  type PlanSummary,
  type PlanView,
} from "#server/modules/plans/plans.schema";
import {
  COMPARE_TEXT,
  CompareAnswerSchema,
  CompareIdSchema,
  CompareListSchema,
  FiltrateAnswerSchema,
  MajorCompareQuerySchema,
  MajorFiltrateSchema,
} from "#server/modules/major-compare/major-compare.schema";
import { NoDataSchema, NoInputSchema } from "./common";
import { endpoint } from "./endpoint";

const NCEE = "/yc-gk-info/rest/ncee";
/** Shandong's province_score (thin alias over the control lines): `year` optional. */
const ProvinceScoreQuerySchema = z.object({ year: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number({ message: "年份应为整数" }).int("年份应为整数").min(2000, "年份应在 2000–2100 之间").max(2100, "年份应在 2000–2100 之间").optional()) });
const ProvinceScoreSchema = z.custom<{ items: ProvinceScoreItem[] }>((v) => typeof v === "object" && v !== null && "items" in v);
const RECORDS = "/yc-user/users/score_records";
const RECORDS_SD = "/yc-user/users/score_record_sd";
const ZHIYUAN = "/yc-zhiyuan/rest";
const COLLECT = "/yc-gk-info/rest/collect";
/** A person's collections: changing or listing them needs login; the figures of one item read with or without it. */
const mine = { auth: "user", cache: "private" } as const;
const SUBJECT = "/yc-web-subject/rest";
const MAJOR_HISTORY = "/yc-zhiyuan/major-enrollment-history";
const MAJOR_TOOLS = "/yc-major/rest";
/** 专业对比's answers depend on who asks (their list, the quota): never shared. */
const comparing = { auth: "optional", needsProvince: true, cache: "private" } as const;
/** Changing the compare list: the person's own. */
const compareList = { auth: "user", cache: "private" } as const;
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
const EnrollNumAnswerSchema = z.custom<EnrollNumAnswer>((v) => typeof v === "object" && v !== null && "total_size" in v);
const EnrollSchoolsAnswerSchema = z.custom<EnrollSchoolsAnswer>((v) => typeof v === "object" && v !== null && "schools" in v);
const MajorHistoryAnswerSchema = z.custom<MajorHistoryAnswer>((v) => typeof v === "object" && v !== null && "university_list" in v);
const MajorHistoryCatalogueSchema = z.custom<MajorHistoryCatalogue>((v) => typeof v === "object" && v !== null && "disciplines" in v);

/** An answer whose shape a module's types document: checked by one field it always has. */
function answer<T>(field: string) {
  return z.custom<T>((v) => typeof v === "object" && v !== null && field in v);
}
/** 三位一体 answers: shapes in docs/api-trinity.md. */
const isObject = (key: string) => (v: unknown) => typeof v === "object" && v !== null && key in v;
const trinity = { needsProvince: true } as const;

/** Application plans (docs/api-filling.md): the shapes are the plan module's, checked loosely here. */
const PlanViewSchema = z.custom<PlanView>((v) => typeof v === "object" && v !== null && "entries" in v && "outcome" in v);
const PlanSummariesSchema = z.array(z.custom<PlanSummary>((v) => typeof v === "object" && v !== null && "id" in v));
const DraftAnswerSchema = z.custom<{ draft: unknown; view: PlanView } | null>(() => true);
const CountSchema = z.object({ count: z.number().int(), byType: z.record(z.number().int()) });
const ShareSchema = z.object({ shareToken: z.string(), url: z.string() });
const DreamAnswerSchema = z.object({ id: z.string(), unitId: z.string(), dream: z.boolean() });
const HotDegreeAnswerSchema = z.object({
  plans: z.number().int(),
  enough: z.boolean(),
  rankRange: z.tuple([z.number(), z.number()]),
  notice: z.string().nullable(),
  units: z.array(z.object({ unitId: z.string(), count: z.number().int().nullable(), hot_degree: z.number().nullable() })),
});
const MarksSchema = z.array(z.object({ unitId: z.string(), label: z.string(), createdAt: z.string() }));
const ExportSchema = z.object({ excel_token: z.string(), url: z.string(), filename: z.string() });
const ReplaceQuerySchema = z.object({
  id: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().trim().min(1).max(80)).optional(),
  type: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().regex(/^\d$/, PLAN_TEXT.badType)).optional(),
  unitId: z.string({ message: "请选择要替换的志愿" }).trim().min(1, "请选择要替换的志愿").max(80),
  scoreRecordId: z.union([z.string(), z.number()]).optional(),
  score: z.number().int().min(0).max(750).optional(),
  rank: z.number().int().min(1).max(2_000_000).optional(),
  subjects: z.array(z.string()).max(3).optional(),
  track: z.enum(["physics", "history"]).optional(),
  exclude: z.array(z.string().max(80)).max(200).optional(),
  page: z.number().int().min(1).max(1000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
});
const ExportQuerySchema = z.object({ id: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ message: "缺少志愿方案编号" }).trim().min(1, "缺少志愿方案编号").max(80)) });

/** Application plans are the person's own: never cached. */
const plan = { auth: "user", needsProvince: true, cache: "private" } as const;

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
  provinceScore: endpoint({ methods: ["GET"], path: `${NCEE}/province_score`, input: ProvinceScoreQuerySchema, output: ProvinceScoreSchema }),
  enrollInfoSd: endpoint({
    methods: ["GET", "POST"],
    path: `${NCEE}/get_university_enroll_info_sd`,
    input: z.union([EnrollInfoSchema, z.unknown().transform(() => null)]),
    output: EnrollInfoResultSchema,
  }),
  majorCourses: endpoint({ methods: ["GET"], path: `${NCEE}/query_major_courses`, input: MajorCoursesSchema, output: MajorCoursesResultSchema, needsProvince: true }),

  // /yc-gk-info/rest/collect: collections (收藏) of universities and majors (docs/api-collections.md).
  universityCollectData: endpoint({ methods: ["POST"], path: `${COLLECT}/university_collect_data`, input: CollectUcodeSchema, inputFrom: "both", output: UniversityCollectDataSchema, auth: "optional", cache: "private" }),
  collectUniversity: endpoint({ methods: ["POST"], path: `${COLLECT}/collect_university`, input: CollectUcodeSchema, inputFrom: "both", output: UniversityCollectDataSchema, ...mine, okMsg: COLLECT_TEXT.collected }),
  cancelCollectUniversity: endpoint({ methods: ["POST"], path: `${COLLECT}/cancel_collect_university`, input: CollectUcodeSchema, inputFrom: "both", output: UniversityCollectDataSchema, ...mine, okMsg: COLLECT_TEXT.cancelled }),
  collectedUniversities: endpoint({ methods: ["GET"], path: `${COLLECT}/my_universities`, input: NoInputSchema, output: CollectedUniversitiesSchema, ...mine }),
  majorCollectData: endpoint({ methods: ["POST"], path: `${COLLECT}/major_collect_data`, input: CollectMajorSchema, inputFrom: "both", output: MajorCollectDataSchema, auth: "optional", cache: "private" }),
  collectMajor: endpoint({ methods: ["POST"], path: `${COLLECT}/collect_major`, input: CollectMajorSchema, inputFrom: "both", output: MajorCollectDataSchema, ...mine, okMsg: COLLECT_TEXT.collected }),
  cancelCollectMajor: endpoint({ methods: ["POST"], path: `${COLLECT}/cancel_collect_major`, input: CollectMajorSchema, inputFrom: "both", output: MajorCollectDataSchema, ...mine, okMsg: COLLECT_TEXT.cancelled }),
  collectedMajors: endpoint({ methods: ["GET"], path: `${COLLECT}/my_majors`, input: NoInputSchema, output: CollectedMajorsSchema, ...mine }),

  // /yc-zhiyuan/rest: university rankings computed from our own data, and 特色专业 (docs/api-rankings.md); public.
  universityRankList: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getUniversityRankList`, input: RankListQuerySchema, inputFrom: "both", output: RankListSchema, needsProvince: true }),
  universityRank: endpoint({ methods: ["GET"], path: `${ZHIYUAN}/getUniversityRank`, input: UniversityRankQuerySchema, output: UniversityRankSchema, needsProvince: true }),
  universitySpecialMajor: endpoint({ methods: ["GET"], path: `${ZHIYUAN}/special_major`, input: SpecialMajorQuerySchema, output: SpecialMajorSchema, needsProvince: true }),
  // Major lookup (docs/api-majors.md): the catalogue, descriptions written by the site, who offers a major in the scope.
  majorCatalogue: endpoint({ methods: ["GET"], path: `${NCEE}/query_major_catalogue`, input: MajorCatalogueQuerySchema, output: MajorCatalogueSchema, needsProvince: true }),
  majorDetail: endpoint({ methods: ["GET"], path: `${NCEE}/query_major_detail`, input: MajorByCodeSchema, output: MajorDetailSchema, needsProvince: true }),
  majorJobsByName: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_major_jobs_by_name`, input: MajorsByNameSchema, output: MajorNameListSchema }),
  majorJobByName: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_major_job_by_name`, input: MajorByNameSchema, output: MajorJobResultSchema }),
  majorJobByNameV2: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_major_job_by_name/v2`, input: MajorByCodeSchema, output: MajorJobV2ResultSchema }),
  majorJobByNameV3: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_major_job_by_name/v3`, input: MajorByCodeSchema, output: MajorJobV3ResultSchema }),
  universityByMajorJob: endpoint({
    methods: ["GET", "POST"],
    path: `${NCEE}/query_university_by_major_job`,
    input: UniversitiesByMajorSchema,
    output: UniversitiesByMajorResultSchema,
    needsProvince: true,
  }),
  // 三位一体 (Zhejiang only; docs/api-trinity.md): the spec's three-in-one queries and the composite calculator.
  trinitySchools: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_three_in_one_v2018`, input: SchoolQuerySchema, output: z.custom<SchoolPage>(isObject("results")), ...trinity }),
  trinitySchool: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_three_in_one_v2020`, input: SchoolDetailQuerySchema, output: z.custom<SchoolDetail>(isObject("major_details")), ...trinity }),
  trinityMajors: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_three_in_one_2021`, input: MajorQuerySchema, output: z.custom<MajorPage>(isObject("results")), ...trinity }),
  trinityComposite: endpoint({ methods: ["GET", "POST"], path: `${NCEE}/query_three_in_one_composite`, input: CompositeQuerySchema, output: z.custom<CompositeAnswer>(isObject("results")), ...trinity }),
  trinityOnlineWatching: endpoint({ methods: ["GET"], path: `${NCEE}/query_three_in_one_online_watching`, input: OnlineWatchingQuerySchema, output: z.custom<OnlineWatching>(isObject("results")), ...trinity }),
  swytOnlineWatching: endpoint({ methods: ["GET"], path: "/yc-gk-info/wzy/get_swyt_online_watching", input: OnlineWatchingQuerySchema, output: z.custom<OnlineWatching>(isObject("results")), ...trinity }),

  // /yc-zhiyuan/rest: the candidate list over the admission-probability engine (docs/api-zhiyuan.md); quota headers on success.
  enrollWithDyParam: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getEnrollWithDyParam`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollAnswerSchema, ...candidates }),
  belongedRankRegion: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryBelongedRankRegion`, input: RankRegionQuerySchema, inputFrom: "both", output: RankRegionAnswerSchema, ...candidates }),
  rankingByScore: endpoint({ methods: ["GET"], path: `${ZHIYUAN}/getRankingByScore`, input: ScoreRankQuerySchema, output: ScoreRankSchema, ...candidates }),

  // 7选3 (docs/api-xuanke.md): public reference data per scope, from the in-process coverage index.
  majorSubjectCount: endpoint({ methods: ["POST"], path: `${SUBJECT}/getMajorSubjectCountWithBigMajors`, input: ComboInputSchema, inputFrom: "both", output: answer<CoverageAnswer>("places"), needsProvince: true }),
  filterMajorSubjectPage: endpoint({ methods: ["POST"], path: `${SUBJECT}/filterMajorSubjectPage`, input: MajorSubjectPageSchema, inputFrom: "both", output: answer<MajorSubjectPage>("content"), needsProvince: true }),
  subjectExtract: endpoint({ methods: ["POST"], path: "/yc-gk-info/xktf/get_subject_extract", input: SubjectExtractSchema, inputFrom: "both", output: answer<SubjectExtractAnswer>("combinations"), needsProvince: true }),
  huolandeFieldProfessionList: endpoint({ methods: ["POST"], path: `${SUBJECT}/getHuolandeFieldProfessionList`, input: HuolandeListSchema, inputFrom: "both", output: answer<HuolandeListAnswer>("classes") }),
  professionInfo: endpoint({ methods: ["POST"], path: `${SUBJECT}/getProfessionInfo`, input: ProfessionInfoSchema, inputFrom: "both", output: answer<ProfessionInfoAnswer>("majors"), needsProvince: true }),
  // The interest test of a logged-in student: one draft, then saved results (visitors keep answers in their session).
  careerTestDraft: endpoint({ methods: ["GET"], path: `${SUBJECT}/careerTest/draft`, input: NoInputSchema, output: answer<Draft>("answers"), auth: "user", cache: "private" }),
  saveCareerTestDraft: endpoint({ methods: ["PUT"], path: `${SUBJECT}/careerTest/draft`, input: DraftInputSchema, output: answer<Draft>("answers"), auth: "user", cache: "private" }),
  careerTestResults: endpoint({ methods: ["GET"], path: `${SUBJECT}/careerTest/results`, input: NoInputSchema, output: z.array(answer<TestResult>("code")), auth: "user", cache: "private" }),
  finishCareerTest: endpoint({ methods: ["POST"], path: `${SUBJECT}/careerTest/results`, input: FinishInputSchema, output: answer<TestResult>("code"), auth: "user", cache: "private", okMsg: "保存成功" }),
  careerTestResult: endpoint({ methods: ["GET"], path: `${SUBJECT}/careerTest/result`, input: TestIdSchema, output: answer<TestResult>("code"), auth: "user", cache: "private" }),
  majorList: endpoint({ methods: ["POST"], path: `${SUBJECT}/getMajorList`, input: MajorListSchema, inputFrom: "both", output: answer<MajorListAnswer>("results") }),
  enrollNum: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryEnrollNum`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollNumAnswerSchema, ...candidates }),
  enrollSchools: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryEnrollSchools`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollSchoolsAnswerSchema, ...candidates }),
  enrollSchoolsV2: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryEnrollSchools/v2`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollSchoolsAnswerSchema, ...candidates }),
  enrollSchoolsV3: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryEnrollSchools/v3`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollSchoolsAnswerSchema, ...candidates }),
  enrollMajors: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/queryEnrollMajors`, input: EnrollQuerySchema, inputFrom: "both", output: EnrollAnswerSchema, ...candidates }),
  schoolMajors: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/querySchoolMajors`, input: MajorHistoryQuerySchema, inputFrom: "both", output: MajorHistoryAnswerSchema, ...candidates }),
  filterByMajor: endpoint({ methods: ["POST"], path: `${MAJOR_HISTORY}/filter-by-major`, input: MajorHistoryQuerySchema, inputFrom: "both", output: MajorHistoryAnswerSchema, ...candidates }),
  filterByGrade: endpoint({ methods: ["POST"], path: `${MAJOR_HISTORY}/filter-by-grade`, input: MajorHistoryQuerySchema, inputFrom: "both", output: MajorHistoryAnswerSchema, ...candidates }),
  filterByRanking: endpoint({ methods: ["POST"], path: `${MAJOR_HISTORY}/filter-by-ranking`, input: MajorHistoryQuerySchema, inputFrom: "both", output: MajorHistoryAnswerSchema, ...candidates }),
  majorHistoryCatalogue: endpoint({ methods: ["GET"], path: `${MAJOR_HISTORY}/majors`, input: MajorHistoryCatalogueQuerySchema, output: MajorHistoryCatalogueSchema }),
  // 专业对比 (docs/api-majors.md): the picker, the person's list of 2–4 majors, the side-by-side figures; quota headers on success.
  majorFiltrate: endpoint({ methods: ["POST"], path: `${MAJOR_TOOLS}/major_filtrate`, input: MajorFiltrateSchema, inputFrom: "both", output: FiltrateAnswerSchema, ...comparing }),
  majorCompare: endpoint({ methods: ["POST"], path: `${MAJOR_TOOLS}/major_compare`, input: MajorCompareQuerySchema, output: CompareAnswerSchema, ...comparing }),
  compareListAdd: endpoint({ methods: ["POST"], path: `${MAJOR_TOOLS}/compare_list/add`, input: CompareIdSchema, output: CompareListSchema, ...compareList, okMsg: COMPARE_TEXT.added }),
  compareListRemove: endpoint({ methods: ["POST"], path: `${MAJOR_TOOLS}/compare_list/remove`, input: CompareIdSchema, output: CompareListSchema, ...compareList, okMsg: COMPARE_TEXT.removed }),
  compareListClear: endpoint({ methods: ["POST"], path: `${MAJOR_TOOLS}/compare_list/clear`, input: NoInputSchema, output: CompareListSchema, ...compareList, okMsg: COMPARE_TEXT.cleared }),
  // /yc-news (spec §7 News): published articles for the caller's channel and scope.
  articles: endpoint({ methods: ["GET"], path: "/yc-news/articles", input: ArticlesQuerySchema, output: ArticlePageSchema, cache: "no-store" }),
  readArticle: endpoint({ methods: ["GET"], path: "/yc-news/articles/reading", input: ContentIdSchema, output: ArticleSchema, cache: "no-store" }),
  // Micro-class lessons and the user manual (spec §9), for the caller's channel and scope.
  lessons: endpoint({ methods: ["GET"], path: "/yc-news/lessons", input: NoInputSchema, output: LessonCatalogueSchema, cache: "no-store" }),
  readLesson: endpoint({ methods: ["GET"], path: "/yc-news/lessons/reading", input: ContentIdSchema, output: LessonSchema, cache: "no-store" }),
  manual: endpoint({ methods: ["GET"], path: "/yc-news/manual", input: NoInputSchema, output: ManualSchema, cache: "no-store" }),
  // 直播间, 直通高校 and 高职提前招生 (docs/api-shows.md), for the caller's channel and scope.
  liveWatching: endpoint({ methods: ["GET"], path: "/yc-gk-info/wzy/get_online_watching", input: LiveQuerySchema, output: LivePageSchema, cache: "no-store" }),
  liveList: endpoint({ methods: ["GET"], path: "/yc-gk-info/wzy/get_list_online_watching", input: LiveListQuerySchema, output: z.array(LiveLinkSchema), cache: "no-store" }),
  liveDepartments: endpoint({ methods: ["GET"], path: "/yc-gk-info/wzy/get_departments_online_watching", input: NoInputSchema, output: LiveDepartmentsSchema, cache: "no-store" }),
  universityShow: endpoint({ methods: ["GET"], path: "/yc-major/rest/show/query_university_show", input: ContentIdSchema, output: ShowSchema, cache: "no-store" }),
  universityShowMore: endpoint({ methods: ["POST"], path: "/yc-major/rest/show/query_university_show_more", input: ShowMoreQuerySchema, inputFrom: "both", output: ShowPageSchema, cache: "no-store" }),
  earlyVocational: endpoint({ methods: ["GET"], path: "/yc-news/early-vocational", input: VocationalQuerySchema, output: VocationalPageSchema, cache: "no-store" }),
  earlyVocationalInfo: endpoint({ methods: ["GET"], path: "/yc-news/early-vocational/info", input: ContentIdSchema, output: VocationalSchema, cache: "no-store" }),

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
  // Home banners, popups and user-guide videos (docs/api-content.md): public, for the caller's channel and scope.
  bannerList: endpoint({ methods: ["GET"], path: `${ADMIN}/image/bannerList`, input: NoInputSchema, output: BannerListSchema, cache: "no-store" }),
  popupList: endpoint({ methods: ["GET"], path: `${ADMIN}/popup/list`, input: PopupQuerySchema, output: PopupListSchema, auth: "optional", cache: "no-store" }),
  popupDismiss: endpoint({ methods: ["POST"], path: `${ADMIN}/popup/dismiss`, input: PopupDismissSchema, output: PopupDismissedSchema, auth: "optional", cache: "no-store" }),
  popupScore: endpoint({ methods: ["GET"], path: `${ADMIN}/popup/score`, input: NoInputSchema, output: PopupScoreSchema, auth: "user", needsProvince: true, cache: "no-store" }),
  popupIsRank: endpoint({ methods: ["GET"], path: `${ADMIN}/popup/isRank`, input: NoInputSchema, output: PopupRankSchema, auth: "user", needsProvince: true, cache: "no-store" }),
  guideVideos: endpoint({ methods: ["GET"], path: `${ADMIN}/userGuide/videoList`, input: NoInputSchema, output: GuideVideoListSchema, cache: "no-store" }),
  // The site's major descriptions (professionDetails): draft, preview, publish (docs/api-content.md).
  adminMajorDescriptions: endpoint({ methods: ["GET"], path: `${ADMIN}/major-descriptions`, input: MdListQuerySchema, output: MdPageSchema, ...staffOnly }),
  adminMajorDescription: endpoint({ methods: ["GET"], path: `${ADMIN}/major-descriptions/info`, input: MdKeySchema, output: MdItemSchema, ...staffOnly }),
  adminSaveMajorDescription: endpoint({ methods: ["POST"], path: `${ADMIN}/major-descriptions/draft`, input: MdDraftInputSchema, output: MdItemSchema, ...staffOnly, okMsg: MD_TEXT.saved }),
  adminPublishMajorDescription: endpoint({ methods: ["POST"], path: `${ADMIN}/major-descriptions/publish`, input: MdKeySchema, output: MdItemSchema, ...staffOnly, okMsg: MD_TEXT.published }),
  adminDiscardMajorDescription: endpoint({ methods: ["POST"], path: `${ADMIN}/major-descriptions/discard`, input: MdKeySchema, output: MdItemSchema, ...staffOnly, okMsg: MD_TEXT.discarded }),
  // The agreement, disclaimer, service terms and FAQ texts (docs/admin.md): public as the caller's channel and scope show them; staff edit them per channel.
  documentInfo: endpoint({ methods: ["GET"], path: `${ADMIN}/document_info`, input: DocumentInfoQuerySchema, output: DocumentInfoSchema, needsProvince: true, cache: "no-store" }),
  adminDocuments: endpoint({ methods: ["GET"], path: `${ADMIN}/documents`, input: NoInputSchema, output: z.array(AdminDocumentRowSchema), ...staffOnly }),
  adminDocument: endpoint({ methods: ["GET"], path: `${ADMIN}/documents/info`, input: DocumentKeySchema, output: AdminDocumentSchema, ...staffOnly }),
  adminSaveDocument: endpoint({ methods: ["PUT"], path: `${ADMIN}/documents`, input: DocumentSaveSchema, output: AdminDocumentSchema, ...staffOnly, okMsg: DOCUMENT_TEXT.saved }),
  adminResetDocument: endpoint({ methods: ["POST"], path: `${ADMIN}/documents/reset`, input: DocumentKeySchema, output: AdminDocumentSchema, ...staffOnly, okMsg: DOCUMENT_TEXT.reset }),
  // Application plans (docs/api-filling.md).
  saveEnrollRecord: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/saveEnrollRecord`, input: SavePlanSchema, output: PlanViewSchema, ...plan, okMsg: PLAN_TEXT.saved }),
  saveEnrollRecordSd: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/saveEnrollRecord/sd`, input: SavePlanSchema, output: PlanViewSchema, ...plan, okMsg: PLAN_TEXT.saved }),
  saveEnrollRecordCount: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/saveEnrollRecord/count`, input: NoInputSchema, output: CountSchema, ...plan }),
  getEnrollRecord: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getEnrollRecord`, input: PlanListQuerySchema, output: PlanSummariesSchema, ...plan }),
  getEnrollRecordById: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getEnrollRecordById`, input: PlanIdSchema, output: PlanViewSchema, ...plan }),
  delEnrollRecord: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/delEnrollRecord`, input: PlanIdSchema, output: z.number().int().min(1), ...plan, okMsg: PLAN_TEXT.deleted }),
  saveShareEnrollRecord: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/saveShareEnrollRecord`, input: PlanIdSchema, output: ShareSchema, ...plan }),
  getShareEnrollRecord: endpoint({ methods: ["GET"], path: `${ZHIYUAN}/getShareEnrollRecord`, input: z.object({ share: z.string().trim().min(1).max(80) }), output: PlanViewSchema, cache: "no-store" }),
  enshrineDream: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/enshrineDream`, input: DreamSchema, output: DreamAnswerSchema, ...plan }),
  getEnrollDraft: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getEnrollDraft`, input: PlanTypeSchema, output: DraftAnswerSchema, ...plan }),
  saveEnrollDraft: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/saveEnrollDraft`, input: DraftSchema, output: PlanViewSchema, ...plan }),
  delEnrollDraft: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/delEnrollDraft`, input: PlanTypeSchema, output: z.number().int(), ...plan }),
  getReplacedEnrollWithDyParam: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getReplacedEnrollWithDyParam`, input: ReplaceQuerySchema, output: EnrollAnswerSchema, ...plan }),
  getUserHotDegree: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getUserHotDegree`, input: HotDegreeSchema, output: HotDegreeAnswerSchema, ...plan }),
  collectEnroll: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/collectEnroll`, input: UnitIdsSchema, output: z.number().int(), ...plan, okMsg: PLAN_TEXT.collected }),
  getCollectEnroll: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/getCollectEnroll`, input: MarkKindSchema, output: MarksSchema, ...plan }),
  searchCollectEnroll: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/searchCollectEnroll`, input: MarkKindSchema, output: MarksSchema, ...plan }),
  cancelCollectEnroll: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/cancelCollectEnroll`, input: UnitIdsSchema, output: z.number().int(), ...plan, okMsg: PLAN_TEXT.uncollected }),
  deleteUserAllCollect: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/deleteUserAllCollect`, input: MarkKindSchema, output: z.number().int(), ...plan, okMsg: PLAN_TEXT.deleted }),
  exportEnrollExcel: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/exportEnrollExcel`, input: ExportQuerySchema, output: ExportSchema, ...plan }),
  exportEnrollExcelV2: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/exportEnrollExcel/v2`, input: ExportQuerySchema, output: ExportSchema, ...plan }),
  exportCollectEnroll: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/exportCollectEnroll`, input: MarkKindSchema, output: ExportSchema, ...plan }),
  exportCollectEnrollV2: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/exportCollectEnroll/v2`, input: MarkKindSchema, output: ExportSchema, ...plan }),
  exportCollectEnrollV3: endpoint({ methods: ["POST"], path: `${ZHIYUAN}/exportCollectEnroll/v3`, input: MarkKindSchema, output: ExportSchema, ...plan }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
