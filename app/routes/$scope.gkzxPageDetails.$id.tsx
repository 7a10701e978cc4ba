import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { CONTENT_HEADERS, loadContentById } from "../lib/content-by-id.server";
import { formatChinaTime, formatCount } from "../lib/format";
import { dataTitle } from "../lib/meta";
import * as layout from "../components/layout.css";
import * as s from "./news.css";

export const meta = dataTitle((d: SerializeFrom<typeof loader>) => d.article.title, "高考资讯");

export async function loader(args: LoaderFunctionArgs) {
  // Each view counts one read.
  const { scope, item: article } = await loadContentById(endpoints.readArticle, args);
  return data({ scope, article }, { headers: CONTENT_HEADERS });
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
