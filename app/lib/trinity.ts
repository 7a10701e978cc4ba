// Display helpers of the 三位一体 pages (pure; spec §3 display rules).
import { DASH, formatCount } from "./format";

export const ELECTIVES = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"] as const;
export const GRADES = ["A", "B", "C", "D"] as const;
export const GAOKAO_WEIGHT_OPTIONS = [
  { value: "low", label: "高考占 60% 及以下" },
  { value: "mid", label: "高考占 61%–80%" },
  { value: "high", label: "高考占 80% 以上" },
] as const;

/** 0.1 → "10%". */
export function weightText(w: number): string {
  return `${Math.round(w * 1000) / 10}%`;
}

/** A score with at most 2 decimals, "-" when missing. */
export function scoreText(n: number | null | undefined): string {
  return n == null ? DASH : String(Math.round(n * 100) / 100);
}

export function countText(n: number | null | undefined): string {
  return formatCount(n);
}

/** A plan total: the known sum, and how many majors have no published plan. */
export function planText(total: number, unknown: number, majors: number): string {
  if (majors === 0) return DASH;
  if (unknown === majors) return DASH;
  return unknown > 0 ? `${formatCount(total)}（另有 ${unknown} 个专业计划未公布）` : formatCount(total);
}

export function metText(met: boolean | null): string {
  return met === null ? "无法判断" : met ? "达到" : "未达到";
}
