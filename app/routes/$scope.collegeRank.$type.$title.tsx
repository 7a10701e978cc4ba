import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { RANK_TRACKS, RANK_TYPES, type RankType } from "#server/modules/rankings/rankings.schema";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { Sources } from "../components/Sources";
import { api } from "../lib/api.server";
import { formatCount, formatFigureKind, formatRank, formatTrack, orDash } from "../lib/format";
import { requireScope } from "../lib/scope.server";
import * as u from "./university.css";

export const meta = ({ data }: { data?: { list?: { title: string } } }) => [{ title: data?.list ? `${data.list.title} - 院校排行` : "院校排行" }];

const PAGE_SIZE = 50;
const TYPE_LABEL: Record<RankType, string> = { admission: "录取位次", popularity: "人气值", "985": "985", "211": "211", syl: "双一流" };

/** /collegeRank/{type}/{title}: type admission | popularity | 985 | 211 | syl; title the track for admission (combined, physics, history), else `all`. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const type = params.type as RankType;
  if (!RANK_TYPES.includes(type)) throw data({ reason: "not-found" }, { status: 404 });
  const track = (RANK_TRACKS as readonly string[]).includes(params.title ?? "") ? (params.title as (typeof RANK_TRACKS)[number]) : undefined;
  const pageParam = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const list = (await (await api(request, context)).call(endpoints.universityRankList, { type, track, page, pageSize: PAGE_SIZE })).data;
  return data({ scope, scopeName: SCOPE_INFO[scope].name, list });
}

export default function CollegeRank() {
  const { scope, list } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const here = (p: number) => `/${scope}/collegeRank/${list.type}/${list.track ?? "all"}${p > 1 ? `?page=${p}` : ""}`;
  return (
    <div className={u.page}>
      <section className={u.panel} aria-labelledby="rank-title">
        <h1 className={u.title} id="rank-title">
          {list.title}
        </h1>
        <nav aria-label="榜单" className={u.fieldset} style={{ marginTop: "12px" }}>
          {RANK_TYPES.map((t) => (
            <Link key={t} to={`/${scope}/collegeRank/${t}/${t === "admission" ? (list.tracks[0] ?? "all") : "all"}`} className={list.type === t ? u.chipOn : u.chip} aria-current={list.type === t ? "page" : undefined}>
              {TYPE_LABEL[t]}
            </Link>
          ))}
        </nav>
        {list.type === "admission" && list.tracks.length > 1 ? (
          <nav aria-label="科类" className={u.fieldset} style={{ marginTop: "8px" }}>
            {list.tracks.map((t) => (
              <Link key={t} to={`/${scope}/collegeRank/admission/${t}`} className={list.track === t ? u.chipOn : u.chip} aria-current={list.track === t ? "page" : undefined}>
                {formatTrack(t)}
              </Link>
            ))}
          </nav>
        ) : null}
        <p className={u.note} data-testid="rank-explanation">
          怎么算的：{list.explanation}
        </p>
      </section>
      <section className={u.panel} aria-label="榜单内容">
        <p>共 {formatCount(list.total)} 所院校</p>
        <div className={u.tableWrap} tabIndex={0} role="region" aria-label={list.title}>
          <table className={u.table} data-testid="rank-table">
            <thead>
              <tr>
                <th scope="col">名次</th>
                <th scope="col">院校</th>
                <th scope="col">所在地</th>
                <th scope="col">最低分</th>
                <th scope="col">最低位次</th>
                <th scope="col">年份·科类</th>
                <th scope="col">人气值</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((e) => (
                <tr key={e.ucode}>
                  <td>{e.position}</td>
                  <td>
                    <Link className={u.link} to={`/${scope}/universityInquiryDetail/${e.ucode}?tab=admissionScore`}>
                      {e.name}
                    </Link>
                  </td>
                  <td>
                    {orDash(e.province)} {e.city ?? ""}
                  </td>
                  <td>{orDash(e.line?.minScore)}</td>
                  <td>
                    {formatRank(e.line?.minRank, e.line?.rankKind)}
                    {e.line?.rankKind && e.line.rankKind !== "official" ? `（${formatFigureKind(e.line.rankKind)}）` : ""}
                  </td>
                  <td>{e.line ? `${e.line.year} ${formatTrack(e.line.track)}` : "-"}</td>
                  <td>{formatCount(e.popularity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Sources sources={list.results.flatMap((e) => (e.line ? [e.line.source] : []))} years={list.results.flatMap((e) => (e.line ? [e.line.year] : []))} />
        {pages > 1 ? (
          <nav className={u.pager} aria-label="分页">
            {list.page > 1 ? <Link to={here(list.page - 1)}>上一页</Link> : null}
            <span>
              第 {list.page} / {pages} 页
            </span>
            {list.page < pages ? <Link to={here(list.page + 1)}>下一页</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
