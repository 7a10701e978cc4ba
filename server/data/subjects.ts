import type { SubjectMode } from "#server/db/schema/reference";

/** The seven elective subjects of the new gaokao, in the order the UI lists them. */
export const SUBJECTS = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface SubjectRequirement {
  mode: SubjectMode;
  subjects: Subject[];
}

const FULL: Array<[RegExp, Subject]> = [
  [/物理/g, "物理"],
  [/化学/g, "化学"],
  [/生物/g, "生物"],
  [/思想政治|政治/g, "政治"],
  [/历史/g, "历史"],
  [/地理/g, "地理"],
  [/通用技术|信息技术|技术/g, "技术"],
];
const SHORT: Record<string, Subject> = { 物: "物理", 化: "化学", 生: "生物", 政: "政治", 史: "历史", 地: "地理", 技: "技术" };
/** Subject ids of the gaokao.cn source's sg_xuanke / reselect_raw fields (70008 means "any"). */
const CODES: Record<string, Subject> = { "70000": "物理", "70001": "化学", "70002": "生物", "70003": "政治", "70004": "历史", "70005": "地理", "70006": "技术" };

function ordered(set: Iterable<Subject>): Subject[] {
  const s = new Set(set);
  return SUBJECTS.filter((x) => s.has(x));
}

function findSubjects(text: string): Subject[] {
  let rest = text;
  const found = new Set<Subject>();
  for (const [re, subject] of FULL) {
    if (re.test(rest)) found.add(subject);
    re.lastIndex = 0;
    rest = rest.replace(re, " ");
  }
  for (const ch of rest) if (SHORT[ch]) found.add(SHORT[ch]);
  return ordered(found);
}

/**
 * Normalises a printed requirement ("首选物理，再选化学", "物理、化学(2科必选)", "物理或化学", "不限"…).
 * `firstSubject` is the track's subject in 3+1+2 scopes: it is the track, not part of the requirement.
 */
export function parseRequirementText(raw: string, firstSubject?: Subject): SubjectRequirement {
  let text = raw.replace(/\s+/g, "");
  if (!text) return { mode: "unknown", subjects: [] };
  const after = text.split("再选");
  if (after.length > 1) text = after.slice(1).join("再选");
  text = text.replace(/首选(物理|历史|物|史)/g, "");
  let subjects = findSubjects(text);
  if (firstSubject) subjects = subjects.filter((s) => s !== firstSubject);
  if (subjects.length === 0) return /不限|无要求|不提|任选|均可/.test(text) || text === "" ? { mode: "none", subjects: [] } : { mode: "unknown", subjects: [] };
  if (subjects.length === 1) return { mode: "all_of", subjects };
  if (/必|均须|均需|和|且|\+|&/.test(text)) return { mode: "all_of", subjects };
  if (/或|\/|选一|选1|之一|任一|其中一/.test(text)) return { mode: "any_of", subjects };
  return { mode: "all_of", subjects };
}

/** The gaokao.cn combination list: "70000_70001_70002^70000_70001_70003" — every allowed 3-subject choice. */
export function parseCombinations(raw: string, firstSubject?: Subject): SubjectRequirement | null {
  const combos = raw
    .split("^")
    .map((c) => c.split("_").map((code) => CODES[code]).filter((s): s is Subject => !!s && s !== firstSubject))
    .filter((c) => c.length > 0);
  if (combos.length === 0) return null;
  const required = combos.reduce((acc, c) => acc.filter((s) => c.includes(s)));
  if (required.length > 0) return { mode: "all_of", subjects: ordered(required) };
  const union = ordered(combos.flat());
  // In 3+1+2 the re-select pool is 化学 生物 政治 地理 (物理 and 历史 are the first choice).
  const pool = firstSubject ? ["化学", "生物", "政治", "地理"] : SUBJECTS.filter((s) => s !== "技术");
  if (union.length >= pool.length) return { mode: "none", subjects: [] };
  return { mode: "any_of", subjects: union };
}

/** The plans file's `subject_requirement_raw`: "key=value; key=value" pairs collected from ~60 source shapes. */
export function parsePlanRequirement(raw: string, track: string): SubjectRequirement {
  const first: Subject | undefined = track === "physics" ? "物理" : track === "history" ? "历史" : undefined;
  if (!raw.trim()) return { mode: "unknown", subjects: [] };
  const fields = new Map<string, string>();
  for (const part of raw.split(/;\s*(?=[a-z_]+=)/)) {
    const eq = part.indexOf("=");
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const xuanke = fields.get("xuanke");
  if (xuanke?.startsWith("{")) {
    try {
      const info = (JSON.parse(xuanke) as { info?: string }).info;
      if (info) fields.set("info", info);
    } catch {
      /* keep the other fields */
    }
  } else if (xuanke) fields.set("info", xuanke);
  for (const key of ["reselect_requirement", "subject_req", "info", "xuanke_detail", "re_subject", "zai"]) {
    const value = fields.get(key);
    if (!value) continue;
    const parsed = parseRequirementText(value, first);
    if (parsed.mode !== "unknown") return parsed;
  }
  const combos = fields.get("sg_xuanke");
  if (combos) {
    const parsed = parseCombinations(combos, first);
    if (parsed) return parsed;
  }
  const reselect = fields.get("reselect_raw");
  if (reselect) {
    if (reselect === "70008") return { mode: "none", subjects: [] };
    const s = CODES[reselect];
    if (s) return { mode: "all_of", subjects: [s] };
  }
  return parseRequirementText(raw, first);
}

/**
 * A requirement as a family reads it (需选考 …): 3+1+2 scopes name the first subject the track
 * implies, then the 再选 requirement. Null when the source gives none. Raw source strings
 * (`first_subject=70000; …`) are never shown; this is what is.
 */
export function requirementText(mode: SubjectMode, subjects: readonly string[], track?: string): string | null {
  const first = track === "physics" ? "首选物理，再选" : track === "history" ? "首选历史，再选" : "";
  if (mode === "unknown") return null;
  if (mode === "none" || subjects.length === 0) return first ? `${first}不限` : "不限";
  const list = subjects.join(mode === "any_of" ? "或" : "+");
  const how = subjects.length > 1 ? (mode === "any_of" ? "（选考其一即可）" : "（均须选考）") : "";
  return first ? `${first}${list}${how}` : `${list}${how}`;
}
