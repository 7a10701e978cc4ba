import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { TYPE_INFO, type RiasecType } from "#server/modules/interest-test/interest-test";
import type { ProfessionInfoAnswer } from "#server/modules/interest-test/interest-test.schema";
import { ScrollTable, ShareBar, XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import { ApiError, api } from "../lib/api.server";
import { formatCount } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { pct } from "../lib/xuanke";

export const meta = pageTitle("专业类详情");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const classCode = (url.searchParams.get("class") ?? "").trim();
  const code = (url.searchParams.get("code") ?? "").trim().toUpperCase().slice(0, 3);
  try {
    const info = (await (await api(request, context)).call(endpoints.professionInfo, { classCode })).data;
    return data({ scope, code, info, error: null as string | null });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ scope, code, info: null as ProfessionInfoAnswer | null, error: error.message }, { status: error.status });
    throw error;
  }
}

export default function CareerTestingMajorsEnter() {
  const { scope, code, info, error } = useLoaderData<typeof loader>();
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="careerTestingEnter" />
      <section className={s.panel} aria-labelledby="ctme-title">
        <h1 className={s.title} id="ctme-title">
          {info ? info.name : "专业类详情"}
        </h1>
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        {code ? (
          <p>
            <Link to={`/${scope}/careerTestingMajors?code=${code}`}>返回 {code} 匹配的专业类</Link>
          </p>
        ) : null}
        {info ? (
          <>
            <p className={s.muted}>{info.discipline ?? "-"}</p>
            <p>
              适合的兴趣类型：
              {[...info.riasec].map((t) => `${t} ${TYPE_INFO[t as RiasecType].name}`).join("、")}
            </p>
            <p>{info.reason}</p>
          </>
        ) : null}
      </section>
      {info ? (
        <>
          <section className={s.panel} aria-labelledby="ctme-majors">
            <h2 className={s.h2} id="ctme-majors">
              本类专业（{info.majors.length} 个）
            </h2>
            <ul className={s.chips} data-testid="class-majors">
              {info.majors.map((m) => (
                <li key={m.code}>
                  <Link className={s.chip} to={`/${scope}/majorChooseSubjectResult?m=${m.code}`}>
                    {m.name}
                  </Link>
                </li>
              ))}
            </ul>
            <p className={s.muted}>点专业名称查看它在本省的选科要求。</p>
          </section>
          <section className={s.panel} aria-labelledby="ctme-req">
            <h2 className={s.h2} id="ctme-req">
              本省选科要求{info.year ? `（${info.year} 年）` : ""}
            </h2>
            {info.basis ? <p className={s.muted}>数据：{info.basis}</p> : <p>暂无本类专业的招生数据。</p>}
            {info.requirements.length > 0 ? (
              <ScrollTable label="选科要求">
                <table className={s.table}>
                  <thead>
                    <tr>
                      <th className={s.th} scope="col">
                        选科要求
                      </th>
                      <th className={s.th} scope="col">
                        计划数
                      </th>
                      <th className={s.th} scope="col">
                        计划数占比
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {info.requirements.map((r) => (
                      <tr key={r.text ?? "unknown"}>
                        <th className={s.td} scope="row">
                          {r.text ?? "未注明（暂无数据）"}
                        </th>
                        <td className={s.num}>{formatCount(r.places)}</td>
                        <td className={s.td}>
                          {pct(r.share)}
                          <ShareBar share={r.share} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            ) : null}
            {info.pairs.length > 0 ? (
              <p>
                建议优先选考：
                {info.pairs.map((p) => `${p.label}（可报 ${pct(p.minShare)}${p.maxShare !== p.minShare ? `–${pct(p.maxShare)}` : ""}）`).join("；")}
              </p>
            ) : null}
            {info.note ? <p className={s.notice}>{info.note}</p> : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
