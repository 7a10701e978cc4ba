// The checkAsScore / checkAsPrecedence pages' URL: what a shared link holds, and the API body it asks for.
import { SCOPE_INFO, type Scope } from "#server/modules/scope/scopes";
import type { z } from "zod";
import { BAND_NAMES, type BandName, type EnrollQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";

export type CheckKind = "score" | "rank";

export const PAGE_SIZE = 20;
export const FIRST_CHOICES = ["物理", "历史"] as const;
export const SECOND_CHOICES = ["化学", "生物", "政治", "地理"] as const;

/** The electives a scope's families pick from: 3+3 scopes list them, 3+1+2 scopes split 首选 and 再选. */
export function electiveModel(scope: Scope): { kind: "3of"; choices: string[] } | { kind: "1+2" } {
  if (scope === "zj") return { kind: "3of", choices: ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] };
  if (scope === "sd") return { kind: "3of", choices: ["物理", "化学", "生物", "政治", "历史", "地理"] };
  return { kind: "1+2" };
}

/** Quick filters offered as chips: each is one URL parameter switched on or off. */
export const CHIPS = [
  { param: "tag985", label: "985", body: { schoolTags: "985" } },
  { param: "tag211", label: "211", body: { schoolTags: "211" } },
  { param: "tagSyl", label: "双一流", body: { schoolTags: "双一流" } },
  { param: "public", label: "公办", body: { schoolNature: "public" } },
  { param: "home", label: "省内院校", body: { schoolProvince: "" } },
] as const;

/** The tab a family lands on: the bands a plan is built from (冲 稳 保). */
export const DEFAULT_BANDS: BandName[] = ["radical", "steady", "conservative"];
/** `band` in the URL: one band, `all`, or absent for the default tab. */
export type BandTab = BandName | "all" | null;

export interface CheckForm {
  /** A saved score record (logged in): stands for the score and electives. */
  record: string;
  value: string;
  first: string | null;
  subjects: string[];
  band: BandTab;
  chips: string[];
  keyword: string;
  page: number;
}

export function readCheckForm(url: URL, kind: CheckKind): CheckForm {
  const q = url.searchParams;
  const band = q.get("band");
  const page = Number(q.get("page") ?? "1");
  return {
    record: (q.get("record") ?? "").trim().slice(0, 40),
    value: (q.get(kind) ?? "").trim(),
    first: q.get("first"),
    subjects: q.getAll("subjects"),
    band: band === "all" ? "all" : (BAND_NAMES as readonly string[]).includes(band ?? "") ? (band as BandName) : null,
    chips: CHIPS.filter((c) => q.get(c.param) === "1").map((c) => c.param),
    keyword: (q.get("keyword") ?? "").trim().slice(0, 30),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The getEnrollWithDyParam body for a filled form; null until a score or rank is given. */
export function enrollBody(scope: Scope, kind: CheckKind, f: CheckForm): z.input<typeof EnrollQuerySchema> | null {
  if (!f.value && !f.record) return null;
  const body: z.input<typeof EnrollQuerySchema> = { subjects: f.subjects, page: f.page, pageSize: PAGE_SIZE };
  // A chosen record wins over what is typed: its score, electives and track.
  if (f.record) body.scoreRecordId = f.record;
  else body[kind] = f.value;
  if (!f.record && electiveModel(scope).kind === "1+2" && f.first) body.track = f.first === "历史" ? "history" : "physics";
  if (f.band !== "all") body.band = f.band ?? DEFAULT_BANDS;
  if (f.keyword) body.keyword = f.keyword;
  const tags: string[] = [];
  for (const chip of CHIPS) {
    if (!f.chips.includes(chip.param)) continue;
    if ("schoolTags" in chip.body) tags.push(chip.body.schoolTags);
    else if ("schoolNature" in chip.body) body.schoolNature = chip.body.schoolNature;
    else body.schoolProvince = SCOPE_INFO[scope].name;
  }
  if (tags.length > 0) body.schoolTags = tags;
  return body;
}

/** This page's URL with some parameters changed (null removes one); a new band or filter starts at page 1. */
export function hrefWith(url: URL, changes: Record<string, string | null>): string {
  const q = new URLSearchParams(url.searchParams);
  if (!("page" in changes)) q.delete("page");
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  const s = q.toString();
  return s ? `${url.pathname}?${s}` : url.pathname;
}
