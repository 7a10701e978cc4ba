import { formatCount } from "../lib/format";

export interface TrendSeries {
  label: string;
  points: Array<{ year: number; value: number | null }>;
}

const W = 560;
const H = 240;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };
const STROKES = ["var(--yc-brand)", "var(--yc-accent)", "var(--yc-text-muted)", "var(--yc-danger)"];
const DASHES = ["", "6 4", "2 3", "8 3 2 3"];

/** Round, readable ticks spanning [min, max]. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (min === max) return [min];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) if (v >= min - step * 1e-9) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/**
 * A line chart over years, drawn as SVG on the server (no JavaScript needed).
 * `invert` puts small values at the top (ranks: 1 is best). The figure's
 * text summary names every point; a table with the same figures follows it on
 * the page for screen readers and for reading exact values.
 */
export function TrendChart({ title, series, unit, invert = false, id }: { title: string; series: TrendSeries[]; unit: string; invert?: boolean; id: string }) {
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
  const values = series.flatMap((s) => s.points.map((p) => p.value)).filter((v): v is number => v != null);
  if (years.length === 0 || values.length === 0) return null;
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const margin = Math.max(1, (hi - lo) * 0.1);
  lo = Math.max(0, lo - margin);
  hi = hi + margin;
  const ticks = niceTicks(lo, hi);
  lo = Math.min(lo, ticks[0]!);
  hi = Math.max(hi, ticks[ticks.length - 1]!);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (year: number) => PAD.left + (years.length === 1 ? plotW / 2 : ((year - years[0]!) / (years[years.length - 1]! - years[0]!)) * plotW);
  const y = (v: number) => {
    const t = (v - lo) / (hi - lo || 1);
    return PAD.top + (invert ? t : 1 - t) * plotH;
  };
  const summary = series
    .map((s) => `${s.label}：${s.points.map((p) => `${p.year}年 ${p.value == null ? "无数据" : formatCount(p.value)}${unit}`).join("，")}`)
    .join("；");
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} style={{ maxWidth: `${W}px`, height: "auto", display: "block" }} data-testid="trend-chart">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} style={{ stroke: "var(--yc-border)" }} strokeWidth={1} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={12} style={{ fill: "var(--yc-text-muted)" }}>
              {formatCount(t)}
            </text>
          </g>
        ))}
        {years.map((yr) => (
          <text key={yr} x={x(yr)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={12} style={{ fill: "var(--yc-text)" }}>
            {yr}
          </text>
        ))}
        {series.map((s, i) => {
          const pts = s.points.filter((p): p is { year: number; value: number } => p.value != null).sort((a, b) => a.year - b.year);
          const d = pts.map((p, j) => `${j === 0 ? "M" : "L"}${x(p.year).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
          const stroke = STROKES[i % STROKES.length];
          return (
            <g key={s.label}>
              {pts.length > 1 ? <path d={d} fill="none" style={{ stroke }} strokeWidth={2.5} strokeDasharray={DASHES[i % DASHES.length]} /> : null}
              {pts.map((p) => (
                <g key={p.year}>
                  <circle cx={x(p.year)} cy={y(p.value)} r={4} style={{ fill: stroke }} />
                  <text x={x(p.year)} y={y(p.value) - 8} textAnchor="middle" fontSize={11} style={{ fill: "var(--yc-text)" }}>
                    {formatCount(p.value)}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <figcaption style={{ fontSize: "13px" }}>
          {series.map((s, i) => (
            <span key={s.label} style={{ marginRight: "12px" }}>
              <svg width="24" height="10" aria-hidden="true">
                <line x1="0" x2="24" y1="5" y2="5" style={{ stroke: STROKES[i % STROKES.length] }} strokeWidth={2.5} strokeDasharray={DASHES[i % DASHES.length]} />
              </svg>{" "}
              {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
