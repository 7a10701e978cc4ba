import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { COMPARE_MIN } from "#server/modules/major-compare/major-compare.schema";
import { CompareButton } from "../components/majors/CompareButton";
import { MajorCompareSearchBox } from "../components/majors/MajorCompareSearchBox";
import * as c from "../components/majors/compare.css";
import * as s from "../components/majors/majors.css";
import * as layout from "../components/layout.css";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { accessToken } from "../lib/auth.server";
import { formatCount } from "../lib/format";
import { compareListAction } from "../lib/major-compare.server";
import { LEVEL_TABS, isLevel, majorPath, type LevelTab } from "../lib/majors";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("专业对比");

const PAGE_SIZE = 20;
const QUERY_TEXT = { level: "请选择本科、专科（高职）或职教本科", page: "页码须为正整数" } as const;

/** ?level= the tab, ?keyword= a name part or code prefix, ?className= one 专业类 of the tree, ?page= (docs/routes.md, 专业对比). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const rawLevel = url.searchParams.get("level");
  const level: LevelTab = isLevel(rawLevel) ? rawLevel : "本科";
  const keyword = url.searchParams.get("keyword")?.trim() ?? "";
  const className = url.searchParams.get("className")?.trim() ?? "";
  const rawPage = url.searchParams.get("page");
  const page = rawPage && /^[1-9]\d{0,3}$/.test(rawPage) ? Number(rawPage) : 1;
  const token = await accessToken(request, context);
  const base = { scope, level, keyword, className, page, loggedIn: Boolean(token), answer: null, error: null };
  if (rawLevel && !isLevel(rawLevel)) return data({ ...base, error: QUERY_TEXT.level }, { status: 400 });
  if (rawPage !== null && !/^[1-9]\d{0,3}$/.test(rawPage)) return data({ ...base, error: QUERY_TEXT.page }, { status: 400 });
  const client = await api(request, context);
  const input = { level, keyword: keyword || undefined, className: className || undefined, page, pageSize: PAGE_SIZE };
  try {
    // A token the API no longer takes must not hide the catalogue: read again as a visitor.
    const reply = await client.call(endpoints.majorFiltrate, input, { token }).catch((e) => {
      if (token && e instanceof ApiError && e.status === 401) return client.call(endpoints.majorFiltrate, input);
      throw e;
    });
    return data({ ...base, answer: reply.data });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ...base, error: error.message }, { status: error.status });
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return compareListAction(request, context, await requireScope(params.scope, request));
}

function ChosenList({ scope, answer, loggedIn, here }: { scope: string; answer: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["answer"]>; loggedIn: boolean; here: string }) {
  const chosen = answer.compareList;
  const missing = COMPARE_MIN - chosen.length;
  return (
    <section className={s.panel} aria-labelledby="chosen-title" data-testid="compare-list">
      <h2 id="chosen-title" className={s.panelTitle}>
        对比清单（{chosen.length}/{answer.max}）
      </h2>
      {!loggedIn ? (
        <p>
          <Link to={`/${scope}/login?redirectTo=${encodeURIComponent(here)}`}>登录</Link>后可加入对比。对比清单保存在账号中，退出登录时清空。
        </p>
      ) : chosen.length === 0 ? (
        <p>还没有选择专业。在下方搜索或按专业类浏览，点“加入对比”，选 2–4 个专业即可对比。</p>
      ) : (
        <ol className={c.chosen}>
          {chosen.map((m) => (
            <li key={m.id} className={c.chosenItem}>
              <span>
                <Link to={majorPath(scope, m)}>{m.name}</Link>
                <span className={s.mark}>
                  {m.code} · {m.level}
                  {m.className ? ` · ${m.className}` : ""}
                </span>
              </span>
              <CompareButton scope={scope} code={m.code} name={m.name} selected full={false} redirectTo={here} />
            </li>
          ))}
        </ol>
      )}
      {loggedIn && chosen.length > 0 ? (
        <div className={c.actions}>
          {missing > 0 ? (
            <p className={s.muted}>再选 {missing} 个专业即可开始对比。</p>
          ) : (
            <Link className={ui.button} to={`/${scope}/majorCompareResult`} data-testid="start-compare">
              开始对比（{chosen.length} 个专业）
            </Link>
          )}
          <Form method="post" className={s.inlineForm}>
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className={ui.secondaryButton}>
              清空对比清单
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

export default function MajorCompare() {
  const { scope, level, keyword, className, page, loggedIn, answer, error } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const query = (over: Record<string, string | number>) => {
    const q = new URLSearchParams({ level, ...(keyword ? { keyword } : {}), ...(className ? { className } : {}) });
    for (const [k, v] of Object.entries(over)) q.set(k, String(v));
    return `?${q.toString()}`;
  };
  const list = answer?.majorList;
  const full = answer ? answer.compareList.length >= answer.max : false;
  const pages = list ? Math.max(1, Math.ceil(list.total_num / list.pageSize)) : 1;
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>专业对比</h1>
        <p className={s.muted}>选择 2–4 个专业，并排对比它们在本省的开设院校、招生计划数、录取位次、选科要求和学费，每个数字都注明年份和来源。</p>
        {answer ? <ChosenList scope={scope} answer={answer} loggedIn={loggedIn} here={here} /> : null}
        <nav aria-label="专业层次">
          <ul className={s.tabs}>
            {LEVEL_TABS.map((t) => (
              <li key={t.level}>
                <Link className={s.tab} to={`?${new URLSearchParams({ level: t.level }).toString()}`} aria-current={t.level === level ? "page" : undefined}>
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" className={s.search} role="search" aria-label="查找要对比的专业">
          <input type="hidden" name="level" value={level} />
          <MajorCompareSearchBox key={`${level}-${keyword}`} scope={scope} level={level} defaultValue={keyword} redirectTo={here} />
          {answer ? (
            <div className={s.searchField}>
              <label className={ui.label} htmlFor="compare-class">
                专业类（专业目录）
              </label>
              <select id="compare-class" name="className" className={ui.select} defaultValue={className} key={className}>
                <option value="">全部专业类</option>
                {answer.tree.map((d) => (
                  <optgroup key={d.name} label={d.name}>
                    {d.classes.map((k) => (
                      <option key={`${d.name}-${k.name}`} value={k.code ?? k.name}>
                        {k.name}（{k.count}）
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit" className={ui.button}>
            搜索
          </button>
          {keyword || className ? (
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
        {answer && list ? (
          <section className={s.panel} aria-labelledby="results-title">
            <h2 id="results-title" className={s.panelTitle}>
              {level}专业：{formatCount(list.total_num)} 个{keyword ? `（“${keyword}”）` : ""}
            </h2>
            <p className={s.muted}>专业目录来源：{answer.source.source}。“本省开设院校”为本省录取数据与招生计划中出现该专业的院校数。</p>
            {list.total_num === 0 ? (
              <p role="status">没有找到相关专业，请换个关键词或专业类。</p>
            ) : (
              <ul className={c.results} data-testid="compare-results">
                {list.results.map((m) => (
                  <li key={m.id} className={c.result}>
                    <div>
                      <Link className={s.majorName} to={majorPath(scope, m)}>
                        {m.name}
                      </Link>
                      <p className={s.facts}>
                        <span>代码 {m.code}</span>
                        <span>{m.className ?? "-"}</span>
                        <span>本省开设院校 {formatCount(m.universityCount)} 所</span>
                      </p>
                    </div>
                    <CompareButton scope={scope} code={m.code} name={m.name} selected={m.selected} full={full} redirectTo={here} />
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 ? (
              <nav className={s.pager} aria-label="分页">
                {page > 1 ? <Link to={query({ page: page - 1 })}>上一页</Link> : null}
                <span>
                  第 {page} / {pages} 页
                </span>
                {page < pages ? <Link to={query({ page: page + 1 })}>下一页</Link> : null}
              </nav>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
