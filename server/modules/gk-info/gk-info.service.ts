import type { Db } from "#server/db/client";
import { requirementText } from "#server/data/subjects";
import { NotFoundError } from "#server/errors";
import type { Logger } from "#server/logger";
import type { ReferenceData } from "../reference/reference-data";
import { rankTables, type RankTable } from "../score-rank/score-rank.service";
import { SCOPE_INFO, SCOPES, type Scope } from "../scope/scopes";
import * as repo from "./gk-info.repo";
import type { LatestLine, QueryUniversities, SuggestUniversities, UniversityCard } from "./gk-info.schema";
import { MatchTier, searchIndexFor, type UniversitySearch } from "./university-search";

/** What the gk-info functions read from: the reference data views (lists, sources, each university's rows). */
export interface GkInfoDeps {
  db: Db;
  reference: ReferenceData;
  logger: Logger;
}

/** The legacy artScience flag: 1 文科 (history / liberal), 2 理科 (physics / science); 3+3 scopes have one track. */
function tracksFor(track: string | undefined, artScience: number | undefined): string[] | undefined {
  if (track) return [track];
  if (artScience === 1) return ["history", "liberal"];
  if (artScience === 2) return ["physics", "science", "combined"];
  return undefined;
}
const artScienceOf = (track: string) => (track === "history" || track === "liberal" ? 1 : 2);
const isOldModel = (track: string) => track === "science" || track === "liberal";
/** Spec display rule: batch 1/2/3 → 第一/二/三批; lines and plans carry the authority's own batch name beside it. */
function batchNumber(batch: string): number | null {
  if (/一段|本科批|一批|平行录取|常规批|^all$/.test(batch)) return 1;
  if (/二段|二批/.test(batch)) return 2;
  if (/三批|专科/.test(batch)) return 3;
  return null;
}

type CardBase = Omit<UniversityCard, "latestLine">;
interface UniversityList {
  /** Popularity order; `matched` null, so the list itself answers a search without a keyword. */
  all: Array<{ card: CardBase; matched: null }>;
  /** Positions in `all` for a keyword, best match first. */
  search: UniversitySearch;
  latest: Map<string, LatestLine>;
}

/** ~3,000 universities and their latest lines per scope: filtered in memory, so a listing costs microseconds, not a query. */
function universityList(reference: ReferenceData): Promise<UniversityList> {
  return reference.view("university-list", async (db) => {
    const [rows, lines, source] = await Promise.all([repo.allUniversities(db), repo.latestSchoolLines(db), reference.sources()]);
    const latest = new Map<string, LatestLine>();
    for (const l of lines)
      latest.set(`${l.scope}|${l.university_id}`, {
        year: Number(l.year),
        track: l.track,
        minScore: l.min_score == null ? null : Number(l.min_score),
        minRank: l.min_rank == null ? null : Number(l.min_rank),
        rankKind: l.rank_kind,
        source: source(Number(l.source_id)),
      });
    return {
      latest,
      all: rows.map(({ id, pinyin: _pinyin, initials: _initials, ...r }) => ({ card: { ucode: String(id), ...r }, matched: null })),
      search: searchIndexFor(rows),
    };
  });
}

const byPinyin = new Intl.Collator("zh-Hans-CN");

const asSet = (v: string[] | undefined, norm: (s: string) => string[] = (s) => [s]) => (v ? new Set(v.flatMap(norm)) : null);

/** Universities the keyword finds, best match first (all of them, in popularity order, without one: the shared list, not a copy). */
function candidates(list: UniversityList, keyword: string | undefined): ReadonlyArray<{ card: CardBase; matched: string | null }> {
  if (!keyword) return list.all;
  return list.search.search(keyword).map((h) => ({ card: list.all[h.index]!.card, matched: h.matched }));
}

export async function queryUniversities({ reference }: GkInfoDeps, scope: Scope, q: QueryUniversities) {
  const list = await universityList(reference);
  const provinces = asSet(q.province, (p) => [p.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, "")]);
  const cities = asSet(q.city, (c) => [c, c.endsWith("市") ? c.slice(0, -1) : `${c}市`]);
  const types = asSet(q.type);
  const natures = asSet(q.nature);
  const cityFacet = new Set<string>();
  const hits = candidates(list, q.keyword).filter(({ card: c }) => {
    if (provinces && !provinces.has(c.province ?? "")) return false;
    if (provinces && c.city) cityFacet.add(c.city);
    if (cities && !cities.has(c.city ?? "")) return false;
    if (q.level && c.level !== q.level) return false;
    if (types && !types.has(c.type ?? "")) return false;
    if (natures && !natures.has(c.nature ?? "")) return false;
    if (q.isPublic !== undefined && c.isPublic !== q.isPublic) return false;
    if (q.is985 !== undefined && c.is985 !== q.is985) return false;
    if (q.is211 !== undefined && c.is211 !== q.is211) return false;
    if (q.isDoubleFirstClass !== undefined && c.isDoubleFirstClass !== q.isDoubleFirstClass) return false;
    return true;
  });
  const latestOf = (c: CardBase) => list.latest.get(`${scope}|${c.ucode}`) ?? null;
  let cards = hits.map((h) => h.card);
  if (q.sort === "rank") {
    // Ranks above the table's top are one shared bound (前 N 名): the higher score is the better line.
    // Stable sort: otherwise equal lines keep relevance (or popularity) order.
    const keyed = cards.map((card) => {
      const line = latestOf(card);
      return { card, rank: line?.minRank ?? Number.POSITIVE_INFINITY, score: line?.minScore ?? Number.NEGATIVE_INFINITY };
    });
    cards = keyed.sort((a, b) => a.rank - b.rank || b.score - a.score).map((k) => k.card);
  } else if (q.sort === "name") {
    cards = cards.sort((a, b) => byPinyin.compare(a.name, b.name));
  }
  const from = (q.page - 1) * q.pageSize;
  // Only the page's cards are copied with their line: a broad filter matches thousands.
  const results: UniversityCard[] = cards.slice(from, from + q.pageSize).map((card) => ({ ...card, latestLine: latestOf(card) }));
  return { total: cards.length, page: q.page, pageSize: q.pageSize, sort: q.sort, results, cities: [...cityFacet].sort(byPinyin.compare) };
}

/** Few, small rows for a typing ComboBox: what the keyword finds, best first. */
export async function suggestUniversities({ reference }: GkInfoDeps, q: SuggestUniversities) {
  const list = await universityList(reference);
  const results = candidates(list, q.keyword)
    .filter(({ card }) => !q.level || card.level === q.level)
    .slice(0, q.limit)
    .map(({ card, matched }) => ({ ucode: card.ucode, name: card.name, province: card.province, city: card.city, level: card.level, matched }));
  return { keyword: q.keyword, results };
}

/** A university's row, from the reference data's view of all of them (a detail page reads it on every tab). */
async function universityById(reference: ReferenceData, id: number) {
  const rows = await reference.view("university-rows", repo.universityRows);
  return rows.get(id) ?? null;
}

type Row = { year: number; batch: string; track: string; majorMinScore?: number | null };
/** The optional filters of a detail tab; a missing (or 0 / empty) year or batch means any, as the SQL filter it replaces did. */
interface RowFilter {
  year?: number;
  batch?: string;
  tracks?: string[];
  /** Only the rows with a major minimum score (plans). */
  withLines?: boolean;
}

/** The rows a tab's filters keep, in the rows' order; a new array, the shared rows untouched. */
function filterRows<R extends Row>(rows: readonly R[], f: RowFilter): R[] {
  return rows.filter(
    (r) => (!f.year || r.year === f.year) && (!f.batch || r.batch === f.batch) && (!f.tracks || f.tracks.includes(r.track)) && (!f.withLines || r.majorMinScore != null),
  );
}

/**
 * One university's rows of one kind in the scope, all years and tracks: reference data, the same for
 * every visitor, read once per data version (a bounded keyed view) and filtered in memory per request.
 * The rows are shared between requests: callers filter and map them, never change them.
 */
async function universityRows<R extends Row>(
  reference: ReferenceData,
  kind: string,
  read: (db: Db, scope: string, universityId: number) => Promise<R[]>,
  scope: Scope,
  universityId: number,
  f: RowFilter,
): Promise<R[]> {
  const rows: readonly R[] = await reference.keyedView(kind, `${scope}:${universityId}`, (db) => read(db, scope, universityId));
  return filterRows(rows, f);
}
const schoolLines = (reference: ReferenceData, scope: Scope, id: number, f: RowFilter) => universityRows(reference, "school-lines", repo.schoolLines, scope, id, f);
const majorLines = (reference: ReferenceData, scope: Scope, id: number, f: RowFilter) => universityRows(reference, "major-lines", repo.majorLines, scope, id, f);
const plans = (reference: ReferenceData, scope: Scope, id: number, f: RowFilter) => universityRows(reference, "plans", repo.plans, scope, id, f);

/** The majors catalogue by code (~1,800 rows): a course list names a few dozen of them. */
function majorsByCode(reference: ReferenceData) {
  return reference.view("majors-by-code", async (db) => new Map((await repo.majors(db)).map((m) => [m.code, m])));
}

async function scopeInstitutionCode(reference: ReferenceData, scope: Scope, id: number) {
  const codes = await reference.view(`institution-codes:${scope}`, (db) => repo.scopeInstitutionCodes(db, scope));
  return codes.get(id) ?? null;
}

/** A university's card; `zsCode` is the institution code the scope's own data prints (null where it has none), `nationalCode` the national one. */
export async function universityInfo({ reference }: GkInfoDeps, scope: Scope, ucode: string) {
  const id = Number(ucode);
  const [row, code, source] = await Promise.all([universityById(reference, id), scopeInstitutionCode(reference, scope, id), reference.sources()]);
  if (!row) throw new NotFoundError("未找到该院校");
  const { id: _id, sourceId, zsCode: nationalCode, ...rest } = row;
  return {
    university_info: {
      ucode: String(row.id),
      ...rest,
      zsCode: code?.code ?? null,
      zsCodeFrom: code ? { scope, year: code.year, source: source(code.sourceId) } : null,
      nationalCode,
      source: source(sourceId),
    },
  };
}

/** The name, an alias (浙大) or a part of a name; a near spelling is a guess, not an answer here. */
export async function universityUcode({ reference }: GkInfoDeps, name: string) {
  const list = await universityList(reference);
  const [best] = list.search.search(name).filter((h) => h.tier <= MatchTier.contains);
  if (!best) throw new NotFoundError("未找到该院校");
  const { card } = list.all[best.index]!;
  return { ucode: card.ucode, name: card.name };
}

/** School admission lines of one university in the scope; failures answer empty lists and are logged (spec §8). */
export async function enrollInfo({ reference, logger }: GkInfoDeps, scope: Scope, p: { ucode: string; year?: number; batch?: string; track?: string; artScience?: number } | null) {
  if (!p) {
    logger.info("enroll info: invalid input answered with empty lists");
    return { newEnrollInfoList: [], oldEnrollInfoList: [] };
  }
  try {
    const [lines, source, tables] = await Promise.all([
      schoolLines(reference, scope, Number(p.ucode), { year: p.year, batch: p.batch, tracks: tracksFor(p.track, p.artScience) }),
      reference.sources(),
      rankTables(reference),
    ]);
    const newestYear = tables.years.get(scope)?.[0];
    // A year without a 一分一段表 has no school rank; the lowest per-major line at the school's minimum score carries an official one.
    const unranked = lines.filter((l) => l.minRank == null && l.minScore != null);
    const majorRows = unranked.length ? await majorLines(reference, scope, Number(p.ucode), { tracks: [...new Set(unranked.map((l) => l.track))] }) : [];
    const rankFromMajors = (l: (typeof lines)[number]) => {
      if (l.minRank != null || l.minScore == null) return null;
      const same = majorRows.filter((m) => m.year === l.year && m.track === l.track && m.minScore === l.minScore && m.minRank != null && !m.flags.includes("rank-inconsistent"));
      return same.length ? Math.max(...same.map((m) => m.minRank!)) : null;
    };
    const items = lines.map((l) => ({
      year: l.year,
      batch: batchNumber(l.batch),
      batchName: l.batch === "all" ? "全部批次" : l.batch,
      track: l.track,
      artScience: artScienceOf(l.track),
      schoolName: l.schoolName,
      minScore: l.minScore,
      ...withRank(l, rankFromMajors(l)),
      source: source(l.sourceId),
    })).map((i) => ({ ...i, equivalentScore: equivalentScore(newestYear === undefined ? undefined : tables.tables.get(`${scope}|${newestYear}|${i.track}`), i.minRank, i.rankKind) }));
    return { newEnrollInfoList: items.filter((i) => !isOldModel(i.track)), oldEnrollInfoList: items.filter((i) => isOldModel(i.track)) };
  } catch (err) {
    logger.error("enroll info failed", { error: String(err) });
    return { newEnrollInfoList: [], oldEnrollInfoList: [] };
  }
}

function withRank(l: { minRank: number | null; rankKind: string | null }, fromMajors: number | null) {
  if (l.minRank != null || fromMajors == null) return { minRank: l.minRank, rankKind: l.rankKind as RankKindOut, rankFrom: null };
  return { minRank: fromMajors, rankKind: "official" as RankKindOut, rankFrom: "major-lines" as const };
}
type RankKindOut = "official" | "derived" | "interpolated" | "estimated" | "above-table" | null;

/** 等位分: the highest score of the table whose cumulative count reaches the rank; a rank that is only a bound (above the table) has none. */
function equivalentScore(table: RankTable | undefined, rank: number | null, rankKind: string | null) {
  if (!table || rank == null || rankKind === "above-table") return null;
  for (let score = table.maxScore; score >= table.minScore; score--) {
    if (table.cumulative[score - table.minScore]! >= rank) return { year: table.year, score, source: table.source };
  }
  return null;
}

/** 1 undergraduate, 0 vocational (spec display rule for majorGrade). */
function majorLevelOf(duration: number | null | undefined, universityLevel: string | null | undefined): 0 | 1 {
  if (duration === 3) return 0;
  return universityLevel === "专科" ? 0 : 1;
}

/** Per-major admission lines by year: zj's official per-major lines, elsewhere the plans' major lines where the source had them. */
export async function majorEnrolls({ reference }: GkInfoDeps, scope: Scope, p: { ucode: string; year?: number; track?: string; artScience?: number; majorLevel?: number }) {
  const id = Number(p.ucode);
  const [uni, lines, source] = await Promise.all([universityById(reference, id), majorLines(reference, scope, id, { year: p.year, tracks: tracksFor(p.track, p.artScience) }), reference.sources()]);
  if (!uni) throw new NotFoundError("未找到该院校");
  let results = lines.map((l) => ({
    year: l.year,
    batch: batchNumber(l.batch),
    batchName: l.batch,
    track: l.track,
    majorName: l.majorName,
    majorCode: l.majorCode,
    majorMatch: l.majorMatch,
    majorLevel: majorLevelOf(l.durationYears, uni.level),
    planCount: l.planCount,
    durationYears: l.durationYears,
    avgScore: l.avgScore,
    minScore: l.minScore,
    minRank: l.minRank,
    rankKind: l.rankKind,
    subjectMode: l.subjectMode,
    subjects: l.subjects,
    subjectRequirement: requirementText(l.subjectMode, l.subjects, l.track),
    flags: l.flags,
    source: source(l.sourceId),
  }));
  if (results.length === 0) {
    const rows = await plans(reference, scope, id, { year: p.year, tracks: tracksFor(p.track, p.artScience), withLines: true });
    results = rows.map((r) => ({
      year: r.year,
      batch: batchNumber(r.batch),
      batchName: r.batch,
      track: r.track,
      majorName: r.majorName,
      majorCode: r.majorCode,
      majorMatch: r.majorCode ? "exact" : "none",
      majorLevel: majorLevelOf(r.durationYears, uni.level),
      planCount: r.planCount,
      durationYears: r.durationYears,
      avgScore: null,
      minScore: r.majorMinScore,
      minRank: r.majorMinRank,
      rankKind: r.majorMinRank == null ? null : "official",
      subjectMode: r.subjectMode,
      subjects: r.subjects,
      subjectRequirement: requirementText(r.subjectMode, r.subjects, r.track),
      flags: [],
      source: source(r.sourceId),
    }));
  }
  if (p.majorLevel !== undefined) results = results.filter((r) => r.majorLevel === p.majorLevel);
  const years = [...new Set(results.map((r) => r.year))].sort((a, b) => b - a);
  const majorLevels = [...new Set(results.map((r) => r.majorLevel))].sort((a, b) => b - a);
  return { ucode: p.ucode, years, majorLevels, results: years.map((year) => ({ year, items: results.filter((r) => r.year === year) })) };
}

/** The scope a studentProvinceId names (33 → zj …); the legacy default 1100 and unknown ids mean "the header's scope". */
function scopeOfProvinceId(id: number, fallback: Scope): Scope {
  return SCOPES.find((s) => SCOPE_INFO[s].provinceId === id || SCOPE_INFO[s].provinceId * 100 === id) ?? fallback;
}

export async function enrollmentPlans({ reference }: GkInfoDeps, headerScope: Scope, p: { ucode: string; year?: number; track?: string; artScience?: number; studentProvinceId: number }) {
  const scope = scopeOfProvinceId(p.studentProvinceId, headerScope);
  const id = Number(p.ucode);
  const [uni, rows, source] = await Promise.all([universityById(reference, id), plans(reference, scope, id, { year: p.year, tracks: tracksFor(p.track, p.artScience) }), reference.sources()]);
  if (!uni) throw new NotFoundError("未找到该院校");
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a);
  const year = p.year ?? years[0] ?? null;
  return {
    ucode: p.ucode,
    scope,
    year,
    years,
    results: rows
      .filter((r) => r.year === year)
      .map((r) => ({
        year: r.year,
        batch: batchNumber(r.batch),
        batchName: r.batch,
        admissionType: r.admissionType,
        groupCode: r.groupCode,
        track: r.track,
        art_science: artScienceOf(r.track),
        major_grade: majorLevelOf(r.durationYears, uni.level),
        majorCode: r.majorCode,
        majorName: r.majorName,
        planCount: r.planCount,
        tuition: r.tuition,
        durationYears: r.durationYears,
        subjectMode: r.subjectMode,
        subjects: r.subjects,
        subjectRequirement: requirementText(r.subjectMode, r.subjects, r.track),
        note: r.note,
        groupMinScore: r.groupMinScore,
        groupMinRank: r.groupMinRank,
        majorMinScore: r.majorMinScore,
        majorMinRank: r.majorMinRank,
        // No popularity history exists for plans; the spec's field stays present and empty (shown as "-").
        hotDegree2016: null,
        source: source(r.sourceId),
      })),
  };
}

export function recruitmentBrochure(ucode: string) {
  return { ucode, results: [] as Array<{ year: number; content: string }>, note: "暂无招生章程" };
}

/** The majors a university offers in the scope (from plans and lines), by level: majorGrade 1 本科, 0 专科. */
export async function majorCourses({ reference }: GkInfoDeps, scope: Scope, p: { ucode: string; year?: number }) {
  const id = Number(p.ucode);
  const [uni, planRows, lineRows] = await Promise.all([universityById(reference, id), plans(reference, scope, id, { year: p.year }), majorLines(reference, scope, id, { year: p.year })]);
  if (!uni) throw new NotFoundError("未找到该院校");
  const years = [...new Set([...planRows, ...lineRows].map((r) => r.year))].sort((a, b) => b - a);
  const year = p.year ?? years[0] ?? null;
  const byName = new Map<string, { majorName: string; majorCode: string | null; majorGrade: 0 | 1 }>();
  for (const r of [...planRows, ...lineRows]) {
    if (r.year !== year || byName.has(r.majorName)) continue;
    byName.set(r.majorName, { majorName: r.majorName, majorCode: r.majorCode, majorGrade: majorLevelOf(r.durationYears, uni.level) });
  }
  const catalogue = await majorsByCode(reference);
  const list = [...byName.values()].map((m) => {
    const c = m.majorCode ? catalogue.get(m.majorCode) : undefined;
    return { ...m, discipline: c?.discipline ?? null, className: c?.className ?? null, degree: c?.degree ?? null };
  });
  return {
    ucode: p.ucode,
    year,
    years,
    courses: null,
    coursesNote: "暂无课程数据",
    results: [1, 0]
      .map((g) => ({ majorGrade: g, majorList: list.filter((m) => m.majorGrade === g) }))
      .filter((g) => g.majorList.length > 0),
  };
}
