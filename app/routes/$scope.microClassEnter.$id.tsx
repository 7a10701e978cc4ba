import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as l from "./lessons.css";

export const meta = ({ data: d, matches }: { data?: { lesson?: { title: string } }; matches: { id: string; data?: unknown }[] }) => {
  const brand = (matches.find((m) => m.id === "root")?.data as { channel?: { brandName: string } } | undefined)?.channel?.brandName;
  const title = d?.lesson?.title ?? "微课堂";
  return [{ title: brand ? `${title} - ${brand}` : title }];
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response("Not Found", { status: 404 });
  const { call } = await api(request, context);
  try {
    const { data: lesson } = await call(endpoints.readLesson, { id: Number(params.id) });
    return data({ scope, lesson }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    // Not published for this channel and scope: as if it did not exist.
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function MicroClassEnter() {
  const { scope, lesson } = useLoaderData<typeof loader>();
  const seriesHref = `/${scope}/microClassList?series=${encodeURIComponent(lesson.series)}`;
  return (
    <div className={layout.container}>
      <article className={`${s.page} ${s.article}`}>
        <Link className={s.back} to={seriesHref}>
          ‹ 返回{lesson.series || "课程列表"}
        </Link>
        <h1 className={s.title}>{lesson.title}</h1>
        <p className={s.meta}>
          {lesson.order !== null ? <span>第 {lesson.order} 课</span> : null}
          <span>时长：{lesson.durationMinutes === null ? "-" : `${lesson.durationMinutes} 分钟`}</span>
          <span>发布时间：{formatChinaTime(lesson.publishAt)}</span>
        </p>
        {/* Spec §9: a player only when the lesson has a video; 360 px high, full width. */}
        {lesson.videoUrl ? (
          <video className={l.video} src={lesson.videoUrl} controls preload="metadata" height={360} width="100%" aria-label={`视频：${lesson.title}`}>
            <a href={lesson.videoUrl}>下载视频</a>
          </video>
        ) : null}
        {/* Rendered from Markdown and sanitised on the server (server/modules/content/markdown.ts). */}
        <div className={s.body} dangerouslySetInnerHTML={{ __html: lesson.html }} />
        <p className={s.source}>来源：{lesson.source || "-"}</p>
        <nav className={l.neighbours} aria-label="上一课和下一课">
          {lesson.previous ? (
            <Link className={l.neighbour} to={`/${scope}/microClassEnter/${lesson.previous.id}`} rel="prev">
              ‹ 上一课：{lesson.previous.title}
            </Link>
          ) : (
            <span className={l.neighbour}>已是第一课</span>
          )}
          {lesson.next ? (
            <Link className={l.neighbour} to={`/${scope}/microClassEnter/${lesson.next.id}`} rel="next">
              下一课：{lesson.next.title} ›
            </Link>
          ) : (
            <span className={l.neighbour}>已是最后一课</span>
          )}
        </nav>
      </article>
    </div>
  );
}
