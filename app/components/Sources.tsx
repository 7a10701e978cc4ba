import type { SourceRef } from "#server/modules/reference/reference.schema";
import * as u from "../routes/university.css";

/** The distinct sources of the figures above, each with its link when we have one. */
export function Sources({ sources, years }: { sources: SourceRef[]; years?: number[] }) {
  const seen = new Map<string, SourceRef>();
  for (const s of sources) seen.set(`${s.source}|${s.url ?? ""}`, s);
  if (seen.size === 0) return null;
  const ys = years ? [...new Set(years)].sort((a, b) => b - a) : [];
  return (
    <p className={u.note} data-testid="sources">
      {ys.length ? `数据年份：${ys.join("、")} 年。` : ""}来源：
      {[...seen.values()].map((s, i) => (
        <span key={`${s.source}|${s.url}`}>
          {i > 0 ? "；" : ""}
          {s.url ? (
            <a className={u.link} href={s.url} rel="noreferrer noopener" target="_blank">
              {s.source}
            </a>
          ) : (
            s.source
          )}
        </span>
      ))}
    </p>
  );
}
