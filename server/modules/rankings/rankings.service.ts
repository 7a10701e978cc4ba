import type { Db } from "#server/db/client";
import { NotFoundError } from "#server/errors";
import type { ReferenceData } from "../reference/reference-data";
import { SCOPE_INFO, type Scope } from "../scope/scopes";
import * as repo from "./rankings.repo";
import { RANK_TEXT, type RankEntry, type RankList, type RankListQuery, type RankType, type SpecialMajor } from "./rankings.schema";

export interface RankingsDeps {
  db: Db;
  reference: ReferenceData;
}

const TRACK_NAME: Record<string, string> = { combined: "综合", physics: "物理类", history: "历史类" };
const byPinyin = new Intl.Collator("zh-Hans-CN");

type Entry = Omit<RankEntry, "position">;

interface ScopeRankings {
  year: number | null;
  /** Tracks with lines in the newest year, the scope's main one first. */
  tracks: string[];
  admission: Map<string, RankEntry[]>;
  popularity: RankEntry[];
  lists: Record<"985" | "211" | "syl", RankEntry[]>;
  /** ucode → where it stands in each list. */
  where: Map<string, Array<{ type: RankType; track: string | null; position: number; total: number }>>;
}

/**
 * Every ranking of one scope, built once per data version: the newest year's
 * school lines per track (best minimum rank first), popularity, and the 985 /
 * 211 / 双一流 lists in the order of the main track's lines.
 */
export function scopeRankings({ reference }: RankingsDeps, scope: Scope): Promise<ScopeRankings> {
  return reference.view(`rankings:${scope}`, async (db) => {
    const [unis, { year, lines }, source] = await Promise.all([repo.universities(db), repo.newestSchoolLines(db, scope), reference.sources()]);
    const base = new Map(unis.map(({ id, ...r }) => [id, { ucode: String(id), ...r, line: null } as Entry]));
    const admission = new Map<string, Entry[]>();
    const best = new Map<string, Map<number, Entry["line"] & object>>();
    for (const l of lines) {
      if (l.minRank == null || !base.has(l.universityId)) continue;
      const perTrack = best.get(l.track) ?? best.set(l.track, new Map()).get(l.track)!;
      const had = perTrack.get(l.universityId);
      // Of several batches, the school's best line is where it ranks.
      if (!had || l.minRank < had.minRank! || (l.minRank === had.minRank && (l.minScore ?? 0) > (had.minScore ?? 0))) {
        perTrack.set(l.universityId, { year: year!, track: l.track, minScore: l.minScore, minRank: l.minRank, rankKind: l.rankKind, source: source(l.sourceId) });
      }
    }
    for (const [track, perTrack] of best) {
      const entries = [...perTrack].map(([id, line]) => ({ ...base.get(id)!, line }));
      entries.sort((a, b) => a.line!.minRank! - b.line!.minRank! || (b.line!.minScore ?? 0) - (a.line!.minScore ?? 0) || byPinyin.compare(a.name, b.name));
      admission.set(track, entries);
    }
    const main = SCOPE_INFO[scope].tracks.find((t) => admission.has(t)) ?? [...admission.keys()][0];
    const tracks = [...admission.keys()].sort((a, b) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b)));
    const mainLine = new Map((main ? admission.get(main)! : []).map((e) => [e.ucode, e.line]));
    const withMain = (e: Entry): Entry => ({ ...e, line: mainLine.get(e.ucode) ?? null });
    const listOf = (keep: (e: Entry) => boolean) =>
      [...base.values()]
        .filter(keep)
        .map(withMain)
        .sort((a, b) => (a.line?.minRank ?? Infinity) - (b.line?.minRank ?? Infinity) || byPinyin.compare(a.name, b.name));
    const popularity = [...base.values()].map(withMain).sort((a, b) => b.popularity - a.popularity || byPinyin.compare(a.name, b.name));
    const ranked = {
      year,
      tracks,
      admission: new Map([...admission].map(([t, list]) => [t, positioned(list, (e) => `${e.line?.minRank}|${e.line?.minScore}`)])),
      popularity: positioned(popularity, (e) => e.popularity),
      lists: {
        "985": positioned(listOf((e) => e.is985), () => null),
        "211": positioned(listOf((e) => e.is211), () => null),
        syl: positioned(listOf((e) => e.isDoubleFirstClass), () => null),
      },
      where: new Map<string, Array<{ type: RankType; track: string | null; position: number; total: number }>>(),
    };
    const note = (type: RankType, track: string | null, list: RankEntry[]) => {
      for (const e of list) (ranked.where.get(e.ucode) ?? ranked.where.set(e.ucode, []).get(e.ucode)!).push({ type, track, position: e.position, total: list.length });
    };
    for (const t of tracks) note("admission", t, ranked.admission.get(t)!);
    note("popularity", null, ranked.popularity);
    for (const t of ["985", "211", "syl"] as const) note(t, null, ranked.lists[t]);
    return ranked;
  });
}

/** Positions: 1-based; entries equal on the ranked figure share one. */
function positioned(entries: Entry[], key: (e: Entry) => string | number | null): RankEntry[] {
  const out: RankEntry[] = [];
  entries.forEach((e, i) => {
    const prev = out[i - 1];
    const same = prev && key(e) !== null && key(entries[i - 1]!) === key(e);
    out.push({ position: same ? prev.position : i + 1, ...e });
  });
  return out;
}

function titleOf(type: RankType, scopeName: string, track: string | null, year: number | null): { title: string; explanation: string } {
  switch (type) {
    case "admission":
      return {
        title: `${scopeName}${year ?? ""}年录取位次排行（${TRACK_NAME[track ?? ""] ?? track ?? "-"}）`,
        explanation: `按各院校在${scopeName}${year ?? "最新"}年${TRACK_NAME[track ?? ""] ?? ""}的最低录取位次从高到低排列（位次数字越小越靠前；多个批次取最好的一条）。位次来自本站收录的院校投档线，部分按当年一分一段表推算，已在每行注明。这只反映在${scopeName}录取的难度，不是办学水平排名；没有${scopeName}录取线的院校不在表中。`,
      };
    case "popularity":
      return { title: "院校人气值排行", explanation: "按人气值从高到低排列。人气值暂以院校在各省录取与招生数据中的条目数计，反映数据覆盖面和招生规模，不是办学水平排名。" };
    case "985":
      return { title: "985 工程院校名单", explanation: `教育部公布的 985 工程 39 所院校（分校区不继承），按在${scopeName}最新录取位次排列，无${scopeName}录取线的排在最后（按名称拼音）。` };
    case "211":
      return { title: "211 工程院校名单", explanation: `211 工程院校（分校区不继承），按在${scopeName}最新录取位次排列，无${scopeName}录取线的排在最后（按名称拼音）。` };
    case "syl":
      return { title: "双一流建设高校名单", explanation: `教育部公布的“双一流”建设高校，按在${scopeName}最新录取位次排列，无${scopeName}录取线的排在最后（按名称拼音）。` };
  }
}

export async function rankList(deps: RankingsDeps, scope: Scope, q: RankListQuery): Promise<RankList> {
  const r = await scopeRankings(deps, scope);
  const track = q.type === "admission" ? (q.track && r.admission.has(q.track) ? q.track : (r.tracks[0] ?? null)) : null;
  const all = q.type === "admission" ? (track ? r.admission.get(track)! : []) : q.type === "popularity" ? r.popularity : r.lists[q.type];
  const from = (q.page - 1) * q.pageSize;
  return {
    type: q.type,
    ...titleOf(q.type, SCOPE_INFO[scope].name, track, r.year),
    scope,
    year: q.type === "admission" ? r.year : null,
    track,
    tracks: r.tracks,
    total: all.length,
    page: q.page,
    pageSize: q.pageSize,
    results: all.slice(from, from + q.pageSize),
  };
}

/** Where one university stands in each list of the scope. */
/** A university by its exact name, from a per-version map of all of them (the detail page asks on every view). */
async function universityByName({ reference }: RankingsDeps, name: string) {
  const byName = await reference.view("rankings:university-by-name", async (db) => new Map((await repo.universityNames(db)).map((u) => [u.name, u])));
  return byName.get(name) ?? null;
}

export async function universityRank(deps: RankingsDeps, scope: Scope, name: string) {
  const uni = await universityByName(deps, name);
  if (!uni) throw new NotFoundError(RANK_TEXT.noUniversity);
  const ucode = String(uni.id);
  const r = await scopeRankings(deps, scope);
  const scopeName = SCOPE_INFO[scope].name;
  const ranks = (r.where.get(ucode) ?? []).map((w) => ({
    type: w.type,
    title: titleOf(w.type, scopeName, w.track, r.year).title,
    track: w.track,
    year: w.type === "admission" ? r.year : null,
    position: w.position,
    total: w.total,
  }));
  return { ucode, name: uni.name, scope, ranks };
}

const SPECIAL_SIZE = 10;

/**
 * 特色专业 as our data can say it honestly: in the newest year here, the
 * university's majors with the most plan places, and those with the best
 * minimum ranks. No official 特色专业 list is held.
 */
export async function specialMajors(deps: RankingsDeps, scope: Scope, name: string): Promise<SpecialMajor> {
  const { db, reference } = deps;
  const uni = await universityByName(deps, name);
  if (!uni) throw new NotFoundError(RANK_TEXT.noUniversity);
  const [plans, lines, source] = await Promise.all([repo.plans(db, scope, uni.id), repo.majorLines(db, scope, uni.id), reference.sources()]);
  const planYear = plans[0]?.year;
  const byName = new Map<string, SpecialMajor["byPlan"][number]>();
  for (const p of plans) {
    if (p.year !== planYear) continue;
    const key = `${p.track}|${p.majorName}`;
    const had = byName.get(key);
    if (had) had.planCount = (had.planCount ?? 0) + (p.planCount ?? 0);
    else
      byName.set(key, {
        majorName: p.majorName,
        majorCode: p.majorCode,
        year: p.year,
        track: p.track,
        planCount: p.planCount,
        minScore: p.majorMinScore,
        minRank: p.majorMinRank,
        rankKind: p.majorMinRank == null ? null : "official",
        source: source(p.sourceId),
      });
  }
  const byPlan = [...byName.values()].filter((x) => (x.planCount ?? 0) > 0).sort((a, b) => b.planCount! - a.planCount! || byPinyin.compare(a.majorName, b.majorName)).slice(0, SPECIAL_SIZE);
  const lineYear = lines[0]?.year;
  const ranked = lines
    .filter((l) => l.year === lineYear && l.minRank != null)
    .map((l) => ({ majorName: l.majorName, majorCode: l.majorCode, year: l.year, track: l.track, planCount: l.planCount, minScore: l.minScore, minRank: l.minRank, rankKind: l.rankKind, source: source(l.sourceId) }));
  const fromPlans = ranked.length > 0 ? ranked : [...byName.values()].filter((x) => x.minRank != null);
  const byLine = fromPlans.sort((a, b) => a.minRank! - b.minRank! || (b.minScore ?? 0) - (a.minScore ?? 0)).slice(0, SPECIAL_SIZE);
  const scopeName = SCOPE_INFO[scope].name;
  return {
    ucode: String(uni.id),
    name: uni.name,
    scope,
    explanation: `本站没有官方“特色专业”名单。这里按本站收录的${scopeName}数据列出：${planYear ?? "最新"}年在${scopeName}招生计划数最多的专业，以及${lineYear ?? planYear ?? "最新"}年在${scopeName}最低录取位次最靠前的专业。`,
    byPlan,
    byLine,
  };
}
