import type { ReactNode } from "react";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { formatCount } from "../../lib/format";
import { pickHref, type FilterKey, type PickFilters } from "../../lib/filling-filters";
import type { filterLoader } from "../../lib/filling-filter.server";
import * as c from "../candidates/candidates.css";
import * as ui from "../ui/ui.css";
import * as f from "./filling.css";
import { FILTER_PAGES, KeptFilters } from "./PickFilterBar";
import { Steps } from "./Steps";

export type FilterPageData = ReturnType<typeof useLoaderData<ReturnType<typeof filterLoader>>>;

/**
 * A filter page of filling: a GET form whose fields set some filters (`owns`) and carry the others
 * unchanged; 查看志愿 opens the list with them, 更新数量 reloads this page to count what they leave.
 */
export function FilterPage({ path, title, intro, owns, choosesType = false, children }: { path: (typeof FILTER_PAGES)[number]["path"]; title: string; intro: string; owns: readonly FilterKey[]; choosesType?: boolean; children: ReactNode }) {
  const d = useLoaderData<ReturnType<typeof filterLoader>>() as FilterPageData;
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const second = `/${d.scope}/${d.mode === "real" ? "reportedSecond" : "mockReportedSecond"}`;
  const self = `/${d.scope}/${path}`;
  const filters = d.filters as PickFilters;
  const modeParam: Array<[string, string]> = d.mode === "mock" ? [["mode", "mock"]] : [];
  const cleared = { ...filters, ...Object.fromEntries(owns.map((k) => [k, Array.isArray(filters[k]) ? [] : typeof filters[k] === "boolean" ? false : ""])) } as PickFilters;
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="filter-title">
        <Steps scope={d.scope} type={d.type} at={2} mode={d.mode} />
        <h1 className={c.title} id="filter-title">
          {title}（{d.types[d.type]}）
        </h1>
        <p className={c.muted}>{intro}筛选条件写在地址里，可收藏或分享；其他页面设置的条件会保留。</p>
        <nav aria-label="筛选页面">
          <ul className={c.tabs}>
            {FILTER_PAGES.map((p) => (
              <li key={p.path}>
                <Link className={c.chip} to={pickHref(`/${d.scope}/${p.path}`, d.type, filters, modeParam)} aria-current={p.path === path ? "page" : undefined}>
                  {p.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className={c.chip} to={pickHref(second, d.type, filters)}>
                返回挑选志愿
              </Link>
            </li>
          </ul>
        </nav>
      </section>
      {d.problems.length > 0 || d.error ? (
        <div className={c.error} role="alert" data-testid="filter-error">
          {[...d.problems, ...(d.error ? [d.error] : [])].map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <section className={c.panel} aria-label={title}>
        {/* Remounted per address: the fields show what the URL holds after every submission. */}
        <Form key={location.search} method="get" action={second} className={f.filterForm}>
          {choosesType ? null : <input type="hidden" name="type" value={d.type} />}
          {d.mode === "mock" ? <input type="hidden" name="mode" value="mock" /> : null}
          <KeptFilters filters={filters} except={owns} />
          {children}
          <p className={f.outcome} data-testid="filter-count" aria-live="polite">
            {d.counts ? (
              <>
                按已应用的条件，可选 <strong data-testid="filter-total">{formatCount(d.counts.total)}</strong> 个{d.counts.unitKind === "group" ? "院校专业组" : d.counts.unitKind === "school" ? "院校" : "专业+院校"}
                （{formatCount(d.counts.schools)} 所院校；{d.counts.year} 年，数据来源：{d.counts.source}）。改动条件后点「更新数量」重新计算。
              </>
            ) : (
              "条件有误，暂无法计算数量。"
            )}
          </p>
          <div className={f.bar}>
            <button type="submit" className={ui.button} disabled={busy}>
              查看志愿
            </button>
            <button type="submit" className={ui.secondaryButton} formAction={self} disabled={busy}>
              更新数量
            </button>
            <Link to={pickHref(self, d.type, cleared, modeParam)}>清除本页条件</Link>
          </div>
        </Form>
      </section>
    </div>
  );
}
