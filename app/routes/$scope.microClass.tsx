import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as layout from "../components/layout.css";
import * as s from "./news.css";

export const meta = pageTitle("微课堂");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { call } = await api(request, context);
  const { data: catalogue } = await call(endpoints.lessons, {});
  // What is published depends on the channel, the scope and the clock: never kept by a shared cache.
  return data({ scope, catalogue }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MicroClass() {
  const { scope, catalogue } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>微课堂</h1>
        {catalogue.series.length === 0 ? (
          <p className={s.empty}>暂无课程，敬请关注。</p>
        ) : (
          <ul className={s.list}>
            {catalogue.series.map((series) => (
              <li key={series.name} className={s.item}>
                <div>
                  <h2 className={s.itemTitle}>
                    <Link className={s.itemLink} to={`/${scope}/microClassList?series=${encodeURIComponent(series.name)}`}>
                      {series.name || "其他课程"}
                    </Link>
                  </h2>
                  <p className={s.summary}>从这里开始：{series.lessons[0]?.title ?? "-"}</p>
                  <p className={s.meta}>
                    <span>共 {series.count} 课</span>
                    <span>{series.minutes > 0 ? `约 ${series.minutes} 分钟` : "时长 -"}</span>
                    <span>更新：{formatChinaTime(series.lessons.reduce((a, l) => (l.publishAt > a ? l.publishAt : a), ""))}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
