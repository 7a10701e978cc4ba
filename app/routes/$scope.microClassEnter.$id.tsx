import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { CONTENT_HEADERS, loadContentById } from "../lib/content-by-id.server";
import { formatChinaTime } from "../lib/format";
import { dataTitle } from "../lib/meta";
import { VideoPlayer } from "../components/content/VideoPlayer";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as l from "./lessons.css";

export const meta = dataTitle((d: SerializeFrom<typeof loader>) => d.lesson.title, "微课堂");

export async function loader(args: LoaderFunctionArgs) {
  // A lesson not published for this channel and scope answers 404, as if it did not exist.
  const { scope, item: lesson } = await loadContentById(endpoints.readLesson, args);
  return data({ scope, lesson }, { headers: CONTENT_HEADERS });
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
          <VideoPlayer src={lesson.videoUrl} title={lesson.title} captionsUrl={lesson.captionsUrl} />
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
