// What the major pages share: the detail page of a catalogue major, and spec §3's major_job lists.

export const LEVEL_TABS = [
  { level: "本科", label: "本科" },
  { level: "专科", label: "专科（高职）" },
  { level: "职教本科", label: "职教本科" },
] as const;
export type LevelTab = (typeof LEVEL_TABS)[number]["level"];

export function isLevel(value: string | null | undefined): value is LevelTab {
  return LEVEL_TABS.some((t) => t.level === value);
}

/** 本科 and 职教本科 majors open professionDetails, 专科 ones professionDetailsZhuan (spec §2). */
export function majorPath(scope: string, major: { code: string; level: string }): string {
  const page = major.level === "专科" ? "professionDetailsZhuan" : "professionDetails";
  return `/${scope}/${page}?code=${encodeURIComponent(major.code)}`;
}

/** Spec §3 major_job: a whitespace-separated value becomes a list; nothing known reads 暂无. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? "").split(/\s+/).filter(Boolean);
}

export const NONE = "暂无";

/** "4 年" / "-" */
export function formatDuration(years: number | null | undefined): string {
  return years == null ? "-" : `${years} 年`;
}

/** 0.4567 → "45.7%" */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
