import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client";
import { BadRequestError, ConflictError, NotFoundError } from "#server/errors";
import { hmac, randomToken, sameDigest } from "../auth/keys";
import type { Scope } from "../scope/scopes";
import type { ZhiyuanService } from "../zhiyuan/zhiyuan.service";
import { EnrollQuerySchema, type EnrollQuery, type EnrollUnit } from "../zhiyuan/zhiyuan.schema";
import { blockingCount, checkPlan, type Misplaced } from "./plan-checks";
import { planOutcome } from "./plan-outcome";
import { batchOfType, isPlanType, rulesOf } from "./plan-rules";
import * as repo from "./plans.repo";
import {
  DraftSchema,
  PLAN_TEXT,
  SavePlanSchema,
  type DraftInput,
  type PlanEntry,
  type PlanFilters,
  type PlanStudent,
  type PlanSummary,
  type PlanUnitView,
  type PlanView,
  type SavePlanInput,
} from "./plans.schema";

/** Hot degree needs this many saved plans at similar ranks, else 暂无足够数据. */
export const HOT_DEGREE_MIN_PLANS = 30;
/** "Similar rank": within ±10 % of the student's. */
const NEAR = 0.1;
const EXCEL_TOKEN_TTL_MS = 10 * 60_000;

export interface PlanServiceDeps {
  db: Db;
  now: () => number;
  zhiyuan: Pick<ZhiyuanService, "lookup" | "enroll">;
  /** Signs excel download tokens (derived from SESSION_SECRET). */
  excelKey: Buffer;
}

export function toUnitView(u: EnrollUnit): PlanUnitView {
  return {
    unitId: u.unitId,
    universityName: u.universityName,
    majorName: u.majorName,
    majorCode: u.majorCode,
    zsCode: u.zsCode,
    groupCode: u.groupCode,
    planCount: u.planCount,
    probability: u.probability,
    band: u.band,
    predictedRank: u.predictedRank,
    predictedRankRange: u.predictedRankRange,
    eligible: u.eligible,
    ineligibleReason: u.ineligibleReason,
    tuition: u.tuition,
    school: { province: u.school.province, city: u.school.city },
    history: u.history.map((h) => ({ year: h.year, minScore: h.minScore, minRank: h.minRank, planCount: h.planCount, equivalentScore: h.equivalentScore })),
    ...(u.majors ? { majors: u.majors.map((m) => ({ name: m.name, code: m.code, plan: m.plan, eligible: m.eligibility.eligible, ineligibleReason: m.eligibility.reason })) } : {}),
  };
}

/** The student of a plan as the candidate list's query, over the batch the plan fills (plan-rules.ts batchOfType). */
export function studentQuery(s: PlanStudent, batch?: string): EnrollQuery {
  if (!s.scoreRecordId && s.rank == null && s.score == null) throw new BadRequestError(PLAN_TEXT.needStudent);
  return EnrollQuerySchema.parse({
    scoreRecordId: s.scoreRecordId ?? undefined,
    score: s.scoreRecordId ? undefined : (s.score ?? undefined),
    rank: s.scoreRecordId ? undefined : (s.rank ?? undefined),
    subjects: s.scoreRecordId ? undefined : s.subjects,
    track: s.scoreRecordId ? undefined : (s.track ?? undefined),
    batch,
  });
}

export function createPlanService(deps: PlanServiceDeps) {
  const { db, now, zhiyuan } = deps;
  const owner = (userId: string, scope: Scope): repo.Owner => ({ userId, scope });

  function requireType(scope: Scope, type: string) {
    if (!isPlanType(scope, type)) throw new BadRequestError(PLAN_TEXT.badType);
  }

  /** Prices a plan for its student: units, checks and outcome (live in the editor, on save, on print). */
  async function price(scope: Scope, type: string, student: PlanStudent, entries: PlanEntry[], filters: PlanFilters, userId: string | null) {
    const rules = rulesOf(scope);
    const query = studentQuery(student, batchOfType(scope, type));
    const looked = await zhiyuan.lookup(scope, query, entries.map((e) => e.unitId), userId);
    const units = looked.units.map((x) => (x ? toUnitView(x.unit) : null));
    const misplaced = await inOtherBatches(scope, type, query, entries, units, userId);
    const checks = checkPlan(entries, units, rules, filters, misplaced);
    const outcome = planOutcome(
      entries.map((_, i) => {
        const u = units[i];
        const ok = u && u.eligible;
        return { p: ok ? u.probability : 0, sigma: looked.units[i]?.sigma ?? null, band: ok && u.band ? u.band : "unknown" };
      }),
    );
    return { units, checks, outcome, rank: looked.studentRank, rankFromYear: looked.rankFromYear, year: looked.year, source: looked.source };
  }

  /**
   * The entries this batch does not have, looked up in the scope's other batches: a group of another
   * batch is refused by name (a 本科 group in a 专科批 plan), not as a group without a plan.
   */
  async function inOtherBatches(scope: Scope, type: string, query: EnrollQuery, entries: PlanEntry[], units: Array<PlanUnitView | null>, userId: string | null): Promise<Array<Misplaced | null>> {
    const planBatch = batchOfType(scope, type);
    const missing = [...new Set(entries.flatMap((e, i) => (units[i] ? [] : [e.unitId])))];
    const found = new Map<string, Misplaced>();
    if (planBatch && missing.length > 0)
      for (const other of Object.keys(rulesOf(scope).types).filter((t) => t !== type)) {
        const batch = batchOfType(scope, other)!;
        const looked = await zhiyuan.lookup(scope, { ...query, batch }, missing, userId);
        looked.units.forEach((x, k) => {
          if (x && !found.has(missing[k]!)) found.set(missing[k]!, { batch, planBatch, unit: toUnitView(x.unit) });
        });
      }
    return entries.map((e, i) => (units[i] ? null : (found.get(e.unitId) ?? null)));
  }

  async function viewOf(
    row: Omit<repo.PlanRow, "id" | "kind" | "conflictOf" | "version" | "rank" | "shareToken" | "createdAt"> & Partial<repo.PlanRow>,
    kind: PlanView["kind"],
    userId: string | null,
    already?: Awaited<ReturnType<typeof price>>,
  ): Promise<PlanView> {
    const scope = row.scope as Scope;
    const priced = already ?? (await price(scope, row.type, row.student, row.entries, row.filters as PlanFilters, userId));
    return {
      id: row.id ?? null,
      scope,
      type: row.type,
      typeName: rulesOf(scope).types[row.type] ?? row.type,
      name: row.name,
      version: row.version ?? 0,
      kind,
      conflictOf: row.conflictOf ?? null,
      student: { ...row.student, rankUsed: priced.rank, rankFromYear: priced.rankFromYear },
      filters: row.filters as PlanFilters,
      entries: row.entries.map((e, i) => ({ ...e, unit: priced.units[i] ?? null })),
      checks: priced.checks,
      blocking: blockingCount(priced.checks),
      outcome: priced.outcome,
      year: priced.year,
      source: priced.source,
      createdAt: (row.createdAt ?? row.updatedAt).toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      shareToken: row.shareToken ?? null,
    };
  }

  async function mine(userId: string, scope: Scope, id: string): Promise<repo.PlanRow> {
    const row = await repo.getPlan(db, owner(userId, scope), id);
    if (!row) throw new NotFoundError(PLAN_TEXT.notFound);
    return row;
  }

  const defaultName = (scope: Scope, type: string) => `${rulesOf(scope).types[type] ?? ""}志愿方案 ${new Date(now()).toISOString().slice(0, 10)}`;

  return {
    price,

    async view(userId: string, scope: Scope, id: string): Promise<PlanView> {
      const row = await mine(userId, scope, id);
      return viewOf(row, row.kind as "saved" | "conflict", userId);
    },

    async shared(token: string): Promise<PlanView> {
      const row = await repo.planByShareToken(db, token);
      if (!row) throw new NotFoundError(PLAN_TEXT.notFound);
      // The owner's score record stands in for the student (the viewer has no access to it otherwise).
      return viewOf(row, "saved", row.userId);
    },

    async list(userId: string, scope: Scope, type?: string): Promise<PlanSummary[]> {
      const rows = await repo.listPlans(db, owner(userId, scope), type);
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        typeName: rulesOf(scope).types[r.type] ?? r.type,
        name: r.name,
        version: r.version,
        kind: r.kind as "saved" | "conflict",
        conflictOf: r.conflictOf,
        entryCount: r.entries.length,
        updatedAt: r.updatedAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async count(userId: string, scope: Scope) {
      const rows = await repo.countPlans(db, owner(userId, scope));
      return { count: rows.reduce((s, r) => s + r.count, 0), byType: Object.fromEntries(rows.map((r) => [r.type, r.count])) };
    },

    /**
     * Saves a plan: new, or an update of the version the client edited. A plan with blocking
     * problems is refused (400, the first problem named). A stale update is refused (409) and the
     * refused copy is kept as a conflict copy the student can open beside the saved one.
     */
    async save(userId: string, scope: Scope, given: unknown): Promise<PlanView> {
      const input: SavePlanInput = SavePlanSchema.parse(given);
      requireType(scope, input.type);
      const filters = input.filters ?? {};
      const priced = await price(scope, input.type, input.student, input.entries, filters, userId);
      const blocking = priced.checks.filter((c) => c.level === "block");
      if (blocking.length > 0) throw new BadRequestError(`${PLAN_TEXT.blocked}：${blocking[0]!.message}`);
      const at = new Date(now());
      const values = { name: input.name || defaultName(scope, input.type), student: input.student, rank: priced.rank, entries: input.entries, filters, updatedAt: at };
      let row: repo.PlanRow;
      if (input.id === undefined) {
        row = { id: randomUUID(), userId, scope, type: input.type, kind: "saved", conflictOf: null, version: 1, shareToken: null, createdAt: at, ...values };
        await repo.insertPlan(db, row);
      } else {
        // The happy path is one statement; only a refused write reads the plan to say why.
        const updated = input.version === undefined ? null : await repo.updatePlanIfVersion(db, owner(userId, scope), input.id, input.version, values, input.type);
        if (!updated) {
          const current = await mine(userId, scope, input.id);
          if (current.kind !== "saved" || current.type !== input.type) throw new BadRequestError(PLAN_TEXT.badType);
          if (input.version === undefined) throw new BadRequestError("缺少方案版本号，请刷新后重试");
          await repo.insertPlan(db, {
            id: randomUUID(), userId, scope, type: input.type, kind: "conflict", conflictOf: input.id, version: input.version, shareToken: null, createdAt: at,
            ...values, name: `${values.name}（冲突副本）`,
          });
          throw new ConflictError(PLAN_TEXT.stale);
        }
        row = updated;
      }
      // The draft of this 段 is now saved.
      await repo.deleteDraftSavedAs(db, owner(userId, scope), input.type, row.id);
      // Priced once: the answer is what the checks saw.
      return viewOf(row, "saved", userId, priced);
    },

    async remove(userId: string, scope: Scope, id: string): Promise<number> {
      const n = await repo.deletePlan(db, owner(userId, scope), id);
      if (n === 0) throw new NotFoundError(PLAN_TEXT.notFound);
      return n;
    },

    async share(userId: string, scope: Scope, id: string) {
      const row = await mine(userId, scope, id);
      const token = row.shareToken ?? randomToken(18);
      if (!row.shareToken) await repo.setPlanFields(db, owner(userId, scope), id, { shareToken: token });
      return { shareToken: token, url: `/${scope}/reportedPrintPage/${row.type}?share=${token}` };
    },

    async dream(userId: string, scope: Scope, q: { id: string; unitId: string; dream?: boolean }) {
      const row = await mine(userId, scope, q.id);
      if (!row.entries.some((e) => e.unitId === q.unitId)) throw new NotFoundError("该志愿不在方案中");
      const on = q.dream ?? true;
      // Not a new version: the mark is not part of what is filled.
      const entries = row.entries.map((e) => (e.unitId === q.unitId ? { ...e, dream: on } : on ? { ...e, dream: false } : e));
      await repo.setPlanFields(db, owner(userId, scope), q.id, { entries });
      return { id: q.id, unitId: q.unitId, dream: on };
    },

    // Drafts.
    async draft(userId: string, scope: Scope, type: string): Promise<{ draft: DraftInput & { updatedAt: string }; view: PlanView } | null> {
      requireType(scope, type);
      const row = await repo.getDraft(db, owner(userId, scope), type);
      if (!row) return null;
      const draft = { type, planId: row.planId, baseVersion: row.baseVersion, name: row.name, student: row.student, entries: row.entries, filters: row.filters as PlanFilters, updatedAt: row.updatedAt.toISOString() };
      const view = await viewOf({ ...row, id: row.planId ?? undefined, version: row.baseVersion ?? 0 }, "draft", userId);
      return { draft, view };
    },

    async putDraft(userId: string, scope: Scope, given: unknown): Promise<PlanView> {
      const input = DraftSchema.parse(given);
      requireType(scope, input.type);
      if (input.entries.length > rulesOf(scope).slots + 20) throw new BadRequestError(PLAN_TEXT.tooMany);
      const row = {
        userId, scope, type: input.type, planId: input.planId ?? null, baseVersion: input.baseVersion ?? null,
        name: input.name ?? "", student: input.student, entries: input.entries, filters: input.filters ?? {}, updatedAt: new Date(now()),
      };
      await repo.upsertDraft(db, row);
      return viewOf({ ...row, id: row.planId ?? undefined, version: row.baseVersion ?? 0 }, "draft", userId);
    },

    async dropDraft(userId: string, scope: Scope, type: string): Promise<number> {
      requireType(scope, type);
      return repo.deleteDraft(db, owner(userId, scope), type);
    },

    /** What share of saved plans of students at similar ranks hold each unit (anonymised counts only). */
    async hotDegree(scope: Scope, q: { type: string; rank: number; unitIds?: string[] }) {
      requireType(scope, q.type);
      const lo = Math.floor(q.rank * (1 - NEAR));
      const hi = Math.ceil(q.rank * (1 + NEAR));
      const { plans, holding } = await repo.plansNear(db, scope, q.type, lo, hi, q.unitIds ?? []);
      const enough = plans >= HOT_DEGREE_MIN_PLANS;
      return {
        plans,
        enough,
        rankRange: [lo, hi] as [number, number],
        notice: enough ? null : PLAN_TEXT.notEnough,
        units: (q.unitIds ?? []).map((unitId) => ({ unitId, count: enough ? (holding.get(unitId) ?? 0) : null, hot_degree: enough ? (holding.get(unitId) ?? 0) / plans : null })),
      };
    },

    // Collections (收藏) and 不感兴趣.
    async mark(userId: string, scope: Scope, kind: "collect" | "unlike", unitIds: string[], labels: Map<string, string>): Promise<number> {
      const at = new Date(now());
      return repo.addMarks(db, unitIds.map((unitId) => ({ userId, scope, kind, unitId, label: labels.get(unitId) ?? unitId, createdAt: at })));
    },
    async unmark(userId: string, scope: Scope, kind: "collect" | "unlike", unitIds: string[] | null): Promise<number> {
      return repo.removeMarks(db, owner(userId, scope), kind, unitIds);
    },
    async marks(userId: string, scope: Scope, kind: "collect" | "unlike", keyword?: string) {
      const rows = await repo.listMarks(db, owner(userId, scope), kind);
      const k = keyword?.trim();
      return rows.filter((r) => !k || r.label.includes(k)).map((r) => ({ unitId: r.unitId, label: r.label, createdAt: r.createdAt.toISOString() }));
    },
    async unliked(userId: string | null, scope: Scope): Promise<Set<string>> {
      if (!userId) return new Set();
      return new Set((await repo.listMarks(db, owner(userId, scope), "unlike")).map((r) => r.unitId));
    },

    // Excel download tokens: signed, short-lived, bound to the person; no state kept.
    excelToken(userId: string, scope: Scope, what: { kind: "plan" | "collect"; id: string }): string {
      const body = Buffer.from(JSON.stringify({ k: what.kind, i: what.id, u: userId, s: scope, e: now() + EXCEL_TOKEN_TTL_MS })).toString("base64url");
      return `${body}.${hmac(deps.excelKey, body)}`;
    },
    readExcelToken(token: string): { kind: "plan" | "collect"; id: string; userId: string; scope: Scope } {
      const [body, sig] = token.split(".");
      if (!body || !sig || !sameDigest(sig, hmac(deps.excelKey, body))) throw new BadRequestError(PLAN_TEXT.badToken);
      const v = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { k: "plan" | "collect"; i: string; u: string; s: Scope; e: number };
      if (v.e < now()) throw new BadRequestError(PLAN_TEXT.badToken);
      return { kind: v.k, id: v.i, userId: v.u, scope: v.s };
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
