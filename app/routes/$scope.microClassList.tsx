import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { dataTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as l from "./lessons.css";

export const meta = dataTitle((d: SerializeFrom<typeof loader>) => (d.series.name ? `${d.series.name} - 微课堂` : null), "微课堂");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const name = new URL(request.url).searchParams.get("series");
  if (name === null) throw redirect(`/${scope}/microClass`);
  const { call } = await api(request, context);
  const { data: catalogue } = await call(endpoints.lessons, {});
  const series = catalogue.series.find((x) => x.name === name.trim());
  // A series with no lesson published for this channel and scope does not exist here.
  if (!series) throw new Response("Not Found", { status: 404 });
  return data({ scope, series }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MicroClassList() {
  const { scope, series } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <Link className={s.back} to={`/${scope}/microClass`}>
          ‹ 返回微课堂
        </Link>
        <h1 className={s.title}>{series.name || "其他课程"}</h1>
        <p className={s.meta}>
          <span>共 {series.count} 课</span>
          <span>{series.minutes > 0 ? `约 ${series.minutes} 分钟` : "时长 -"}</span>
        </p>
        <ol className={`${s.list} ${l.lessonList}`} data-testid="lesson-list">
          {series.lessons.map((lesson) => (
            <li key={lesson.id} className={s.item}>
              <div>
                <h2 className={s.itemTitle}>
                  <Link className={s.itemLink} to={`/${scope}/microClassEnter/${lesson.id}`}>
                    {lesson.title}
                  </Link>
                </h2>
                {lesson.summary ? <p className={s.summary}>{lesson.summary}</p> : null}
                <p className={s.meta}>
                  <span>{lesson.hasVideo ? "视频" : "图文"}</span>
                  <span>时长：{lesson.durationMinutes === null ? "-" : `${lesson.durationMinutes} 分钟`}</span>
                  <span>发布：{formatChinaTime(lesson.publishAt)}</span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
