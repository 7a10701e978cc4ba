import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { majorDescriptionDrafts as drafts, majorDescriptions as described } from "../../db/schema/major-descriptions";
import { refMajors as majors } from "../../db/schema/reference";
import type { MdListQuery } from "./md-admin.schema";

const joined = (db: Db) =>
  db
    .select({
      code: majors.code,
      level: majors.level,
      name: majors.name,
      className: majors.className,
      publishedDate: described.date,
      draftUpdatedAt: drafts.updatedAt,
    })
    .from(majors)
    .leftJoin(described, and(eq(described.level, majors.level), eq(described.code, majors.code)))
    .leftJoin(drafts, and(eq(drafts.level, majors.level), eq(drafts.code, majors.code)));

/** The catalogue with each major's description state; keyword matches a name part or a code prefix. */
export async function page(db: Db, q: MdListQuery, pageSize: number) {
  const where: SQL[] = [];
  if (q.keyword) where.push(or(ilike(majors.name, `%${q.keyword.replace(/[\\%_]/g, "\\$&")}%`), ilike(majors.code, `${q.keyword.replace(/[\\%_]/g, "\\$&")}%`))!);
  if (q.level !== "all") where.push(eq(majors.level, q.level));
  if (q.status === "described") where.push(isNotNull(described.code));
  if (q.status === "none") where.push(and(isNull(described.code), isNull(drafts.code))!);
  if (q.status === "draft") where.push(isNotNull(drafts.code));
  const filter = where.length ? and(...where) : undefined;
  const rows = await joined(db).where(filter).orderBy(asc(majors.level), asc(majors.code)).limit(pageSize).offset((q.page - 1) * pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(majors)
    .leftJoin(described, and(eq(described.level, majors.level), eq(described.code, majors.code)))
    .leftJoin(drafts, and(eq(drafts.level, majors.level), eq(drafts.code, majors.code)))
    .where(filter);
  return { rows, total };
}

export async function major(db: Db, level: string, code: string) {
  const [row] = await db.select({ code: majors.code, level: majors.level, name: majors.name, className: majors.className }).from(majors).where(and(eq(majors.level, level), eq(majors.code, code)));
  return row ?? null;
}

export async function publishedOf(db: Db, level: string, code: string) {
  const [row] = await db.select().from(described).where(and(eq(described.level, level), eq(described.code, code)));
  return row ?? null;
}

export async function draftOf(db: Db, level: string, code: string) {
  const [row] = await db.select().from(drafts).where(and(eq(drafts.level, level), eq(drafts.code, code)));
  return row ?? null;
}

export async function saveDraft(db: Db, row: typeof drafts.$inferInsert) {
  await db
    .insert(drafts)
    .values(row)
    .onConflictDoUpdate({ target: [drafts.level, drafts.code], set: { intro: row.intro, courses: row.courses, careers: row.careers, staffId: row.staffId, updatedAt: row.updatedAt } });
}

export async function deleteDraft(db: Db, level: string, code: string) {
  await db.delete(drafts).where(and(eq(drafts.level, level), eq(drafts.code, code)));
}

export async function publish(db: Db, row: typeof described.$inferInsert) {
  await db
    .insert(described)
    .values(row)
    .onConflictDoUpdate({
      target: [described.level, described.code],
      set: { name: row.name, intro: row.intro, courses: row.courses, careers: row.careers, author: row.author, date: row.date, updatedAt: row.updatedAt },
    });
}
