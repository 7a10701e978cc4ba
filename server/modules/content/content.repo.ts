import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contents, popupDismissals, uploads } from "../../db/schema/admin";
import { refUniversities } from "../../db/schema/reference";

export type ContentRow = typeof contents.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

export function listByKind(db: Db, kind: string): Promise<ContentRow[]> {
  return db.select().from(contents).where(eq(contents.kind, kind)).orderBy(desc(contents.updatedAt), desc(contents.id));
}

export async function byId(db: Db, id: number): Promise<ContentRow | null> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id)).limit(1);
  return row ?? null;
}

export async function insert(db: Db, row: typeof contents.$inferInsert): Promise<ContentRow> {
  const [created] = await db.insert(contents).values(row).returning();
  return created;
}

export async function update(db: Db, id: number, patch: Partial<typeof contents.$inferInsert>): Promise<ContentRow | null> {
  const [row] = await db.update(contents).set(patch).where(eq(contents.id, id)).returning();
  return row ?? null;
}

/** A seeded item by its file, unless it is there already (staff may have changed it since). Answers whether it was added. */
export async function insertSeed(db: Db, row: typeof contents.$inferInsert & { seedKey: string }): Promise<boolean> {
  const added = await db.insert(contents).values(row).onConflictDoNothing({ target: contents.seedKey }).returning({ id: contents.id });
  return added.length === 1;
}

/** What the public sees: published, or scheduled and its time has come, its window not yet over, for this channel and scope ("all" included). */
function visible(kind: string, channel: string, scope: string | null, at: Date) {
  return and(targeted(kind, channel, scope), lte(contents.publishAt, at), or(isNull(contents.endsAt), gt(contents.endsAt, at)));
}

/** Published or scheduled for this channel and scope ("all" included), whatever its time. */
function targeted(kind: string, channel: string, scope: string | null) {
  return and(
    eq(contents.kind, kind),
    inArray(contents.status, ["published", "scheduled"]),
    or(sql`${contents.channels} @> ${JSON.stringify([channel])}::jsonb`, sql`${contents.channels} @> '["all"]'::jsonb`),
    scope === null
      ? sql`${contents.scopes} @> '["all"]'::jsonb`
      : or(sql`${contents.scopes} @> ${JSON.stringify([scope])}::jsonb`, sql`${contents.scopes} @> '["all"]'::jsonb`),
  );
}

/** `visible` in JavaScript, for rows read by `publicTargeted`. */
export function isLiveAt(row: Pick<ContentRow, "publishAt" | "endsAt">, at: Date): boolean {
  return row.publishAt !== null && row.publishAt.getTime() <= at.getTime() && (row.endsAt === null || row.endsAt.getTime() > at.getTime());
}

export async function publicPage(
  db: Db,
  q: { kind: string; channel: string; scope: string | null; at: Date; page: number; pageSize: number; category?: string },
): Promise<{ rows: ContentRow[]; total: number; categories: string[] }> {
  const where = visible(q.kind, q.channel, q.scope, q.at);
  const filtered = q.category ? and(where, eq(contents.category, q.category)) : where;
  const [rows, [{ total }], categories] = await Promise.all([
    db
      .select()
      .from(contents)
      .where(filtered)
      .orderBy(desc(contents.publishAt), desc(contents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(contents).where(filtered),
    db.selectDistinct({ category: contents.category }).from(contents).where(where).orderBy(contents.category),
  ]);
  return { rows, total, categories: categories.map((c) => c.category).filter(Boolean) };
}

/** Every visible item of a kind (lesson series, manual pages, banners, popups, guide videos): few enough to read whole. */
export function publicAll(db: Db, q: { kind: string; channel: string; scope: string | null; at: Date }): Promise<ContentRow[]> {
  return db
    .select()
    .from(contents)
    .where(visible(q.kind, q.channel, q.scope, q.at))
    .orderBy(contents.series, contents.seriesOrder, contents.id);
}

/** Every item of a kind targeted at this channel and scope, live or still to come, in the order of `publicAll`; `isLiveAt` says which are live. */
export async function publicTargeted(db: Db, q: { kind: string; channel: string; scope: string | null }): Promise<ContentRow[]> {
  return db.select().from(contents).where(targeted(q.kind, q.channel, q.scope)).orderBy(contents.series, contents.seriesOrder, contents.id);
}

export async function publicOne(db: Db, q: { id: number; kind: string; channel: string; scope: string | null; at: Date }): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.id, q.id), visible(q.kind, q.channel, q.scope, q.at)))
    .limit(1);
  return row ?? null;
}

/** Counts one read of a visible item; answers the item with its new count. */
export async function countRead(db: Db, q: { id: number; kind: string; channel: string; scope: string | null; at: Date }): Promise<ContentRow | null> {
  const [row] = await db
    .update(contents)
    .set({ reads: sql`${contents.reads} + 1` })
    .where(and(eq(contents.id, q.id), visible(q.kind, q.channel, q.scope, q.at)))
    .returning();
  return row ?? null;
}

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function uploadById(db: Db, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/**
 * The `details` fields (kind-specific) that filters and orderings read. Each key is written into the SQL text
 * rather than passed as a parameter, so the same expression can be grouped by (GROUP BY must repeat the SELECT's
 * text); a fixed map keeps every such key out of reach of input.
 */
const DETAIL_FIELDS = {
  startAt: sql<string>`${contents.details}->>'startAt'`,
  universityName: sql<string>`${contents.details}->>'universityName'`,
  city: sql<string>`${contents.details}->>'city'`,
  school: sql<string>`${contents.details}->>'school'`,
  majors: sql<string>`${contents.details}->>'majors'`,
  year: sql<string>`${contents.details}->>'year'`,
  applyEnd: sql<string>`${contents.details}->>'applyEnd'`,
};
export type DetailKey = keyof typeof DETAIL_FIELDS;

/** A text field of `details`, for filters and ordering. */
export const detail = (key: DetailKey) => DETAIL_FIELDS[key];

/** `%…%` for ILIKE with the pattern characters of the search taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Visible = { kind: string; channel: string; scope: string | null; at: Date };

/** Visible items of a kind narrowed by `where`, in `order`, one window of them, with the total. */
export async function publicWindow(db: Db, q: Visible & { where?: SQL; order: SQL[]; limit: number; offset: number }): Promise<{ rows: ContentRow[]; total: number }> {
  const filtered = q.where ? and(visible(q.kind, q.channel, q.scope, q.at), q.where) : visible(q.kind, q.channel, q.scope, q.at);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contents)
      .where(filtered)
      .orderBy(...q.order, asc(contents.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(contents).where(filtered),
  ]);
  return { rows, total };
}

/** The distinct non-empty values of one field among visible items, with how many items have each (departments, cities). */
export async function publicFacet(db: Db, q: Visible & { field: SQL<string> }): Promise<{ value: string; count: number }[]> {
  const rows = await db
    .select({ value: q.field, count: count() })
    .from(contents)
    .where(visible(q.kind, q.channel, q.scope, q.at))
    .groupBy(q.field)
    .orderBy(q.field);
  return rows.filter((r): r is { value: string; count: number } => Boolean(r.value));
}

export async function universityName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: refUniversities.name }).from(refUniversities).where(eq(refUniversities.id, id)).limit(1);
  return row?.name ?? null;
}

/** A university's id by its name or one of its aliases (an imported programme names its school). */
export async function universityIdByName(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: refUniversities.id })
    .from(refUniversities)
    .where(or(eq(refUniversities.name, name), sql`${name} = ANY(${refUniversities.aliases})`))
    .limit(1);
  return row?.id ?? null;
}

export const eqCategory = (category: string) => eq(contents.category, category);
export const asText = (column: typeof contents.category) => sql<string>`${column}`;
export const newestFirst = desc(contents.publishAt);
/** A details text field containing `text`, case-insensitively. */
export const detailLike = (key: DetailKey, text: string) => sql`${detail(key)} ILIKE ${containing(text)}`;
export const detailEquals = (key: DetailKey, value: string) => sql`${detail(key)} = ${value}`;
export const detailNumberDesc = (key: DetailKey) => sql`(${detail(key)})::int DESC`;
/** The popups this user closed, with when (the latest closing of each). */
export async function dismissalsOf(db: Db, userId: string): Promise<{ id: number; at: Date }[]> {
  return db.select({ id: popupDismissals.contentId, at: popupDismissals.dismissedAt }).from(popupDismissals).where(eq(popupDismissals.userId, userId));
}

export async function saveDismissal(db: Db, userId: string, contentId: number, at: Date): Promise<void> {
  await db
    .insert(popupDismissals)
    .values({ userId, contentId, dismissedAt: at })
    .onConflictDoUpdate({ target: [popupDismissals.userId, popupDismissals.contentId], set: { dismissedAt: at } });
}
