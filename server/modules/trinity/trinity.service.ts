import { normaliseName } from "#server/data/importers/common";
import { requirementText } from "#server/data/subjects";
import { NotFoundError } from "#server/errors";
import { checkEligibility } from "#server/modules/engine/eligibility";
import type { ReferenceData } from "#server/modules/reference/reference-data";
import type { SourceRef } from "#server/modules/reference/reference.schema";
import type { Scope } from "#server/modules/scope/scopes";
import { computeComposite, formulaText, meetsThreshold, parseThreshold, thresholdText, type Formula, type Grades } from "./composite";
import { loadTrinity } from "./trinity.repo";
import {
  TRINITY_TEXT,
  type CompositeAnswer,
  type CompositeQuery,
  type CompositeRow,
  type MajorPage,
  type MajorQuery,
  type OnlineWatching,
  type SchoolDetail,
  type SchoolDetailQuery,
  type SchoolPage,
  type SchoolQuery,
  type TrinityFormulaHistory,
  type TrinityMajor,
  type TrinitySchool,
  type TrinityStat,
} from "./trinity.schema";

export interface TrinityDeps {
  reference: ReferenceData;
}

interface Catalogue {
  year: number;
  schools: Array<TrinitySchool & { formula: Formula; thresholdRaw: string | null }>;
  majors: TrinityMajor[];
  history: Map<string, TrinityFormulaHistory[]>;
  source: SourceRef;
}

/** 三位一体 is Zhejiang's: other scopes have no such route. */
function requireZj(scope: Scope): void {
  if (scope !== "zj") throw new NotFoundError(TRINITY_TEXT.zjOnly);
}

const byZh = (a: string, b: string) => a.localeCompare(b, "zh-Hans-CN");

/** The newest cycle's schools and majors with their statistics, built once per data version. */
async function catalogue({ reference }: TrinityDeps, scope: Scope): Promise<Catalogue> {
  return reference.view(`trinity:${scope}`, async (db) => {
    const [rows, sources] = await Promise.all([loadTrinity(db, scope), reference.sources()]);
    const year = Math.max(0, ...rows.schools.map((s) => s.school.year));
    const current = rows.schools.filter((s) => s.school.year === year);
    const statsBySchool = new Map<string, TrinityStat[]>();
    for (const s of [...rows.stats].sort((a, b) => b.year - a.year)) {
      const list = statsBySchool.get(s.schoolName) ?? statsBySchool.set(s.schoolName, []).get(s.schoolName)!;
      list.push({ year: s.year, applicants: s.applicants, shortlisted: s.shortlisted, admitted: s.admitted, lowestRaw: s.lowestRaw, lowestPct: s.lowestPct, thresholdText: s.thresholdText, estimated: s.estimated });
    }
    const idByName = new Map(current.map((s) => [s.school.name, s.school]));
    const majors: TrinityMajor[] = rows.majors
      .filter((m) => m.year === year && idByName.has(m.schoolName))
      .map((m) => {
        const school = idByName.get(m.schoolName)!;
        return {
          id: m.id,
          schoolId: school.id,
          school: m.schoolName,
          ucode: school.universityId ? String(school.universityId) : null,
          name: m.name,
          category: m.category,
          majorClass: m.majorClass,
          requirement: { mode: m.subjectMode, subjects: m.subjects, text: requirementText(m.subjectMode, m.subjects) ?? "-" },
          plan: m.plan,
          eligible: null,
          reason: null,
        };
      })
      .sort((a, b) => a.schoolId - b.schoolId || a.id - b.id);
    const schools = current
      .map(({ school: s, city, type, nature }) => {
        const formula: Formula = { ...s };
        const stats = statsBySchool.get(s.name) ?? [];
        const withThreshold = stats.find((t) => t.thresholdText);
        const own = majors.filter((m) => m.schoolId === s.id);
        return {
          id: s.id,
          ucode: s.universityId ? String(s.universityId) : null,
          name: s.name,
          city,
          type,
          nature,
          year: s.year,
          weights: { xuekao: s.xuekaoWeight, xiaoce: s.xiaoceWeight, gaokao: s.gaokaoWeight },
          formulaText: formulaText(s),
          formulaKind: s.formulaKind,
          gradeTable: { A: s.pointA, B: s.pointB, C: s.pointC, D: s.pointD },
          fullMarks: { xuekao: s.xuekaoFull, xiaoce: s.xiaoceFull, gaokao: s.gaokaoFull },
          note: s.note,
          majorCount: own.length,
          planTotal: own.reduce((a, m) => a + (m.plan ?? 0), 0),
          planUnknown: own.filter((m) => m.plan === null).length,
          threshold: {
            text: withThreshold?.thresholdText ?? null,
            year: withThreshold?.year ?? null,
            rule: thresholdText(parseThreshold(withThreshold?.thresholdText ?? null, formula)),
            met: null,
          },
          stats,
          rule: { year: s.ruleYear, title: s.ruleTitle, url: s.ruleUrl },
          source: sources(s.sourceId),
          formula,
          thresholdRaw: withThreshold?.thresholdText ?? null,
        };
      })
      .sort((a, b) => a.id - b.id);
    const history = new Map<string, TrinityFormulaHistory[]>();
    for (const h of [...rows.history].sort((a, b) => b.year - a.year)) {
      const list = history.get(h.schoolName) ?? history.set(h.schoolName, []).get(h.schoolName)!;
      list.push({ year: h.year, gaokaoPct: h.gaokaoPct, xiaocePct: h.xiaocePct, xuekaoPct: h.xuekaoPct, note: h.note, confidence: h.confidence, source: sources(h.sourceId) });
    }
    return { year, schools, majors, history, source: sources(current[0]?.school.sourceId) };
  });
}

function gradesOf(q: { A?: number; B?: number; C?: number; D?: number }): Grades | null {
  if ([q.A, q.B, q.C, q.D].every((n) => n === undefined)) return null;
  return { A: q.A ?? 0, B: q.B ?? 0, C: q.C ?? 0, D: q.D ?? 0 };
}

function publicSchool(s: Catalogue["schools"][number], grades: Grades | null): TrinitySchool {
  const { formula, thresholdRaw, ...rest } = s;
  return { ...rest, threshold: { ...rest.threshold, met: grades ? meetsThreshold(parseThreshold(thresholdRaw, formula), grades) : null } };
}

const contains = (hay: string | null, needle: string) => (hay ?? "").toLowerCase().includes(needle.toLowerCase());

/** query_three_in_one_v2018: schools with their formula, plan total, threshold and statistics, filtered. */
export async function querySchools(deps: TrinityDeps, scope: Scope, q: SchoolQuery): Promise<SchoolPage> {
  requireZj(scope);
  const cat = await catalogue(deps, scope);
  const grades = gradesOf(q);
  let list = cat.schools.map((s) => publicSchool(s, grades));
  const cities = [...new Set(list.map((s) => s.city).filter((c): c is string => !!c))].sort(byZh);
  const types = [...new Set(list.map((s) => s.type).filter((c): c is string => !!c))].sort(byZh);
  if (q.keyword) list = list.filter((s) => contains(s.name, q.keyword!));
  if (q.city) list = list.filter((s) => s.city === q.city);
  if (q.type) list = list.filter((s) => s.type === q.type);
  if (q.gaokaoWeight) list = list.filter((s) => (q.gaokaoWeight === "low" ? s.weights.gaokao <= 0.6 + 1e-9 : q.gaokaoWeight === "mid" ? s.weights.gaokao > 0.6 + 1e-9 && s.weights.gaokao <= 0.8 + 1e-9 : s.weights.gaokao > 0.8 + 1e-9));
  if (q.meets) list = list.filter((s) => s.threshold.met === true);
  const start = (q.page - 1) * q.pageSize;
  return { year: cat.year, total: list.length, results: list.slice(start, start + q.pageSize), cities, types, source: cat.source };
}

function withEligibility(m: TrinityMajor, subjects: string[] | undefined): TrinityMajor {
  if (!subjects?.length) return m;
  const e = checkEligibility({ mode: m.requirement.mode as never, subjects: m.requirement.subjects }, subjects);
  return { ...m, eligible: e.eligible, reason: e.reason };
}

/** query_three_in_one_v2020: one school (by rules id or ucode) with its majors. */
export async function schoolDetail(deps: TrinityDeps, scope: Scope, q: SchoolDetailQuery): Promise<SchoolDetail> {
  requireZj(scope);
  const cat = await catalogue(deps, scope);
  const s = cat.schools.find((x) => (q.id !== undefined ? x.id === q.id : x.ucode === q.ucode));
  if (!s) throw new NotFoundError(TRINITY_TEXT.notFound);
  return {
    results: publicSchool(s, null),
    major_details: cat.majors.filter((m) => m.schoolId === s.id).map((m) => withEligibility(m, q.subjects)),
    formula_history: cat.history.get(normaliseName(s.name)) ?? [],
  };
}

/** query_three_in_one_2021: majors across schools, with 专业类, decoded requirement and eligibility against the subjects sent. */
export async function queryMajors(deps: TrinityDeps, scope: Scope, q: MajorQuery): Promise<MajorPage> {
  requireZj(scope);
  const cat = await catalogue(deps, scope);
  let list = cat.majors.map((m) => withEligibility(m, q.subjects));
  const majorClasses = [...new Set(list.map((m) => m.majorClass).filter((c): c is string => !!c))].sort(byZh);
  const categories = [...new Set(list.map((m) => m.category).filter((c): c is string => !!c))].sort(byZh);
  const schools = cat.schools.map((s) => s.name);
  if (q.keyword) list = list.filter((m) => contains(m.name, q.keyword!) || contains(m.school, q.keyword!));
  if (q.majorClass) list = list.filter((m) => m.majorClass === q.majorClass);
  if (q.category) list = list.filter((m) => m.category === q.category);
  if (q.school) list = list.filter((m) => m.school === q.school);
  if (q.eligibleOnly && q.subjects?.length) list = list.filter((m) => m.eligible);
  const start = (q.page - 1) * q.pageSize;
  return { year: cat.year, total: list.length, results: list.slice(start, start + q.pageSize), majorClasses, categories, schools, source: cat.source };
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** query_three_in_one_composite: each school's composite under its own formula, against its newest lowest composite. */
export async function composite(deps: TrinityDeps, scope: Scope, q: CompositeQuery): Promise<CompositeAnswer> {
  requireZj(scope);
  const cat = await catalogue(deps, scope);
  const grades: Grades = { A: q.A ?? 0, B: q.B ?? 0, C: q.C ?? 0, D: q.D ?? 0 };
  const chosen = q.ids?.length ? q.ids.map((id) => cat.schools.find((s) => s.id === id)) : cat.schools;
  if (chosen.some((s) => !s)) throw new NotFoundError(TRINITY_TEXT.notFound);
  const results: CompositeRow[] = (chosen as Catalogue["schools"]).map((s) => {
    const result = computeComposite(s.formula, { grades, gaokao: q.gaokao, xiaoce: q.xiaoce });
    const past = s.stats.find((t) => t.lowestPct !== null);
    const lowest = past ? { year: past.year, pct: past.lowestPct, raw: past.lowestRaw, estimated: past.estimated } : null;
    const gap = result.composite !== null && lowest?.pct != null ? Math.round((result.composite - lowest.pct) * 100) / 100 : null;
    const est = lowest?.estimated ? "（该年数据为估计值）" : "";
    const verdict = !result.computable
      ? "该校不按加权综合分录取，无法比较"
      : gap === null
        ? "暂无往年最低综合分，无法比较"
        : gap >= 0
          ? `高于 ${lowest!.year} 年最低综合分 ${fmt(lowest!.pct!)} 约 ${fmt(gap)} 分${est}`
          : `低于 ${lowest!.year} 年最低综合分 ${fmt(lowest!.pct!)} 约 ${fmt(-gap)} 分${est}`;
    return {
      school: { id: s.id, ucode: s.ucode, name: s.name, formulaText: s.formulaText, weights: s.weights, rule: s.rule },
      result,
      lowest,
      gap,
      verdict,
      threshold: { ...s.threshold, met: meetsThreshold(parseThreshold(s.thresholdRaw, s.formula), grades) },
    };
  });
  return {
    year: cat.year,
    input: { grades, gaokao: q.gaokao, xiaoce: q.xiaoce },
    results,
    assumptions: [
      `各校公式取自 ${cat.year} 年招生章程（学考、校测、高考的权重与满分，学考 A–D 折算分）；章程以学校公布为准。`,
      "综合分一律换算为百分制：每部分先折算为占满分的百分比，再按权重相加。",
      `校测成绩无法预知，按你填写的假设值 ${fmt(q.xiaoce)} 分（百分制）计。`,
      "高考成绩按原始总分计，不含任何加分；部分院校另有高考门槛（如须达特殊类型招生控制线），见各校章程。",
      "往年最低综合分按百分制比较；部分院校公布的是高考分而非综合分，见该校备注。标为估计的往年数据为整数近似值，并非学校公布。",
    ],
    source: cat.source,
  };
}

/** query_three_in_one_online_watching and wzy/get_swyt_online_watching: each school's 章程, to read online at its source. */
export async function onlineWatching(deps: TrinityDeps, scope: Scope, q: { keyword?: string }): Promise<OnlineWatching> {
  requireZj(scope);
  const cat = await catalogue(deps, scope);
  return {
    results: cat.schools.filter((s) => !q.keyword || contains(s.name, q.keyword)).map((s) => ({ id: s.id, ucode: s.ucode, name: s.name, year: s.rule.year, title: s.rule.title, url: s.rule.url })),
  };
}
