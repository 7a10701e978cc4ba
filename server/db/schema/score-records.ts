import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A student's gaokao score (实考 or 估分) in one scope: other scopes neither
 * show nor use it. The rank is not stored: it is looked up in the newest
 * 一分一段表 whenever the record is read, so a newly loaded table applies.
 */
export const scoreRecords = pgTable(
  "score_records",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    /** real (实考) | estimate (估分) */
    kind: text("kind").notNull(),
    totalScore: integer("total_score").notNull(),
    /** combined in 3+3 scopes; physics | history (the 首选) in 3+1+2 scopes. */
    track: text("track").notNull(),
    /** The three electives by short name (物理 化学 …), the 首选 included. */
    subjects: jsonb("subjects").$type<string[]>().notNull(),
    /** Elective scores by the spec's subject keys (physics, chemistry …); null where not given. */
    subjectScores: jsonb("subject_scores").$type<Record<string, number | null>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("score_records_user_scope_idx").on(t.userId, t.scope, t.createdAt)],
);
