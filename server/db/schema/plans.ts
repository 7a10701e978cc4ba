import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/** One slot of a saved plan (server/modules/plans/plans.schema.ts PlanEntry). */
type Entry = { unitId: string; majors?: string[]; adjust?: boolean; dream?: boolean };
type Student = { scoreRecordId?: string | null; score?: number | null; rank?: number | null; subjects?: string[]; track?: "physics" | "history" | null };
type Filters = Record<string, unknown>;

/**
 * A saved application plan (志愿方案) of one scope and 段/batch (`type`). Saved atomically with a
 * version: an update names the version it edited and is refused when another save came first;
 * the refused copy is kept as a row of kind `conflict` pointing at the plan (`conflict_of`).
 */
export const enrollPlans = pgTable(
  "enroll_plans",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    /** saved | conflict */
    kind: text("kind").notNull(),
    conflictOf: text("conflict_of"),
    version: integer("version").notNull(),
    student: jsonb("student").$type<Student>().notNull(),
    /** The student's rank when saved (for what students at similar ranks chose, anonymised). */
    rank: integer("rank"),
    entries: jsonb("entries").$type<Entry[]>().notNull(),
    filters: jsonb("filters").$type<Filters>().notNull(),
    shareToken: text("share_token").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("enroll_plans_user_scope_idx").on(t.userId, t.scope, t.updatedAt), index("enroll_plans_scope_type_rank_idx").on(t.scope, t.type, t.rank)],
);

/**
 * The plan being edited, saved on every change (one per person, scope and 段): a reload, a crash or
 * a closed laptop loses nothing. `plan_id`/`base_version` name the saved plan it started from.
 */
export const enrollDrafts = pgTable(
  "enroll_drafts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    type: text("type").notNull(),
    planId: text("plan_id"),
    baseVersion: integer("base_version"),
    name: text("name").notNull(),
    student: jsonb("student").$type<Student>().notNull(),
    entries: jsonb("entries").$type<Entry[]>().notNull(),
    filters: jsonb("filters").$type<Filters>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.type] })],
);

/** Units a person collected (收藏) or never wants to see again (不感兴趣), per scope. */
export const unitMarks = pgTable(
  "unit_marks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    /** collect | unlike */
    kind: text("kind").notNull(),
    unitId: text("unit_id").notNull(),
    /** Shown in lists without pricing the unit again. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("unit_marks_key").on(t.userId, t.scope, t.kind, t.unitId)],
);
