// The university inquiry's query as the URL holds it (shareable, the back button works), and its chips.

export const PROVINCES = [
  "北京", "天津", "河北", "山西", "内蒙古", "辽宁", "吉林", "黑龙江", "上海", "江苏", "浙江", "安徽", "福建", "江西", "山东", "河南",
  "湖北", "湖南", "广东", "广西", "海南", "重庆", "四川", "贵州", "云南", "西藏", "陕西", "甘肃", "青海", "宁夏", "新疆", "香港", "澳门",
] as const;
export const TYPES = ["综合类", "理工类", "师范类", "医药类", "财经类", "农林类", "政法类", "语言类", "艺术类", "体育类", "民族类", "军事类"] as const;
export const NATURES = ["公办", "民办", "中外合作办学", "内地与港澳台地区合作办学"] as const;
export const LEVELS = ["本科", "专科"] as const;
export const TAGS = { "985": "985", "211": "211", syl: "双一流" } as const;
export const SORTS = { rank: "按本省最新录取位次", popularity: "按人气值", name: "按名称拼音" } as const;
export type TagKey = keyof typeof TAGS;
/** Chip order (integer-like object keys would sort 211 before 985). */
export const TAG_ORDER: readonly TagKey[] = ["985", "211", "syl"];
export type SortKey = keyof typeof SORTS;

export interface UniversityQuery {
  keyword: string;
  province: string | null;
  city: string | null;
  level: string | null;
  type: string | null;
  nature: string | null;
  tags: TagKey[];
  sort: SortKey;
  page: number;
}

/** Without a keyword the list starts with the best admission rank here; with one, with the best match (then popularity). */
export function defaultSort(keyword: string | null | undefined): SortKey {
  return keyword?.trim() ? "popularity" : "rank";
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (value && (allowed as readonly string[]).includes(value) ? (value as T) : null);

/** Reads the URL; unknown values are dropped rather than refused (a shared link never breaks the page). */
export function readQuery(params: URLSearchParams): UniversityQuery {
  const page = Number(params.get("page"));
  const city = params.get("city")?.trim().slice(0, 20) || null;
  return {
    keyword: (params.get("keyword") ?? "").trim().slice(0, 40),
    province: pick(params.get("province"), PROVINCES),
    city: city && /^[\p{Script=Han}]+$/u.test(city) ? city : null,
    level: pick(params.get("level"), LEVELS),
    type: pick(params.get("type"), TYPES),
    nature: pick(params.get("nature"), NATURES),
    tags: params.getAll("tag").filter((t): t is TagKey => t in TAGS),
    sort: pick(params.get("sort"), Object.keys(SORTS) as SortKey[]) ?? defaultSort(params.get("keyword")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query as a URL search string; page 1 and the default sort are left out. */
export function toSearch(q: UniversityQuery): string {
  const p = new URLSearchParams();
  if (q.keyword) p.set("keyword", q.keyword);
  for (const key of ["province", "city", "level", "type", "nature"] as const) if (q[key]) p.set(key, q[key]!);
  for (const t of q.tags) p.append("tag", t);
  if (q.sort !== defaultSort(q.keyword)) p.set("sort", q.sort);
  if (q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The same query with one thing changed, back on page 1 (a new filter starts the list again). */
export function withChange(q: UniversityQuery, change: Partial<UniversityQuery>): string {
  const next = { ...q, page: 1, ...change };
  // A city belongs to its province.
  if ("province" in change) next.city = null;
  return toSearch(next);
}

export function toggleTag(q: UniversityQuery, tag: TagKey): string {
  return withChange(q, { tags: q.tags.includes(tag) ? q.tags.filter((t) => t !== tag) : [...q.tags, tag] });
}

/** The filters in force, each with the link that drops it: the empty state names them. */
export function activeFilters(q: UniversityQuery): Array<{ label: string; without: string }> {
  const out: Array<{ label: string; without: string }> = [];
  if (q.keyword) out.push({ label: `关键词「${q.keyword}」`, without: withChange(q, { keyword: "" }) });
  if (q.province) out.push({ label: `省份「${q.province}」`, without: withChange(q, { province: null }) });
  if (q.city) out.push({ label: `城市「${q.city}」`, without: withChange(q, { city: null }) });
  if (q.level) out.push({ label: `层次「${q.level}」`, without: withChange(q, { level: null }) });
  if (q.type) out.push({ label: `类型「${q.type}」`, without: withChange(q, { type: null }) });
  if (q.nature) out.push({ label: `办学性质「${q.nature}」`, without: withChange(q, { nature: null }) });
  for (const t of q.tags) out.push({ label: `「${TAGS[t]}」`, without: toggleTag(q, t) });
  return out;
}

/** The API's query_universities body for this query. */
export function toApiQuery(q: UniversityQuery, pageSize: number) {
  return {
    keyword: q.keyword || undefined,
    province: q.province ? [q.province] : undefined,
    city: q.city ? [q.city] : undefined,
    level: (q.level ?? undefined) as "本科" | "专科" | undefined,
    type: q.type ? [q.type] : undefined,
    nature: q.nature ? [q.nature] : undefined,
    is985: q.tags.includes("985") || undefined,
    is211: q.tags.includes("211") || undefined,
    isDoubleFirstClass: q.tags.includes("syl") || undefined,
    sort: q.sort,
    page: q.page,
    pageSize,
  };
}
