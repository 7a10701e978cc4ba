import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { requireScope } from "../lib/scope.server";
import { VideoPlayer } from "../components/content/VideoPlayer";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as c from "./showcase.css";

export const meta = ({ data: d, matches }: { data?: { show?: { title: string } }; matches: { id: string; data?: unknown }[] }) => {
  const brand = (matches.find((m) => m.id === "root")?.data as { channel?: { brandName: string } } | undefined)?.channel?.brandName;
  const title = d?.show?.title ?? "直通高校";
  return [{ title: brand ? `${title} - ${brand}` : title }];
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response("Not Found", { status: 404 });
  const { call } = await api(request, context);
  try {
    const { data: show } = await call(endpoints.universityShow, { id: Number(params.id) });
    return data({ scope, show }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    // Not published for this channel and scope: as if it did not exist.
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function ThroughCollegeShow() {
  const { scope, show } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <article className={`${s.page} ${s.article}`}>
        <Link className={s.back} to={`/${scope}/throughCollege`}>
          ‹ 返回直通高校
        </Link>
        <h1 className={s.title}>{show.title}</h1>
        <p className={s.meta}>
          <span>
            院校：<Link to={`/${scope}/universityInquiryDetail/${show.ucode}`}>{show.universityName}</Link>
          </span>
          <span>发布时间：{formatChinaTime(show.publishAt)}</span>
        </p>
        {show.videoUrl ? (
          <VideoPlayer className={c.video} src={show.videoUrl} title={show.title} />
        ) : null}
        {show.images.length > 0 ? (
          <ul className={c.gallery} aria-label="图片">
            {show.images.map((img) => (
              <li key={img.url}>
                <img className={c.galleryImage} src={img.url} alt={img.alt} width={img.width ?? undefined} height={img.height ?? undefined} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
        {/* Rendered from Markdown and sanitised on the server (server/modules/content/markdown.ts). */}
        <div className={s.body} dangerouslySetInnerHTML={{ __html: show.html }} />
        <p>
          <Link to={`/${scope}/universityInquiryDetail/${show.ucode}`}>查看{show.universityName}的院校详情、录取分数和招生计划 ›</Link>
        </p>
        <p className={s.source}>来源：{show.source || "-"}</p>
      </article>
    </div>
  );
}
