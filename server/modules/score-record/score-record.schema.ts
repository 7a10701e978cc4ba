// Contracts of /yc-user/users/score_records (and the Shandong aliases): one
// schema for the API, the myScore form on the client and its action on the server.
import { z } from "zod";
import type { Scope } from "../scope/scopes";
import { FIRST_CHOICE, RECHOSEN, USER_TEXT, electiveModel, electivesProblem, type Subject } from "../user/user.schema";

export const SCORE_KINDS = ["real", "estimate"] as const;
export type ScoreKind = (typeof SCORE_KINDS)[number];
export const SCORE_KIND_NAME: Record<ScoreKind, string> = { real: "实考成绩", estimate: "估分" };

/** The spec's scoreInfoString keys, one per elective. */
export const SUBJECT_KEYS: Record<Subject, string> = {
  物理: "physics",
  化学: "chemistry",
  生物: "biology",
  政治: "politics",
  历史: "history",
  地理: "geography",
  技术: "technology",
};
export type SubjectKey = "physics" | "chemistry" | "biology" | "politics" | "history" | "geography" | "technology";
export const SUBJECT_KEY_LIST = Object.values(SUBJECT_KEYS) as SubjectKey[];

/** At most this many records per person and scope: enough for 实考 and a few 估分. */
export const MAX_RECORDS = 20;

export const SCORE_TEXT = {
  saved: "保存成功",
  deleted: "删除成功",
  kind: "请选择成绩类型：实考成绩或估分",
  totalScore: "高考总分须为0至750之间的整数",
  totalScoreMissing: "请输入高考总分",
  subjectScore: (name: string) => `${name}成绩须为0至100之间的整数`,
  scoreOfUnchosen: (name: string) => `${name}不是所选科目，请勿填写其成绩`,
  scoresAboveTotal: "各科成绩之和不能超过高考总分",
  first: USER_TEXT.electivesFirst,
  rechosen: USER_TEXT.electivesRechosen,
  id: "请指定要修改的成绩",
  ids: "请选择要删除的成绩",
  notFound: "成绩记录不存在",
  tooMany: `每个省份最多保存${MAX_RECORDS}条成绩，请先删除不需要的成绩`,
  unknownField: USER_TEXT.unknownField,
  province: USER_TEXT.province,
} as const;

const subjectName = Object.fromEntries(Object.entries(SUBJECT_KEYS).map(([name, key]) => [key, name])) as Record<SubjectKey, Subject>;

const subjectScore = (key: SubjectKey) =>
  z
    .number({ invalid_type_error: SCORE_TEXT.subjectScore(subjectName[key]) })
    .int(SCORE_TEXT.subjectScore(subjectName[key]))
    .min(0, SCORE_TEXT.subjectScore(subjectName[key]))
    .max(100, SCORE_TEXT.subjectScore(subjectName[key]))
    .optional();

const subjectScoreFields = Object.fromEntries(SUBJECT_KEY_LIST.map((k) => [k, subjectScore(k)])) as Record<SubjectKey, ReturnType<typeof subjectScore>>;

/**
 * A score record as written (POST, and PUT with `id`). `subjects` holds the
 * three electives in 3+3 scopes; in 3+1+2 scopes `first` is the 首选 (物理 or
 * 历史) and `subjects` the two 再选, as the form asks. Elective scores are optional.
 */
export function scoreRecordSchema(scope: Scope) {
  const model = electiveModel(scope);
  return z
    .object({
      id: z.string().uuid(SCORE_TEXT.notFound).optional(),
      kind: z.enum(SCORE_KINDS, { errorMap: () => ({ message: SCORE_TEXT.kind }) }).default("real"),
      totalScore: z
        .number({ required_error: SCORE_TEXT.totalScoreMissing, invalid_type_error: SCORE_TEXT.totalScore })
        .int(SCORE_TEXT.totalScore)
        .min(0, SCORE_TEXT.totalScore)
        .max(750, SCORE_TEXT.totalScore),
      first: model === "1+2" ? z.enum(FIRST_CHOICE as [Subject, ...Subject[]], { errorMap: () => ({ message: SCORE_TEXT.first }) }) : z.undefined({ invalid_type_error: SCORE_TEXT.unknownField }),
      subjects: z.array(z.string({ invalid_type_error: USER_TEXT.electivesUnknown }), { required_error: model === "1+2" ? SCORE_TEXT.rechosen : USER_TEXT.electivesCount, invalid_type_error: USER_TEXT.electivesCount }).max(7, USER_TEXT.electivesCount),
      ...subjectScoreFields,
    })
    .strict(SCORE_TEXT.unknownField)
    .superRefine((v, ctx) => {
      if (model === "1+2" && v.subjects.some((s) => !RECHOSEN.includes(s as Subject))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["subjects"], message: SCORE_TEXT.rechosen });
        return;
      }
      const all = model === "1+2" && v.first ? [v.first, ...v.subjects] : v.subjects;
      const problem = electivesProblem(scope, all);
      if (problem) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["subjects"], message: model === "1+2" && all.length !== 3 ? SCORE_TEXT.rechosen : problem });
        return;
      }
      let sum = 0;
      for (const key of SUBJECT_KEY_LIST) {
        const score = v[key];
        if (score === undefined) continue;
        sum += score;
        if (!all.includes(subjectName[key])) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: SCORE_TEXT.scoreOfUnchosen(subjectName[key]) });
      }
      if (sum > v.totalScore) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["totalScore"], message: SCORE_TEXT.scoresAboveTotal });
    });
}
export type ScoreRecordInput = z.infer<ReturnType<typeof scoreRecordSchema>>;

/** POST delete_score_records: one id or a list. */
export const DeleteScoreRecordsSchema = z
  .object({ ids: z.array(z.string().uuid(SCORE_TEXT.notFound), { required_error: SCORE_TEXT.ids, invalid_type_error: SCORE_TEXT.ids }).min(1, SCORE_TEXT.ids).max(MAX_RECORDS, SCORE_TEXT.ids) })
  .strict(SCORE_TEXT.unknownField);

export const ScoreRecordIdSchema = z.object({ id: z.string({ required_error: SCORE_TEXT.id }).uuid(SCORE_TEXT.notFound) });

/** Which figure the rank is: official row, a derived/interpolated/estimated row, or the top row's bound. */
export type RankKind = "official" | "derived" | "interpolated" | "estimated" | "above-table";

/** One record as the API answers it. */
export interface ScoreRecord {
  id: string;
  /** 成绩N: the record's place among the person's records in this scope, oldest first. */
  number: number;
  kind: ScoreKind;
  totalScore: number;
  /** combined | physics | history */
  track: string;
  /** The three electives by short name, the 首选 included. */
  subjects: string[];
  /** 3+1+2 scopes: the 首选; otherwise null. */
  first: string | null;
  /** JSON of the elective scores by the spec's keys (physics, chemistry …), null where not given. */
  scoreInfoString: string;
  /** Rank in the newest 一分一段表 of the record's track; null when the table has no row for the score. */
  forecastRank: number | null;
  forecastRankYear: number | null;
  forecastRankKind: RankKind | null;
  /** How a family reads it: "12,345（按 2025 年一分一段表）", "前 395 名（…）", or why it is missing. */
  forecastRankText: string;
  forecastRankSource: string | null;
  /** The share of the table's candidates ranked behind the student, in % (docs/api-score-records.md); null without a rank. */
  echelonIndex: number | null;
  /** 成绩N 高考总分 位次 选考科目 预估志愿梯次指数% */
  label: string;
  createdAt: string;
  updatedAt: string;
}

/** Shandong alias: the same record plus artScience (spec §3: 文科 → 1, otherwise 2). */
export interface ScoreRecordSd extends ScoreRecord {
  artScience: 1 | 2;
}
