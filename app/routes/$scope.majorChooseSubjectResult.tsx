import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { SubjectExtractAnswer } from "#server/modules/xuanke/xuanke.schema";
import { XUANKE_TEXT } from "#server/modules/xuanke/xuanke.schema";
import { ScrollTable, ShareBar, XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import { ApiError, api } from "../lib/api.server";
import { formatCount } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { pct } from "../lib/xuanke";

export const meta = pageTitle("专业选科目结果");

const TRACK: Record<string, string> = { physics: "物理类", history: "历史类", combined: "" };

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const codes = [...new Set(new URL(request.url).searchParams.getAll("m").map((c) => c.trim().toUpperCase()).filter(Boolean))];
  const back = `/${scope}/majorChooseSubject?${codes.map((c) => `m=${encodeURIComponent(c)}`).join("&")}`;
  if (codes.length === 0) return data({ scope, back, answer: null as SubjectExtractAnswer | null, error: XUANKE_TEXT.majorsMissing }, { status: 400 });
  try {
    const answer = (await (await api(request, context)).call(endpoints.subjectExtract, { majors: codes })).data;
    return data({ scope, back, answer, error: null as string | null });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ scope, back, answer: null, error: error.message }, { status: error.status });
    throw error;
  }
}

function Headline({ a }: { a: SubjectExtractAnswer }) {
  const core = a.core;
  if (!core) return <p>最新一年的数据中没有这些专业的招生计划。</p>;
  const names = a.majors.map((m) => m.name).join("、");
  return (
    <div className={s.notice} data-testid="core-pair">
      <p className={s.headline}>
        {core.keepsAllOpen ? (
          <>
            选考 <strong>{core.label}</strong>（第三门任选）可同时报考 {names}
          </>
        ) : (
          <>
            没有一个科目组合能保留全部目标专业；可报计划最多的是选考 <strong>{core.label}</strong>
          </>
        )}
      </p>
      <p>
        按 {a.year} 年计划名额，这些组合（{core.combinations.join("、")}）可报目标专业计划数的 {pct(core.minShare)}
        {core.maxShare !== core.minShare ? ` 至 ${pct(core.maxShare)}` : ""}。
      </p>
    </div>
  );
}

export default function MajorChooseSubjectResult() {
  const { scope, back, answer, error } = useLoaderData<typeof loader>();
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="majorChooseSubject" />
      <section className={s.panel} aria-labelledby="mcsr-title">
        <h1 className={s.title} id="mcsr-title">
          专业选科目{answer ? `：${answer.majors.map((m) => m.name).join("、")}` : ""}
        </h1>
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        <p>
          <Link to={back}>修改目标专业</Link>
        </p>
        {answer ? (
          <>
            <Headline a={answer} />
            <p className={s.muted}>
              数据：{answer.year} 年{scope === "zj" ? "浙江普通类平行投档（专业+院校，一段、二段；另列 2023、2024 年）" : "招生计划"} · 来源：{answer.source}
            </p>
            {answer.note ? <p className={s.notice}>{answer.note}</p> : null}
          </>
        ) : null}
      </section>
      {answer ? (
        <>
          {answer.majors.map((m) => (
            <section className={s.panel} key={m.code} aria-labelledby={`major-${m.code}`}>
              <h2 className={s.h2} id={`major-${m.code}`}>
                {m.name} <span className={s.muted}>{m.code}{m.className && m.className !== m.name ? ` · ${m.className}` : ""}</span>
              </h2>
              {m.years.map((y) => (
                <div key={`${y.year}-${y.track}`}>
                  <h3 className={s.h3}>
                    {y.year} 年{TRACK[y.track] ? ` · ${TRACK[y.track]}` : ""}：{formatCount(y.rows)} 个院校专业，计划 {formatCount(y.places)} 名
                  </h3>
                  {y.rows === 0 ? (
                    <p className={s.muted}>暂无该专业的招生数据。</p>
                  ) : (
                    <ScrollTable label={`${m.name} ${y.year} 年选科要求`}>
                      <table className={s.table} data-testid={`requirements-${m.code}-${y.year}-${y.track}`}>
                        <caption className={s.muted}>{y.basis}</caption>
                        <thead>
                          <tr>
                            <th className={s.th} scope="col">
                              选科要求
                            </th>
                            <th className={s.th} scope="col">
                              院校专业数
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
                          {y.requirements.map((r) => (
                            <tr key={`${r.mode}-${r.subjects.join("")}`}>
                              <th className={s.td} scope="row">
                                {r.text ?? "未注明（暂无数据）"}
                              </th>
                              <td className={s.num}>{formatCount(r.rows)}</td>
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
                  )}
                </div>
              ))}
            </section>
          ))}
          <section className={s.panel} aria-labelledby="combos-title">
            <h2 className={s.h2} id="combos-title">
              科目组合（可报计划最多的在前）
            </h2>
            <p className={s.muted}>“全部可报”：每个目标专业至少有一个院校专业不限制这个组合。占比 = 可报的目标专业计划名额 ÷ 目标专业全部计划名额（{answer.year} 年）。</p>
            <ScrollTable label="科目组合">
              <table className={s.table} data-testid="combinations">
                <thead>
                  <tr>
                    <th className={s.th} scope="col">
                      组合
                    </th>
                    <th className={s.th} scope="col">
                      全部可报
                    </th>
                    <th className={s.th} scope="col">
                      可报计划 / 计划
                    </th>
                    <th className={s.th} scope="col">
                      占比
                    </th>
                    {answer.majors.map((m) => (
                      <th className={s.th} scope="col" key={m.code}>
                        {m.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {answer.combinations.map((c) => (
                    <tr key={c.label}>
                      <th className={s.td} scope="row">
                        {c.label}
                      </th>
                      <td className={s.td}>{c.keepsAllOpen ? <span className={s.ok}>是</span> : <span className={s.closed}>否</span>}</td>
                      <td className={s.num}>
                        {formatCount(c.openPlaces)} / {formatCount(c.totalPlaces)}
                      </td>
                      <td className={s.num}>{pct(c.share)}</td>
                      {c.perMajor.map((p) => (
                        <td className={s.num} key={p.code}>
                          {pct(p.share)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </section>
        </>
      ) : null}
    </div>
  );
}
