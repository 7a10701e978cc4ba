import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { SchoolPage } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { SchoolItem } from "../components/trinity/TrinityParts";
import * as s from "../components/trinity/trinity.css";
import * as ui from "../components/ui/ui.css";
import { pageTitle } from "../lib/meta";
import { GAOKAO_WEIGHT_OPTIONS, GRADES } from "../lib/trinity";
import { callTrinity, queryOf, requireTrinityScope } from "../lib/trinity.server";

export const meta = pageTitle("三位一体 院校筛选");

const KEYS = ["keyword", "city", "type", "gaokaoWeight", "A", "B", "C", "D", "meets"] as const;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireTrinityScope(params.scope, request);
  const query = queryOf(request, KEYS);
  const result = await callTrinity<SchoolPage>(request, context, (client) => client.call(endpoints.trinitySchools, { ...query, pageSize: 200 }));
  return data({ scope, query, ...result }, { status: result.status });
}

export default function Trinity2018() {
  const { scope, query, answer, error } = useLoaderData<typeof loader>();
  const q = (k: string) => (typeof query[k] === "string" ? (query[k] as string) : "");
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="t2018-title">
        <h1 className={c.title} id="t2018-title">
          三位一体 · 院校筛选
        </h1>
        <p className={c.muted}>
          浙江“三位一体”综合评价招生：综合分由学考、校测、高考按各校权重合成。按城市、类型、高考权重筛选，填上学考 A–D 门数可只看你达到学考门槛的院校。
          想算综合分？用 <Link to={`/${scope}/swytTrinityCalculator`}>综合分计算器</Link>。
        </p>
        <Form method="get" className={c.formRow}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="t-keyword">
              院校名称
            </label>
            <input className={ui.input} id="t-keyword" name="keyword" defaultValue={q("keyword")} maxLength={40} size={12} />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="t-city">
              城市
            </label>
            <select className={ui.select} id="t-city" name="city" defaultValue={q("city")}>
              <option value="">不限</option>
              {answer?.cities.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="t-type">
              院校类型
            </label>
            <select className={ui.select} id="t-type" name="type" defaultValue={q("type")}>
              <option value="">不限</option>
              {answer?.types.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="t-weight">
              高考权重
            </label>
            <select className={ui.select} id="t-weight" name="gaokaoWeight" defaultValue={q("gaokaoWeight")}>
              <option value="">不限</option>
              {GAOKAO_WEIGHT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={`${ui.fieldset} ${s.fieldset}`}>
            <legend className={c.legend}>我的学考等级（10 门，可不填）</legend>
            <div className={s.grid}>
              {GRADES.map((g) => (
                <div key={g} className={ui.field}>
                  <label className={ui.label} htmlFor={`t-${g}`}>
                    {g} 门数
                  </label>
                  <input className={ui.input} id={`t-${g}`} name={g} inputMode="numeric" pattern="[0-9]*" maxLength={2} defaultValue={q(g)} />
                </div>
              ))}
            </div>
            <label className={ui.choice}>
              <input type="checkbox" name="meets" value="1" defaultChecked={q("meets") === "1"} /> 只看我达到学考门槛的院校
            </label>
          </fieldset>
          <div className={ui.field}>
            <button type="submit" className={ui.button}>
              筛选
            </button>
          </div>
        </Form>
      </section>
      {error ? (
        <p className={c.error} role="alert">
          {error}
        </p>
      ) : null}
      {answer ? (
        <section className={c.panel} aria-labelledby="t2018-results">
          <h2 className={c.title} id="t2018-results">
            {answer.year} 年三位一体院校（{answer.total} 所）
          </h2>
          <p className={c.muted}>
            数据来源：{answer.source.source}。学考门槛取各校最近一年公布的要求；“达到”按你填写的等级和该校折算表判断，无法量化的门槛显示“无法判断”。标“估计值”的往年数据为整数近似，并非学校公布。
          </p>
          {answer.total === 0 ? <p>没有符合条件的院校，请调整筛选条件。</p> : null}
          <ol className={c.list} aria-label="三位一体院校">
            {answer.results.map((school) => (
              <SchoolItem key={school.id} scope={scope} school={school} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
