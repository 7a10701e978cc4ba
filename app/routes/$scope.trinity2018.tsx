import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { SchoolPage } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { GradeCountsFieldset, SchoolResults, TrinityError } from "../components/trinity/TrinityParts";
import { AnySelect, KeywordField, SubmitField } from "../components/ui/FilterFields";
import * as ui from "../components/ui/ui.css";
import { pageTitle } from "../lib/meta";
import { GAOKAO_WEIGHT_OPTIONS } from "../lib/trinity";
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
          <KeywordField id="t-keyword" label="院校名称" defaultValue={q("keyword")} />
          <AnySelect id="t-city" name="city" label="城市" options={answer?.cities} defaultValue={q("city")} />
          <AnySelect id="t-type" name="type" label="院校类型" options={answer?.types} defaultValue={q("type")} />
          <AnySelect id="t-weight" name="gaokaoWeight" label="高考权重" options={GAOKAO_WEIGHT_OPTIONS} defaultValue={q("gaokaoWeight")} />
          <GradeCountsFieldset idPrefix="t" legend="我的学考等级（10 门，可不填）" values={q}>
            <label className={ui.choice}>
              <input type="checkbox" name="meets" value="1" defaultChecked={q("meets") === "1"} /> 只看我达到学考门槛的院校
            </label>
          </GradeCountsFieldset>
          <SubmitField>筛选</SubmitField>
        </Form>
      </section>
      <TrinityError error={error} />
      {answer ? (
        <SchoolResults scope={scope} headingId="t2018-results" title={`${answer.year} 年三位一体院校（${answer.total} 所）`} schools={answer.results} empty="没有符合条件的院校，请调整筛选条件。">
          <p className={c.muted}>
            数据来源：{answer.source.source}。学考门槛取各校最近一年公布的要求；“达到”按你填写的等级和该校折算表判断，无法量化的门槛显示“无法判断”。标“估计值”的往年数据为整数近似，并非学校公布。
          </p>
        </SchoolResults>
      ) : null}
    </div>
  );
}
