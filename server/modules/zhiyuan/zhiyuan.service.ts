import type { Db } from "#server/db/client";
import { BadRequestError, NotFoundError, UnauthorizedError } from "#server/errors";
import { checkEligibility } from "../engine/eligibility";
import { priceUnit, probabilities, unitPredictedRanks, unitProbability, type EngineIndex } from "../engine/engine-index";
import type { EngineService } from "../engine/engine.service";
import { toX } from "../engine/model";
import { BAND_FLOOR, bandOf, BANDS, type Band } from "../engine/probability";
import { rankAtScore } from "../engine/rank-lookup";
import type { Scope } from "../scope/scopes";
import type { ScoreRecordService } from "../score-record/score-record.service";
import { unitFacts, unitFilter, type UnitFacts } from "./enroll-filters";
import type { Access } from "./quota";
import { studentSubjects } from "./subjects";
import { catalogueRows, lineSources, planTuition, schoolFacts } from "./zhiyuan.repo";
import { catalogueTree, majorMatcher, majorsOf, majorUnit, type CatalogueRow } from "./major-history";
import {
  ENROLL_TEXT,
  EnrollQuerySchema,
  MAJOR_TEXT,
  type BandCountFields,
  type EnrollAnswer,
  type EnrollNumAnswer,
  type EnrollQuery,
  type EnrollSchool,
  type EnrollSchoolsAnswer,
  type EnrollUnit,
  type MajorCatalogue,
  type MajorHistoryAnswer,
  type MajorHistoryQuery,
  type MajorHistoryUniversity,
  type RankRegionAnswer,
} from "./zhiyuan.schema";

const DEFAULT_PAGE_SIZE = 20;

/** The candidate list (getEnrollWithDyParam), rank bounds per band and score → rank, over the engine. */
export function createZhiyuanService({ db, engine, records }: { db: Db; engine: EngineService; records: ScoreRecordService }) {
  // Filter facts per index: built once, an index lives minutes.
  const factsCache = new WeakMap<EngineIndex, Promise<{ facts: IndexFacts; sources: string }>>();

  function factsOf(idx: EngineIndex) {
    let hit = factsCache.get(idx);
    if (!hit) {
      hit = Promise.all([schoolFacts(db), planTuition(db, idx.scope, idx.year), lineSources(db, idx.scope, idx.track, idx.unitKind)]).then(([schools, tuition, sources]) => ({
        facts: indexFacts(unitFacts(idx.units, schools, tuition.rows), idx),
        sources: describeSources(sources.filter((s) => idx.historyYears.includes(s.year))),
      }));
      factsCache.set(idx, hit);
      hit.catch(() => factsCache.delete(idx));
    }
    return hit;
  }

  /**
   * A saved score record stands for its total score, electives and track; the
   * engine turns the score into a rank with the application year's table.
   */
  async function withScoreRecord(scope: Scope, q: EnrollQuery, userId: string | null): Promise<EnrollQuery> {
    if (q.scoreRecordId === undefined) return q;
    if (!userId) throw new UnauthorizedError();
    const r = await records.scoreRecordFor(userId, scope, String(q.scoreRecordId));
    // Stored electives are short names already; the schema narrows them (and the track) to the query's types.
    return EnrollQuerySchema.parse({ ...q, scoreRecordId: undefined, score: r.totalScore, rank: undefined, subjects: r.rechosen, track: r.track === "combined" ? undefined : r.track });
  }

  /** `exclude`: unit ids the student marked 不感兴趣 (myUnlike): left out of the list and its counts. */
  async function enroll(scope: Scope, given: EnrollQuery, access: Access, userId: string | null, exclude?: ReadonlySet<string>): Promise<EnrollAnswer> {
    const sel = await select(scope, given, userId, exclude);
    const { idx, p, chosen, facts, studentRank, subjects, q } = sel;
    // Visitors see the first units of each band, in the list's own order.
    let visible = chosen;
    if (!access.full && access.perBand !== null) {
      const seen = new Map<Band, number>();
      visible = chosen.filter((i) => {
        const b = bandOf(p[i]!);
        const n = (seen.get(b) ?? 0) + 1;
        seen.set(b, n);
        return n <= access.perBand!;
      });
    }
    const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = q.page ?? 1;
    const units = visible.slice((page - 1) * pageSize, page * pageSize).map((i) => toEnrollUnit(idx, i, studentRank, subjects, p[i]!, facts.units[i]!));
    return { units, ...summary(scope, sel, access, page, pageSize) };
  }

  function summary(scope: Scope, sel: Selection, access: Access, page: number, pageSize: number): Omit<EnrollAnswer, "units"> {
    const { idx, chosen, chosenSchools, counts, studentRank, fromYear, sources } = sel;
    return {
      unitKind: idx.unitKind,
      batch: idx.batch,
      total_size: chosen.length,
      total_uni_num: chosenSchools,
      ...counts,
      page,
      pageSize,
      scope,
      track: idx.track,
      year: idx.year,
      asOf: idx.asOf,
      historyYears: idx.historyYears,
      planYear: idx.unitsFrom === "newest-lines" ? (idx.historyYears[0] ?? null) : idx.year,
      studentRank,
      rankFromYear: fromYear,
      access: { full: access.full, perBand: access.perBand, notice: access.full ? null : ENROLL_TEXT.quotaNotice },
      source: sources,
    };
  }

  /** queryEnrollNum: the counts of the candidate list, no units. */
  async function enrollNum(scope: Scope, given: EnrollQuery, access: Access, userId: string | null): Promise<EnrollNumAnswer> {
    const sel = await select(scope, given, userId);
    return summary(scope, sel, access, 1, 0);
  }

  /**
   * queryEnrollSchools (/v2, /v3): the candidate list grouped by university, in the list's order
   * (a university where its best unit is); visitors see the first 5 universities.
   */
  async function enrollSchools(scope: Scope, given: EnrollQuery, access: Access, userId: string | null): Promise<EnrollSchoolsAnswer> {
    const sel = await select(scope, given, userId);
    const { idx, p, chosen, facts } = sel;
    const bySchool = new Map<number, number[]>();
    for (const i of chosen) {
      const id = idx.units[i]!.universityId;
      (bySchool.get(id) ?? bySchool.set(id, []).get(id)!).push(i);
    }
    const all = [...bySchool.values()];
    const visible = access.full || access.perBand === null ? all : all.slice(0, access.perBand);
    const pageSize = sel.q.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = sel.q.page ?? 1;
    const schools: EnrollSchool[] = visible.slice((page - 1) * pageSize, page * pageSize).map((list) => {
      const u = idx.units[list[0]!]!;
      const f = facts.units[list[0]!]!.school;
      const bands = { gamble: 0, radical: 0, steady: 0, conservative: 0, bottom: 0 } as Record<Band, number>;
      let maxP = -1;
      for (const i of list) {
        bands[bandOf(p[i]!)]++;
        maxP = Math.max(maxP, p[i]!);
      }
      const best = list.reduce((a, b) => (idx.mu[b]! < idx.mu[a]! ? b : a));
      return {
        ucode: String(u.universityId),
        universityName: u.schoolName,
        zsCode: u.collegeCode,
        province: f?.province ?? null,
        city: f?.city ?? null,
        is985: f?.is985 ?? false,
        is211: f?.is211 ?? false,
        isDoubleFirstClass: f?.isDoubleFirstClass ?? false,
        unit_count: list.length,
        bands,
        bestPredictedRank: unitPredictedRanks(idx, best).rank,
        maxProbability: maxP < 0 ? null : Math.round(maxP * 1000) / 1000,
      };
    });
    return { schools, school_count: all.length, ...summary(scope, sel, access, page, pageSize) };
  }

  type Selection = Awaited<ReturnType<typeof select>>;

  /** The candidate list before paging and the quota: every unit matching the query, in order, with the band counts. */
  async function select(scope: Scope, given: EnrollQuery, userId: string | null, exclude?: ReadonlySet<string>) {
    const q = await withScoreRecord(scope, given, userId);
    if (q.rank === undefined && q.score === undefined) throw new BadRequestError(ENROLL_TEXT.needScore);
    const { subjects, track } = studentSubjects(scope, q.subjects ?? [], q.track);
    if (q.tuitionMin !== undefined && q.tuitionMax !== undefined && q.tuitionMin > q.tuitionMax) throw new BadRequestError("学费下限不能高于上限");
    const idx = await engine.index(scope, { track, batch: q.batch, year: q.year, asOf: q.asOf });
    const { facts, sources } = await factsOf(idx);
    const { rank: studentRank, fromYear } = rankOf(idx, q);

    const p = probabilities(idx, studentRank);
    const filter = unitFilter(q, idx.units, facts.units);
    const eligible = q.includeIneligible ? null : eligibilityOf(idx, subjects);
    const wanted = q.band && q.band.length > 0 ? new Set<Band>(q.band) : null;
    // Distinct schools and majors per band, counted with stamp arrays: no string sets in the hot path.
    const schoolSeen = new Uint8Array(facts.schoolCount);
    const majorSeen = new Uint8Array(facts.majorCount);
    const size = new Int32Array(BANDS.length);
    const uni = new Int32Array(BANDS.length);
    const major = new Int32Array(BANDS.length);
    const wantedBits = wanted ? BANDS.reduce((m, band, k) => (wanted.has(band) ? m | (1 << k) : m), 0) : 31;
    const chosen: number[] = [];
    let chosenSchools = 0;
    for (let i = 0; i < p.length; i++) {
      const v = p[i]!;
      if (Number.isNaN(v)) continue;
      if (eligible && eligible[i] === 0) continue;
      if (filter && !filter(i)) continue;
      if (exclude && exclude.size > 0 && exclude.has(idx.units[i]!.unitId)) continue;
      if (q.ucode !== undefined && idx.units[i]!.universityId !== q.ucode) continue;
      const k = bandIndex(v);
      const bit = 1 << k;
      size[k]!++;
      const sc = facts.schoolOf[i]!;
      const mj = facts.majorOf[i]!;
      if (!(schoolSeen[sc]! & bit)) uni[k]!++;
      if (!(majorSeen[mj]! & bit)) major[k]!++;
      majorSeen[mj]! |= bit;
      if (!(wantedBits & bit)) {
        schoolSeen[sc]! |= bit;
        continue;
      }
      // Bit 5 marks a school already counted among the chosen units.
      if (!(schoolSeen[sc]! & 32)) chosenSchools++;
      schoolSeen[sc]! |= bit | 32;
      chosen.push(i);
    }
    const counts = {} as BandCountFields;
    BANDS.forEach((band, k) => {
      counts[`${band}_size`] = size[k]!;
      counts[`${band}_uni_num`] = uni[k]!;
      counts[`${band}_major_num`] = major[k]!;
    });
    sortUnits(idx, p, chosen, q.sort ?? "rank");
    return { q, idx, p, chosen, chosenSchools, counts, facts, sources, studentRank, fromYear, subjects };
  }

  /**
   * For a student rank: the predicted line ranks of the units that fall in each band (lowest and
   * highest), on the scope's main or given track. Bands overlap at their edges because units differ
   * in how certain their line is.
   */
  async function rankRegion(scope: Scope, q: { rank: number; track?: "physics" | "history"; year?: number }): Promise<RankRegionAnswer> {
    const idx = await engine.index(scope, { track: q.track, year: q.year });
    const p = probabilities(idx, q.rank);
    const lo = new Map<Band, number>();
    const hi = new Map<Band, number>();
    const schools = new Set<number>();
    let priced = 0;
    for (let i = 0; i < p.length; i++) {
      if (Number.isNaN(p[i]!)) continue;
      priced++;
      schools.add(idx.units[i]!.universityId);
      const b = bandOf(p[i]!);
      const m = idx.mu[i]!;
      if (!lo.has(b) || m < idx.mu[lo.get(b)!]!) lo.set(b, i);
      if (!hi.has(b) || m > idx.mu[hi.get(b)!]!) hi.set(b, i);
    }
    const rankAt = (i: number | undefined) => (i === undefined ? null : unitPredictedRanks(idx, i).rank);
    const region = {} as Record<Band, [number, number] | null>;
    for (const b of BANDS) {
      const l = rankAt(lo.get(b));
      const h = rankAt(hi.get(b));
      region[b] = l === null || h === null ? null : [l, h];
    }
    return { rank: q.rank, year: idx.year, track: idx.track, unit_num: priced, uni_num: schools.size, ...region };
  }

  let catalogue: Promise<CatalogueRow[]> | null = null;
  function catalogueOf(): Promise<CatalogueRow[]> {
    catalogue ??= catalogueRows(db);
    catalogue.catch(() => (catalogue = null));
    return catalogue;
  }

  async function majorCatalogue(keyword?: string): Promise<MajorCatalogue> {
    return catalogueTree(await catalogueOf(), keyword);
  }

  /**
   * filter-by-major / filter-by-grade / filter-by-ranking: the universities whose units offer a
   * major in this scope (a 专业+院校 of that major, a group or school plan listing it), with
   * their lines and, when a score or rank is given, the student's chance. by-major needs the
   * major; by-grade a score; by-ranking a rank. Without a major, every priced unit the student
   * has at least a 冲 chance of (P ≥ 0.10).
   */
  async function majorHistory(scope: Scope, mode: "major" | "grade" | "ranking" | "school", q: MajorHistoryQuery, access: Access): Promise<MajorHistoryAnswer> {
    if (mode === "school" && q.ucode === undefined) throw new BadRequestError("请选择院校（ucode）");
    if (mode === "major" && !q.majorCode && !q.majorName) throw new BadRequestError(MAJOR_TEXT.needMajor);
    if (mode === "grade" && q.score === undefined) throw new BadRequestError(MAJOR_TEXT.needScore);
    if (mode === "ranking" && q.rank === undefined) throw new BadRequestError(MAJOR_TEXT.needRank);
    const hasStudent = q.rank !== undefined || q.score !== undefined;
    const { subjects, track } = hasStudent || (q.subjects ?? []).length > 0 ? studentSubjects(scope, q.subjects ?? [], q.track) : { subjects: null, track: q.track };
    const idx = await engine.index(scope, { track, year: q.year });
    const [{ facts, sources }, rows] = await Promise.all([factsOf(idx), catalogueOf()]);
    const student = hasStudent ? rankOf(idx, { ...q, rank: mode === "grade" ? undefined : q.rank } as EnrollQuery) : null;
    const studentRank = student?.rank ?? null;
    const p = studentRank !== null ? probabilities(idx, studentRank) : null;
    const matcher = q.majorCode || q.majorName ? majorMatcher(q.majorCode, q.majorName, rows) : null;
    const keyword = q.keyword?.trim();
    const bySchool = new Map<number, Array<{ i: number; matched: Array<{ name: string; code: string | null; plan: number | null }> }>>();
    let unitCount = 0;
    idx.units.forEach((u, i) => {
      if (keyword && !u.schoolName.includes(keyword)) return;
      if (q.ucode !== undefined && u.universityId !== q.ucode) return;
      let matched: Array<{ name: string; code: string | null; plan: number | null }> = [];
      if (matcher) {
        matched = majorsOf(u).filter((m) => matcher.test(m));
        if (matched.length === 0) return;
      } else if (mode !== "school" && (!p || Number.isNaN(p[i]!) || p[i]! < BAND_FLOOR.radical)) return;
      unitCount++;
      (bySchool.get(u.universityId) ?? bySchool.set(u.universityId, []).get(u.universityId)!).push({ i, matched });
    });
    // Without a student: most selective first (each university by its best predicted line). With one:
    // the universities whose lines are nearest the student's rank first, where the choice is.
    const logS = studentRank !== null ? toX(studentRank, idx.cohort) : null;
    const line = (i: number) => (Number.isNaN(idx.mu[i]!) ? Infinity : logS === null ? idx.mu[i]! : Math.abs(idx.mu[i]! - logS));
    const schools = [...bySchool.entries()].map(([id, list]) => ({ id, list: list.sort((a, b) => line(a.i) - line(b.i)) })).sort((a, b) => line(a.list[0]!.i) - line(b.list[0]!.i));
    const pageSize = q.pageSize ?? 20;
    const page = q.page ?? 1;
    const visible = access.full || access.perBand === null ? schools : schools.slice(0, access.perBand);
    const list: MajorHistoryUniversity[] = visible.slice((page - 1) * pageSize, page * pageSize).map(({ id, list: units }) => {
      const f = facts.units[units[0]!.i]!.school;
      const first = idx.units[units[0]!.i]!;
      return {
        ucode: String(id),
        universityName: first.schoolName,
        zsCode: first.collegeCode,
        province: f?.province ?? null,
        city: f?.city ?? null,
        is985: f?.is985 ?? false,
        is211: f?.is211 ?? false,
        isDoubleFirstClass: f?.isDoubleFirstClass ?? false,
        units: units.map(({ i, matched }) => majorUnit(idx, i, matched, studentRank, p, subjects)),
      };
    });
    return {
      university_count: schools.length,
      university_list: list,
      unit_count: unitCount,
      major: { code: matcher?.code ?? null, name: matcher?.name ?? null },
      unitKind: idx.unitKind,
      scope,
      track: idx.track,
      year: idx.year,
      historyYears: idx.historyYears,
      planYear: idx.unitsFrom === "newest-lines" ? (idx.historyYears[0] ?? null) : idx.year,
      studentRank,
      rankFromYear: student?.fromYear ?? null,
      page,
      pageSize,
      access: { full: access.full, perBand: access.perBand, notice: access.full ? null : ENROLL_TEXT.quotaNotice },
      source: sources,
    };
  }

  /**
   * Given units by id, for one student (as the candidate list prices them): each unit, or null
   * where this application year has none; with the spread σ of its line (log-rank scale) for a
   * plan's outcome. Used by application plans (server/modules/plans).
   */
  async function lookup(scope: Scope, given: EnrollQuery, unitIds: readonly string[], userId: string | null) {
    const q = await withScoreRecord(scope, given, userId);
    if (q.rank === undefined && q.score === undefined) throw new BadRequestError(ENROLL_TEXT.needScore);
    const { subjects, track } = studentSubjects(scope, q.subjects ?? [], q.track);
    const idx = await engine.index(scope, { track, batch: q.batch, year: q.year, asOf: q.asOf });
    const { facts, sources } = await factsOf(idx);
    const { rank: studentRank, fromYear } = rankOf(idx, q);
    let byId = unitIdIndex.get(idx);
    if (!byId) {
      byId = new Map(idx.units.map((u, i) => [u.unitId, i]));
      unitIdIndex.set(idx, byId);
    }
    // Only the plan's units are priced, not the whole candidate list.
    const units = unitIds.map((id) => {
      const i = byId!.get(id);
      if (i === undefined) return null;
      return { unit: toEnrollUnit(idx, i, studentRank, subjects, unitProbability(idx, i, studentRank), facts.units[i]!), sigma: Number.isNaN(idx.sigma[i]!) ? null : idx.sigma[i]! };
    });
    return { units, studentRank, rankFromYear: fromYear, year: idx.year, track: idx.track, source: sources };
  }

  return { enroll, enrollNum, enrollSchools, rankRegion, majorHistory, majorCatalogue, lookup };
}

export type ZhiyuanService = ReturnType<typeof createZhiyuanService>;

interface IndexFacts {
  units: UnitFacts[];
  /** Per unit: a dense number for its school and for its major's bare name (for distinct counts). */
  schoolOf: Uint32Array;
  majorOf: Uint32Array;
  schoolCount: number;
  majorCount: number;
}

function indexFacts(units: UnitFacts[], idx: EngineIndex): IndexFacts {
  const schools = new Map<number, number>();
  const majors = new Map<string, number>();
  const schoolOf = new Uint32Array(units.length);
  const majorOf = new Uint32Array(units.length);
  units.forEach((f, i) => {
    const id = idx.units[i]!.universityId;
    schoolOf[i] = schools.get(id) ?? schools.set(id, schools.size).get(id)!;
    majorOf[i] = majors.get(f.baseName) ?? majors.set(f.baseName, majors.size).get(f.baseName)!;
  });
  return { units, schoolOf, majorOf, schoolCount: schools.size, majorCount: majors.size };
}

const unitIdIndex = new WeakMap<EngineIndex, Map<string, number>>();

/** Per index and elective combination (35 in zj): which units the student may apply to. */
const eligibilityCache = new WeakMap<EngineIndex, Map<string, Uint8Array>>();
function eligibilityOf(idx: EngineIndex, subjects: string[]): Uint8Array {
  const byCombo = eligibilityCache.get(idx) ?? eligibilityCache.set(idx, new Map()).get(idx)!;
  const key = [...subjects].sort().join("");
  let hit = byCombo.get(key);
  if (!hit) {
    hit = new Uint8Array(idx.units.length);
    for (let i = 0; i < hit.length; i++) hit[i] = checkEligibility(idx.units[i]!.requirement, subjects).eligible ? 1 : 0;
    byCombo.set(key, hit);
  }
  return hit;
}

/** Index of bandOf(p) in BANDS (gamble 0 … bottom 4), without building a string per unit. */
function bandIndex(p: number): number {
  return p >= BAND_FLOOR.bottom ? 4 : p >= BAND_FLOOR.conservative ? 3 : p >= BAND_FLOOR.steady ? 2 : p >= BAND_FLOOR.radical ? 1 : 0;
}

/** The student's rank: given, or the score read in the application year's table (else the newest one before it). */
function rankOf(idx: EngineIndex, q: EnrollQuery): { rank: number; fromYear: number | null } {
  if (q.rank !== undefined) return { rank: q.rank, fromYear: null };
  const year = idx.tables.has(idx.year) ? idx.year : [...idx.tables.keys()].filter((y) => y <= idx.year).sort((a, b) => b - a)[0];
  const table = year !== undefined ? idx.tables.get(year) : undefined;
  const rank = table ? rankAtScore(table, q.score!) : null;
  if (!table || rank === null || year === undefined) throw new NotFoundError("该分数不在一分一段表范围内，请直接填写位次");
  return { rank, fromYear: year };
}

function sortUnits(idx: EngineIndex, p: Float64Array, chosen: number[], sort: NonNullable<EnrollQuery["sort"]>): void {
  // Best predicted line first: a 一段 unit's line stops at the cohort, so its key does too. Keys are read once per unit.
  const line = new Float64Array(idx.units.length);
  for (const i of chosen) line[i] = idx.capped[i] === 1 ? Math.min(idx.mu[i]!, 0) : idx.mu[i]!;
  const byLine = (a: number, b: number) => line[a]! - line[b]! || idx.mu[a]! - idx.mu[b]!;
  if (sort === "probability") chosen.sort((a, b) => p[b]! - p[a]! || byLine(a, b));
  else if (sort === "planCount") chosen.sort((a, b) => (idx.units[b]!.planCount ?? -1) - (idx.units[a]!.planCount ?? -1) || byLine(a, b));
  else chosen.sort(byLine);
}

function toEnrollUnit(idx: EngineIndex, i: number, studentRank: number, subjects: string[], p: number, f: UnitFacts): EnrollUnit {
  const priced = priceUnit(idx, i, studentRank, subjects, p);
  const u = priced.unit;
  const lines = priced.explanation.lines.map((l, k) => ({
    year: l.year,
    minScore: l.minScore,
    minRank: l.minRank,
    rankKind: l.rankKind,
    planCount: l.planCount,
    equivalentScore: l.equivalentScore,
    ...(idx.unitKind === "group" ? { groupCode: u.history[k]?.line.groupCode ?? null } : {}),
    segment: l.segment,
    matchedBy: l.matchedBy,
  }));
  const s = f.school;
  return {
    unitId: u.unitId,
    ucode: String(u.universityId),
    zsCode: u.collegeCode,
    universityName: u.schoolName,
    majorName: u.majorName,
    majorCode: u.majorCode,
    groupCode: u.groupCode,
    ...(idx.unitKind === "group" ? { majors: u.majors.map((m) => ({ name: m.name, code: m.code, plan: m.plan, eligibility: checkEligibility({ mode: m.subjectMode, subjects: m.subjects }, subjects) })) } : {}),
    planCount: u.planCount,
    probability: priced.probability,
    band: priced.band,
    rankType: priced.rankType,
    predictedRank: priced.explanation.predictedRank,
    predictedRankRange: priced.explanation.predictedRankRange,
    history: lines.map(({ segment: _s, matchedBy: _m, ...l }) => l),
    basis: priced.explanation.basis,
    eligible: priced.eligible,
    ineligibleReason: priced.ineligibleReason,
    tuition: f.tuition,
    school: {
      province: s?.province ?? null,
      city: s?.city ?? null,
      level: s?.level ?? null,
      type: s?.type ?? null,
      isPublic: s?.isPublic ?? null,
      is985: s?.is985 ?? false,
      is211: s?.is211 ?? false,
      isDoubleFirstClass: s?.isDoubleFirstClass ?? false,
    },
    explanation: { ...priced.explanation, lines },
  };
}

function describeSources(rows: Array<{ year: number; source: string }>): string {
  // Each publisher once, newest year first (the source names already carry their year).
  return [...new Set(rows.map((r) => r.source))].join("；");
}
