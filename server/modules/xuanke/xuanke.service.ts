import type { Db } from "#server/db/client";
import { BadRequestError, NotFoundError } from "#server/errors";
import type { ReferenceData } from "../reference/reference-data";
import { SCOPE_INFO, type Scope } from "../scope/scopes";
import { comboLabel, comboMask, combosOf, comboRule, electiveModelOf, ordered, parseComboLabel, subjectsOf, type ElectiveSubject } from "./combos";
import { buildBases, buildCatalogue, coverageOf, requirementsOf, tallyMajors, type Basis, type Catalogue, type CoverageFigures } from "./coverage-index";
import { catalogue as catalogueRows, newestPlans, zjMajorLines } from "./xuanke.repo";
import {
  XUANKE_TEXT,
  type CatalogueMajor,
  type ComboInput,
  type CorePair,
  type CoverageAnswer,
  type ExtractCombination,
  type MajorListAnswer,
  type MajorListInput,
  type MajorSubjectPage,
  type MajorSubjectPageInput,
  type SubjectExtractAnswer,
  type SubjectExtractInput,
} from "./xuanke.schema";

const TRACK_NAME: Record<string, string> = { physics: "物理类", history: "历史类", combined: "" };
const MAX_TARGETS = 10;

/** A combination checked against the scope's model, with a Chinese message for each way it can be wrong. */
export function checkCombination(scope: Scope, input: ComboInput): ElectiveSubject[] {
  let given: string[] = input.subjects ?? [];
  if (given.length === 0 && input.combination) {
    const parsed = parseComboLabel(input.combination);
    if (!parsed) throw new BadRequestError(`无法识别的科目组合：${input.combination}`);
    given = parsed;
  }
  const allowed = subjectsOf(scope);
  const picked = [...new Set(given.map((s) => (s.trim() === "思想政治" ? "政治" : s.trim())))];
  const unknown = picked.find((s) => !(allowed as string[]).includes(s));
  if (unknown) throw new BadRequestError(`${unknown}不是${SCOPE_INFO[scope].name}的选考科目（可选：${allowed.join(" ")}）`);
  if (picked.length > 3) throw new BadRequestError(XUANKE_TEXT.tooMany);
  if (picked.length < 3) throw new BadRequestError(`${XUANKE_TEXT.pickThree}（${comboRule(scope)}）`);
  if (electiveModelOf(scope) === "1+2") {
    const firsts = picked.filter((s) => s === "物理" || s === "历史");
    if (firsts.length !== 1) throw new BadRequestError("首选科目须是物理或历史中的1门，再选化学、生物、政治、地理中的2门");
  }
  return ordered(picked);
}

function trackOf(scope: Scope, subjects: readonly string[]): string {
  if (electiveModelOf(scope) !== "1+2") return "combined";
  return subjects.includes("物理") ? "physics" : "history";
}

function basisLabel(b: Basis): string {
  if (b.scope === "zj") return `${b.year} 年浙江普通类平行投档 专业+院校（一段、二段）`;
  const track = TRACK_NAME[b.track] ? `${TRACK_NAME[b.track]}` : "";
  return `${b.year} 年${SCOPE_INFO[b.scope].name}${track}招生计划`;
}

function partialNote(b: Basis, fig: { known: { share: number } }): string | null {
  if (fig.known.share >= 0.95) return null;
  const pct = Math.round(fig.known.share * 100);
  return `${SCOPE_INFO[b.scope].name} ${b.year} 年招生计划中只有 ${pct}% 的专业注明了选科要求：以下比例只按注明要求的专业计算，其余专业的要求暂无数据，请以院校招生章程为准。`;
}

interface ScopeIndex {
  bases: Basis[];
  catalogue: Catalogue;
  /** Per basis: coverage by combination mask, computed once. */
  coverage: WeakMap<Basis, Map<number, CoverageFigures>>;
  /** Answers of get_subject_extract by target set, the most recent 200. */
  extracts: Map<string, SubjectExtractAnswer>;
  source: (b: Basis) => string;
}

/**
 * Two subjects a student can hold on to: for each pair, the combinations containing it (the third subject free),
 * whether all of them keep every target open, and the fewest places any of them opens. Best first: pairs whose
 * every combination keeps all targets open, then the most places open whatever the third subject.
 */
function corePairs(scope: Scope, combinations: ExtractCombination[]): CorePair[] {
  const pool = subjectsOf(scope);
  const out: CorePair[] = [];
  for (let a = 0; a < pool.length; a++)
    for (let b = a + 1; b < pool.length; b++) {
      const pair = [pool[a]!, pool[b]!];
      const within = combinations.filter((c) => pair.every((s) => c.subjects.includes(s)));
      if (within.length === 0) continue;
      const shares = within.map((c) => c.share ?? 0);
      out.push({
        subjects: pair,
        label: pair.join("+"),
        keepsAllOpen: within.every((c) => c.keepsAllOpen),
        minOpenPlaces: Math.min(...within.map((c) => c.openPlaces)),
        minShare: Math.min(...shares),
        maxShare: Math.max(...shares),
        combinations: within.map((c) => c.label),
      });
    }
  return out.sort((x, y) => Number(y.keepsAllOpen) - Number(x.keepsAllOpen) || y.minOpenPlaces - x.minOpenPlaces || x.label.localeCompare(y.label, "zh"));
}

export function createXuankeService(deps: { db: Db; reference: ReferenceData }) {
  const { reference } = deps;

  const catalogue = () => reference.view("xuanke:catalogue", async (db) => buildCatalogue(await catalogueRows(db)));

  /** One view per scope (one data-version check per call): the catalogue and source names are read while it is built. */
  function scopeIndex(scope: Scope): Promise<ScopeIndex> {
    return reference.view(`xuanke:index:${scope}`, async (db) => {
      const [cat, sources, rows] = await Promise.all([catalogue(), reference.sources(), scope === "zj" ? zjMajorLines(db) : newestPlans(db, scope)]);
      const bases = buildBases(scope, rows, cat);
      return {
        bases,
        catalogue: cat,
        coverage: new WeakMap(),
        extracts: new Map(),
        source: (b: Basis) => [...new Set(b.sourceIds.map((id) => sources(id).source))].join("；"),
      };
    });
  }

  /** The newest basis of a track (zj and sd: combined). */
  function newestBasis(ix: ScopeIndex, track: string): Basis {
    const b = ix.bases.find((x) => x.track === track);
    if (!b) throw new NotFoundError("暂无该省份的选科数据");
    return b;
  }

  function figures(ix: ScopeIndex, b: Basis, mask: number): CoverageFigures {
    let byMask = ix.coverage.get(b);
    if (!byMask) ix.coverage.set(b, (byMask = new Map()));
    let hit = byMask.get(mask);
    if (!hit) byMask.set(mask, (hit = coverageOf(b, mask)));
    return hit;
  }

  /** POST getMajorSubjectCountWithBigMajors: share of places and majors open to a combination, overall, by 门类 and 专业类. */
  async function coverage(scope: Scope, input: ComboInput): Promise<CoverageAnswer> {
    const subjects = checkCombination(scope, input);
    const ix = await scopeIndex(scope);
    const b = newestBasis(ix, trackOf(scope, subjects));
    const fig = figures(ix, b, comboMask(subjects));
    return {
      scope,
      year: b.year,
      track: b.track,
      basis: basisLabel(b),
      source: ix.source(b),
      combination: { subjects, label: comboLabel(subjects) },
      ...fig,
      note: partialNote(b, fig),
    };
  }

  /** POST filterMajorSubjectPage: the majors a combination closes (or keeps open), paged. */
  async function majorPage(scope: Scope, input: MajorSubjectPageInput): Promise<MajorSubjectPage> {
    const subjects = checkCombination(scope, input);
    const ix = await scopeIndex(scope);
    const b = newestBasis(ix, trackOf(scope, subjects));
    const t = tallyMajors(b, comboMask(subjects));
    const keyword = input.keyword?.trim();
    const picked: number[] = [];
    b.majors.forEach((ref, mi) => {
      if (t.knownRows[mi] === 0) return;
      if (t.openRows[mi]! > 0 !== input.open) return;
      if (input.discipline && ref.disciplineCode !== input.discipline) return;
      if (keyword && !ref.name.includes(keyword)) return;
      picked.push(mi);
    });
    picked.sort((x, y) => t.totalPlaces[y]! - t.totalPlaces[x]! || b.majors[x]!.name.localeCompare(b.majors[y]!.name, "zh"));
    const start = (input.current_page - 1) * input.page_size;
    const pageIdx = picked.slice(start, start + input.page_size);
    const want = new Set(pageIdx);
    const reqPlaces = new Map<number, Map<string, number>>();
    for (let i = 0; i < b.n; i++) {
      const mi = b.major[i]!;
      if (!want.has(mi)) continue;
      const text = b.reqs[b.req[i]!]!.text;
      if (!text) continue;
      const m = reqPlaces.get(mi) ?? new Map<string, number>();
      m.set(text, (m.get(text) ?? 0) + b.places[i]!);
      reqPlaces.set(mi, m);
    }
    return {
      current_page: input.current_page,
      page_size: input.page_size,
      total: picked.length,
      year: b.year,
      basis: basisLabel(b),
      combination: { subjects, label: comboLabel(subjects) },
      content: pageIdx.map((mi) => {
        const ref = b.majors[mi]!;
        const reqs = [...(reqPlaces.get(mi) ?? new Map<string, number>()).entries()].sort((x, y) => y[1] - x[1]).map(([text, places]) => ({ text, places }));
        return { code: ref.code, name: ref.name, discipline: ref.discipline, className: ref.className, openPlaces: t.openPlaces[mi]!, totalPlaces: t.totalPlaces[mi]!, requirements: reqs };
      }),
    };
  }

  /** POST /yc-gk-info/xktf/get_subject_extract: what target majors require, and the combinations that keep them open. */
  async function subjectExtract(scope: Scope, input: SubjectExtractInput): Promise<SubjectExtractAnswer> {
    const codes = [...new Set(input.majors.map((c) => c.trim().toUpperCase()).filter(Boolean))];
    if (codes.length === 0) throw new BadRequestError(XUANKE_TEXT.majorsMissing);
    if (codes.length > MAX_TARGETS) throw new BadRequestError(XUANKE_TEXT.majorsTooMany);
    const ix = await scopeIndex(scope);
    const cacheKey = codes.join(",");
    const cached = ix.extracts.get(cacheKey);
    if (cached) return cached;
    const cat = ix.catalogue;
    const targets = codes.map((code) => {
      const major = cat.byCode.get(code);
      const cls = cat.classes.get(code);
      if (!major && !cls) throw new BadRequestError(`未找到专业代码：${code}`);
      return { code, name: major?.name ?? cls!.name, className: major?.className ?? cls?.name ?? null };
    });
    const matcher = (code: string) => (ref: { code: string | null }) => ref.code !== null && ref.code.startsWith(code);
    const newestYear = Math.max(...ix.bases.map((b) => b.year));
    const shownBases = scope === "zj" ? ix.bases : ix.bases.filter((b) => b.year === newestYear);
    const majors = targets.map((t) => ({
      ...t,
      years: shownBases.map((b) => {
        const r = requirementsOf(b, matcher(t.code));
        return { year: b.year, track: b.track, basis: basisLabel(b), rows: r.rows, places: r.places, requirements: r.requirements.map(({ text, mode, subjects, rows, places, share }) => ({ text, mode, subjects, rows, places, share })) };
      }),
    }));
    // Per target and track: which majors of the index it covers.
    const newest = ix.bases.filter((b) => b.year === newestYear);
    const targetMajors = new Map<Basis, number[][]>();
    for (const b of newest) targetMajors.set(b, targets.map((t) => b.majors.flatMap((ref, mi) => (matcher(t.code)(ref) ? [mi] : []))));
    const offeredAnywhere = targets.map((_, ti) => newest.some((b) => targetMajors.get(b)![ti]!.length > 0));
    const combinations: ExtractCombination[] = [];
    for (const subjects of combosOf(scope)) {
      const track = trackOf(scope, subjects);
      const b = newest.find((x) => x.track === track);
      if (!b) continue;
      const t = tallyMajors(b, comboMask(subjects));
      const perMajor = targets.map((target, ti) => {
        let open = 0;
        let total = 0;
        for (const mi of targetMajors.get(b)![ti]!) {
          open += t.openPlaces[mi]!;
          total += t.totalPlaces[mi]!;
        }
        return { code: target.code, open, total, share: total > 0 ? open / total : null };
      });
      const openPlaces = perMajor.reduce((s, m) => s + m.open, 0);
      const totalPlaces = perMajor.reduce((s, m) => s + m.total, 0);
      const openRows = targets.map((_, ti) => targetMajors.get(b)![ti]!.some((mi) => t.openRows[mi]! > 0));
      const keepsAllOpen = targets.every((_, ti) => !offeredAnywhere[ti] || openRows[ti]);
      combinations.push({ subjects, label: comboLabel(subjects), track, keepsAllOpen, openPlaces, totalPlaces, share: totalPlaces > 0 ? openPlaces / totalPlaces : null, perMajor });
    }
    combinations.sort((x, y) => Number(y.keepsAllOpen) - Number(x.keepsAllOpen) || y.openPlaces - x.openPlaces || x.label.localeCompare(y.label, "zh"));
    const pairs = corePairs(scope, combinations);
    const core = pairs[0] ?? null;
    const newestMain = newest[0]!;
    const fig = figures(ix, newestMain, 0);
    const answer = { scope, year: newestYear, source: newest.map((b) => ix.source(b)).join("；"), majors, combinations, core, pairs: pairs.slice(0, 6), note: partialNote(newestMain, fig) };
    if (ix.extracts.size >= 200) ix.extracts.delete(ix.extracts.keys().next().value!);
    ix.extracts.set(cacheKey, answer);
    return answer;
  }

  /** POST getMajorList: catalogue search, a class's majors, or the whole tree. */
  async function majorList(input: MajorListInput): Promise<MajorListAnswer> {
    const cat = await catalogue();
    const rows = cat.rows.filter((r) => r.level === input.level);
    const item = (r: (typeof rows)[number]): CatalogueMajor => ({
      code: r.code,
      name: r.name,
      level: r.level,
      classCode: r.classCode,
      className: r.className,
      disciplineCode: r.disciplineCode,
      discipline: r.discipline,
    });
    const keyword = input.keyword?.trim();
    if (keyword) {
      const hits = rows.filter((r) => r.name.includes(keyword) || r.code.startsWith(keyword) || (r.className ?? "").includes(keyword));
      hits.sort((a, b) => Number(b.name === keyword) - Number(a.name === keyword) || Number(b.name.startsWith(keyword)) - Number(a.name.startsWith(keyword)) || a.code.localeCompare(b.code));
      return { results: hits.slice(0, 50).map(item), tree: null };
    }
    if (input.classCode) return { results: rows.filter((r) => r.classCode === input.classCode).map(item), tree: null };
    const tree: NonNullable<MajorListAnswer["tree"]> = [];
    for (const r of [...rows].sort((a, b) => a.code.localeCompare(b.code))) {
      const dcode = r.disciplineCode ?? "-";
      let d = tree.find((x) => x.code === dcode);
      if (!d) tree.push((d = { code: dcode, name: r.discipline ?? "-", classes: [] }));
      const ccode = r.classCode ?? "-";
      let c = d.classes.find((x) => x.code === ccode);
      if (!c) d.classes.push((c = { code: ccode, name: r.className ?? "-", majors: [] }));
      c.majors.push({ code: r.code, name: r.name });
    }
    return { results: [], tree };
  }

  return { coverage, majorPage, subjectExtract, majorList, scopeIndex, catalogue };
}

export type XuankeService = ReturnType<typeof createXuankeService>;
