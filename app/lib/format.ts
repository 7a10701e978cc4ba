// The spec's display rules (§3), in one place.

export const DASH = "-";

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? DASH : String(value);
}

const BATCHES: Record<number, string> = { 1: "第一批", 2: "第二批", 3: "第三批" };
export function formatBatch(batch: number | null | undefined): string {
  return batch == null ? DASH : (BATCHES[batch] ?? DASH);
}

/** artScience / art_science: 1 is liberal arts, anything else science. */
export function formatArtScience(value: number | null | undefined): string {
  return value == null ? DASH : value === 1 ? "文科" : "理科";
}

/** major_grade: 1 undergraduate, otherwise vocational. */
export function formatMajorGrade(value: number | null | undefined): string {
  return value == null ? DASH : value === 1 ? "本科" : "专科";
}

/** Hot degree / hotDegree2016: a fraction shown ×100 as a percentage with 2 decimals. */
export function formatHotDegree(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? DASH : `${(value * 100).toFixed(2)}%`;
}

/** Popularity and counts use thousands separators. */
export function formatCount(value: number | null | undefined): string {
  return value == null ? DASH : value.toLocaleString("en-US");
}

/**
 * A rank as a family reads it. A rank known only as a bound — a score at or above the top of the
 * year's 一分一段表 (API note `above-table`, line rank_kind `above-table`) — reads 前 N 名.
 */
export function formatRank(rank: number | null | undefined, how?: string | null): string {
  if (rank == null) return DASH;
  return how === "above-table" ? `前 ${formatCount(rank)} 名` : formatCount(rank);
}

/** Days left until a date, or null once it has arrived; shown with two digits. */
export function daysUntil(target: Date, now: Date): number | null {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return null;
  return Math.ceil(ms / 86_400_000);
}

export function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 138****8000: what a page shows of a phone number. */
export function maskedPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "***";
}

/** 2026-11-27 18:45 in China time, whatever the server's zone. */
export function formatChinaTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
}

const TRACKS: Record<string, string> = { combined: "综合（不分科）", physics: "物理类", history: "历史类", science: "理科", liberal: "文科" };
/** A score–rank track as a family reads it. */
export function formatTrack(track: string | null | undefined): string {
  return track ? (TRACKS[track] ?? track) : DASH;
}

const KINDS: Record<string, string> = { official: "官方公布", derived: "按一分一段表推算", interpolated: "插值估算", estimated: "估算", "above-table": "高于一分一段表上限" };
/** How a figure is known (official / derived …): every estimate says so. */
export function formatFigureKind(kind: string | null | undefined): string {
  return kind ? (KINDS[kind] ?? kind) : DASH;
}
