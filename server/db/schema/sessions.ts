import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Web sessions: the cookie carries only `id`; everything else stays here. */
export const webSessions = pgTable(
  "web_sessions",
  {
    id: text("id").primaryKey(),
    /** The logged-in user, so that deleting an account ends its sessions on every device. */
    userId: text("user_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("web_sessions_expires_idx").on(t.expiresAt), index("web_sessions_user_idx").on(t.userId)],
);
