import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "../lib/api.server";
import { formatChinaTime, formatCount } from "../lib/format";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import * as s from "./news.css";

export const meta = ({ data: d, matches }: { data?: { article?: { title: string } }; matches: { id: string; data?: unknown }[] }) => {
  const brand = (matches.find((m) => m.id === "root")?.data as { channel?: { brandName: string } } | undefined)?.channel?.brandName;
  const title = d?.article?.title ?? "高考资讯";
  return [{ title: brand ? `${title} - ${brand}` : title }];
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response("Not Found", { status: 404 });
  const { call } = await api(request, context);
  try {
    // Each view counts one read.
    const { data: article } = await call(endpoints.readArticle, { id: Number(params.id) });
    return data({ scope, article }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function NewsDetail() {
  const { scope, article } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <article className={`${s.page} ${s.article}`}>
        <Link className={s.back} to={`/${scope}/gkzxPage`}>
          ‹ 返回高考资讯
        </Link>
        <h1 className={s.title}>{article.title}</h1>
        <p className={s.meta}>
          <span>发布时间：{formatChinaTime(article.publishAt)}</span>
          {article.category ? <span>分类：{article.category}</span> : null}
          <span>阅读 {formatCount(article.reads)}</span>
        </p>
        {article.cover ? <img className={s.heroCover} src={article.cover} alt="" /> : null}
        {/* Rendered from Markdown and sanitised on the server (server/modules/content/markdown.ts). */}
        <div className={s.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        <p className={s.source}>来源：{article.source || "-"}</p>
      </article>
    </div>
  );
}
