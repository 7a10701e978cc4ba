// Pure scope facts, importable by app/ and server/ alike (no server dependencies).

export const SCOPES = ["zj", "gd", "hb", "sd", "ah", "jx"] as const;
export type Scope = (typeof SCOPES)[number];
export const DEFAULT_SCOPE: Scope = "zj";
/** The regions offered in the city selector (spec §2); ah and jx are reachable by URL. */
export const CITY_SELECTOR: Scope[] = ["zj", "gd", "hb", "sd"];
export const DEFAULT_SERIES = "YCONE";

export function isScope(value: unknown): value is Scope {
  return typeof value === "string" && (SCOPES as readonly string[]).includes(value);
}

export interface ScopeInfo {
  code: Scope;
  name: string;
  /** Province id used by the legacy API's studentProvinceId. */
  provinceId: number;
  /** One line a family recognises: the exam and filling model. */
  examModel: string;
  menu: "full" | "flat" | "standard";
  /** Score–rank tracks, the main one first: 3+3 scopes rank everyone together, 3+1+2 scopes by 物理类 / 历史类. */
  tracks: Array<"combined" | "physics" | "history">;
  /** The first-stage (or 本科批) filling date of the current calendar, tentative until the exam authority confirms. */
  firstStageDate: string;
}

export const SCOPE_INFO: Record<Scope, ScopeInfo> = {
  zj: { code: "zj", name: "浙江", provinceId: 33, examModel: "浙江 3+3 选考 · 总分 750 · 80 个专业+院校志愿", menu: "full", tracks: ["combined"], firstStageDate: "2026-07-16" },
  gd: { code: "gd", name: "广东", provinceId: 44, examModel: "广东 3+1+2 · 总分 750 · 45 个院校专业组 × 6 个专业", menu: "standard", tracks: ["physics", "history"], firstStageDate: "2026-06-29" },
  hb: { code: "hb", name: "湖北", provinceId: 42, examModel: "湖北 3+1+2 · 总分 750 · 45 个院校专业组 × 6 个专业", menu: "standard", tracks: ["physics", "history"], firstStageDate: "2026-06-29" },
  sd: { code: "sd", name: "山东", provinceId: 37, examModel: "山东 3+3 选考 · 总分 750 · 96 个专业+院校志愿", menu: "flat", tracks: ["combined"], firstStageDate: "2026-07-05" },
  ah: { code: "ah", name: "安徽", provinceId: 34, examModel: "安徽 3+1+2 · 总分 750 · 45 个院校专业组 × 6 个专业", menu: "standard", tracks: ["physics", "history"], firstStageDate: "2026-06-28" },
  jx: { code: "jx", name: "江西", provinceId: 36, examModel: "江西 3+1+2 · 总分 750 · 45 个院校专业组 × 6 个专业", menu: "standard", tracks: ["physics", "history"], firstStageDate: "2026-06-29" },
};
