import type { VocationalSummary } from "#server/modules/content/content-details.schema";

/** 2026-03-01 → 2026年3月1日 (the programme's own dates, no time zone). */
export function formatDay(day: string | null): string {
  if (!day) return "-";
  const [y, m, d] = day.split("-").map(Number);
  return `${y}年${m}月${d}日`;
}

export const applyPeriod = (p: Pick<VocationalSummary, "applyStart" | "applyEnd">) => `${formatDay(p.applyStart)}至${formatDay(p.applyEnd)}`;
export const planText = (plan: number | null) => (plan === null ? "-" : `${plan.toLocaleString("en-US")} 人`);
