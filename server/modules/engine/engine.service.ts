import type { Db } from "#server/db/client";
import { BadRequestError, NotFoundError } from "#server/errors";
import { checkEligibility, normaliseSubjects } from "./eligibility";
import { buildCalibratedIndex } from "./calibration";
import { bandCounts, priceUnit, probabilities, type EngineIndex, type IndexOptions, type PricedUnit } from "./engine-index";
import { batchesOf, loadScopeData, MAIN_BATCH } from "./engine.repo";
import { bandOf, type Band } from "./probability";
import { rankAtScore } from "./rank-lookup";

export interface Clock {
  now(): number;
}

export interface CandidateQuery extends IndexOptions {
  track?: string;
  /** The batch listed (engine.repo.ts GROUP_BATCHES); default the main one. */
  batch?: string;
  /** The student's rank; wins over the score. */
  rank?: number;
  /** Total score, converted to a rank with the application year's table (or the newest one). */
  score?: number;
  subjects: readonly string[];
  bands?: Band[];
  includeIneligible?: boolean;
}

export interface CandidateAnswer {
  scope: string;
  track: string;
  year: number;
  asOf: number;
  historyYears: number[];
  cohort: number;
  studentRank: number;
  /** Which table turned the score into a rank (null when a rank was given). */
  rankFromYear: number | null;
  counts: Record<Band, number>;
  unpriced: number;
  /** Eligible (or all, with includeIneligible) units in the requested bands, best predicted line first. */
  units: PricedUnit[];
}

/** Scope → main track, for scopes where a family names none. */
const MAIN_TRACK: Record<string, string> = { zj: "combined", sd: "combined", gd: "physics", hb: "physics", ah: "physics", jx: "physics" };
/** Reference data changes only through an import; other instances see an import within this time. */
const TTL_MS = 5 * 60_000;

/** The admission-probability engine over one database: indexes are built once per scope, year and asOf, then reused. */
export function createEngineService({ db, clock }: { db: Db; clock: Clock }) {
  const cache = new Map<string, { at: number; index: Promise<EngineIndex> }>();

  function index(scope: string, opts: IndexOptions & { track?: string; batch?: string } = {}): Promise<EngineIndex> {
    const track = opts.track ?? MAIN_TRACK[scope];
    if (!track) throw new BadRequestError("不支持的省份");
    const batch = opts.batch ?? MAIN_BATCH;
    // Refused before the cache: a batch the scope has no lines for is bad input, not a failed build.
    if (!batchesOf(scope).includes(batch)) throw new BadRequestError(`暂无${batch}的录取数据`);
    const key = `${scope}|${track}|${batch}|${opts.year ?? ""}|${opts.asOf ?? ""}|${opts.firstSegmentOnly ? 1 : 0}`;
    const hit = cache.get(key);
    if (hit && clock.now() - hit.at < TTL_MS) return hit.index;
    const built = loadScopeData(db, scope, track, batch).then((data) => {
      if (data.lines.length === 0) throw new NotFoundError("该省份暂无专业录取数据");
      const idx = buildCalibratedIndex(data, opts);
      if (idx.historyYears.length === 0) throw new NotFoundError(`${idx.year} 年之前暂无可用的录取数据`);
      return idx;
    });
    if (hit) {
      // Past its time: answer from the old index while the new one builds (a build takes seconds).
      hit.at = clock.now();
      built.then(
        () => cache.set(key, { at: clock.now(), index: built }),
        () => undefined,
      );
      return hit.index;
    }
    cache.set(key, { at: clock.now(), index: built });
    built.catch(() => cache.delete(key));
    return built;
  }

  async function candidates(scope: string, q: CandidateQuery): Promise<CandidateAnswer> {
    if (q.rank === undefined && q.score === undefined) throw new BadRequestError("请填写高考总分或位次");
    if (q.rank !== undefined && (!Number.isInteger(q.rank) || q.rank < 1)) throw new BadRequestError("位次应为正整数");
    if (q.score !== undefined && (!Number.isInteger(q.score) || q.score < 0 || q.score > 750)) throw new BadRequestError("高考总分应为 0–750 的整数");
    if (normaliseSubjects(q.subjects).length !== q.subjects.length) throw new BadRequestError("选考科目有误，应为 物理 化学 生物 政治 历史 地理 技术");
    const idx = await index(scope, q);
    let studentRank = q.rank;
    let rankFromYear: number | null = null;
    if (studentRank === undefined) {
      const year = idx.tables.has(idx.year) ? idx.year : [...idx.tables.keys()].filter((y) => y <= idx.year).sort((a, b) => b - a)[0];
      const table = year !== undefined ? idx.tables.get(year) : undefined;
      const rank = table ? rankAtScore(table, q.score!) : null;
      if (!table || rank === null) throw new NotFoundError("该分数不在一分一段表范围内，请直接填写位次");
      studentRank = rank;
      rankFromYear = year!;
    }
    const p = probabilities(idx, studentRank);
    const keep = new Uint8Array(p.length);
    for (let i = 0; i < p.length; i++) keep[i] = q.includeIneligible || checkEligibility(idx.units[i]!.requirement, q.subjects).eligible ? 1 : 0;
    const { counts, unpriced } = bandCounts(p, (i) => keep[i] === 1);
    const wanted = q.bands && q.bands.length > 0 ? new Set(q.bands) : null;
    const chosen: number[] = [];
    for (let i = 0; i < p.length; i++) if (keep[i] && !Number.isNaN(p[i]!) && (!wanted || wanted.has(bandOf(p[i]!)))) chosen.push(i);
    // Best predicted line first: a 一段 unit's line stops at the cohort, so its key does too.
    const key = (i: number) => (idx.capped[i] === 1 ? Math.min(idx.mu[i]!, 0) : idx.mu[i]!);
    chosen.sort((a, b) => key(a) - key(b) || idx.mu[a]! - idx.mu[b]!);
    return {
      scope,
      track: idx.track,
      year: idx.year,
      asOf: idx.asOf,
      historyYears: idx.historyYears,
      cohort: idx.cohort,
      studentRank,
      rankFromYear,
      counts,
      unpriced,
      units: chosen.map((i) => priceUnit(idx, i, studentRank, q.subjects, p[i])),
    };
  }

  /** After an import in this process: the next call rebuilds from the database. */
  function invalidate(): void {
    cache.clear();
  }

  return { index, candidates, invalidate };
}

export type EngineService = ReturnType<typeof createEngineService>;
