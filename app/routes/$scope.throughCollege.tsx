import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { TextField } from "../components/ui/TextField";
import { Pager, queryOf } from "../components/showcase/Pager";
import * as layout from "../components/layout.css";
import * as ui from "../components/ui/ui.css";
import * as s from "./news.css";
import * as c from "./showcase.css";

export const meta = pageTitle("直通高校");

const PAGE_SIZE = 12;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const keyword = url.searchParams.get("keyword")?.trim().slice(0, 40) || undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const { call } = await api(request, context);
  const { data: shows } = await call(endpoints.universityShowMore, { keyword, page, pageSize: PAGE_SIZE });
  return data({ scope, shows, keyword: keyword ?? "" }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ThroughCollege() {
  const { scope, shows, keyword } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>直通高校</h1>
        <p className={c.lead}>高校的校园、专业和招生介绍，由合作院校和本站编辑整理，每篇注明来源。</p>
        <Form method="get" className={c.filters} role="search">
          <TextField label="院校名称" name="keyword" defaultValue={keyword} maxLength={40} placeholder="如：浙江大学" />
          <div className={c.filterButtons}>
            <button type="submit" className={ui.button}>
              搜索
            </button>
            {keyword ? (
              <Link to={`/${scope}/throughCollege`} className={ui.secondaryButton}>
                清除
              </Link>
            ) : null}
          </div>
        </Form>
        {shows.results.length === 0 ? (
          <p className={s.empty} role="status">
            {keyword ? `没有找到“${keyword}”的高校介绍，请换个院校名称试试。` : "暂无高校介绍。合作院校的介绍视频和图文核实后会陆续发布在这里。"}
          </p>
        ) : (
          <>
            {keyword ? <p role="status">“{keyword}”：共 {shows.total} 篇高校介绍</p> : null}
            <ul className={c.grid} data-testid="shows">
              {shows.results.map((show) => (
                <li key={show.id} className={c.card}>
                  {show.image ? <img className={c.cardImage} src={show.image.url} alt={show.image.alt} loading="lazy" /> : null}
                  <div className={c.cardBody}>
                    <h2 className={s.itemTitle}>
                      <Link className={s.itemLink} to={`/${scope}/throughCollegeShow/${show.id}`}>
                        {show.title}
                      </Link>
                    </h2>
                    {show.summary ? <p className={s.summary}>{show.summary}</p> : null}
                    <p className={s.meta}>
                      <span>{show.universityName}</span>
                      {show.hasVideo ? <span>含视频</span> : null}
                      <span>发布时间：{formatChinaTime(show.publishAt)}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <Pager page={shows.page} pageSize={shows.pageSize} total={shows.total} unit="篇" href={(page) => `/${scope}/throughCollege${queryOf({ keyword, page })}`} />
      </div>
    </div>
  );
}
