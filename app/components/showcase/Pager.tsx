import { Link } from "@remix-run/react";
import { formatCount } from "../../lib/format";
import * as s from "../../routes/news.css";

/** Previous / next links of a paged list; `href(page)` keeps the list's filters. Nothing when it fits one page. */
export function Pager({ page, pageSize, total, unit, href }: { page: number; pageSize: number; total: number; unit: string; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={s.pager} aria-label="分页">
      {page > 1 ? <Link to={href(page - 1)}>上一页</Link> : null}
      <span>
        第 {page} / {pages} 页，共 {formatCount(total)} {unit}
      </span>
      {page < pages ? <Link to={href(page + 1)}>下一页</Link> : null}
    </nav>
  );
}

/** `?a=1&b=2` from the values that are set (empty ones dropped), or "" for none. */
export function queryOf(values: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined && v !== "" && !(k === "page" && v === 1)) q.set(k, String(v));
  const qs = q.toString();
  return qs ? `?${qs}` : "";
}
