import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What a major studies, its main courses and career directions: written by the site (author 本站编写),
 * loaded from server/data/content/major-descriptions/*.json by `npm run db:prepare`, edited by the
 * admin module. Keyed like ref_majors (level, catalogue code); no salary or employment figures.
 */
export const majorDescriptions = pgTable(
  "major_descriptions",
  {
    /** The catalogue code (080901, 100201K, 520201). */
    code: text("code").notNull(),
    /** 本科 / 专科 / 职教本科, as ref_majors.level. */
    level: text("level").notNull(),
    name: text("name").notNull(),
    intro: text("intro").notNull(),
    courses: jsonb("courses").$type<string[]>().notNull(),
    careers: jsonb("careers").$type<string[]>().notNull(),
    author: text("author").notNull(),
    /** The day the text was written or last revised (YYYY-MM-DD), shown beside it. */
    date: text("date").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] })],
);

/**
 * A staff member's unpublished edit of one description (or of one not written yet): the public page keeps
 * showing major_descriptions until the draft is published, which copies it there and deletes it.
 */
export const majorDescriptionDrafts = pgTable(
  "major_description_drafts",
  {
    code: text("code").notNull(),
    level: text("level").notNull(),
    intro: text("intro").notNull(),
    courses: jsonb("courses").$type<string[]>().notNull(),
    careers: jsonb("careers").$type<string[]>().notNull(),
    /** Who saved it last (staff.id); the audit log keeps the history. */
    staffId: text("staff_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] })],
);
