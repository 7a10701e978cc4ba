import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { syllablesOf } from "#server/data/pinyin";

/**
 * Finds universities the way people type them: names, maintained abbreviations (浙大, 哈工大),
 * English names, full pinyin and initials, with brackets, width and spacing ignored and one
 * typo forgiven. Built once per data version (see searchIndexFor) and queried in memory.
 */

export interface SearchableUniversity {
  name: string;
  /** Former or printed names the importers recorded (e.g. the MoE list's name). */
  aliases: string[];
  pinyin: string;
  initials: string;
  popularity: number;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
}

/**
 * Lower is better: the order results are listed in. A misspelling is a whole name or alias
 * typed with one slip (or a homophone); an abbreviation keeps a name's characters in order
 * (北京交大); fuzzy is one slip inside a longer name. Ties go to the more popular school.
 */
export const MatchTier = { exactName: 0, exactAlias: 1, prefix: 2, contains: 3, misspelling: 4, abbreviation: 5, fuzzy: 6 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

export interface SearchHit {
  /** Position in the rows the index was built from. */
  index: number;
  tier: MatchTier;
  /** What the query hit when it was not the name itself: an alias, an English name or a near spelling. */
  matched: string | null;
}

const CuratedAliasesSchema = z.array(
  z.object({
    name: z.string().min(2),
    aliases: z.array(z.string().min(1)),
    english: z.array(z.string().min(2)),
  }),
);
export type CuratedAliases = z.infer<typeof CuratedAliasesSchema>;

export function loadCuratedAliases(): CuratedAliases {
  return CuratedAliasesSchema.parse(JSON.parse(readFileSync(new URL("./university-aliases.json", import.meta.url), "utf8")));
}

/**
 * One spelling for comparison: NFKC folds full-width forms (（ → (, Ａ → a), then only letters
 * and digits remain, so brackets, spaces and punctuation never decide a match.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

const isLatin = (s: string) => /^[a-z0-9]+$/.test(s);

/** The full pinyin of a Han string, or null when a character has no known reading. */
function pinyinOf(text: string): string | null {
  const syllables = syllablesOf(text);
  return syllables.every((s) => s) ? syllables.join("") : null;
}

type KeyKind = "name" | "alias";
interface Key {
  text: string;
  kind: KeyKind;
  /** Shown as `matched` when this key (not the name) is what a query hit. */
  label: string | null;
}
interface Entry {
  han: Key[];
  latin: Key[];
  /** Whole-key pinyin of the Han keys, for homophone typos (浙江大雪, 哈尔宾). */
  hanPinyin: Key[];
  spelled: Key[];
  weight: number;
  /** Signatures of the keys (see Signature): most schools are ruled out by these alone. */
  hanChars: Signature;
  pinyinPairs: Signature;
  latinPairs: Signature;
  latinChars: Signature;
}

/**
 * 64 hashed buckets (two 32-bit halves) of a key's characters or character pairs. A query
 * whose buckets a school lacks cannot be in its keys: none may be missing for an exact,
 * prefix or containing match; one slip loses at most one character or three pairs.
 */
interface Signature {
  lo: number;
  hi: number;
}
const bucketOf = (code: number) => Math.imul(code, 0x9e3779b1) >>> 26;
function signature(texts: string[], pairs: boolean): Signature {
  const sig = { lo: 0, hi: 0 };
  for (const t of texts)
    for (let i = pairs ? 1 : 0; i < t.length; i++) {
      const b = bucketOf(pairs ? t.charCodeAt(i - 1) * 65599 + t.charCodeAt(i) : t.charCodeAt(i));
      if (b < 32) sig.lo |= 1 << b;
      else sig.hi |= 1 << (b - 32);
    }
  return sig;
}
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
/** How many of the query's buckets the school lacks. */
const lacking = (q: Signature, e: Signature) => popcount(q.lo & ~e.lo) + popcount(q.hi & ~e.hi);

/** A generic prefix people drop when they type a military academy's name. */
const MILITARY_PREFIX = "中国人民解放军";

/** Distance ≤ 1 (insert, delete, substitute or swap two neighbours) as 0 or 1; null beyond. */
function withinOne(a: string, b: string): 0 | 1 | null {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return null;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return 1;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2) ? 1 : null;
  }
  return la > lb ? (a.slice(i + 1) === b.slice(i) ? 1 : null) : a.slice(i) === b.slice(i + 1) ? 1 : null;
}

/**
 * A test for "`pattern` occurs in the text with at most one edit" (insert, delete, substitute,
 * or swap two neighbours), compiled once per query: Myers' bit-parallel approximate search finds
 * the best Levenshtein distance of any substring in one pass; a swap costs two there, so a best
 * of two is rechecked against the pattern with each pair of neighbours swapped.
 */
export function nearMatcher(pattern: string): (text: string) => boolean {
  const m = pattern.length;
  // School names are shorter than this; a longer keyword can only match exactly.
  if (m === 0 || m > 31) return (text) => text.includes(pattern);
  // Deleting the one character matches anywhere.
  if (m === 1) return () => true;
  // Which pattern positions hold each character: a flat table for Latin text, a map for Han.
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let j = 0; j < m; j++) {
    const c = pattern.charCodeAt(j);
    if (c < 128) ascii[c]! |= 1 << j;
    else other.set(c, (other.get(c) ?? 0) | (1 << j));
  }
  const positions = (c: number) => (c < 128 ? ascii[c]! : (other.get(c) ?? 0));
  const high = 1 << (m - 1);
  const swapped: string[] = [];
  for (let j = 0; j + 1 < m; j++) if (pattern[j] !== pattern[j + 1]) swapped.push(pattern.slice(0, j) + pattern[j + 1] + pattern[j] + pattern.slice(j + 2));
  return (text) => {
    if (text.length < m - 1) return false;
    let pv = -1;
    let mv = 0;
    let score = m;
    let best = m;
    for (let i = 0; i < text.length; i++) {
      const eq = positions(text.charCodeAt(i));
      const xv = eq | mv;
      const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if (ph & high) score++;
      else if (mh & high) score--;
      ph <<= 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
      if (score <= 1) return true;
      if (score < best) best = score;
    }
    return best === 2 && swapped.some((v) => text.includes(v));
  };
}

/** All of the query's characters in order, starting with the key's first: 北京交大 → 北京交通大学, 华中科大 → 华中科技大学. */
function abbreviates(q: string, key: string): boolean {
  if (q.length < 2 || q.length >= key.length || q[0] !== key[0]) return false;
  let k = 1;
  for (let j = 1; j < q.length; j++) {
    k = key.indexOf(q[j]!, k);
    if (k < 0) return false;
    k++;
  }
  return true;
}

/**
 * The order among equal matches. Admission-row counts understate the most sought-after schools
 * (they enrol fewer majors per province), so 985 / 211 / 双一流 membership lifts them.
 */
function weightOf(u: SearchableUniversity): number {
  return u.popularity + (u.is985 ? 1000 : u.is211 ? 400 : u.isDoubleFirstClass ? 200 : 0);
}

export class UniversitySearch {
  private readonly entries: Entry[];

  constructor(rows: readonly SearchableUniversity[], curated: CuratedAliases) {
    const byName = new Map<string, CuratedAliases[number]>(curated.map((c) => [c.name, c]));
    this.entries = rows.map((u) => {
      const extra = byName.get(u.name);
      const han: Key[] = [{ text: normaliseForSearch(u.name), kind: "name", label: null }];
      const latin: Key[] = [];
      const hanAlias = (alias: string) => {
        const text = normaliseForSearch(alias);
        if (text && !han.some((k) => k.text === text)) han.push({ text, kind: "alias", label: alias });
      };
      u.aliases.forEach(hanAlias);
      if (u.name.startsWith(MILITARY_PREFIX)) hanAlias(u.name.slice(MILITARY_PREFIX.length));
      extra?.aliases.forEach(hanAlias);
      if (u.pinyin) latin.push({ text: u.pinyin, kind: "name", label: null });
      if (u.initials.length >= 2) latin.push({ text: u.initials, kind: "alias", label: null });
      for (const english of extra?.english ?? []) {
        const text = normaliseForSearch(english);
        // Full English names rank with the name; abbreviations (ZJU) with the aliases.
        if (text) latin.push({ text, kind: /\s/.test(english.trim()) ? "name" : "alias", label: english });
      }
      const hanPinyin: Key[] = [];
      for (const k of han) {
        const py = pinyinOf(k.text);
        if (!py) continue;
        if (k.kind === "alias") latin.push({ text: py, kind: "alias", label: k.label });
        hanPinyin.push({ text: py, kind: k.kind, label: k.label });
      }
      // Typos are forgiven only in spellings long enough to carry one: not in initials or ZJU.
      const spelled = latin.filter((k) => k.text.length >= 5);
      const text = (keys: Key[]) => keys.map((k) => k.text);
      return {
        han,
        latin,
        hanPinyin,
        spelled,
        weight: weightOf(u),
        hanChars: signature(text(han), false),
        pinyinPairs: signature(text(hanPinyin), true),
        latinPairs: signature(text(latin), true),
        latinChars: signature(text(latin), false),
      };
    });
  }

  /** Every university the keyword finds, best first; an empty keyword (after normalising) finds none. */
  search(keyword: string): SearchHit[] {
    const text = normaliseForSearch(keyword);
    if (!text) return [];
    const latin = isLatin(text);
    const pinyin = latin ? null : pinyinOf(text);
    const q: Query = {
      text,
      pinyin,
      near: nearMatcher(text),
      nearPinyin: pinyin ? nearMatcher(pinyin) : null,
      chars: signature([text], false),
      pairs: signature([pinyin ?? text], true),
    };
    const hits: Array<SearchHit & { distance: number; weight: number }> = [];
    for (let index = 0; index < this.entries.length; index++) {
      const e = this.entries[index]!;
      const hit = latin ? matchLatin(e, q) : matchHan(e, q);
      if (hit) hits.push({ index, weight: e.weight, ...hit });
    }
    hits.sort((a, b) => a.tier - b.tier || a.distance - b.distance || b.weight - a.weight || a.index - b.index);
    // A keyword that names a school exactly needs no guessing: misspellings, abbreviations and
    // near spellings of it (浙江大学 → 浙江师范大学) would only bury the schools that contain it.
    const guessed = hits[0]?.tier === MatchTier.exactName ? hits.findIndex((h) => h.tier >= MatchTier.misspelling) : -1;
    return (guessed >= 0 ? hits.slice(0, guessed) : hits).map(({ index, tier, matched }) => ({ index, tier, matched }));
  }
}

interface Query {
  text: string;
  /** The reading of a Han keyword; null for Latin ones or when a character has no known reading. */
  pinyin: string | null;
  near: (text: string) => boolean;
  nearPinyin: ((text: string) => boolean) | null;
  chars: Signature;
  /** Pairs of the pinyin (Han keyword) or of the keyword itself (Latin). */
  pairs: Signature;
}
type Match = { tier: MatchTier; matched: string | null; distance: number } | null;
const found = (tier: MatchTier, key: Key | undefined, distance = 0): Match => (key ? { tier, matched: key.label, distance } : null);

/** Below this length a one-character slip in a whole key says too little (华中科大 is not 华中师大). */
const MISSPELLING_MIN = 5;

function matchHan(e: Entry, q: Query): Match {
  const { text, pinyin } = q;
  const charsLacking = lacking(q.chars, e.hanChars);
  const pairsLacking = pinyin ? lacking(q.pairs, e.pinyinPairs) : Infinity;
  if (charsLacking > 1 && pairsLacking > 3) return null;
  if (charsLacking === 0) {
    const exact = e.han.find((k) => k.text === text);
    if (exact) return found(exact.kind === "name" ? MatchTier.exactName : MatchTier.exactAlias, exact);
    const hit = found(MatchTier.prefix, e.han.find((k) => k.text.startsWith(text))) ?? found(MatchTier.contains, e.han.find((k) => k.text.includes(text)));
    if (hit) return hit;
  }
  return (
    // Typed through a pinyin IME: the same reading with another character (浙江大雪), or one slip.
    (pairsLacking === 0 ? found(MatchTier.misspelling, e.hanPinyin.find((k) => k.text === pinyin)) : null) ??
    (charsLacking <= 1 && text.length >= MISSPELLING_MIN ? found(MatchTier.misspelling, e.han.find((k) => withinOne(text, k.text) !== null), 1) : null) ??
    (charsLacking === 0 ? found(MatchTier.abbreviation, e.han.find((k) => abbreviates(text, k.text))) : null) ??
    (pairsLacking === 0 && text.length >= 3 ? found(MatchTier.fuzzy, e.hanPinyin.find((k) => k.text.includes(pinyin!))) : null) ??
    // Two characters are too few to tell a slip from another school.
    (charsLacking <= 1 && text.length >= 3 ? found(MatchTier.fuzzy, e.han.find((k) => withinOne(text, k.text) !== null || (text.length >= 4 && q.near(k.text))), 1) : null) ??
    // One wrong letter in the reading behind the characters.
    (pairsLacking <= 3 && pinyin!.length >= 6 ? found(MatchTier.fuzzy, e.hanPinyin.find((k) => withinOne(pinyin!, k.text) !== null || (text.length >= 4 && q.nearPinyin!(k.text))), 1) : null)
  );
}

function matchLatin(e: Entry, q: Query): Match {
  const { text } = q;
  const pairsLacking = lacking(q.pairs, e.latinPairs);
  if (pairsLacking > 3 || lacking(q.chars, e.latinChars) > 1) return null;
  if (pairsLacking === 0) {
    const exact = e.latin.find((k) => k.text === text);
    if (exact) return found(exact.kind === "name" ? MatchTier.exactName : MatchTier.exactAlias, exact);
    const prefix = found(MatchTier.prefix, e.latin.find((k) => k.text.startsWith(text)));
    if (prefix) return prefix;
    const contains = text.length >= 3 ? found(MatchTier.contains, e.latin.find((k) => k.kind === "name" && k.text.includes(text))) : null;
    if (contains) return contains;
  }
  if (text.length < MISSPELLING_MIN) return null;
  return (
    found(MatchTier.misspelling, e.spelled.find((k) => withinOne(text, k.text) !== null), 1) ??
    found(MatchTier.fuzzy, e.spelled.find((k) => k.kind === "name" && q.near(k.text)), 1)
  );
}

/** A digest of what the index reads, in order: equal data gives an equal key, any import a new one. */
function dataVersionOf(rows: readonly SearchableUniversity[]): string {
  const hash = createHash("sha1");
  for (const u of rows) hash.update(`${u.name}\u0000${u.aliases.join("\u0001")}\u0000${u.pinyin}\u0000${u.initials}\u0000${weightOf(u)}\n`);
  return hash.digest("hex");
}

const built = new Map<string, UniversitySearch>();
let curatedAliases: CuratedAliases | null = null;

/**
 * The index for these rows, built once per data version: reloading unchanged reference data
 * reuses it. Hits point into `rows` by position, so the version covers their order too.
 */
export function searchIndexFor(rows: readonly SearchableUniversity[]): UniversitySearch {
  const version = dataVersionOf(rows);
  const hit = built.get(version);
  if (hit) return hit;
  curatedAliases ??= loadCuratedAliases();
  const index = new UniversitySearch(rows, curatedAliases);
  // A handful of versions at most live at once (tests open several databases).
  if (built.size >= 4) built.delete(built.keys().next().value!);
  built.set(version, index);
  return index;
}
