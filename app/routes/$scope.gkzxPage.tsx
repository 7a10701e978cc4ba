import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "../lib/api.server";
import { formatChinaTime, formatCount } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import * as s from "./news.css";

export const meta = pageTitle("高考资讯");

const PAGE_SIZE = 10;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const category = url.searchParams.get("category")?.trim().slice(0, 20) || undefined;
  const { call } = await api(request, context);
  const { data: news } = await call(endpoints.articles, { page, pageSize: PAGE_SIZE, category });
  // What is published depends on the channel and the clock: never kept by a shared cache.
  return data({ scope, news, category: category ?? null }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function NewsList() {
  const { scope, news, category } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(news.total / news.pageSize));
  const href = (page: number, cat: string | null) => {
    const q = new URLSearchParams();
    if (cat) q.set("category", cat);
    if (page > 1) q.set("page", String(page));
    const qs = q.toString();
    return `/${scope}/gkzxPage${qs ? `?${qs}` : ""}`;
  };
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>高考资讯</h1>
        {news.categories.length > 0 ? (
          <nav aria-label="资讯分类">
            <ul className={s.tabs}>
              <li>
                <Link className={category ? s.tab : s.tabActive} to={href(1, null)} aria-current={category ? undefined : "page"}>
                  全部
                </Link>
              </li>
              {news.categories.map((c) => (
                <li key={c}>
                  <Link className={category === c ? s.tabActive : s.tab} to={href(1, c)} aria-current={category === c ? "page" : undefined}>
                    {c}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {news.results.length === 0 ? (
          <p className={s.empty}>{category ? `“${category}”分类下暂无资讯。` : "暂无资讯，敬请关注本省考试院发布的最新消息。"}</p>
        ) : (
          <ul className={s.list} data-testid="news-list">
            {news.results.map((a) => (
              <li key={a.id} className={s.item}>
                {a.cover ? <img className={s.cover} src={a.cover} alt="" width={160} height={90} loading="lazy" /> : null}
                <div>
                  <h2 className={s.itemTitle}>
                    <Link className={s.itemLink} to={`/${scope}/gkzxPageDetails/${a.id}`}>
                      {a.title}
                    </Link>
                  </h2>
                  {a.summary ? <p className={s.summary}>{a.summary}</p> : null}
                  <p className={s.meta}>
                    <span>发布时间：{formatChinaTime(a.publishAt)}</span>
                    <span>来源：{a.source || "-"}</span>
                    <span>阅读 {formatCount(a.reads)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className={s.pager} aria-label="分页">
            {news.page > 1 ? <Link to={href(news.page - 1, category)}>上一页</Link> : null}
            <span>
              第 {news.page} / {pages} 页，共 {formatCount(news.total)} 篇
            </span>
            {news.page < pages ? <Link to={href(news.page + 1, category)}>下一页</Link> : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
