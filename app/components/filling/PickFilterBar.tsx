import { Form, Link } from "@remix-run/react";
import { activeFilters, pickHref, pickParams, type PickFilters } from "../../lib/filling-filters";
import * as c from "../candidates/candidates.css";
import * as ui from "../ui/ui.css";
import * as f from "./filling.css";

/** The filter pages of filling, each leading back to the list with every filter kept. */
export const FILTER_PAGES = [
  { path: "reportedFilter", label: "院校筛选" },
  { path: "reportedFilterNew", label: "专业筛选" },
  { path: "reportedFilterStage", label: "分档与批次" },
] as const;

/** The hidden fields that carry the filters a form does not show, so sending it keeps them. */
export function KeptFilters({ filters, except }: { filters: PickFilters; except: Parameters<typeof pickParams>[1] }) {
  return (
    <>
      {pickParams(filters, except).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** reportedSecond's filters: a name search, the filters in force (each removable) and the three filter pages. */
export function PickFilterBar({ scope, type, mode, filters }: { scope: string; type: string; mode: "real" | "mock"; filters: PickFilters }) {
  const here = `/${scope}/${mode === "real" ? "reportedSecond" : "mockReportedSecond"}`;
  const active = activeFilters(filters);
  const modeParam: Array<[string, string]> = mode === "mock" ? [["mode", "mock"]] : [];
  return (
    <div className={f.filterBar}>
      <Form method="get" action={here} className={f.bar} role="search" aria-label="按名称搜索志愿">
        <input type="hidden" name="type" value={type} />
        <KeptFilters filters={filters} except={["keyword"]} />
        <div className={ui.field}>
          <label className={ui.label} htmlFor="pick-keyword">
            院校或专业名称
          </label>
          <input className={ui.input} id="pick-keyword" name="keyword" defaultValue={filters.keyword} maxLength={30} size={14} />
        </div>
        <div className={ui.field}>
          <button type="submit" className={ui.button}>
            搜索
          </button>
        </div>
      </Form>
      <nav aria-label="筛选页面">
        <ul className={c.tabs}>
          {FILTER_PAGES.map((p) => (
            <li key={p.path}>
              <Link className={c.chip} to={pickHref(`/${scope}/${p.path}`, type, filters, modeParam)}>
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active.length > 0 ? (
        <div data-testid="active-filters">
          <p className={c.muted}>当前筛选（点击可去掉）：</p>
          <ul className={c.tabs}>
            {active.map((a) => (
              <li key={a.label}>
                <Link className={c.chip} to={pickHref(here, type, a.without)} aria-label={`去掉筛选：${a.label}`}>
                  {a.label} ×
                </Link>
              </li>
            ))}
            <li>
              <Link className={c.chip} to={`${here}?type=${type}`}>
                清除全部
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
