// The candidate filters of filling (reportedSecond and its three filter pages) as the URL holds
// them: one reader, one writer, so a link from any of the pages keeps every filter the others set.
import type { z } from "zod";
import { BAND_NAMES, BAND_WORDS, type BandName, type EnrollQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";
import { LEVELS, PROVINCES, TYPES } from "./university-query";

export const SCHOOL_TAGS = ["985", "211", "双一流"] as const;
export const NATURE_WORDS = { public: "公办", private: "民办" } as const;
export type Nature = keyof typeof NATURE_WORDS;
/** The list a student sees before choosing bands: every band but 搏 (a long shot is asked for). */
export const DEFAULT_PICK_BANDS: BandName[] = ["radical", "steady", "conservative", "bottom"];

export interface PickFilters {
  /** Empty: the default bands; ["all"]: every band. */
  bands: Array<BandName | "all">;
  keyword: string;
  provinces: string[];
  /** 省内: the scope's own province, kept apart so a shared link works in any scope. */
  home: boolean;
  city: string;
  levels: string[];
  schoolTypes: string[];
  tags: string[];
  nature: Nature | "";
  tuitionMin: string;
  tuitionMax: string;
  /** 门类 (2 digits) or 专业类 (4 digits) codes. */
  majorClasses: string[];
  page: number;
}

export type FilterKey = Exclude<keyof PickFilters, "page">;

export const EMPTY_FILTERS: PickFilters = { bands: [], keyword: "", provinces: [], home: false, city: "", levels: [], schoolTypes: [], tags: [], nature: "", tuitionMin: "", tuitionMax: "", majorClasses: [], page: 1 };

const oneOf = <T extends string>(values: string[], allowed: readonly T[]): T[] => [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];

/**
 * Reads the URL. Values outside a list are dropped (a shared link never breaks the page); a tuition
 * that is not a whole number of yuan, or a range upside down, is a problem the page names.
 */
export function readPickFilters(q: URLSearchParams): { filters: PickFilters; problems: string[] } {
  const problems: string[] = [];
  const tuition = (name: "tuitionMin" | "tuitionMax", word: string) => {
    const raw = (q.get(name) ?? "").trim();
    if (!raw) return "";
    if (/^\d{1,7}$/.test(raw) && Number(raw) <= 1_000_000) return String(Number(raw));
    problems.push(`学费${word}应为 0 至 1000000 之间的整数（元/年）`);
    return "";
  };
  const tuitionMin = tuition("tuitionMin", "下限");
  const tuitionMax = tuition("tuitionMax", "上限");
  if (tuitionMin && tuitionMax && Number(tuitionMin) > Number(tuitionMax)) problems.push("学费下限不能高于上限");
  const bands = q.getAll("band");
  const city = (q.get("city") ?? "").trim().slice(0, 20);
  const page = Number(q.get("page"));
  return {
    filters: {
      bands: bands.includes("all") ? ["all"] : oneOf(bands, BAND_NAMES),
      keyword: (q.get("keyword") ?? "").trim().slice(0, 30),
      provinces: oneOf(q.getAll("province"), PROVINCES),
      home: q.get("home") === "1",
      city: /^[\p{Script=Han}]+$/u.test(city) ? city : "",
      levels: oneOf(q.getAll("level"), LEVELS),
      schoolTypes: oneOf(q.getAll("schoolType"), TYPES),
      tags: oneOf(q.getAll("tag"), SCHOOL_TAGS),
      // `public=1` is what reportedSecond's links said before 民办 could be chosen.
      nature: q.get("nature") === "public" || q.get("nature") === "private" ? (q.get("nature") as Nature) : q.get("public") === "1" ? "public" : "",
      tuitionMin,
      tuitionMax,
      majorClasses: [...new Set(q.getAll("majorClass").map((c) => c.trim()).filter((c) => /^\d{2}(\d{2})?$/.test(c)))].slice(0, 40),
      page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    },
    problems,
  };
}

/** The filters as URL parameters (page 1 left out), in a fixed order so equal filters give equal links. */
export function pickParams(f: PickFilters, except: readonly FilterKey[] = []): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const has = (k: FilterKey) => !except.includes(k);
  if (has("bands")) for (const b of f.bands) out.push(["band", b]);
  if (has("keyword") && f.keyword) out.push(["keyword", f.keyword]);
  if (has("provinces")) for (const p of f.provinces) out.push(["province", p]);
  if (has("home") && f.home) out.push(["home", "1"]);
  if (has("city") && f.city) out.push(["city", f.city]);
  if (has("levels")) for (const l of f.levels) out.push(["level", l]);
  if (has("schoolTypes")) for (const t of f.schoolTypes) out.push(["schoolType", t]);
  if (has("tags")) for (const t of f.tags) out.push(["tag", t]);
  if (has("nature") && f.nature) out.push(["nature", f.nature]);
  if (has("tuitionMin") && f.tuitionMin) out.push(["tuitionMin", f.tuitionMin]);
  if (has("tuitionMax") && f.tuitionMax) out.push(["tuitionMax", f.tuitionMax]);
  if (has("majorClasses")) for (const c of f.majorClasses) out.push(["majorClass", c]);
  return out;
}

/** A filling page's address with the 段 first and then the filters. */
export function pickHref(path: string, type: string, f: PickFilters, extra: Array<[string, string]> = []): string {
  return `${path}?${new URLSearchParams([["type", type], ...pickParams(f), ...extra]).toString()}`;
}

/** The getEnrollWithDyParam filters (the student and paging are the caller's). */
export function pickFilterBody(f: PickFilters, homeProvince: string): Partial<z.input<typeof EnrollQuerySchema>> {
  const body: Partial<z.input<typeof EnrollQuerySchema>> = {};
  body.band = f.bands.includes("all") ? undefined : f.bands.length > 0 ? (f.bands as BandName[]) : DEFAULT_PICK_BANDS;
  if (f.keyword) body.keyword = f.keyword;
  const provinces = [...new Set([...f.provinces, ...(f.home ? [homeProvince] : [])])];
  if (provinces.length > 0) body.schoolProvince = provinces;
  // The engine matches a city by its start: 杭州 finds 杭州市.
  if (f.city) body.schoolCity = [f.city];
  if (f.levels.length > 0) body.schoolLevel = f.levels;
  if (f.schoolTypes.length > 0) body.schoolType = f.schoolTypes;
  if (f.tags.length > 0) body.schoolTags = f.tags as Array<(typeof SCHOOL_TAGS)[number]>;
  if (f.nature) body.schoolNature = f.nature;
  if (f.tuitionMin) body.tuitionMin = Number(f.tuitionMin);
  if (f.tuitionMax) body.tuitionMax = Number(f.tuitionMax);
  if (f.majorClasses.length > 0) body.majorClass = f.majorClasses;
  return body;
}

export interface ActiveFilter {
  label: string;
  /** The filters without this one. */
  without: PickFilters;
}

/** Each filter in force in words, with the filters that remain when it is dropped. */
export function activeFilters(f: PickFilters, classNames: ReadonlyMap<string, string> = new Map()): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const drop = <K extends FilterKey>(key: K, value: PickFilters[K]) => ({ ...f, page: 1, [key]: value });
  const dropOne = (key: "provinces" | "levels" | "schoolTypes" | "tags" | "majorClasses", v: string) => drop(key, f[key].filter((x) => x !== v));
  if (f.keyword) out.push({ label: `名称含「${f.keyword}」`, without: drop("keyword", "") });
  for (const p of f.provinces) out.push({ label: `院校在${p}`, without: dropOne("provinces", p) });
  if (f.home) out.push({ label: "省内院校", without: drop("home", false) });
  if (f.city) out.push({ label: `城市：${f.city}`, without: drop("city", "") });
  for (const l of f.levels) out.push({ label: l, without: dropOne("levels", l) });
  for (const t of f.schoolTypes) out.push({ label: t, without: dropOne("schoolTypes", t) });
  for (const t of f.tags) out.push({ label: t, without: dropOne("tags", t) });
  if (f.nature) out.push({ label: NATURE_WORDS[f.nature], without: drop("nature", "") });
  if (f.tuitionMin || f.tuitionMax) {
    const label = f.tuitionMin && f.tuitionMax ? `学费 ${f.tuitionMin}–${f.tuitionMax} 元` : f.tuitionMax ? `学费不超过 ${f.tuitionMax} 元` : `学费不低于 ${f.tuitionMin} 元`;
    out.push({ label, without: { ...f, page: 1, tuitionMin: "", tuitionMax: "" } });
  }
  for (const c of f.majorClasses) out.push({ label: `${classNames.get(c) ?? "专业类"}（${c}）`, without: dropOne("majorClasses", c) });
  if (f.bands.length > 0) out.push({ label: f.bands.includes("all") ? "全部分档" : `分档：${(f.bands as BandName[]).map((b) => BAND_WORDS[b]).join("、")}`, without: drop("bands", []) });
  return out;
}
