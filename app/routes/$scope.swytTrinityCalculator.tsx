import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { CompositeAnswer, SchoolPage } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { EstimateMark, GradeCountsFieldset, TrinityError } from "../components/trinity/TrinityParts";
import * as s from "../components/trinity/trinity.css";
import * as ui from "../components/ui/ui.css";
import { pageTitle } from "../lib/meta";
import { metText, scoreText, weightText } from "../lib/trinity";
import { callTrinity, queryOf, requireTrinityScope, studentRecord } from "../lib/trinity.server";

export const meta = pageTitle("三位一体 综合分计算器");
export const headers = () => ({ "Cache-Control": "private, no-store" });

const KEYS = ["A", "B", "C", "D", "gaokao", "xiaoce", "ids"] as const;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireTrinityScope(params.scope, request);
  const query = queryOf(request, KEYS);
  const [record, schools] = await Promise.all([
    studentRecord(request, context),
    callTrinity<SchoolPage>(request, context, (client) => client.call(endpoints.trinitySchools, { pageSize: 200 })),
  ]);
  const submitted = ["A", "B", "C", "D", "gaokao"].some((k) => k in query);
  const ids = query.ids === undefined ? [] : typeof query.ids === "string" ? [query.ids] : query.ids;
  const result = submitted ? await callTrinity<CompositeAnswer>(request, context, (client) => client.call(endpoints.trinityComposite, query)) : { answer: null, error: null, status: 200 };
  return data(
    { scope, query, ids, record: record ? { totalScore: record.totalScore, label: record.label } : null, schools: schools.answer?.results.map((x) => ({ id: x.id, name: x.name })) ?? [], ...result },
    { status: result.status, headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function TrinityCalculator() {
  const { scope, query, ids, record, schools, answer, error } = useLoaderData<typeof loader>();
  const q = (k: string) => (typeof query[k] === "string" ? (query[k] as string) : "");
  const gaokao = q("gaokao") || (record ? String(record.totalScore) : "");
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="tc-title">
        <h1 className={c.title} id="tc-title">
          三位一体 · 综合分计算器
        </h1>
        <p className={c.muted}>
          每所学校的综合分公式不同：学考、校测、高考的权重不同，学考 A–D 的折算分也不同。填写你的学考等级、高考成绩和一个假设的校测成绩，逐校按其{" "}
          {answer?.year ?? ""} 年章程公式算出综合分，并与该校往年最低综合分比较。每一步的假设都写在结果里。
        </p>
        <Form method="get">
          <GradeCountsFieldset idPrefix="c" legend="学考等级（10 门合计）" values={q} />
          <div className={c.formRow}>
            <div className={ui.field}>
              <label className={ui.label} htmlFor="c-gaokao">
                高考成绩（0–750）
              </label>
              <input className={ui.input} id="c-gaokao" name="gaokao" inputMode="decimal" defaultValue={gaokao} size={8} required aria-describedby={record ? "c-gaokao-hint" : undefined} />
              {record ? (
                <span className={ui.description} id="c-gaokao-hint">
                  默认取你的成绩记录：{record.label}
                </span>
              ) : null}
            </div>
            <div className={ui.field}>
              <label className={ui.label} htmlFor="c-xiaoce">
                假设校测成绩（百分制）
              </label>
              <input className={ui.input} id="c-xiaoce" name="xiaoce" inputMode="decimal" defaultValue={q("xiaoce") || "80"} size={6} />
            </div>
          </div>
          <fieldset className={`${ui.fieldset} ${s.fieldset}`}>
            <legend className={c.legend}>选择院校（不选即全部）</legend>
            <div className={s.choiceGrid}>
              {schools.map((x) => (
                <label key={x.id} className={ui.choice}>
                  <input type="checkbox" name="ids" value={x.id} defaultChecked={ids.includes(String(x.id))} /> {x.name}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={ui.button}>
            计算综合分
          </button>
        </Form>
      </section>
      <TrinityError error={error} />
      {answer ? <Results scope={scope} answer={answer} /> : null}
    </div>
  );
}

function Results({ scope, answer }: { scope: string; answer: CompositeAnswer }) {
  const g = answer.input.grades;
  return (
    <section className={c.panel} aria-labelledby="tc-results">
      <h2 className={c.title} id="tc-results">
        计算结果（{answer.results.length} 所院校）
      </h2>
      <p className={c.muted} data-testid="calc-input">
        学考 {g.A}A{g.B}B{g.C}C{g.D}D · 高考 {scoreText(answer.input.gaokao)} · 假设校测 {scoreText(answer.input.xiaoce)}（百分制）· 公式来源：{answer.source.source}
      </p>
      <h3 className={c.unitName}>共同假设</h3>
      <ul className={s.assumptions}>
        {answer.assumptions.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      <ol className={c.list} aria-label="各校综合分">
        {answer.results.map((r) => (
          <li key={r.school.id} className={c.unit} data-testid="composite-row">
            <div className={c.unitHead}>
              <h3 className={c.unitName}>
                <Link to={`/${scope}/swytTrinityDetailRulesPage/${r.school.id}`}>{r.school.name}</Link>
              </h3>
              <span className={s.big} data-testid="composite">
                {r.result.composite === null ? "无法计算" : `${scoreText(r.result.composite)} 分`}
              </span>
            </div>
            <p className={s.flatSmall}>
              公式：{r.result.formulaText || "-"}（学考 {weightText(r.school.weights.xuekao)} / 校测 {weightText(r.school.weights.xiaoce)} / 高考 {weightText(r.school.weights.gaokao)}）
            </p>
            {r.result.parts.length ? (
              <div className={c.tableWrap}>
                <table className={c.lines}>
                  <caption className={c.muted}>{r.school.name} 综合分分项</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={c.cell}>
                        项目
                      </th>
                      <th scope="col" className={c.cell}>
                        得分 / 满分
                      </th>
                      <th scope="col" className={c.cell}>
                        百分制
                      </th>
                      <th scope="col" className={c.cell}>
                        权重
                      </th>
                      <th scope="col" className={c.cell}>
                        计入
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.result.parts.map((p) => (
                      <tr key={p.label}>
                        <th scope="row" className={c.cell}>
                          {p.label}
                          {p.label === "校测" ? "（假设）" : ""}
                        </th>
                        <td className={c.cell}>
                          {scoreText(p.score)} / {scoreText(p.full)}
                        </td>
                        <td className={c.cell}>{scoreText(p.percent)}</td>
                        <td className={c.cell}>{weightText(p.weight)}</td>
                        <td className={c.cell}>{scoreText(p.points)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <p className={s.flatSmall} data-testid="verdict">
              <strong>{r.verdict}</strong>
              {r.lowest ? <EstimateMark estimated={r.lowest.estimated} /> : null}
              。学考门槛：{r.threshold.text ?? "-"} — 你的学考{metText(r.threshold.met)}。
            </p>
            <details className={c.details}>
              <summary className={c.summary}>本校的计算过程与假设</summary>
              <ul className={s.assumptions}>
                {r.result.assumptions.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
