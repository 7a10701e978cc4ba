import type { Db } from "#server/db/client";
import { requirementText } from "#server/data/subjects";
import { NotFoundError } from "#server/errors";
import type { ReferenceData } from "../reference/reference-data";
import type { SourceRef } from "../reference/reference.schema";
import type { Scope } from "../scope/scopes";
import * as repo from "./majors.repo";
import {
  MAJOR_LEVELS,
  MAJOR_TEXT,
  type CatalogueMajor,
  type Description,
  type MajorCatalogue,
  type MajorCatalogueQuery,
  type MajorDetail,
  type MajorLevel,
  type Offerer,
  type UniversitiesByMajor,
} from "./majors.schema";

export interface MajorsDeps {
  db: Db;
  reference: ReferenceData;
}

type CatalogueRow = Awaited<ReturnType<typeof repo.catalogue>>[number];
interface MajorsView {
  all: CatalogueRow[];
  byCode: Map<string, CatalogueRow>;
  counts: Map<string, number>;
  /** The 专科 ↔ 职教本科 major of the same name (护理 520201 ↔ 320201). */
  sibling: Map<string, string>;
  coverage: Map<string, { lineYears: number[]; planYears: number[] }>;
  source: (id: number) => SourceRef;
}

/** The catalogue (~1,800 majors) and each scope's offerer counts: built once per data version, filtered in memory. */
function majorsView(reference: ReferenceData): Promise<MajorsView> {
  return reference.view("majors-catalogue", async (db) => {
    const [all, offered, cover, source] = await Promise.all([repo.catalogue(db), repo.offerers(db), repo.coverage(db), reference.sources()]);
    const byCode = new Map(all.map((m) => [m.code, m]));
    const sibling = siblingsOf(all);
    const sets = new Map<string, Set<number>>();
    for (const o of offered) {
      const key = `${o.scope}|${effectiveCode(byCode, sibling, o.major_code, o.duration_years)}`;
      (sets.get(key) ?? sets.set(key, new Set()).get(key)!).add(Number(o.university_id));
    }
    const coverage = new Map<string, { lineYears: number[]; planYears: number[] }>();
    for (const c of cover) {
      const entry = coverage.get(c.scope) ?? coverage.set(c.scope, { lineYears: [], planYears: [] }).get(c.scope)!;
      (c.kind === "lines" ? entry.lineYears : entry.planYears).push(Number(c.year));
    }
    for (const e of coverage.values()) {
      e.lineYears.sort((a, b) => b - a);
      e.planYears.sort((a, b) => b - a);
    }
    return {
      all,
      byCode,
      sibling,
      counts: new Map([...sets].map(([key, ids]) => [key, ids.size])),
      coverage,
      source: (id) => source(id),
    };
  });
}

function siblingsOf(all: CatalogueRow[]): Map<string, string> {
  const vocational = new Map<string, CatalogueRow[]>();
  for (const m of all) if (m.level !== "本科") (vocational.get(m.name) ?? vocational.set(m.name, []).get(m.name)!).push(m);
  const out = new Map<string, string>();
  for (const group of vocational.values()) {
    const zhuan = group.find((m) => m.level === "专科");
    const ben = group.find((m) => m.level === "职教本科");
    if (zhuan && ben) out.set(zhuan.code, ben.code).set(ben.code, zhuan.code);
  }
  return out;
}

/**
 * The catalogue code a line or plan belongs to. The importers match a printed name at the school's
 * level, so a 职业技术大学's three-year 护理 is coded as the 职教本科 major: the duration decides
 * (3 years 专科, 4 years 职教本科) where a major of the same name exists at the other level.
 */
function effectiveCode(byCode: Map<string, CatalogueRow>, sibling: Map<string, string>, code: string, duration: number | null): string {
  const other = sibling.get(code);
  if (!other || duration == null) return code;
  const level = byCode.get(code)?.level;
  if (level === "职教本科" && duration === 3) return other;
  if (level === "专科" && duration === 4) return other;
  return code;
}

/** Lines and plans of a major in a scope, by effective code. */
async function rowsOfMajor(db: Db, view: MajorsView, scope: Scope, code: string) {
  const codes = [code, ...(view.sibling.has(code) ? [view.sibling.get(code)!] : [])];
  const mine = <T extends { majorCode: string | null; durationYears: number | null }>(rows: T[]) =>
    rows.filter((r) => r.majorCode && effectiveCode(view.byCode, view.sibling, r.majorCode, r.durationYears) === code);
  const [lines, plans] = await Promise.all([repo.linesForMajor(db, scope, codes), repo.plansForMajor(db, scope, codes)]);
  return { lineRows: mine(lines), planRows: mine(plans) };
}

async function describedSet(db: Db): Promise<Set<string>> {
  return new Set((await repo.describedKeys(db)).map((d) => `${d.level}|${d.code}`));
}

/** The catalogue's note names the degree where it is not the 门类's (护理学: 授予理学学士学位). */
function degreeOf(m: CatalogueRow): string | null {
  const named = m.note ? /授予?(.+?)学士学位/.exec(m.note) : null;
  return named ? named[1]! : m.degree;
}

function toMajor(view: MajorsView, scope: Scope, m: CatalogueRow, described: Set<string>): CatalogueMajor {
  const { sourceId: _sourceId, ...rest } = m;
  return { ...rest, degree: degreeOf(m), universityCount: view.counts.get(`${scope}|${m.code}`) ?? 0, described: described.has(`${m.level}|${m.code}`) };
}

const coverageOf = (view: MajorsView, scope: Scope) => view.coverage.get(scope) ?? { lineYears: [], planYears: [] };
const clean = (s: string) => s.replace(/\s+/g, "");

/** 门类 → 专业类 → 专业 of one level, optionally narrowed by a keyword (name part or code prefix) or one class. */
export async function catalogueTree({ db, reference }: MajorsDeps, scope: Scope, q: MajorCatalogueQuery): Promise<MajorCatalogue> {
  const [view, described] = await Promise.all([majorsView(reference), describedSet(db)]);
  const keyword = q.keyword ? clean(q.keyword) : "";
  const cls = q.className ? clean(q.className) : "";
  const rows = view.all.filter((m) => {
    if (m.level !== q.level) return false;
    if (cls && m.className !== cls && m.classCode !== cls) return false;
    if (!keyword) return true;
    return /^\d+$/.test(keyword) ? m.code.startsWith(keyword) : m.name.includes(keyword) || (m.className ?? "").includes(keyword);
  });
  const disciplines: MajorCatalogue["disciplines"] = [];
  for (const m of rows) {
    let d = disciplines.at(-1);
    if (!d || d.code !== m.disciplineCode) disciplines.push((d = { code: m.disciplineCode, name: m.discipline ?? "-", classes: [] }));
    let c = d.classes.at(-1);
    if (!c || c.code !== m.classCode) d.classes.push((c = { code: m.classCode, name: m.className ?? "-", majors: [] }));
    c.majors.push(toMajor(view, scope, m, described));
  }
  const first = rows[0] ?? view.all.find((m) => m.level === q.level);
  return { scope, level: q.level, keyword: q.keyword || null, total: rows.length, coverage: coverageOf(view, scope), source: view.source(first?.sourceId ?? 0), disciplines };
}

/** Majors whose name contains `name` (all levels unless one is given), exact names first. */
export async function majorsByName({ reference }: MajorsDeps, q: { name: string; level?: MajorLevel; limit: number }) {
  const view = await majorsView(reference);
  const key = clean(q.name);
  const hits = view.all
    .filter((m) => (!q.level || m.level === q.level) && m.name.includes(key))
    .sort((a, b) => Number(b.name === key) - Number(a.name === key) || a.name.length - b.name.length || MAJOR_LEVELS.indexOf(a.level as MajorLevel) - MAJOR_LEVELS.indexOf(b.level as MajorLevel));
  return { major_name_list: hits.slice(0, q.limit).map((m) => ({ code: m.code, name: m.name, level: m.level, className: m.className })) };
}

/** A major by its catalogue code; a level that disagrees with the code is not found. */
async function majorByCode(reference: ReferenceData, code: string, level?: MajorLevel): Promise<{ view: MajorsView; major: CatalogueRow }> {
  const view = await majorsView(reference);
  const major = view.byCode.get(code);
  if (!major || (level && major.level !== level)) throw new NotFoundError(MAJOR_TEXT.notFound);
  return { view, major };
}

/** A major by its exact name; a name several levels share (护理) is taken at the given level, else 本科, 专科, 职教本科 in turn. */
async function majorByName(reference: ReferenceData, name: string, level?: MajorLevel): Promise<CatalogueRow> {
  const view = await majorsView(reference);
  const key = clean(name);
  const hits = view.all.filter((m) => m.name === key && (!level || m.level === level));
  hits.sort((a, b) => MAJOR_LEVELS.indexOf(a.level as MajorLevel) - MAJOR_LEVELS.indexOf(b.level as MajorLevel));
  if (!hits[0]) throw new NotFoundError(MAJOR_TEXT.notFound);
  return hits[0];
}

async function descriptionOf(db: Db, m: CatalogueRow): Promise<Description | null> {
  const d = await repo.description(db, m.level, m.code);
  return d ? { intro: d.intro, courses: d.courses, careers: d.careers, author: d.author, date: d.date, updatedAt: d.updatedAt.toISOString() } : null;
}

/** Spec §3 major_job: whitespace-separated lists (spaces inside one item are dropped), null when unknown. */
function majorJobOf(d: Description | null) {
  const join = (items: string[] | undefined) => (items && items.length > 0 ? items.map(clean).join(" ") : null);
  return { major_course: join(d?.courses), job_position: join(d?.careers) };
}

export async function majorJobByName({ db, reference }: MajorsDeps, q: { name: string; level?: MajorLevel }) {
  const m = await majorByName(reference, q.name, q.level);
  return { major_name: m.name, major_code: m.code, level: m.level, major_job: majorJobOf(await descriptionOf(db, m)) };
}

export async function majorJobV2({ db, reference }: MajorsDeps, q: { code: string; level?: MajorLevel }) {
  const { major: m } = await majorByCode(reference, q.code, q.level);
  const d = await descriptionOf(db, m);
  return { major_name: m.name, major_code: m.code, level: m.level, major_job: majorJobOf(d), intro: d?.intro ?? null };
}

export async function majorJobV3({ db, reference }: MajorsDeps, q: { code: string; level?: MajorLevel }) {
  const { major: m } = await majorByCode(reference, q.code, q.level);
  const [d, described] = await Promise.all([descriptionOf(db, m), describedSet(db)]);
  const { sourceId: _sourceId, ...facts } = m;
  const catalogue = { ...facts, degree: degreeOf(m), described: described.has(`${m.level}|${m.code}`) };
  return { major_name: m.name, major_code: m.code, level: m.level, major_job: majorJobOf(d), intro: d?.intro ?? null, description: d, catalogue };
}

/** The catalogue entries of these codes (any level); an unknown code is left out, for the caller to refuse in its own words. */
export async function catalogueEntries({ reference }: Pick<MajorsDeps, "reference">, codes: string[]): Promise<Map<string, { code: string; name: string; level: string; className: string | null }>> {
  const view = await majorsView(reference);
  const out = new Map<string, { code: string; name: string; level: string; className: string | null }>();
  for (const c of codes) {
    const m = view.byCode.get(c);
    if (m) out.set(c, { code: m.code, name: m.name, level: m.level, className: m.className });
  }
  return out;
}

/**
 * A major's catalogue entry, description, lines and plans in a scope (by effective code, as the
 * major page counts them) and the scope's years: what another view, such as the comparison, computes on.
 */
export async function majorInScope({ db, reference }: MajorsDeps, scope: Scope, code: string) {
  const { view, major } = await majorByCode(reference, code);
  const [description, described, rows] = await Promise.all([descriptionOf(db, major), describedSet(db), rowsOfMajor(db, view, scope, major.code)]);
  return {
    major: toMajor(view, scope, major, described),
    catalogueSource: view.source(major.sourceId),
    description,
    lineRows: rows.lineRows,
    planRows: rows.planRows,
    subjectShares: subjectShares(view, rows.lineRows, rows.planRows),
    coverage: coverageOf(view, scope),
    sourceOf: view.source,
  };
}
export type MajorInScope = Awaited<ReturnType<typeof majorInScope>>;

const byName = new Intl.Collator("zh-CN");

type LineRow = Awaited<ReturnType<typeof repo.linesForMajor>>[number];
type PlanRow = Awaited<ReturnType<typeof repo.plansForMajor>>[number];

/** Rows of each university's newest year. */
function newestPerUniversity<T extends { universityId: number; year: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const have = out.get(r.universityId);
    if (!have || have[0]!.year < r.year) out.set(r.universityId, [r]);
    else if (have[0]!.year === r.year) have.push(r);
  }
  return out;
}

/** Universities offering the major in the scope, each with its newest lines and plans: the newest year first, then the best line. */
export async function universitiesByMajor({ db, reference }: MajorsDeps, scope: Scope, q: { code: string; level?: MajorLevel; page: number; pageSize: number }): Promise<UniversitiesByMajor> {
  const { view, major } = await majorByCode(reference, q.code, q.level);
  const { lineRows, planRows } = await rowsOfMajor(db, view, scope, major.code);
  const lines = newestPerUniversity(lineRows);
  const plans = newestPerUniversity(planRows);
  const ids = [...new Set([...lines.keys(), ...plans.keys()])];
  const bestRank = new Map<number, number>();
  const newestYear = new Map<number, number>();
  for (const id of ids) {
    const ls = lines.get(id) ?? [];
    const ps = plans.get(id) ?? [];
    const ranks = [...ls.map((l) => l.minRank), ...ps.map((p) => p.majorMinRank)].filter((r): r is number => r != null);
    bestRank.set(id, ranks.length ? Math.min(...ranks) : Number.POSITIVE_INFINITY);
    newestYear.set(id, Math.max(...[...ls, ...ps].map((r) => r.year)));
  }
  const nameOf = (id: number) => (lines.get(id) ?? plans.get(id))![0]!.schoolName;
  // Universities with this year's data first, then by their best line.
  ids.sort((a, b) => newestYear.get(b)! - newestYear.get(a)! || bestRank.get(a)! - bestRank.get(b)! || byName.compare(nameOf(a), nameOf(b)));
  const pageIds = ids.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const unis = new Map((await repo.universitiesByIds(db, pageIds)).map((u) => [u.id, u]));
  const lineOf = (l: LineRow) => ({
    year: l.year,
    batch: l.batch,
    collegeCode: l.collegeCode,
    majorName: l.majorName,
    minScore: l.minScore,
    minRank: l.minRank,
    rankKind: l.rankKind,
    avgScore: l.avgScore,
    planCount: l.planCount,
    durationYears: l.durationYears,
    subjectRequirement: requirementText(l.subjectMode, l.subjects, l.track),
    flags: l.flags,
    source: view.source(l.sourceId),
  });
  const planOf = (p: PlanRow) => ({
    year: p.year,
    batch: p.batch,
    groupCode: p.groupCode,
    majorName: p.majorName,
    planCount: p.planCount,
    tuition: p.tuition,
    durationYears: p.durationYears,
    subjectRequirement: requirementText(p.subjectMode, p.subjects, p.track),
    majorMinScore: p.majorMinScore,
    majorMinRank: p.majorMinRank,
    source: view.source(p.sourceId),
  });
  const results: Offerer[] = pageIds.map((id) => {
    const u = unis.get(id);
    return {
      ucode: String(id),
      schoolName: u?.name ?? nameOf(id),
      province: u?.province ?? null,
      city: u?.city ?? null,
      lines: (lines.get(id) ?? []).map(lineOf),
      plans: (plans.get(id) ?? []).map(planOf),
    };
  });
  return { scope, code: major.code, name: major.name, level: major.level, total: ids.length, page: q.page, pageSize: q.pageSize, results };
}

/**
 * Shares of plan places by subject requirement in the major's newest year: from the per-major lines
 * where they carry requirements (zj), else from the plans; places of unknown requirement are left out.
 */
function subjectShares(view: MajorsView, lineRows: LineRow[], planRows: PlanRow[]): MajorDetail["subjectShares"] {
  const pick = (rows: Array<LineRow | PlanRow>) => {
    const known = rows.filter((r) => r.subjectMode !== "unknown");
    if (known.length === 0) return null;
    const year = Math.max(...known.map((r) => r.year));
    return rows.filter((r) => r.year === year);
  };
  const fromLines = pick(lineRows);
  const rows = fromLines ?? pick(planRows);
  if (!rows) return null;
  const by = new Map<string, { places: number; units: number }>();
  let unknownPlaces = 0;
  for (const r of rows) {
    const text = requirementText(r.subjectMode, r.subjects, r.track);
    if (text == null) {
      unknownPlaces += r.planCount ?? 0;
      continue;
    }
    const e = by.get(text) ?? by.set(text, { places: 0, units: 0 }).get(text)!;
    e.places += r.planCount ?? 0;
    e.units += 1;
  }
  const totalPlaces = [...by.values()].reduce((s, e) => s + e.places, 0);
  return {
    year: rows[0]!.year,
    basis: fromLines ? "lines" : "plans",
    sources: [...new Set(rows.map((r) => r.sourceId))].map((id) => view.source(id)),
    totalPlaces,
    unknownPlaces,
    items: [...by.entries()]
      .map(([requirement, e]) => ({ requirement, places: e.places, units: e.units, share: totalPlaces > 0 ? e.places / totalPlaces : 0 }))
      .sort((a, b) => b.places - a.places || b.units - a.units),
  };
}

/** What the major page shows besides the offerers: the catalogue facts, the description, requirements seen here, related majors. */
export async function majorDetail({ db, reference }: MajorsDeps, scope: Scope, q: { code: string; level?: MajorLevel }): Promise<MajorDetail> {
  const { view, major } = await majorByCode(reference, q.code, q.level);
  const [description, described, { lineRows, planRows }] = await Promise.all([descriptionOf(db, major), describedSet(db), rowsOfMajor(db, view, scope, major.code)]);
  const related = view.all
    .filter((m) => m.level === major.level && m.classCode === major.classCode && m.code !== major.code)
    .map((m) => toMajor(view, scope, m, described))
    .sort((a, b) => b.universityCount - a.universityCount || a.code.localeCompare(b.code));
  return {
    scope,
    major: toMajor(view, scope, major, described),
    source: view.source(major.sourceId),
    description,
    major_job: majorJobOf(description),
    subjectShares: subjectShares(view, lineRows, planRows),
    related,
    coverage: coverageOf(view, scope),
  };
}
