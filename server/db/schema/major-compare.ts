import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The majors a logged-in person picked to compare (专业对比, at most 4), by
 * catalogue code. Not per scope: the figures are computed in whichever scope
 * the comparison is opened. Emptied on logout (spec §4: the compare state is
 * cleared), so it lives only as long as a login.
 */
export const majorCompareItems = pgTable(
  "major_compare_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    majorCode: text("major_code").notNull(),
    /** The order picked (the table's column order): one more than the list's last. */
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.majorCode] })],
);
