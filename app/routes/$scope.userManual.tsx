import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { GuideVideos } from "../components/content/GuideVideos";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as l from "./lessons.css";

export const meta = pageTitle("使用手册");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  // Spec §2: the sd variant has no user manual.
  if (scope === "sd") throw new Response("Not Found", { status: 404 });
  const { call } = await api(request, context);
  const [{ data: manual }, { data: videos }] = await Promise.all([call(endpoints.manual, {}), call(endpoints.guideVideos, {})]);
  return data({ scope, manual, videos }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Each page is a section under an h2: its own headings move one level down. */
const nested = (html: string) => html.replace(/<(\/?)h([2-5])\b/g, (_m, slash: string, n: string) => `<${slash}h${Number(n) + 1}`);

export default function UserManual() {
  const { manual, videos } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <div className={`${s.page} ${s.article}`}>
        <h1 className={s.title}>使用手册</h1>
        <GuideVideos videos={videos} />
        {manual.pages.length === 0 ? (
          videos.length === 0 ? <p className={s.empty}>暂无内容。</p> : null
        ) : (
          <>
            <nav className={l.toc} aria-labelledby="manual-toc">
              <h2 id="manual-toc" className={l.tocTitle}>
                目录
              </h2>
              <ol className={l.tocList}>
                {manual.pages.map((p) => (
                  <li key={p.id}>
                    <a href={`#manual-${p.id}`}>{p.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {manual.pages.map((p, i) => (
              <section key={p.id} id={`manual-${p.id}`} className={l.section} aria-labelledby={`manual-${p.id}-title`}>
                <h2 id={`manual-${p.id}-title`} className={l.sectionTitle}>
                  {i + 1}. {p.title}
                </h2>
                {p.summary ? <p className={s.summary}>{p.summary}</p> : null}
                <p className={s.meta}>
                  <span>更新时间：{formatChinaTime(p.publishAt)}</span>
                </p>
                {/* Rendered from Markdown and sanitised on the server. */}
                <div className={s.body} dangerouslySetInnerHTML={{ __html: nested(p.html) }} />
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
