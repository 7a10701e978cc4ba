import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The operator's staff: only numbers here may log in to /admin. An admin manages
 * staff and everything; an editor edits the content of its channels and scopes;
 * a viewer reads what its grants cover. `channels` / `scopes` hold codes, or "all".
 */
export const staff = pgTable(
  "staff",
  {
    id: text("id").primaryKey(),
    phone: text("phone").notNull(),
    name: text("name").notNull().default(""),
    /** admin | editor | viewer */
    role: text("role").notNull(),
    channels: jsonb("channels").$type<string[]>().notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** null: added from the command line. */
    createdBy: text("created_by"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_phone_idx").on(t.phone)],
);

/** An admin login: the cookie (or Bearer token) is a random token stored here only as its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Absolute end; idle sessions end earlier (lastSeenAt + idle window). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** Every admin action: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    staffId: text("staff_id"),
    staffPhone: text("staff_phone").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/**
 * Operator content: news articles, micro-class lessons, user-manual pages, live-room links,
 * university shows, early-vocational programmes, home banners and popups, user-guide videos. Visible to the public when status is
 * published or scheduled, publishAt has passed and endsAt (when set) has not,
 * for the channels and scopes it targets ("all" or codes).
 */
export const contents = pgTable(
  "contents",
  {
    id: serial("id").primaryKey(),
    /** article | lesson | manual | live | show | vocational */
    kind: text("kind").notNull(),
    /** draft | scheduled | published | archived */
    status: text("status").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    category: text("category").notNull().default(""),
    /** Markdown as written; the page shows its sanitised HTML. */
    body: text("body").notNull(),
    source: text("source").notNull().default(""),
    coverUploadId: text("cover_upload_id"),
    channels: jsonb("channels").$type<string[]>().notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    reads: integer("reads").notNull().default(0),
    /** Lessons: the series, the place in it, the length and an optional video. */
    series: text("series"),
    seriesOrder: integer("series_order"),
    durationMinutes: integer("duration_minutes"),
    videoUrl: text("video_url"),
    /**
     * What only one kind has, validated per kind by the content service (content-details.schema.ts):
     * live links (url, start), university shows (university, images, uploaded video), early-vocational programmes (school, majors, plan, dates).
     */
    details: jsonb("details").$type<Record<string, unknown>>(),
    /** Banners and popups: where a click leads (a same-site path or an https address). */
    linkUrl: text("link_url"),
    /** The end of the display window; null: shown until archived. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Popups: who sees it (all | visitor | user | with_score | without_score) and how often (once | daily | visit). */
    audience: text("audience"),
    frequency: text("frequency"),
    /** Seeded content: the file it came from, so a new seed run updates rather than duplicates. */
    seedKey: text("seed_key"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("contents_kind_publish_idx").on(t.kind, t.publishAt), uniqueIndex("contents_seed_key_idx").on(t.seedKey)],
);

/** A stored upload: the file lives under the upload directory as `<id>.<ext>`; the client's name is never used. */
export const uploads = pgTable("uploads", {
  id: text("id").primaryKey(),
  mime: text("mime").notNull(),
  ext: text("ext").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  staffId: text("staff_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * The texts of the agreement, disclaimer, service terms, about and FAQ pages,
 * edited by admins: one row per document type and channel, "all" being the
 * default a channel without its own text reads. Earlier versions live in the audit log.
 */
export const documents = pgTable(
  "documents",
  {
    type: text("type").notNull(),
    channel: text("channel").notNull().default("all"),
    content: jsonb("content").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: text("updated_by"),
  },
  (t) => [primaryKey({ columns: [t.type, t.channel] })],
);

/** A logged-in user closed a popup: once-only and daily popups stay closed for them on every device. */
export const popupDismissals = pgTable(
  "popup_dismissals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);
