import { boolean, index, integer, pgTable, real, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { SubjectMode } from "./reference";

/*
 * Zhejiang 三位一体 综合评价招生 (issue 12): one row per school and cycle with its composite formula,
 * the majors it opens, and its admission statistics by year. Loaded from the committed seed or by
 * `npm run data:import -- --kind trinity`; every row points at a ref_sources row.
 */

/** A school's 三位一体 formula for one cycle: 学考 A–D points, full marks and the three weights. */
export const trinitySchools = pgTable(
  "trinity_schools",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    /** The admission cycle (章程 year), e.g. 2026. */
    year: smallint("year").notNull(),
    name: text("name").notNull(),
    /** ref_universities id when the name is known to the catalogue. */
    universityId: integer("university_id"),
    pointA: real("point_a").notNull(),
    pointB: real("point_b").notNull(),
    pointC: real("point_c").notNull(),
    pointD: real("point_d").notNull(),
    xuekaoFull: real("xuekao_full").notNull(),
    xiaoceFull: real("xiaoce_full").notNull(),
    gaokaoFull: real("gaokao_full").notNull(),
    xuekaoWeight: real("xuekao_weight").notNull(),
    xiaoceWeight: real("xiaoce_weight").notNull(),
    gaokaoWeight: real("gaokao_weight").notNull(),
    /** 标准: a weighted sum of the three parts; 特殊: the school's own rule (see note). */
    formulaKind: text("formula_kind").notNull(),
    note: text("note"),
    ruleYear: smallint("rule_year"),
    ruleTitle: text("rule_title"),
    ruleUrl: text("rule_url"),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [uniqueIndex("trinity_schools_uq").on(t.scope, t.year, t.name), index("trinity_schools_uni_idx").on(t.universityId)],
);

/** A major (or 专业类 / 专业组, as the school prints it) open to 三位一体 in one cycle. */
export const trinityMajors = pgTable(
  "trinity_majors",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    year: smallint("year").notNull(),
    schoolName: text("school_name").notNull(),
    name: text("name").notNull(),
    /** The school's own grouping (A组, 理工类, 师范类 …). */
    category: text("category"),
    /** 专业类 of the national catalogue, when the name matches it. */
    majorClass: text("major_class"),
    majorCode: text("major_code"),
    subjectMode: text("subject_mode").$type<SubjectMode>().notNull(),
    subjects: text("subjects").array().notNull().default([]),
    subjectRaw: text("subject_raw"),
    /** Null: the source does not give the plan (printed 0). */
    plan: integer("plan"),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [index("trinity_majors_scope_idx").on(t.scope, t.year, t.schoolName)],
);

/** Admission statistics of one school and year; round-number rows are estimates. */
export const trinityStats = pgTable(
  "trinity_stats",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    schoolName: text("school_name").notNull(),
    year: smallint("year").notNull(),
    applicants: integer("applicants"),
    shortlisted: integer("shortlisted"),
    admitted: integer("admitted"),
    /** The lowest composite score as the school published it (its own scale). */
    lowestRaw: real("lowest_raw"),
    /** The same on a 100-point scale. */
    lowestPct: real("lowest_pct"),
    thresholdText: text("threshold_text"),
    estimated: boolean("estimated").notNull().default(false),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [uniqueIndex("trinity_stats_uq").on(t.scope, t.schoolName, t.year)],
);

/**
 * A school's composite weights in an earlier year as older compilations give them (special-admissions/
 * zongping-*.json): shown per year beside the current 章程, never merged into it — the files disagree
 * (浙江大学 2024 85 / 10 / 5, 2025 50 / 30 / 20), so each year shows its own figure with its confidence.
 */
export const trinityFormulaHistory = pgTable(
  "trinity_formula_history",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    schoolName: text("school_name").notNull(),
    year: smallint("year").notNull(),
    gaokaoPct: real("gaokao_pct"),
    xiaocePct: real("xiaoce_pct"),
    xuekaoPct: real("xuekao_pct"),
    /** The compilation's own words (mode, 入围线 …). */
    note: text("note"),
    /** high / medium / low, as the compilation rates itself. */
    confidence: text("confidence"),
    sourceId: integer("source_id").notNull(),
  },
  (t) => [index("trinity_formula_history_idx").on(t.scope, t.schoolName)],
);
