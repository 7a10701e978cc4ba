import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { BadRequestError, ConflictError, NotFoundError } from "../../errors";
import { isScope, type Scope } from "../scope/scopes";
import type { ReferenceData } from "../reference/reference-data";
import { lookupRank, rankTables, type RankTables } from "../score-rank/score-rank.service";
import { FIRST_CHOICE, RECHOSEN, electiveModel, type Subject } from "../user/user.schema";
import * as repo from "./score-record.repo";
import {
  DeleteScoreRecordsSchema,
  MAX_RECORDS,
  SCORE_TEXT,
  SUBJECT_KEYS,
  SUBJECT_KEY_LIST,
  ScoreRecordIdSchema,
  scoreRecordSchema,
  type RankKind,
  type ScoreRecord,
  type ScoreRecordInput,
  type ScoreRecordSd,
} from "./score-record.schema";

/** What the engine pages read of a record (getEnrollWithDyParam, checkAsScore). */
export interface ScoreRecordFacts {
  totalScore: number;
  /** The three electives by short name, the 首选 included. */
  subjects: string[];
  /** 3+1+2 scopes: the two 再选 (the engine's `subjects` there); otherwise the three. */
  rechosen: string[];
  /** combined | physics | history */
  track: string;
  rank: number | null;
  rankYear: number | null;
  rankKind: RankKind | null;
}

interface Forecast {
  rank: number;
  year: number;
  kind: RankKind;
  cohort: number;
  source: string;
}

const thousands = (n: number) => n.toLocaleString("en-US");

/**
 * The student's rank in the newest 一分一段表 of their track. A score at or
 * above the table's top row only bounds the rank (前 N 名); below the table's
 * lowest score there is no rank at all.
 */
function forecast(cache: RankTables, scope: string, track: string, score: number): Forecast | null {
  for (const year of cache.years.get(scope) ?? []) {
    const table = cache.tables.get(`${scope}|${year}|${track}`);
    if (!table) continue;
    const hit = lookupRank(table, score);
    if (!hit) return null;
    return { rank: hit.rank, year, kind: hit.above ? "above-table" : hit.kind, cohort: table.cumulative[0]!, source: table.source.source };
  }
  return null;
}

/**
 * echelonIndex: the share of the table's candidates the student ranks ahead of,
 * (cohort − rank) / cohort × 100 with cohort = everyone the table lists, one decimal.
 */
export function echelonIndex(rank: number, cohort: number): number {
  if (cohort <= 0) return 0;
  return Math.max(0, Math.round(((cohort - rank) / cohort) * 1000) / 10);
}

function rankText(f: Forecast | null): string {
  if (!f) return "暂无位次（分数低于一分一段表的最低分或暂无该科类的一分一段表）";
  const basis = `按 ${f.year} 年一分一段表`;
  if (f.kind === "above-table") return `前 ${thousands(f.rank)} 名（${basis}）`;
  if (f.kind === "official") return `${thousands(f.rank)}（${basis}）`;
  return `${thousands(f.rank)}（${basis}，${f.kind === "estimated" ? "估算" : "插值"}）`;
}

function trackOf(scope: Scope, input: ScoreRecordInput): string {
  if (electiveModel(scope) !== "1+2") return "combined";
  return input.first === "历史" ? "history" : "physics";
}

function rowValues(scope: Scope, input: ScoreRecordInput) {
  const subjects = electiveModel(scope) === "1+2" && input.first ? [input.first, ...input.subjects] : [...input.subjects];
  const chosen = new Set(subjects);
  const subjectScores: Record<string, number | null> = {};
  for (const [name, key] of Object.entries(SUBJECT_KEYS)) if (chosen.has(name)) subjectScores[key] = input[key as keyof ScoreRecordInput] as number | undefined ?? null;
  return { kind: input.kind, totalScore: input.totalScore, track: trackOf(scope, input), subjects, subjectScores };
}

function toRecord(row: repo.ScoreRecordRow, number: number, cache: RankTables): ScoreRecord {
  const f = forecast(cache, row.scope, row.track, row.totalScore);
  const echelon = f ? echelonIndex(f.rank, f.cohort) : null;
  const first = row.track === "combined" ? null : (row.subjects.find((s) => FIRST_CHOICE.includes(s as Subject)) ?? null);
  const rankPart = f ? (f.kind === "above-table" ? `前${f.rank}名` : `位次${f.rank}`) : "位次暂无";
  return {
    id: row.id,
    number,
    kind: row.kind as ScoreRecord["kind"],
    totalScore: row.totalScore,
    track: row.track,
    subjects: row.subjects,
    first,
    scoreInfoString: JSON.stringify(Object.fromEntries(SUBJECT_KEY_LIST.filter((k) => k in row.subjectScores).map((k) => [k, row.subjectScores[k]]))),
    forecastRank: f?.rank ?? null,
    forecastRankYear: f?.year ?? null,
    forecastRankKind: f?.kind ?? null,
    forecastRankText: rankText(f),
    forecastRankSource: f?.source ?? null,
    echelonIndex: echelon,
    label: `成绩${number} ${row.totalScore}分 ${rankPart} ${row.subjects.join("")} ${echelon === null ? "-" : `${echelon}%`}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A record of the old 文综 subjects (政治 历史 地理) reads as 文科 (1); any other as 理科 (2). */
function artScience(record: ScoreRecord): 1 | 2 {
  return ["政治", "历史", "地理"].every((s) => record.subjects.includes(s)) ? 1 : 2;
}

function requireScopeOf(province: Scope | null): Scope {
  if (!isScope(province)) throw new BadRequestError(SCORE_TEXT.province);
  return province;
}

/** Score records of a person, each in the scope it was made in. */
export function createScoreRecordService({ db, reference, now }: { db: Db; reference: ReferenceData; now: () => number }) {
  async function listIn(userId: string, scope: Scope): Promise<ScoreRecord[]> {
    const [rows, cache] = await Promise.all([repo.listRecords(db, { userId, scope }), rankTables(reference)]);
    return rows.map((row, i) => toRecord(row, i + 1, cache));
  }

  async function one(userId: string, scope: Scope, id: string): Promise<ScoreRecord> {
    const found = (await listIn(userId, scope)).find((r) => r.id === id);
    // Another person's record, or one of another scope, is simply not there.
    if (!found) throw new NotFoundError(SCORE_TEXT.notFound);
    return found;
  }

  async function create(userId: string, province: Scope | null, body: unknown): Promise<ScoreRecord> {
    const scope = requireScopeOf(province);
    const input = scoreRecordSchema(scope).parse(body ?? {});
    const id = randomUUID();
    await db.transaction(async (tx) => {
      // Counted inside the transaction so that parallel saves cannot both pass the cap unseen.
      const existing = await repo.listRecords(tx, { userId, scope });
      if (existing.length >= MAX_RECORDS) throw new ConflictError(SCORE_TEXT.tooMany);
      // 成绩N counts by creation time: a record made in the same millisecond still comes after the last one.
      const at = new Date(Math.max(now(), (existing.at(-1)?.createdAt.getTime() ?? 0) + 1));
      await repo.insertRecord(tx, { id, userId, scope, ...rowValues(scope, input), createdAt: at, updatedAt: at });
    });
    return one(userId, scope, id);
  }

  async function update(userId: string, province: Scope | null, body: unknown): Promise<ScoreRecord> {
    const scope = requireScopeOf(province);
    const input = scoreRecordSchema(scope).parse(body ?? {});
    if (!input.id) throw new BadRequestError(SCORE_TEXT.id);
    const row = await repo.updateRecord(db, { userId, scope }, input.id, { ...rowValues(scope, input), updatedAt: new Date(now()) });
    if (!row) throw new NotFoundError(SCORE_TEXT.notFound);
    return one(userId, scope, row.id);
  }

  async function remove(userId: string, province: Scope | null, body: unknown): Promise<number> {
    const scope = requireScopeOf(province);
    const { ids } = DeleteScoreRecordsSchema.parse(body ?? {});
    const removed = await repo.deleteRecords(db, { userId, scope }, [...new Set(ids)]);
    if (removed === 0) throw new NotFoundError(SCORE_TEXT.notFound);
    return removed;
  }

  return {
    list: (userId: string, province: Scope | null) => listIn(userId, requireScopeOf(province)),
    info: (userId: string, province: Scope | null, query: unknown) => one(userId, requireScopeOf(province), ScoreRecordIdSchema.parse(query ?? {}).id),
    create,
    update,
    remove,
    listSd: async (userId: string, province: Scope | null): Promise<ScoreRecordSd[]> => (await listIn(userId, requireScopeOf(province))).map((r) => ({ ...r, artScience: artScience(r) })),
    infoSd: async (userId: string, province: Scope | null, query: unknown): Promise<ScoreRecordSd> => {
      const r = await one(userId, requireScopeOf(province), ScoreRecordIdSchema.parse(query ?? {}).id);
      return { ...r, artScience: artScience(r) };
    },

    /**
     * One record of this person in this scope, as the engine pages use it;
     * NotFoundError (404, 成绩记录不存在) for anyone else's or another scope's.
     */
    async scoreRecordFor(userId: string, scope: Scope, id: string): Promise<ScoreRecordFacts> {
      if (!ScoreRecordIdSchema.safeParse({ id }).success) throw new NotFoundError(SCORE_TEXT.notFound);
      const r = await one(userId, scope, id);
      return {
        totalScore: r.totalScore,
        subjects: r.subjects,
        rechosen: r.track === "combined" ? r.subjects : r.subjects.filter((s) => RECHOSEN.includes(s as Subject)),
        track: r.track,
        rank: r.forecastRank,
        rankYear: r.forecastRankYear,
        rankKind: r.forecastRankKind,
      };
    },
  };
}
export type ScoreRecordService = ReturnType<typeof createScoreRecordService>;
