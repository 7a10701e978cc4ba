import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { queryOf } from "../components/showcase/Pager";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as c from "./showcase.css";

export const meta = pageTitle("直播间");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  // The flat (sd) menu has no live room (spec §2).
  if (SCOPE_INFO[scope].menu === "flat") throw new Response("Not Found", { status: 404 });
  const department = new URL(request.url).searchParams.get("department")?.trim().slice(0, 20) || undefined;
  const { call } = await api(request, context);
  const [{ data: departments }, { data: links }] = await Promise.all([call(endpoints.liveDepartments, {}), call(endpoints.liveList, { department })]);
  // The links are the channel's and depend on the clock: never kept by a shared cache.
  return data({ scope, departments, links, department: department ?? null }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function LiveRoom() {
  const { scope, departments, links, department } = useLoaderData<typeof loader>();
  const href = (d: string | null) => `/${scope}/microClass/liveRoom${queryOf({ department: d })}`;
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>直播间</h1>
        <p className={c.lead}>
          直播由合作机构在各自的平台进行，点击“进入直播间”会在新窗口打开。没赶上直播？可以先看<Link to={`/${scope}/microClass`}>微课堂</Link>的图文课程。
        </p>
        {departments.length > 1 ? (
          <nav aria-label="直播分类">
            <ul className={s.tabs}>
              <li>
                <Link className={department ? s.tab : s.tabActive} to={href(null)} aria-current={department ? undefined : "page"}>
                  全部
                </Link>
              </li>
              {departments.map((d) => (
                <li key={d.department}>
                  <Link className={department === d.department ? s.tabActive : s.tab} to={href(d.department)} aria-current={department === d.department ? "page" : undefined}>
                    {d.department}（{d.count}）
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {links.length === 0 ? (
          <p className={s.empty}>
            {department ? `“${department}”下暂无直播安排。` : "近期暂无直播安排。直播时间确定后会公布在这里，届时可从本页直接进入直播间。"}
          </p>
        ) : (
          <ul className={s.list} data-testid="live-links">
            {links.map((l) => (
              <li key={l.id} className={s.item}>
                {l.cover ? <img className={s.cover} src={l.cover} alt="" width={160} height={90} loading="lazy" /> : null}
                <div>
                  <h2 className={s.itemTitle}>{l.title}</h2>
                  {l.summary ? <p className={s.summary}>{l.summary}</p> : null}
                  <p className={s.meta}>
                    <span>开播时间：{formatChinaTime(l.startAt)}</span>
                    <span>分类：{l.department || "-"}</span>
                  </p>
                  <p>
                    <a className={c.external} href={l.url} target="_blank" rel="noopener noreferrer">
                      进入直播间<span className="visually-hidden">：{l.title}（新窗口打开）</span>
                    </a>
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
