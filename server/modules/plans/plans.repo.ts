import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { enrollDrafts, enrollPlans, unitMarks } from "../../db/schema/index";

export type PlanRow = typeof enrollPlans.$inferSelect;
export type DraftRow = typeof enrollDrafts.$inferSelect;
export type MarkRow = typeof unitMarks.$inferSelect;
export type Owner = { userId: string; scope: string };

const ownedPlan = (o: Owner) => and(eq(enrollPlans.userId, o.userId), eq(enrollPlans.scope, o.scope));

export async function getPlan(db: Db, o: Owner, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(enrollPlans).where(and(ownedPlan(o), eq(enrollPlans.id, id)));
  return row ?? null;
}

export async function planByShareToken(db: Db, token: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(enrollPlans).where(eq(enrollPlans.shareToken, token));
  return row ?? null;
}

/** Summaries, newest first, without the entries' units. */
export async function listPlans(db: Db, o: Owner, type?: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(enrollPlans)
    .where(type ? and(ownedPlan(o), eq(enrollPlans.type, type)) : ownedPlan(o))
    .orderBy(desc(enrollPlans.updatedAt), asc(enrollPlans.id));
}

export async function countPlans(db: Db, o: Owner): Promise<Array<{ type: string; count: number }>> {
  return db
    .select({ type: enrollPlans.type, count: sql<number>`count(*)::int` })
    .from(enrollPlans)
    .where(and(ownedPlan(o), eq(enrollPlans.kind, "saved")))
    .groupBy(enrollPlans.type);
}

export async function insertPlan(db: Db, row: PlanRow): Promise<void> {
  await db.insert(enrollPlans).values(row);
}

/**
 * The atomic save: one statement that writes only when the stored version is the one the
 * client edited, and bumps it. Null: the plan is gone or another save came first.
 */
export async function updatePlanIfVersion(
  db: Db,
  o: Owner,
  id: string,
  version: number,
  values: Pick<PlanRow, "name" | "student" | "rank" | "entries" | "filters" | "updatedAt">,
  type?: string,
): Promise<PlanRow | null> {
  const [row] = await db
    .update(enrollPlans)
    .set({ ...values, version: sql`${enrollPlans.version} + 1` })
    .where(and(ownedPlan(o), eq(enrollPlans.id, id), eq(enrollPlans.kind, "saved"), eq(enrollPlans.version, version), type === undefined ? undefined : eq(enrollPlans.type, type)))
    .returning();
  return row ?? null;
}

export async function setPlanFields(db: Db, o: Owner, id: string, values: Partial<Pick<PlanRow, "entries" | "shareToken" | "updatedAt">>): Promise<PlanRow | null> {
  const [row] = await db.update(enrollPlans).set(values).where(and(ownedPlan(o), eq(enrollPlans.id, id))).returning();
  return row ?? null;
}

/** A plan and its conflict copies. */
export async function deletePlan(db: Db, o: Owner, id: string): Promise<number> {
  const rows = await db
    .delete(enrollPlans)
    .where(and(ownedPlan(o), sql`(${enrollPlans.id} = ${id} or ${enrollPlans.conflictOf} = ${id})`))
    .returning({ id: enrollPlans.id });
  return rows.length;
}

/** Saved plans of a scope and 段 by students ranked in [lo, hi], and how many of them hold each unit. */
export async function plansNear(db: Db, scope: string, type: string, lo: number, hi: number, unitIds: string[]): Promise<{ plans: number; holding: Map<string, number> }> {
  const near = and(eq(enrollPlans.scope, scope), eq(enrollPlans.type, type), eq(enrollPlans.kind, "saved"), gte(enrollPlans.rank, lo), lte(enrollPlans.rank, hi));
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(enrollPlans).where(near);
  const holding = new Map<string, number>();
  for (const unitId of unitIds) {
    const [{ c } = { c: 0 }] = await db
      .select({ c: sql<number>`count(*)::int` })
      .from(enrollPlans)
      .where(and(near, sql`${enrollPlans.entries} @> ${JSON.stringify([{ unitId }])}::jsonb`));
    holding.set(unitId, c);
  }
  return { plans: n, holding };
}

// Drafts: one per person, scope and 段, written on every change.
export async function getDraft(db: Db, o: Owner, type: string): Promise<DraftRow | null> {
  const [row] = await db.select().from(enrollDrafts).where(and(eq(enrollDrafts.userId, o.userId), eq(enrollDrafts.scope, o.scope), eq(enrollDrafts.type, type)));
  return row ?? null;
}

export async function upsertDraft(db: Db, row: DraftRow): Promise<void> {
  const { userId: _u, scope: _s, type: _t, ...rest } = row;
  await db.insert(enrollDrafts).values(row).onConflictDoUpdate({ target: [enrollDrafts.userId, enrollDrafts.scope, enrollDrafts.type], set: rest });
}

export async function deleteDraft(db: Db, o: Owner, type: string): Promise<number> {
  const rows = await db
    .delete(enrollDrafts)
    .where(and(eq(enrollDrafts.userId, o.userId), eq(enrollDrafts.scope, o.scope), eq(enrollDrafts.type, type)))
    .returning({ t: enrollDrafts.type });
  return rows.length;
}

/** The draft of a 段 once `planId` is saved: a draft of a new plan or of that plan (a draft of another plan stays). */
export async function deleteDraftSavedAs(db: Db, o: Owner, type: string, planId: string): Promise<void> {
  await db
    .delete(enrollDrafts)
    .where(and(eq(enrollDrafts.userId, o.userId), eq(enrollDrafts.scope, o.scope), eq(enrollDrafts.type, type), or(isNull(enrollDrafts.planId), eq(enrollDrafts.planId, planId))));
}

// Marks: collected (收藏) and unliked (不感兴趣) units.
export async function addMarks(db: Db, rows: MarkRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(unitMarks).values(rows).onConflictDoNothing().returning({ id: unitMarks.unitId });
  return added.length;
}

export async function removeMarks(db: Db, o: Owner, kind: string, unitIds: string[] | null): Promise<number> {
  const base = and(eq(unitMarks.userId, o.userId), eq(unitMarks.scope, o.scope), eq(unitMarks.kind, kind));
  const rows = await db
    .delete(unitMarks)
    .where(unitIds ? and(base, inArray(unitMarks.unitId, unitIds)) : base)
    .returning({ id: unitMarks.unitId });
  return rows.length;
}

export async function listMarks(db: Db, o: Owner, kind: string): Promise<MarkRow[]> {
  return db
    .select()
    .from(unitMarks)
    .where(and(eq(unitMarks.userId, o.userId), eq(unitMarks.scope, o.scope), eq(unitMarks.kind, kind)))
    .orderBy(desc(unitMarks.createdAt), asc(unitMarks.unitId));
}
