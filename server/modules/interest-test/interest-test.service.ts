import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { interestTests } from "#server/db/schema/interest-tests";
import { BadRequestError, NotFoundError } from "#server/errors";
import type { Scope } from "../scope/scopes";
import type { XuankeService } from "../xuanke/xuanke.service";
import { CLASS_PROFILES, TYPES, cleanAnswers, isHollandCode, missingItems, rankClasses, scoreAnswers, type Answers, type RiasecType } from "./interest-test";
import { INTEREST_TEXT, type Draft, type HuolandeListAnswer, type ProfessionInfoAnswer, type TestResult } from "./interest-test.schema";

function toResult(row: typeof interestTests.$inferSelect): TestResult {
  const sums = row.scores ?? {};
  return {
    id: row.id,
    code: row.code ?? "",
    scores: TYPES.map((type) => ({ type, sum: sums[type] ?? 8, percent: Math.round((((sums[type] ?? 8) - 8) / 32) * 100) })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createInterestTestService(deps: { db: Db; now: () => number; xuanke: XuankeService }) {
  const { db, now, xuanke } = deps;

  async function draftRow(userId: string) {
    const [row] = await db
      .select()
      .from(interestTests)
      .where(and(eq(interestTests.userId, userId), eq(interestTests.status, "draft")))
      .limit(1);
    return row ?? null;
  }

  async function draft(userId: string): Promise<Draft> {
    const row = await draftRow(userId);
    const answers = cleanAnswers(row?.answers ?? {});
    return { answers, answered: Object.keys(answers).length, updatedAt: row?.updatedAt.toISOString() ?? null };
  }

  /** Merges a page of answers into the user's one draft. */
  async function saveDraft(userId: string, given: Record<string, unknown>, reset = false): Promise<Draft> {
    const at = new Date(now());
    const row = await draftRow(userId);
    const answers = cleanAnswers({ ...(reset ? {} : (row?.answers ?? {})), ...given });
    if (row) await db.update(interestTests).set({ answers, updatedAt: at }).where(eq(interestTests.id, row.id));
    else await db.insert(interestTests).values({ id: randomUUID(), userId, status: "draft", answers, scores: null, code: null, createdAt: at, updatedAt: at });
    return { answers, answered: Object.keys(answers).length, updatedAt: at.toISOString() };
  }

  /** Scores the draft (with the last answers given) and keeps it as a finished test. */
  async function finish(userId: string, given: Record<string, unknown>): Promise<TestResult> {
    const row = await draftRow(userId);
    const answers: Answers = cleanAnswers({ ...(row?.answers ?? {}), ...given });
    if (missingItems(answers).length > 0) throw new BadRequestError(INTEREST_TEXT.unfinished);
    const { scores, code } = scoreAnswers(answers);
    const at = new Date(now());
    const values = { status: "done", answers, scores: Object.fromEntries(scores.map((s) => [s.type, s.sum])), code, updatedAt: at };
    let id: string;
    if (row) {
      id = row.id;
      await db.update(interestTests).set(values).where(eq(interestTests.id, row.id));
    } else {
      id = randomUUID();
      await db.insert(interestTests).values({ id, userId, createdAt: at, ...values });
    }
    return { id, code, scores, createdAt: (row?.createdAt ?? at).toISOString() };
  }

  async function list(userId: string): Promise<TestResult[]> {
    const rows = await db
      .select()
      .from(interestTests)
      .where(and(eq(interestTests.userId, userId), eq(interestTests.status, "done")))
      .orderBy(desc(interestTests.updatedAt))
      .limit(50);
    return rows.map(toResult);
  }

  async function get(userId: string, id: string): Promise<TestResult> {
    const [row] = await db
      .select()
      .from(interestTests)
      .where(and(eq(interestTests.id, id), eq(interestTests.userId, userId), eq(interestTests.status, "done")))
      .limit(1);
    if (!row) throw new NotFoundError(INTEREST_TEXT.notFound);
    return toResult(row);
  }

  /** getHuolandeFieldProfessionList: 专业类 ranked by fit for a Holland code (and the scores when given). */
  async function classesFor(input: { code: string; scores?: Partial<Record<RiasecType, number>>; limit: number }): Promise<HuolandeListAnswer> {
    if (!isHollandCode(input.code)) throw new BadRequestError(INTEREST_TEXT.badCode);
    const cat = await xuanke.catalogue();
    const ranked = rankClasses(input.code, input.scores).slice(0, input.limit);
    return { code: input.code, classes: ranked.map((c) => ({ ...c, discipline: cat.classes.get(c.code)?.discipline ?? null })) };
  }

  /** getProfessionInfo: one 专业类 — why it fits whom, its majors, and what its offerings in the scope require. */
  async function professionInfo(scope: Scope, classCode: string): Promise<ProfessionInfoAnswer> {
    const profile = CLASS_PROFILES.find((c) => c.code === classCode);
    const cat = await xuanke.catalogue();
    const cls = cat.classes.get(classCode);
    if (!profile || !cls) throw new NotFoundError(INTEREST_TEXT.classUnknown);
    const majors = cat.rows.filter((r) => r.classCode === classCode && r.level === "本科").map((r) => ({ code: r.code, name: r.name }));
    const extract = await xuanke.subjectExtract(scope, { majors: [classCode] });
    const newest = extract.majors[0]?.years.find((y) => y.year === extract.year && y.rows > 0) ?? null;
    return {
      ...profile,
      discipline: cls.discipline,
      fit: 0,
      majors,
      year: newest?.year ?? null,
      basis: newest?.basis ?? null,
      requirements: (newest?.requirements ?? []).map((r) => ({ text: r.text, places: r.places, share: r.share })),
      pairs: extract.pairs.slice(0, 3).map((p) => ({ label: p.label, minShare: p.minShare, maxShare: p.maxShare, keepsAllOpen: p.keepsAllOpen })),
      note: extract.note,
    };
  }

  return { draft, saveDraft, finish, list, get, classesFor, professionInfo };
}

export type InterestTestService = ReturnType<typeof createInterestTestService>;
