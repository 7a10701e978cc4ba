import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * Reference data (issue 4): loaded from the committed seed (server/data/seed) or by
 * `npm run data:import`. Every figure row points at a ref_sources row so the UI can show
 * "year · source"; rows the importers derived carry a kind other than "official".
 */

/** One raw file (or operator import) with where it came from and its licence. */
export const refSources = pgTable("ref_sources", {
  id: integer("id").primaryKey(),
  /** Path relative to the data folder, e.g. "rank_tables/zj-2025-combined.csv", or "import:<file>". */
  file: text("file").notNull(),
  /** Who published it (the source column of SOURCES.csv, or the origin named in SOURCES.md). */
  source: text("source").notNull(),
  url: text("url"),
  licence: text("licence").notNull(),
  note: text("note"),
});

/** Key/value facts about the loaded data set (seed version, load time). */
export const refMeta = pgTable("ref_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

export interface ExamModel {
  reform: string;
  totalScore: number;
  subjects: string[];
  tracks: string[];
  batches: string[];
  choices: number;
  unit: string;
  majorsPerUnit: number | null;
  adjustment: boolean;
  rules?: unknown;
}

export const refScopes = pgTable("ref_scopes", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  examModel: jsonb("exam_model").$type<ExamModel>().notNull(),
  sourceId: integer("source_id").notNull(),
});

export const refControlLines = pgTable(
  "ref_control_lines",
  {
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    track: text("track").notNull(),
    /** 一段 / 二段 / 特控 / 本科 / 专科 … as the authority names it. */
    line: text("line").notNull(),
    score: smallint("score").notNull(),
    cumulative: integer("cumulative"),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.year, t.track, t.line] })],
);

export const refUniversities = pgTable(
  "ref_universities",
  {
    /** gaokao.cn school id for institutions of universities.csv; 900000+ for ones only the MoE list or a line file knows. */
    id: integer("id").primaryKey(),
    /** National admission code (5 digits), also the tail of the MoE identifier. */
    zsCode: text("zs_code"),
    moeCode: text("moe_code"),
    name: text("name").notNull(),
    aliases: text("aliases").array().notNull().default([]),
    province: text("province"),
    city: text("city"),
    /** 本科 / 专科 */
    level: text("level"),
    type: text("type"),
    /** 公办 / 民办 / 中外合作办学 … as published */
    nature: text("nature"),
    isPublic: boolean("is_public"),
    belong: text("belong"),
    is985: boolean("is_985").notNull().default(false),
    is211: boolean("is_211").notNull().default(false),
    isDoubleFirstClass: boolean("is_double_first_class").notNull().default(false),
    /** Branch campus / medical school that the source gave its parent's flags. */
    isBranch: boolean("is_branch").notNull().default(false),
    pinyin: text("pinyin").notNull().default(""),
    initials: text("initials").notNull().default(""),
    /** Rows with admission data across scopes and years: a popularity proxy until real traffic exists. */
    popularity: integer("popularity").notNull().default(0),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [uniqueIndex("ref_universities_name_uq").on(t.name), index("ref_universities_zs_code_idx").on(t.zsCode)],
);

export const refMajors = pgTable(
  "ref_majors",
  {
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** 本科 / 职教本科 / 专科 */
    level: text("level").notNull(),
    disciplineCode: text("discipline_code"),
    discipline: text("discipline"),
    classCode: text("class_code"),
    className: text("class_name"),
    degree: text("degree"),
    durationYears: smallint("duration_years"),
    note: text("note"),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] }), index("ref_majors_name_idx").on(t.name)],
);

export type FigureKind = "official" | "derived" | "interpolated" | "estimated";
/**
 * How a line's rank is known: a FigureKind, or `above-table` when its score lies at or above the
 * top row of the year's table, so the rank is only a bound (at most the top row's cumulative count).
 */
export type RankKind = FigureKind | "above-table";

export const refRankTables = pgTable(
  "ref_rank_tables",
  {
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    track: text("track").notNull(),
    score: smallint("score").notNull(),
    count: integer("count").notNull(),
    /** Candidates at or above this score. */
    cumulative: integer("cumulative").notNull(),
    kind: text("kind").$type<FigureKind>().notNull(),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.year, t.track, t.score] })],
);

export const refSchoolLines = pgTable(
  "ref_school_lines",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    track: text("track").notNull(),
    /** "all" when the source folds every batch into one line. */
    batch: text("batch").notNull(),
    universityId: integer("university_id").notNull(),
    schoolName: text("school_name").notNull(),
    minScore: smallint("min_score"),
    minRank: integer("min_rank"),
    rankKind: text("rank_kind").$type<RankKind>(),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [index("ref_school_lines_uni_idx").on(t.universityId, t.scope), index("ref_school_lines_scope_idx").on(t.scope, t.year, t.track)],
);

export type SubjectMode = "none" | "all_of" | "any_of" | "unknown";

export const refMajorLines = pgTable(
  "ref_major_lines",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    track: text("track").notNull(),
    /** 一段 / 二段 for zj, the source's batch otherwise. */
    batch: text("batch").notNull(),
    universityId: integer("university_id").notNull(),
    /** The scope's own institution code (zj 4 digits). */
    collegeCode: text("college_code"),
    schoolName: text("school_name").notNull(),
    majorName: text("major_name").notNull(),
    majorCode: text("major_code"),
    majorMatch: text("major_match").$type<"exact" | "normalised" | "class" | "none">().notNull(),
    planCount: integer("plan_count"),
    durationYears: smallint("duration_years"),
    avgScore: real("avg_score"),
    minScore: smallint("min_score"),
    minRank: integer("min_rank"),
    rankKind: text("rank_kind").$type<RankKind>(),
    subjectMode: text("subject_mode").$type<SubjectMode>().notNull(),
    subjects: text("subjects").array().notNull().default([]),
    subjectRaw: text("subject_raw"),
    /** e.g. rank-inconsistent (2023 rows whose rank contradicts the others at that score), collected (征求). */
    flags: text("flags").array().notNull().default([]),
    sourceId: integer("source_id").notNull(),
    sourceLine: integer("source_line"),
  },
  (t) => [
    index("ref_major_lines_uni_idx").on(t.universityId, t.scope, t.year),
    index("ref_major_lines_scope_idx").on(t.scope, t.year, t.track),
    index("ref_major_lines_major_idx").on(t.scope, t.majorCode),
  ],
);

export const refEnrollmentPlans = pgTable(
  "ref_enrollment_plans",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    track: text("track").notNull(),
    batch: text("batch").notNull(),
    admissionType: text("admission_type"),
    groupCode: text("group_code"),
    universityId: integer("university_id").notNull(),
    schoolName: text("school_name").notNull(),
    majorCode: text("major_code"),
    /** The authority's own code of the unit as printed in its plan (zj 专业代号), not a catalogue code. */
    unitCode: text("unit_code"),
    majorName: text("major_name").notNull(),
    planCount: integer("plan_count"),
    tuition: integer("tuition"),
    durationYears: smallint("duration_years"),
    subjectMode: text("subject_mode").$type<SubjectMode>().notNull(),
    subjects: text("subjects").array().notNull().default([]),
    subjectRaw: text("subject_raw"),
    note: text("note"),
    /**
     * The application unit this row belongs to, stable across re-imports (saved plans refer to it):
     * derived from scope, year, institution and the unit's code — the 院校专业组 code in 3+1+2
     * scopes, the 专业代号 in zj/sd — or, without a code, its normalised name.
     */
    unitId: text("unit_id").notNull(),
    groupMinScore: smallint("group_min_score"),
    groupMinRank: integer("group_min_rank"),
    majorMinScore: smallint("major_min_score"),
    majorMinRank: integer("major_min_rank"),
    sourceId: integer("source_id").notNull(),
    sourceLine: integer("source_line"),
  },
  (t) => [index("ref_plans_uni_idx").on(t.universityId, t.scope, t.year), index("ref_plans_unit_idx").on(t.unitId), index("ref_plans_major_idx").on(t.scope, t.majorCode)],
);

/**
 * Minimum lines of a 院校专业组 (gd, hb, jx …) or, where a scope has no groups (sd) or the source
 * gives only the school, of the school in one batch (group_code null, flag school-level).
 * Group-line files list no majors: a group is matched to its plan by institution, track, code and
 * subject requirement.
 */
export const refGroupLines = pgTable(
  "ref_group_lines",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    /** physics / history (3+1+2), combined (3+3). */
    track: text("track").notNull(),
    /** The authority's batch name: 本科批, 专科批, 本科提前批, 本科普通批, 常规批 … */
    batch: text("batch").notNull(),
    /** 普通类, 国家专项计划 … where the source says. */
    admissionType: text("admission_type"),
    universityId: integer("university_id").notNull(),
    /** The school as printed. */
    schoolName: text("school_name").notNull(),
    /** The scope's institution code as printed (gd: national 5-digit code; jx: the authority's code). */
    schoolCode: text("school_code"),
    /** 院校专业组 code as printed (gd 219, hb A00105, jx 102); null for a school-level line. */
    groupCode: text("group_code"),
    /** The group's printed label (北京大学第04组, 第161组(国家专项)) or a school-level row's label. */
    groupName: text("group_name"),
    subjectMode: text("subject_mode").$type<SubjectMode>().notNull(),
    subjects: text("subjects").array().notNull().default([]),
    /** The printed requirement (首选物理，再选化学 / 化或生); never a machine-coded string. */
    subjectRaw: text("subject_raw"),
    minScore: smallint("min_score"),
    minRank: integer("min_rank"),
    rankKind: text("rank_kind").$type<RankKind>(),
    planCount: integer("plan_count"),
    note: text("note"),
    /** school-level, plan-summary (from a plans file's summary row), name-cleaned (watermark removed) … */
    flags: text("flags").array().notNull().default([]),
    sourceId: integer("source_id").notNull(),
    sourceLine: integer("source_line"),
  },
  (t) => [index("ref_group_lines_uni_idx").on(t.universityId, t.scope, t.year), index("ref_group_lines_scope_idx").on(t.scope, t.year, t.track)],
);
