import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { MajorItem } from "../components/majors/MajorItem";
import * as s from "../components/majors/majors.css";
import * as layout from "../components/layout.css";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { formatCount } from "../lib/format";
import { LEVEL_TABS, isLevel, type LevelTab } from "../lib/majors";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("查专业");
export const headers = sameForEveryVisitor;

const LEVEL_TEXT = "请选择本科、专科（高职）或职教本科";

/** ?level=本科|专科|职教本科 (the tabs) and ?keyword= (a name part or a code prefix). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const rawLevel = url.searchParams.get("level");
  const keyword = url.searchParams.get("keyword")?.trim() ?? "";
  const level: LevelTab = isLevel(rawLevel) ? rawLevel : "本科";
  const base = { scope, level, keyword, catalogue: null, error: null };
  if (rawLevel && !isLevel(rawLevel)) return data({ ...base, error: LEVEL_TEXT }, { status: 400 });
  try {
    const { data: catalogue } = await (await api(request, context)).call(endpoints.majorCatalogue, { level, keyword: keyword || undefined });
    return { ...base, catalogue };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ...base, error: error.message }, { status: error.status });
  }
}

function years(list: number[]): string {
  if (list.length === 0) return "";
  const min = Math.min(...list);
  const max = Math.max(...list);
  return min === max ? `${max} 年` : `${min}–${max} 年`;
}

export default function ProfessionQuery() {
  const { scope, level, keyword, catalogue, error } = useLoaderData<typeof loader>();
  const searching = keyword !== "";
  const tabHref = (l: string) => `?${new URLSearchParams(keyword ? { level: l, keyword } : { level: l }).toString()}`;
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>查专业</h1>
        <nav aria-label="专业层次">
          <ul className={s.tabs}>
            {LEVEL_TABS.map((t) => (
              <li key={t.level}>
                <Link className={s.tab} to={tabHref(t.level)} aria-current={t.level === level ? "page" : undefined}>
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" className={s.search} role="search">
          <input type="hidden" name="level" value={level} />
          <div className={s.searchField}>
            <label className={ui.label} htmlFor="major-keyword">
              专业名称或代码
            </label>
            <input id="major-keyword" className={ui.input} type="search" name="keyword" defaultValue={keyword} maxLength={20} placeholder="如：护理、计算机、0809" />
          </div>
          <button type="submit" className={ui.button}>
            搜索
          </button>
          {searching ? (
            <Link to={`?level=${encodeURIComponent(level)}`} className={ui.secondaryButton}>
              清除
            </Link>
          ) : null}
        </Form>
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        {catalogue ? (
          <section className={s.panel} aria-labelledby="catalogue-title">
            <h2 id="catalogue-title" className={s.panelTitle}>
              {searching ? `“${keyword}”的搜索结果：${formatCount(catalogue.total)} 个${level}专业` : `${level}专业目录：${formatCount(catalogue.total)} 个专业`}
            </h2>
            <p className={s.muted}>
              专业目录来源：{catalogue.source.source}。“本省开设院校”为本省 {years(catalogue.coverage.lineYears)}专业录取数据
              {catalogue.coverage.planYears.length ? `与 ${years(catalogue.coverage.planYears)}招生计划` : ""}中出现该专业的院校数。
            </p>
            {catalogue.total === 0 ? (
              <p role="status">没有找到相关专业，请换个关键词，或切换到其他层次查找。</p>
            ) : (
              catalogue.disciplines.map((d) => (
                <section key={`${d.code}-${d.name}`} className={s.discipline} aria-label={d.name}>
                  <h3 className={s.disciplineTitle}>
                    {d.name}
                    {d.code ? <span className={s.mark}>（{d.code}）</span> : null}
                  </h3>
                  {d.classes.map((c) => (
                    <details key={`${c.code}-${c.name}`} className={s.classBox} open={searching}>
                      <summary className={s.classSummary}>
                        {c.name}（{c.majors.length} 个专业）
                      </summary>
                      <Link className={s.classLink} to={`/${scope}/professionList/${encodeURIComponent(c.name)}`}>
                        查看{c.name}全部专业
                      </Link>
                      <ul className={s.majorList}>
                        {c.majors.map((m) => (
                          <MajorItem key={m.code} scope={scope} major={m} />
                        ))}
                      </ul>
                    </details>
                  ))}
                </section>
              ))
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
