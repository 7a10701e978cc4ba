import { checkEligibility, eligibleCombinations, type Requirement } from "./eligibility";
import { segmentOf, unitKey, YearLines, type LineRecord, type Segment } from "./history";
import { MODEL, predictBorrowed, predictedRanks, predictFromHistory, rankOneScale, toX, type HistoryPoint, type Prediction } from "./model";
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
}

export interface IndexOptions {
  /** Application year; default: the newest planned year without lines, else the newest line year + 1. */
  year?: number;
  /** Use only lines of years ≤ asOf. */
  asOf?: number;
  /** History from 一段 lines only (the backtest's definition); default: each unit's own 段. */
  firstSegmentOnly?: boolean;
}

export type Basis = "major" | "group" | "school" | "borrowed";

export interface EngineUnit {
  unitId: string;
  universityId: number;
  collegeCode: string | null;
  schoolName: string;
  majorName: string;
  majorCode: string | null;
  planCount: number | null;
  requirement: Requirement;
  segment: Segment;
  /** Lines this unit's prediction rests on (matched across years), newest first. */
  history: Array<{ line: LineRecord; how: "exact" | "base"; segment: Segment; cohort: number }>;
  basis: Basis | null;
  /** No line of its own in the years used: priced from its school's or major class's lines. */
  isNew: boolean;
  borrowedFrom: "school" | "major-class" | null;
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
  units: EngineUnit[];
  /** Per unit: centre and spread of x, and whether the 段 caps its line at the cohort. NaN mu = not priced. */
  mu: Float64Array;
  sigma: Float64Array;
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

/** Builds the priced units of one scope for an application year: the in-process index the bands are read from. */
export function buildIndex(data: ScopeData, opts: IndexOptions = {}): EngineIndex {
  const byYear = new Map<number, LineRecord[]>();
  for (const l of data.lines) (byYear.get(l.year) ?? byYear.set(l.year, []).get(l.year)!).push(l);
  const lineYears = [...byYear.keys()].filter((y) => byYear.get(y)!.some((l) => l.minRank !== null)).sort((a, b) => b - a);
  const planYears = [...new Set(data.plans.map((p) => p.year))].sort((a, b) => b - a);
  const newestLine = lineYears[0] ?? new Date().getFullYear() - 1;
  const year = opts.year ?? planYears.find((y) => y > newestLine) ?? newestLine + 1;
  const asOf = Math.min(opts.asOf ?? Infinity, year - 1);
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

  const units: EngineUnit[] = [];
  const n = source.length;
  const mu = new Float64Array(n).fill(NaN);
  const sigma = new Float64Array(n);
  const scale = new Float64Array(n);
  const capped = new Uint8Array(n);
  const newestYear = historyYears[0];
  source.forEach((u, i) => {
    const requirement: Requirement = { mode: u.subjectMode, subjects: u.subjects };
    const combinations = eligibleCombinations(requirement);
    const history: EngineUnit["history"] = [];
    for (const y of historyYears) {
      const hit = yearLines.get(y)!.match(u.universityId, u.majorName);
      if (hit) history.push({ line: hit.line, how: hit.how, segment: segmentOf(hit.line, first(y)), cohort: cohortByYear.get(y)! });
    }
    const outcome = unitsFrom === "lines" ? u : null;
    const segment: Segment = outcome ? segmentOf(u, first(year)) : (history[0]?.segment ?? (u.minScore !== null ? segmentOf(u, first(u.year)) : "一段"));
    let prediction: Prediction | null = null;
    let borrowedFrom: EngineUnit["borrowedFrom"] = null;
    if (history.length > 0) {
      const points: HistoryPoint[] = history.map((h) => ({
        year: h.line.year,
        x: toX(h.line.minRank!, h.cohort),
        planCount: h.line.planCount,
        combinations: eligibleCombinations({ mode: h.line.subjectMode, subjects: h.line.subjects }),
      }));
      // The plan of the application year is known only from its own plan or lines.
      prediction = predictFromHistory(points, { planCount: unitsFrom === "newest-lines" ? null : u.planCount, combinations });
    } else if (newestYear !== undefined) {
      const yl = yearLines.get(newestYear)!;
      const cohort = cohortByYear.get(newestYear)!;
      const sameSegment = (l: LineRecord) => segmentOf(l, first(newestYear)) === segment;
      const school = (yl.bySchool.get(u.universityId) ?? []).filter(sameSegment);
      const cls = u.majorCode ? (yl.byMajorClass.get(u.majorCode.slice(0, 4)) ?? []).filter(sameSegment) : [];
      const siblings = school.length > 0 ? school : cls;
      prediction = predictBorrowed(siblings.map((l) => toX(l.minRank!, cohort)));
      if (prediction) borrowedFrom = school.length > 0 ? "school" : "major-class";
    }
    // The application year's 一段线 is not known before the exam; the cohort (its rank) stands in for it.
    const isCapped = segment === "一段" && data.firstLines.size > 0;
    if (prediction) {
      mu[i] = prediction.mu;
      sigma[i] = prediction.sigma;
      scale[i] = rankOneScale(appCohort, prediction.mu, prediction.sigma);
      capped[i] = isCapped ? 1 : 0;
    }
    units.push({
      unitId: unitIdOf(data.scope, year, u),
      universityId: u.universityId,
      collegeCode: u.collegeCode,
      schoolName: u.schoolName,
      majorName: u.majorName,
      majorCode: u.majorCode,
      planCount: u.planCount,
      requirement,
      segment,
      history,
      basis: prediction ? (history.length > 0 ? "major" : "borrowed") : null,
      isNew: history.length === 0,
      borrowedFrom,
      prediction,
      outcome,
    });
  });
  return { scope: data.scope, track: data.track, year, asOf, historyYears, cohort: appCohort, cohortByYear, unitsFrom, units, mu, sigma, scale, capped, tables: data.tables, yearLines };
}

/** Stable across imports: scope, year, institution and the unit's normalised name. */
export function unitIdOf(scope: string, year: number, u: Pick<LineRecord, "universityId" | "collegeCode" | "majorName">): string {
  const key = `${scope}|${year}|${u.collegeCode ?? u.universityId}|${unitKey(u.universityId, u.majorName).split("|")[1]}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return `${scope}${year}-${u.collegeCode ?? u.universityId}-${(h >>> 0).toString(36)}`;
}

/**
 * P(admit) of every unit for one student rank, into `out` (NaN where a unit is not priced).
 * The hot path: no allocation, a logarithm and an arctangent per unit.
 */
export function probabilities(index: EngineIndex, studentRank: number, out = new Float64Array(index.units.length)): Float64Array {
  const { mu, sigma, scale, capped, cohort } = index;
  const past = studentRank > cohort;
  const logS = toX(studentRank, cohort);
  for (let i = 0; i < out.length; i++) {
    const m = mu[i]!;
    if (Number.isNaN(m)) out[i] = NaN;
    else if (past && capped[i] === 1) out[i] = 0;
    else out[i] = Math.min(1, (1 - studentTCdf((logS - m) / sigma[i]!, MODEL.dof)) * scale[i]!);
  }
  return out;
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
  lines: Array<{ year: number; minScore: number | null; minRank: number | null; rankKind: string | null; planCount: number | null; equivalentScore: number | null; segment: Segment; matchedBy: "exact" | "base" }>;
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
  const prob = p ?? probabilities(index, studentRank).at(i)!;
  const priced = !Number.isNaN(prob);
  const band = priced ? bandOf(prob) : null;
  const elig = subjects ? checkEligibility(unit.requirement, subjects) : { eligible: true, reason: null };
  const ranks = priced ? predictedRanks(index.mu[i]!, index.sigma[i]!, index.cohort, index.capped[i] === 1) : null;
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
    explanation: { basis: unit.basis, isNew: unit.isNew, lines, predictedRank: ranks?.rank ?? null, predictedRankRange: ranks?.range ?? null, margin, reason: reasonOf(unit, prob, band, ranks, studentRank, index) },
  };
}

const BAND_WORD: Record<Band, string> = { gamble: "搏", radical: "冲", steady: "稳", conservative: "保", bottom: "垫" };

function reasonOf(unit: EngineUnit, p: number, band: Band | null, ranks: { rank: number; range: [number, number] } | null, studentRank: number, index: EngineIndex): string {
  if (!band || !ranks) return "暂无该专业及本校可用的往年录取线，无法估计录取概率。";
  const basis = unit.isNew
    ? `${index.year} 年新增，按${unit.borrowedFrom === "school" ? "本校" : "同类专业"}往年录取线估计，误差更大`
    : `依据 ${unit.history.map((h) => h.line.year).join("、")} 年本专业录取线`;
  const ahead = ranks.rank - studentRank;
  const where = ahead >= 0 ? `你的位次 ${fmt(studentRank)} 比它靠前 ${fmt(ahead)} 名` : `你的位次 ${fmt(studentRank)} 比它靠后 ${fmt(-ahead)} 名`;
  const capped = unit.segment === "一段" && studentRank > index.cohort ? "（位次在一段线之后，一段无法投档）" : "";
  return `${basis}，预测 ${index.year} 年录取位次约 ${fmt(ranks.rank)}（80% 区间 ${fmt(ranks.range[0])}–${fmt(ranks.range[1])}），${where}${capped}，录取概率约 ${Math.round(p * 100)}%，属「${BAND_WORD[band]}」。`;
}
