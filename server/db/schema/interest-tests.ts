import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A logged-in student's interest tests: one draft (answers so far, status draft) and the finished ones
 * (answers, the six scores and the Holland code). Visitors' answers stay in their session.
 */
export const interestTests = pgTable(
  "interest_tests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** draft | done */
    status: text("status").notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    /** Sum per type (R I A S E C), 8–40; null for a draft. */
    scores: jsonb("scores").$type<Record<string, number> | null>(),
    code: text("code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("interest_tests_user_idx").on(t.userId, t.status, t.createdAt)],
);
