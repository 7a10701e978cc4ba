import { checkEligibility, eligibleCombinations, type Requirement } from "./eligibility";
import { requirementKey, segmentOf, unitKey, YearLines, type GroupMajor, type LineRecord, type MatchHow, type Segment } from "./history";
import { DEFAULT_CALIBRATION, populationSd, predictBorrowed, predictedRanks, predictFromHistory, rankOneScale, toX, type Calibration, type HistoryPoint, type Prediction } from "./model";
import { bandOf, rankTypeOf, studentTCdf, type Band } from "./probability";
import { rankAtScore, scoreAtRank, type ScoreTable } from "./rank-lookup";

/** Everything the engine reads about one scope and track, as loaded by the repository. */
export interface ScopeData {
  scope: string;
  track: string;
  lines: LineRecord[];
  /** Enrolment-plan rows (no lines) per year. */
  plans: LineRecord[];
  /** 一段线 (or the scope's main control line) per year, with its cumulative count when published. */
  firstLines: Map<number, { score: number; cumulative: number | null }>;
  tables: Map<number, ScoreTable>;
  /**
   * What a unit is: 专业+院校 (zj, sd), 院校专业组 with its majors (gd, hb, jx), or a school's
   * lowest line (ah, which has school lines only). Default major.
   */
  unitKind?: UnitKind;
  /** The batch the units are of (engine.repo.ts GROUP_BATCHES); default the main one, 本科批. */
  batch?: string;
}

export type UnitKind = "major" | "group" | "school";

export interface IndexOptions {
  /** Application year; default: the newest planned year without lines, else the newest line year + 1. */
  year?: number;
  /** Use only lines of years ≤ asOf. */
  asOf?: number;
  /** History from 一段 lines only (the backtest's definition); default: each unit's own 段. */
  firstSegmentOnly?: boolean;
  /** How lines move (calibration.ts estimates it from history); default: the fixed defaults. */
  calibration?: Calibration;
}

export type Basis = "major" | "group" | "school" | "borrowed";

export interface EngineUnit {
  unitId: string;
  universityId: number;
  collegeCode: string | null;
  schoolName: string;
  majorName: string;
  majorCode: string | null;
  /** 院校专业组 code (null for 专业+院校 and school units). */
  groupCode: string | null;
  /** A group's majors from the plan (empty when no plan lists them, and for other units). */
  majors: GroupMajor[];
  planCount: number | null;
  requirement: Requirement;
  segment: Segment;
  /** Lines this unit's prediction rests on (matched across years), newest first. */
  history: Array<{ line: LineRecord; how: MatchHow; segment: Segment; cohort: number }>;
  basis: Basis | null;
  /** No line of its own in the years used: priced from its school's or major class's lines. */
  isNew: boolean;
  /** A group whose newest matched line may be another group's: by code across years, or after a split (model.ts splitSpread). */
  split: boolean;
  /** For a loosely matched group: the spread of its institution's group lines in the matched year (0 otherwise). */
  schoolSpread: number;
  /** school-groups: a group the data cannot tell apart from its school's other groups with the same requirement. */
  borrowedFrom: "school" | "major-class" | "school-groups" | null;
  prediction: Prediction | null;
  /** The unit's own line in the application year, when it is already published (backtests). */
  outcome: LineRecord | null;
}

export interface EngineIndex {
  scope: string;
  track: string;
  year: number;
  asOf: number;
  historyYears: number[];
  /** Candidates above the 一段线 in the application year (or the newest year with lines). */
  cohort: number;
  cohortByYear: Map<number, number>;
  unitsFrom: "lines" | "plan" | "newest-lines";
  calibration: Calibration;
  unitKind: UnitKind;
  /** The batch the units are of: 本科批 unless the data says otherwise. */
  batch: string;
  units: EngineUnit[];
  /** Per unit: centre and spread of x, and whether the 段 caps its line at the cohort. NaN mu = not priced. */
  mu: Float64Array;
  /** Per unit: the mode of its split t, which the probability is read from (model.ts Prediction). */
  mode: Float64Array;
  sigma: Float64Array;
  /** γ of the unit's split t (calibration skew, or borrowedSkew for a unit priced from others' lines). */
  skew: Float64Array;
  /** 1 / P(line ≥ rank 1) under the curve: rescales it to ranks that exist. */
  scale: Float64Array;
  capped: Uint8Array;
  tables: Map<number, ScoreTable>;
  /** The lines of each history year the units were matched against. */
  yearLines: Map<number, YearLines>;
}

function primaryLines(lines: LineRecord[], firstLine: number | null, onlyFirst: boolean): LineRecord[] {
  // One line per unit and year: its 一段 line when it has one.
  const best = new Map<string, LineRecord>();
  for (const l of lines) {
    if (l.minRank === null) continue;
    const seg = segmentOf(l, firstLine);
    if (onlyFirst && seg !== "一段") continue;
    const key = `${unitKey(l.universityId, l.majorName)}|${l.collegeCode ?? ""}`;
    const prev = best.get(key);
    if (!prev || (seg === "一段" && segmentOf(prev, firstLine) !== "一段")) best.set(key, l);
  }
  return [...best.values()];
}

function linesByYear(data: ScopeData): Map<number, LineRecord[]> {
  const byYear = new Map<number, LineRecord[]>();
  for (const l of data.lines) (byYear.get(l.year) ?? byYear.set(l.year, []).get(l.year)!).push(l);
  return byYear;
}

/** The application year, the last year of lines it may use, and the years with ranked lines (newest first). */
export function resolveYears(data: ScopeData, opts: Pick<IndexOptions, "year" | "asOf"> = {}): { year: number; asOf: number; lineYears: number[] } {
  const byYear = linesByYear(data);
  const lineYears = [...byYear.keys()].filter((y) => byYear.get(y)!.some((l) => l.minRank !== null)).sort((a, b) => b - a);
  const planYears = [...new Set(data.plans.map((p) => p.year))].sort((a, b) => b - a);
  const newestLine = lineYears[0] ?? new Date().getFullYear() - 1;
  const year = opts.year ?? planYears.find((y) => y > newestLine) ?? newestLine + 1;
  return { year, asOf: Math.min(opts.asOf ?? Infinity, year - 1), lineYears };
}

/** A unit's history on the engine's scale, newest first. */
export function historyPoints(history: EngineUnit["history"]): HistoryPoint[] {
  return history.map((h) => ({
    year: h.line.year,
    x: toX(h.line.minRank!, h.cohort),
    planCount: h.line.planCount,
    combinations: eligibleCombinations({ mode: h.line.subjectMode, subjects: h.line.subjects }),
  }));
}

/** Builds the priced units of one scope for an application year: the in-process index the bands are read from. */
export function buildIndex(data: ScopeData, opts: IndexOptions = {}): EngineIndex {
  const byYear = linesByYear(data);
  const planYears = [...new Set(data.plans.map((p) => p.year))].sort((a, b) => b - a);
  const { year, asOf, lineYears } = resolveYears(data, opts);
  const calibration = opts.calibration ?? DEFAULT_CALIBRATION;
  const unitKind = data.unitKind ?? "major";
  const historyYears = lineYears.filter((y) => y <= asOf);
  const first = (y: number) => data.firstLines.get(y)?.score ?? null;

  const yearLines = new Map<number, YearLines>();
  const cohortByYear = new Map<number, number>();
  for (const y of historyYears) {
    const lines = primaryLines(byYear.get(y)!, first(y), opts.firstSegmentOnly ?? false);
    yearLines.set(y, new YearLines(y, lines));
    // The cohort: the largest rank among the year's 一段 lines (≈ the rank at the 一段线; zj 2023 has no table).
    let cohort = 0;
    for (const l of lines) if (segmentOf(l, first(y)) === "一段" && l.minRank! > cohort) cohort = l.minRank!;
    cohortByYear.set(y, cohort || Math.max(...lines.map((l) => l.minRank!)));
  }
  // The application year's rank table, when published, defines its cohort: it is out before filling.
  const table = data.tables.get(year);
  const fl = data.firstLines.get(year);
  const appCohort = (fl && table ? rankAtScore(table, fl.score) : null) ?? fl?.cumulative ?? (historyYears[0] !== undefined ? cohortByYear.get(historyYears[0]) : undefined) ?? 1;
  cohortByYear.set(year, appCohort);

  // The application year's units: its own published lines (a backtest), its plan, or the newest year's units.
  let unitsFrom: EngineIndex["unitsFrom"];
  let source: LineRecord[];
  if (byYear.has(year) && lineYears.includes(year)) {
    unitsFrom = "lines";
    source = primaryLines(byYear.get(year)!, first(year), opts.firstSegmentOnly ?? false);
  } else if (planYears.includes(year)) {
    unitsFrom = "plan";
    source = data.plans.filter((p) => p.year === year);
  } else {
    unitsFrom = "newest-lines";
    const newest = historyYears[0];
    const seen = new Set<string>();
    source = [];
    // Every unit of the newest year, with or without a line (its 征求 rows too), one per name.
    for (const l of newest !== undefined ? [...yearLines.get(newest)!.lines, ...byYear.get(newest)!] : []) {
      const key = unitKey(l.universityId, l.majorName);
      if (!seen.has(key)) {
        seen.add(key);
        source.push(l);
      }
    }
  }

  // Groups per institution and requirement in the application year: more than in a history year means a split.
  const groupsNow = new Map<string, number>();
  if (unitKind === "group") for (const u of source) if (u.subjectMode !== "unknown") groupsNow.set(`${u.universityId}|${requirementKey(u)}`, (groupsNow.get(`${u.universityId}|${requirementKey(u)}`) ?? 0) + 1);
  const units: EngineUnit[] = [];
  const n = source.length;
  const mu = new Float64Array(n).fill(NaN);
  const mode = new Float64Array(n).fill(NaN);
  const sigma = new Float64Array(n);
  const scale = new Float64Array(n);
  const skew = new Float64Array(n).fill(1);
  const capped = new Uint8Array(n);
  const newestYear = historyYears[0];
  source.forEach((u, i) => {
    const requirement: Requirement = { mode: u.subjectMode, subjects: u.subjects };
    const combinations = eligibleCombinations(requirement);
    const history: EngineUnit["history"] = [];
    // Groups: each year is matched near the unit's newer matched line (the anchor), newest first.
    let anchor: number | null = null;
    for (const y of historyYears) {
      const cohort = cohortByYear.get(y)!;
      const hit = unitKind === "group" ? yearLines.get(y)!.matchGroup(u, anchor, (l) => toX(l.minRank!, cohort)) : yearLines.get(y)!.match(u.universityId, u.majorName);
      if (hit) {
        history.push({ line: hit.line, how: hit.how, segment: segmentOf(hit.line, first(y)), cohort });
        anchor = toX(hit.line.minRank!, cohort);
      }
    }
    const outcome = unitsFrom === "lines" ? u : null;
    const segment: Segment = outcome ? segmentOf(u, first(year)) : (history[0]?.segment ?? (u.minScore !== null ? segmentOf(u, first(u.year)) : "一段"));
    let prediction: Prediction | null = null;
    let borrowedFrom: EngineUnit["borrowedFrom"] = null;
    const split = history.length > 0 && isLooseMatch(u, history[0]!, groupsNow, yearLines);
    const schoolSpread = split ? institutionSpread(u.universityId, history[0]!, yearLines) : 0;
    if (history.length > 0) {
      const points: HistoryPoint[] = historyPoints(history);
      // The plan of the application year is known only from its own plan or lines.
      prediction = predictFromHistory(points, { planCount: unitsFrom === "newest-lines" ? null : u.planCount, combinations, split, schoolSpread }, calibration);
    } else if (newestYear !== undefined) {
      const yl = yearLines.get(newestYear)!;
      const cohort = cohortByYear.get(newestYear)!;
      const sameSegment = (l: LineRecord) => segmentOf(l, first(newestYear)) === segment;
      const school = (yl.bySchool.get(u.universityId) ?? []).filter(sameSegment);
      const cls = u.majorCode ? (yl.byMajorClass.get(u.majorCode.slice(0, 4)) ?? []).filter(sameSegment) : [];
      // A group the data cannot tell apart: priced from its school's groups with the same requirement.
      const groups = unitKind === "group" ? yl.groupCandidates(u) : null;
      const alike = groups?.sameRequirement ? groups.lines.filter(sameSegment) : [];
      const siblings = alike.length > 0 ? alike : school.length > 0 ? school : cls;
      prediction = predictBorrowed(
        siblings.map((l) => toX(l.minRank!, cohort)),
        calibration,
      );
      if (prediction) borrowedFrom = alike.length > 0 ? "school-groups" : school.length > 0 ? "school" : "major-class";
    }
    // The application year's 一段线 is not known before the exam; the cohort (its rank) stands in for it.
    const isCapped = segment === "一段" && data.firstLines.size > 0;
    if (prediction) {
      mu[i] = prediction.mu;
      mode[i] = prediction.mode;
      sigma[i] = prediction.sigma;
      skew[i] = prediction.skew;
      scale[i] = rankOneScale(appCohort, prediction.mode, prediction.sigma, calibration.dof, prediction.skew);
      capped[i] = isCapped ? 1 : 0;
    }
    units.push({
      unitId: unitIdOf(data.scope, year, u),
      universityId: u.universityId,
      collegeCode: u.collegeCode,
      schoolName: u.schoolName,
      majorName: u.majorName,
      majorCode: u.majorCode,
      groupCode: u.groupCode ?? null,
      majors: u.majors ?? [],
      planCount: u.planCount,
      requirement,
      segment,
      history,
      split,
      schoolSpread,
      basis: prediction ? (history.length > 0 ? OWN_BASIS[unitKind] : borrowedFrom === "school-groups" ? "school" : "borrowed") : null,
      isNew: history.length === 0 && borrowedFrom !== "school-groups",
      borrowedFrom,
      prediction,
      outcome,
    });
  });
  return { scope: data.scope, track: data.track, year, asOf, historyYears, cohort: appCohort, cohortByYear, unitsFrom, calibration, unitKind, batch: data.batch ?? "本科批", units, mu, mode, sigma, skew, scale, capped, tables: data.tables, yearLines };
}

/**
 * A group whose newest matched line may not be its own: matched in another year by code alone (the
 * requirement could not tell the institution's groups apart, and codes are renumbered), or its
 * institution has more groups with its requirement now than in the year it was matched in (a split).
 */
function isLooseMatch(u: LineRecord, newest: EngineUnit["history"][number], groupsNow: Map<string, number>, yearLines: Map<number, YearLines>): boolean {
  if (newest.how === "group-code") return newest.line.year !== u.year;
  const now = groupsNow.get(`${u.universityId}|${requirementKey(u)}`) ?? 0;
  if (now < 2) return false;
  const then = yearLines.get(newest.line.year)!.groupCandidates(u);
  return then.sameRequirement && then.lines.length < now;
}

/** Population spread, on the engine's scale, of the institution's group lines in the year a unit's newest line was matched in. */
function institutionSpread(universityId: number, newest: EngineUnit["history"][number], yearLines: Map<number, YearLines>): number {
  const lines = yearLines.get(newest.line.year)!.bySchool.get(universityId) ?? [];
  return populationSd(lines.map((l) => toX(l.minRank!, newest.cohort)));
}

const OWN_BASIS: Record<UnitKind, Basis> = { major: "major", group: "group", school: "school" };

/** Stable across imports: scope, year, institution and the unit's normalised name. */
export function unitIdOf(scope: string, year: number, u: Pick<LineRecord, "universityId" | "collegeCode" | "majorName">): string {
  const key = `${scope}|${year}|${u.collegeCode ?? u.universityId}|${unitKey(u.universityId, u.majorName).split("|")[1]}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return `${scope}${year}-${u.collegeCode ?? u.universityId}-${(h >>> 0).toString(36)}`;
}

/** P(admit) of unit i for a student at logS (= toX(rank, cohort)); `past`: the rank is beyond the 一段线. */
function probabilityAt(index: EngineIndex, i: number, logS: number, past: boolean): number {
  const m = index.mode[i]!;
  if (Number.isNaN(m)) return NaN;
  if (past && index.capped[i] === 1) return 0;
  // The split t inlined (probability.ts splitTCdf): right of the mode the t's upper tail at z/γ, left of it at zγ.
  const z = (logS - m) / index.sigma[i]!;
  const g = index.skew[i]!;
  const g2 = g * g;
  const dof = index.calibration.dof;
  const upper = z >= 0 ? ((2 * g2) / (1 + g2)) * (1 - studentTCdf(z / g, dof)) : 1 - (2 / (1 + g2)) * studentTCdf(z * g, dof);
  return Math.min(1, upper * index.scale[i]!);
}

/**
 * P(admit) of every unit for one student rank, into `out` (NaN where a unit is not priced).
 * The hot path: no allocation, a logarithm and an arctangent per unit.
 */
export function probabilities(index: EngineIndex, studentRank: number, out = new Float64Array(index.units.length)): Float64Array {
  const past = studentRank > index.cohort;
  const logS = toX(studentRank, index.cohort);
  for (let i = 0; i < out.length; i++) out[i] = probabilityAt(index, i, logS, past);
  return out;
}

/** P(admit) of one unit: what a plan of 80 entries needs, without pricing the other ~24k units. */
export function unitProbability(index: EngineIndex, i: number, studentRank: number): number {
  return probabilityAt(index, i, toX(studentRank, index.cohort), studentRank > index.cohort);
}

/** A unit's predicted line rank (the median of its curve) and central 80 % range, in the application year's ranks. */
export function unitPredictedRanks(index: EngineIndex, i: number): { rank: number; range: [number, number] } {
  return predictedRanks(index.mode[i]!, index.sigma[i]!, index.cohort, index.capped[i] === 1, index.calibration.dof, index.skew[i]);
}

export interface BandCounts {
  counts: Record<Band, number>;
  unpriced: number;
}

/** Band sizes for one rank over the units the filter keeps (eligibility already applied by the caller). */
export function bandCounts(p: Float64Array, keep?: (i: number) => boolean): BandCounts {
  const counts: Record<Band, number> = { gamble: 0, radical: 0, steady: 0, conservative: 0, bottom: 0 };
  let unpriced = 0;
  for (let i = 0; i < p.length; i++) {
    if (keep && !keep(i)) continue;
    const v = p[i]!;
    if (Number.isNaN(v)) unpriced++;
    else counts[bandOf(v)]++;
  }
  return { counts, unpriced };
}

export interface UnitExplanation {
  basis: Basis | null;
  isNew: boolean;
  lines: Array<{ year: number; minScore: number | null; minRank: number | null; rankKind: string | null; planCount: number | null; equivalentScore: number | null; segment: Segment; matchedBy: MatchHow }>;
  predictedRank: number | null;
  predictedRankRange: [number, number] | null;
  /** Predicted line rank minus the student's rank: positive when the student is ahead of the line. */
  margin: number | null;
  reason: string;
}

export interface PricedUnit {
  unit: EngineUnit;
  probability: number | null;
  band: Band | null;
  rankType: number | null;
  eligible: boolean;
  ineligibleReason: string | null;
  explanation: UnitExplanation;
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** The full answer for one unit: probability, band, eligibility and its explanation. */
export function priceUnit(index: EngineIndex, i: number, studentRank: number, subjects: readonly string[] | null, p?: number): PricedUnit {
  const unit = index.units[i]!;
  const prob = p ?? unitProbability(index, i, studentRank);
  const priced = !Number.isNaN(prob);
  const band = priced ? bandOf(prob) : null;
  const elig = subjects ? checkEligibility(unit.requirement, subjects) : { eligible: true, reason: null };
  const ranks = priced ? unitPredictedRanks(index, i) : null;
  const margin = ranks ? ranks.rank - studentRank : null;
  const lines = unit.history.map((h) => {
    const table = index.tables.get(h.line.year);
    return {
      year: h.line.year,
      minScore: h.line.minScore,
      minRank: h.line.minRank,
      rankKind: h.line.rankKind,
      planCount: h.line.planCount,
      equivalentScore: table ? scoreAtRank(table, studentRank) : null,
      segment: h.segment,
      matchedBy: h.how,
    };
  });
  return {
    unit,
    probability: priced ? Math.round(prob * 1000) / 1000 : null,
    band,
    rankType: band ? rankTypeOf(band) : null,
    eligible: elig.eligible,
    ineligibleReason: elig.reason,
    explanation: { basis: unit.basis, isNew: unit.isNew, lines, predictedRank: ranks?.rank ?? null, predictedRankRange: ranks?.range ?? null, margin, reason: reasonOf(unit, prob, band, ranks, studentRank, index, index.capped[i] === 1) },
  };
}

const BAND_WORD: Record<Band, string> = { gamble: "搏", radical: "冲", steady: "稳", conservative: "保", bottom: "垫" };

function reasonOf(unit: EngineUnit, p: number, band: Band | null, ranks: { rank: number; range: [number, number] } | null, studentRank: number, index: EngineIndex, capped: boolean): string {
  if (!band || !ranks) return "暂无该专业及本校可用的往年录取线，无法估计录取概率。";
  const years = unit.history.map((h) => h.line.year).join("、");
  const derived = unit.history.some((h) => h.line.rankKind !== null && h.line.rankKind !== "official") ? "（部分位次由分数按一分一段表换算）" : "";
  const renumbered = unit.history.some((h) => h.how === "group-nearest" || h.how === "group-unique" || h.how === "group-majors") ? "（专业组每年重新编号，往年按院校、选科要求" + (unit.history.some((h) => h.how === "group-majors") ? "和所含专业" : "及最接近的录取线") + "对应）" : "";
  const basis =
    unit.borrowedFrom === "school-groups"
      ? `无法确定本专业组对应往年哪一组，按本校选科要求相同的专业组往年录取线估计，误差更大`
      : unit.isNew
        ? `${index.year} 年新增，按${unit.borrowedFrom === "school" ? "本校" : "同类专业"}往年录取线估计，误差更大`
        : unit.basis === "group"
          ? `依据 ${years} 年本专业组录取线${renumbered}${derived}`
          : unit.basis === "school"
            ? `依据 ${years} 年本校最低录取线（该省仅有院校线，不分专业）${derived}`
            : `依据 ${years} 年本专业录取线${derived}`;
  const ahead = ranks.rank - studentRank;
  const where = ahead >= 0 ? `你的位次 ${fmt(studentRank)} 比它靠前 ${fmt(ahead)} 名` : `你的位次 ${fmt(studentRank)} 比它靠后 ${fmt(-ahead)} 名`;
  // Only a batch a control line bounds has a 一段线 (专科批 has none of ours).
  const past = capped && studentRank > index.cohort ? "（位次在一段线之后，一段无法投档）" : "";
  return `${basis}，预测 ${index.year} 年录取位次约 ${fmt(ranks.rank)}（80% 区间 ${fmt(ranks.range[0])}–${fmt(ranks.range[1])}），${where}${past}，录取概率约 ${Math.round(p * 100)}%，属「${BAND_WORD[band]}」。`;
}
