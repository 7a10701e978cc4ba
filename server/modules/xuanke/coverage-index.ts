// The requirement coverage index: every offering of a scope's newest data (zj lines, 3+1+2 plans) in typed
// arrays with its requirement decoded to a subject mask, so the coverage of a combination is one pass
// over a few tens of thousands of integers, never a query. Built once per data version (xuanke.service.ts).
import { requirementText } from "#server/data/subjects";
import type { Scope } from "../scope/scopes";
import { comboMask, ordered, SUBJECT_BIT, type ElectiveSubject } from "./combos";
import type { OfferingRow } from "./xuanke.repo";

export interface CatalogueRow {
  code: string;
  name: string;
  level: string;
  disciplineCode: string | null;
  discipline: string | null;
  classCode: string | null;
  className: string | null;
}

/** A major as the index counts it: by catalogue code, else by its normalised printed name. */
export interface MajorRef {
  key: string;
  code: string | null;
  name: string;
  level: string | null;
  disciplineCode: string | null;
  discipline: string;
  classCode: string | null;
  className: string;
}

export const MODE = { none: 0, all_of: 1, any_of: 2, unknown: 3 } as const;
type ModeName = keyof typeof MODE;

export interface Requirement {
  mode: ModeName;
  mask: number;
  subjects: ElectiveSubject[];
  /** 不限 / 物理+化学（均须选考）/ 物理或化学（选考其一即可）; null when unknown. */
  text: string | null;
}

/** The offerings of one scope, year and track. */
export interface Basis {
  scope: Scope;
  year: number;
  track: string;
  sourceIds: number[];
  majors: MajorRef[];
  reqs: Requirement[];
  /** Per offering: index into majors, plan places, index into reqs. */
  major: Int32Array;
  places: Int32Array;
  req: Uint16Array;
  n: number;
}

export const UNCLASSIFIED = "未能归入目录";

/** Printed major name without notes in brackets or after a comma, spaces removed (the catalogue matcher's base name). */
export function normaliseMajorName(printed: string): string {
  return printed
    .replace(/\s+/g, "")
    .replace(/（/g, "(")
    .replace(/）/g, ")")
    .replace(/\([^)]*\)/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/[（(].*$/, "")
    .replace(/[，,、].*$/, "");
}

export interface Catalogue {
  byCode: Map<string, CatalogueRow>;
  classes: Map<string, { code: string; name: string; disciplineCode: string | null; discipline: string | null; level: string }>;
  rows: CatalogueRow[];
}

export function buildCatalogue(rows: CatalogueRow[]): Catalogue {
  const byCode = new Map<string, CatalogueRow>();
  const classes: Catalogue["classes"] = new Map();
  for (const r of rows) {
    if (!byCode.has(r.code)) byCode.set(r.code, r);
    if (r.classCode && r.className && !classes.has(r.classCode))
      classes.set(r.classCode, { code: r.classCode, name: r.className, disciplineCode: r.disciplineCode, discipline: r.discipline, level: r.level });
  }
  return { byCode, classes, rows };
}

function majorRefOf(code: string | null, printed: string, cat: Catalogue): MajorRef {
  const hit = code ? cat.byCode.get(code) : undefined;
  if (hit) {
    return {
      key: hit.code,
      code: hit.code,
      name: hit.name,
      level: hit.level,
      disciplineCode: hit.disciplineCode,
      discipline: hit.discipline ?? UNCLASSIFIED,
      classCode: hit.classCode,
      className: hit.className ?? UNCLASSIFIED,
    };
  }
  const cls = code ? cat.classes.get(code) : undefined;
  if (cls && code) {
    return { key: code, code, name: cls.name, level: cls.level, disciplineCode: cls.disciplineCode, discipline: cls.discipline ?? UNCLASSIFIED, classCode: code, className: cls.name };
  }
  const name = normaliseMajorName(printed) || printed.trim();
  return { key: `name:${name}`, code: null, name, level: null, disciplineCode: null, discipline: UNCLASSIFIED, classCode: null, className: UNCLASSIFIED };
}

function requirementOf(mode: string, subjects: readonly string[], track: string): Requirement {
  const m: ModeName = mode in MODE ? (mode as ModeName) : "unknown";
  const list = ordered(subjects.map((s) => (s === "思想政治" ? "政治" : s)));
  if (m === "unknown") return { mode: m, mask: 0, subjects: [], text: null };
  if (m === "none" || list.length === 0) return { mode: "none", mask: 0, subjects: [], text: requirementText("none", [], track) };
  return { mode: m, mask: comboMask(list), subjects: list, text: requirementText(m, list, track) };
}

/**
 * The bases of a scope: zj one per year of its 专业+院校 lines (a source line counted once, whether it has a
 * 一段 line, a 二段 line or both), other scopes one per track of their newest plans.
 */
export function buildBases(scope: Scope, offerings: OfferingRow[], cat: Catalogue): Basis[] {
  const groups = new Map<string, OfferingRow[]>();
  const seen = new Set<string>();
  for (const o of offerings) {
    if (o.sourceLine !== null) {
      const id = `${o.sourceId}:${o.sourceLine}`;
      if (seen.has(id)) continue;
      seen.add(id);
    }
    const key = `${o.year}|${o.track}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(o);
  }
  const bases: Basis[] = [];
  for (const [key, rows] of groups) {
    const [year, track] = key.split("|") as [string, string];
    const majors: MajorRef[] = [];
    const majorIndex = new Map<string, number>();
    const reqs: Requirement[] = [];
    const reqIndex = new Map<string, number>();
    const major = new Int32Array(rows.length);
    const places = new Int32Array(rows.length);
    const req = new Uint16Array(rows.length);
    const sourceIds = new Set<number>();
    rows.forEach((o, i) => {
      const ref = majorRefOf(o.majorCode, o.majorName, cat);
      let mi = majorIndex.get(ref.key);
      if (mi === undefined) {
        mi = majors.length;
        majors.push(ref);
        majorIndex.set(ref.key, mi);
      }
      const r = requirementOf(o.subjectMode, o.subjects, track);
      const rk = `${r.mode}|${r.mask}`;
      let ri = reqIndex.get(rk);
      if (ri === undefined) {
        ri = reqs.length;
        reqs.push(r);
        reqIndex.set(rk, ri);
      }
      major[i] = mi;
      places[i] = Math.max(0, o.planCount ?? 0);
      req[i] = ri;
      sourceIds.add(o.sourceId);
    });
    bases.push({ scope, year: Number(year), track, sourceIds: [...sourceIds], majors, reqs, major, places, req, n: rows.length });
  }
  return bases.sort((a, b) => b.year - a.year || a.track.localeCompare(b.track));
}

/** Whether a requirement admits a combination; unknown requirements are neither open nor closed (null). */
export function admits(r: Requirement, combo: number): boolean | null {
  if (r.mode === "unknown") return null;
  if (r.mode === "none") return true;
  if (r.mode === "all_of") return (r.mask & combo) === r.mask;
  return (r.mask & combo) !== 0;
}

export interface Tally {
  open: number;
  total: number;
  share: number | null;
}
const tally = (open: number, total: number): Tally => ({ open, total, share: total > 0 ? open / total : null });

/** Per major of a basis, for one combination: places open and in all (known requirements only), and offerings with an unknown one. */
export interface MajorTallies {
  openPlaces: Int32Array;
  totalPlaces: Int32Array;
  openRows: Int32Array;
  knownRows: Int32Array;
  unknownRows: Int32Array;
}

export function tallyMajors(b: Basis, combo: number): MajorTallies {
  const open = b.reqs.map((r) => admits(r, combo));
  const m = b.majors.length;
  const t: MajorTallies = { openPlaces: new Int32Array(m), totalPlaces: new Int32Array(m), openRows: new Int32Array(m), knownRows: new Int32Array(m), unknownRows: new Int32Array(m) };
  for (let i = 0; i < b.n; i++) {
    const mi = b.major[i]!;
    const o = open[b.req[i]!];
    if (o === null) {
      t.unknownRows[mi]!++;
      continue;
    }
    t.knownRows[mi]!++;
    t.totalPlaces[mi]! += b.places[i]!;
    if (o) {
      t.openRows[mi]!++;
      t.openPlaces[mi]! += b.places[i]!;
    }
  }
  return t;
}

export interface GroupShare {
  code: string | null;
  name: string;
  places: Tally;
  majors: Tally;
}

export interface CoverageFigures {
  places: Tally;
  majors: Tally;
  byDiscipline: GroupShare[];
  byClass: GroupShare[];
  /** Offerings whose requirement the data gives, of all offerings (sd: a minority). */
  known: { rows: number; totalRows: number; share: number };
}

/** Share of places and of majors open to a combination, overall, by 门类 and by 专业类. */
export function coverageOf(b: Basis, combo: number): CoverageFigures {
  const t = tallyMajors(b, combo);
  let openPlaces = 0;
  let totalPlaces = 0;
  let openMajors = 0;
  let totalMajors = 0;
  let knownRows = 0;
  const disc = new Map<string, { code: string | null; name: string; op: number; tp: number; om: number; tm: number }>();
  const cls = new Map<string, { code: string | null; name: string; op: number; tp: number; om: number; tm: number }>();
  // Grouped by name: 专科 and 职教本科 share 大类 names under different codes.
  const add = (map: typeof disc, code: string | null, name: string, op: number, tp: number, isOpen: boolean) => {
    const k = name;
    let g = map.get(k);
    if (!g) map.set(k, (g = { code, name, op: 0, tp: 0, om: 0, tm: 0 }));
    g.op += op;
    g.tp += tp;
    g.tm++;
    if (isOpen) g.om++;
  };
  b.majors.forEach((ref, mi) => {
    knownRows += t.knownRows[mi]!;
    if (t.knownRows[mi] === 0) return;
    const isOpen = t.openRows[mi]! > 0;
    openPlaces += t.openPlaces[mi]!;
    totalPlaces += t.totalPlaces[mi]!;
    totalMajors++;
    if (isOpen) openMajors++;
    add(disc, ref.disciplineCode, ref.discipline, t.openPlaces[mi]!, t.totalPlaces[mi]!, isOpen);
    add(cls, ref.classCode, ref.className, t.openPlaces[mi]!, t.totalPlaces[mi]!, isOpen);
  });
  const groups = (map: typeof disc): GroupShare[] =>
    [...map.values()]
      .map((g) => ({ code: g.code, name: g.name, places: tally(g.op, g.tp), majors: tally(g.om, g.tm) }))
      .sort((a, b2) => Number(a.code === null) - Number(b2.code === null) || (a.code ?? "").localeCompare(b2.code ?? ""));
  return {
    places: tally(openPlaces, totalPlaces),
    majors: tally(openMajors, totalMajors),
    byDiscipline: groups(disc),
    byClass: groups(cls),
    known: { rows: knownRows, totalRows: b.n, share: b.n > 0 ? knownRows / b.n : 0 },
  };
}

/** The requirements a set of majors carries in a basis, with the places under each, most places first. */
export function requirementsOf(b: Basis, matches: (ref: MajorRef) => boolean) {
  const chosen = new Uint8Array(b.majors.length);
  b.majors.forEach((ref, i) => (chosen[i] = matches(ref) ? 1 : 0));
  const byReq = new Map<number, { rows: number; places: number }>();
  let rows = 0;
  let places = 0;
  for (let i = 0; i < b.n; i++) {
    if (!chosen[b.major[i]!]) continue;
    const r = b.req[i]!;
    const g = byReq.get(r) ?? { rows: 0, places: 0 };
    g.rows++;
    g.places += b.places[i]!;
    byReq.set(r, g);
    rows++;
    places += b.places[i]!;
  }
  const list = [...byReq.entries()]
    .map(([ri, g]) => ({ ...b.reqs[ri]!, rows: g.rows, places: g.places, share: places > 0 ? g.places / places : null }))
    .sort((x, y) => y.places - x.places || y.rows - x.rows);
  return { rows, places, requirements: list };
}

/** A subject set's mask, for callers holding names. */
export function maskOf(subjects: readonly ElectiveSubject[]): number {
  return subjects.reduce((m, s) => m | SUBJECT_BIT[s], 0);
}
