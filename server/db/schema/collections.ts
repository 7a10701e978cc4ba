import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What a person collected (收藏): universities by ucode and majors by their
 * catalogue code. Not per scope: a collection shows on every device and in
 * every scope. The (kind, item) index answers 院校收藏数 / 专业收藏数.
 */
export const collections = pgTable(
  "collections",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** university | major */
    kind: text("kind").$type<"university" | "major">().notNull(),
    /** The university's ucode, or the major's catalogue code. */
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] }), index("collections_item_idx").on(t.kind, t.itemId)],
);
