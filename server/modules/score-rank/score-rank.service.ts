import type { Db } from "#server/db/client";
import { NotFoundError } from "#server/errors";
import type { SourceRef } from "../reference/reference.schema";
import type { ReferenceData } from "../reference/reference-data";
import type { Scope } from "../scope/scopes";
import { loadRankRows } from "./score-rank.repo";
import type { FigureKind, ScoreRank, Track } from "./score-rank.schema";

const KINDS: FigureKind[] = ["official", "derived", "interpolated", "estimated"];

/** One expanded 一分一段表 as flat arrays indexed by score − minScore: lookups are two array reads. */
export interface RankTable {
  scope: string;
  year: number;
  track: Track;
  minScore: number;
  maxScore: number;
  cumulative: Int32Array;
  count: Int32Array;
  kind: Uint8Array;
  source: SourceRef;
}

export interface RankTables {
  tables: Map<string, RankTable>;
  /** scope → years with a table, newest first. */
  years: Map<string, number[]>;
  /** scope|year → tracks with a table. */
  tracks: Map<string, Track[]>;
}

/** Every 一分一段表 of the current reference data version, expanded for lookups. */
export function rankTables(reference: ReferenceData): Promise<RankTables> {
  return reference.view("rank-tables", async (db) => buildTables(db, await reference.sources()));
}

async function buildTables(db: Db, source: (id: number) => SourceRef): Promise<RankTables> {
  const rows = await loadRankRows(db);
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.scope}|${r.year}|${r.track}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(r);
  }
  const tables = new Map<string, RankTable>();
  const years = new Map<string, number[]>();
  const tracks = new Map<string, Track[]>();
  for (const [key, g] of groups) {
    const minScore = g[0]!.score;
    const maxScore = g[g.length - 1]!.score;
    const n = maxScore - minScore + 1;
    const cumulative = new Int32Array(n);
    const count = new Int32Array(n);
    const kind = new Uint8Array(n);
    for (const r of g) {
      cumulative[r.score - minScore] = r.cumulative;
      count[r.score - minScore] = r.count;
      kind[r.score - minScore] = Math.max(0, KINDS.indexOf(r.kind));
    }
    const first = g[0]!;
    tables.set(key, {
      scope: first.scope,
      year: first.year,
      track: first.track as Track,
      minScore,
      maxScore,
      cumulative,
      count,
      kind,
      source: source(first.sourceId),
    });
    const ys = years.get(first.scope) ?? [];
    if (!ys.includes(first.year)) ys.push(first.year);
    years.set(first.scope, ys.sort((a, b) => b - a));
    const tk = `${first.scope}|${first.year}`;
    tracks.set(tk, [...(tracks.get(tk) ?? []), first.track as Track]);
  }
  return { tables, years, tracks };
}

/** The track a scope's families mean when they give none: 物理 for 3+1+2, the single track for 3+3. */
export function defaultTrack(cache: RankTables, scope: string, year: number): Track | undefined {
  const tracks = cache.tracks.get(`${scope}|${year}`) ?? [];
  return (["combined", "physics", "science"] as Track[]).find((t) => tracks.includes(t)) ?? tracks[0];
}

/** In-process score → rank: the benchmark's ≤ 1 µs path (no allocation beyond the answer). */
export function lookupRank(table: RankTable, score: number): { rank: number; count: number; kind: FigureKind; above: boolean } | null {
  if (score < table.minScore) return null;
  // The top row aggregates everyone at or above its score: from there up the rank is only a bound.
  const above = score >= table.maxScore;
  const i = (above ? table.maxScore : score) - table.minScore;
  return { rank: table.cumulative[i]!, count: table.count[i]!, kind: KINDS[table.kind[i]!]!, above };
}

export async function scoreRank(reference: ReferenceData, scope: Scope, q: { score: number; year?: number; track?: Track }): Promise<ScoreRank> {
  const cache = await rankTables(reference);
  const year = q.year ?? cache.years.get(scope)?.[0];
  if (!year || !cache.years.get(scope)?.includes(year)) throw new NotFoundError("暂无该年份的一分一段表");
  const track = q.track ?? defaultTrack(cache, scope, year);
  const table = track ? cache.tables.get(`${scope}|${year}|${track}`) : undefined;
  if (!table || !track) throw new NotFoundError("暂无该科类的一分一段表");
  const hit = lookupRank(table, q.score);
  if (!hit) throw new NotFoundError(`分数低于${year}年一分一段表的最低分 ${table.minScore}`);
  // The top row aggregates everyone at or above it, so its best rank is 1.
  const rankUp = hit.above ? 1 : hit.rank - hit.count + 1;
  return {
    scope,
    year,
    track,
    score: q.score,
    rank: hit.rank,
    count: hit.count,
    rankUp,
    rankDown: hit.rank,
    kind: hit.kind,
    interpolated: hit.kind !== "official",
    note: hit.above ? "above-table" : null,
    tracks: cache.tracks.get(`${scope}|${year}`) ?? [],
    source: table.source,
  };
}
