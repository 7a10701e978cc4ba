import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { SchoolDetail } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { StatsTable, ThresholdLine, WeightsLine } from "../components/trinity/TrinityParts";
import * as s from "../components/trinity/trinity.css";
import { orDash } from "../lib/format";
import { planText, scoreText } from "../lib/trinity";
import { callTrinity, requireTrinityScope } from "../lib/trinity.server";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("三位一体 招生规则");

const CONFIDENCE: Record<string, string> = { high: "较高", medium: "一般", low: "较低" };

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireTrinityScope(params.scope, request);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw data({ reason: "not-found" }, { status: 404 });
  const r = await callTrinity<SchoolDetail>(request, context, (client) => client.call(endpoints.trinitySchool, { id: Number(params.id) }));
  if (!r.answer) throw data({ reason: "not-found" }, { status: 404 });
  return data({ scope, detail: r.answer });
}

export default function TrinityRules() {
  const { scope, detail } = useLoaderData<typeof loader>();
  const school = detail.results;
  const table = school.gradeTable;
  const hasTable = table.A !== 0 || table.B !== 0 || table.C !== 0 || table.D !== 0;
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="tr-title">
        <h1 className={c.title} id="tr-title">
          {school.name} · 三位一体招生规则
        </h1>
        <p className={c.muted}>
          {orDash(school.city)} · {orDash(school.type)} · {school.year} 年
        </p>
        <h2 className={c.unitName}>综合分构成</h2>
        <WeightsLine school={school} />
        <p className={s.flatSmall}>
          综合分（百分制）= 学考折算分 ÷ {scoreText(school.fullMarks.xuekao)} × 100 × {Math.round(school.weights.xuekao * 100)}% + 校测成绩 ÷ {scoreText(school.fullMarks.xiaoce)} × 100 ×{" "}
          {Math.round(school.weights.xiaoce * 100)}% + 高考成绩 ÷ {scoreText(school.fullMarks.gaokao)} × 100 × {Math.round(school.weights.gaokao * 100)}%
          {school.formulaKind === "特殊" ? "（该校另有规定，见下方说明）" : ""}
        </p>
        {school.note ? <p className={s.flatSmall}>说明：{school.note}</p> : null}
        <p className={s.links}>
          <Link to={`/${scope}/swytTrinityCalculator?ids=${school.id}`}>用计算器算我的综合分</Link>
          {school.ucode ? <Link to={`/${scope}/swytTrinityUniversityProfessionList/${school.ucode}`}>招生专业（{school.majorCount} 个）</Link> : null}
        </p>
      </section>
      <section className={c.panel} aria-labelledby="tr-conv">
        <h2 className={c.unitName} id="tr-conv">
          学考等级折算
        </h2>
        {hasTable ? (
          <div className={c.tableWrap}>
            <table className={c.lines}>
              <caption className={c.muted}>每门学考按等级折算（10 门，学考满分 {scoreText(school.fullMarks.xuekao)}）</caption>
              <thead>
                <tr>
                  {(["A", "B", "C", "D"] as const).map((g) => (
                    <th key={g} scope="col" className={c.cell}>
                      {g} 等
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr data-testid="conversion">
                  {(["A", "B", "C", "D"] as const).map((g) => (
                    <td key={g} className={c.cell}>
                      {scoreText(table[g])}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        ) : (
          <p>该校学考没有固定的 A–D 折算分值表，见说明和招生章程。</p>
        )}
        <dl className={s.facts}>
          <dt className={s.term}>学考门槛</dt>
          <dd className={s.def}>
            <ThresholdLine threshold={school.threshold} />
          </dd>
          <dt className={s.term}>本产品的理解</dt>
          <dd className={s.def}>{school.threshold.rule ?? "门槛未以数字列明，请以章程为准"}</dd>
          <dt className={s.term}>{school.year} 年计划</dt>
          <dd className={s.def}>{planText(school.planTotal, school.planUnknown, school.majorCount)}</dd>
        </dl>
      </section>
      <section className={c.panel} aria-labelledby="tr-stats">
        <h2 className={c.unitName} id="tr-stats">
          往年招生数据
        </h2>
        <StatsTable stats={school.stats} caption={`${school.name} 三位一体报名、入围、录取与最低综合分`} />
        <p className={c.muted}>标“估计值”的行各项均为整数近似，并非学校公布的数字。</p>
      </section>
      {detail.formula_history.length ? (
        <section className={c.panel} aria-labelledby="tr-history">
          <h2 className={c.unitName} id="tr-history">
            往年公式（其他来源）
          </h2>
          <div className={c.tableWrap}>
            <table className={s.wideTable} data-testid="formula-history">
              <caption className={c.muted}>各年按当年资料列出，来源之间可能不一致，以当年章程为准</caption>
              <thead>
                <tr>
                  <th scope="col" className={s.rowHead}>
                    年份
                  </th>
                  <th scope="col" className={s.rowHead}>
                    学考 / 校测 / 高考
                  </th>
                  <th scope="col" className={s.rowHead}>
                    说明
                  </th>
                  <th scope="col" className={s.rowHead}>
                    可信度 · 来源
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.formula_history.map((h) => (
                  <tr key={`${h.year}-${h.note}`}>
                    <th scope="row" className={s.rowHead}>
                      {h.year}
                    </th>
                    <td className={s.rowHead}>
                      {h.xuekaoPct ?? "-"}% / {h.xiaocePct ?? "-"}% / {h.gaokaoPct ?? "-"}%
                    </td>
                    <td className={s.rowHead}>{orDash(h.note)}</td>
                    <td className={s.rowHead}>
                      {CONFIDENCE[h.confidence ?? ""] ?? "-"} · {h.source.source}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section className={c.panel} aria-labelledby="tr-source">
        <h2 className={c.unitName} id="tr-source">
          来源
        </h2>
        <p className={s.flatSmall} data-testid="rule-source">
          {school.rule.url ? (
            <a href={school.rule.url} rel="noopener noreferrer" target="_blank">
              {school.rule.title ?? `${school.name} ${school.rule.year} 年招生章程`}
            </a>
          ) : (
            (school.rule.title ?? "-")
          )}
          {school.rule.year ? `（${school.rule.year} 年）` : ""}；数据整理：{school.source.source}。以学校最终公布为准。
        </p>
      </section>
    </div>
  );
}
