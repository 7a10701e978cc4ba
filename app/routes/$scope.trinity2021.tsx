import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { MajorPage } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { MajorTable, TrinityError } from "../components/trinity/TrinityParts";
import { AnySelect, KeywordField, SubmitField } from "../components/ui/FilterFields";
import * as t from "../components/trinity/trinity.css";
import * as ui from "../components/ui/ui.css";
import { pageTitle } from "../lib/meta";
import { ELECTIVES } from "../lib/trinity";
import { callTrinity, queryOf, requireTrinityScope, studentRecord } from "../lib/trinity.server";

export const meta = pageTitle("三位一体 专业筛选");
// Eligibility may come from the viewer's own record.
export const headers = () => ({ "Cache-Control": "private, no-store" });

const KEYS = ["keyword", "majorClass", "school", "subjects", "eligibleOnly", "page"] as const;
const PAGE_SIZE = 50;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireTrinityScope(params.scope, request);
  const url = new URL(request.url);
  const query = queryOf(request, KEYS);
  const record = await studentRecord(request, context);
  // Until the form is sent, a logged-in student's electives come from their newest score record.
  const fromRecord = !url.searchParams.has("f") && record ? record : null;
  if (fromRecord) query.subjects = fromRecord.subjects;
  const result = await callTrinity<MajorPage>(request, context, (client) => client.call(endpoints.trinityMajors, { ...query, pageSize: PAGE_SIZE }));
  const subjects = typeof query.subjects === "string" ? [query.subjects] : (query.subjects ?? []);
  return data({ scope, query, subjects, fromRecord: fromRecord?.label ?? null, ...result }, { status: result.status, headers: { "Cache-Control": "private, no-store" } });
}

export default function Trinity2021() {
  const { scope, query, subjects, fromRecord, answer, error } = useLoaderData<typeof loader>();
  const location = useLocation();
  const q = (k: string) => (typeof query[k] === "string" ? (query[k] as string) : "");
  const page = Number(q("page") || "1");
  const pages = answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1;
  const pageHref = (p: number) => {
    const u = new URLSearchParams(location.search);
    u.set("page", String(p));
    u.set("f", "1");
    for (const s of subjects) if (!u.getAll("subjects").includes(s)) u.append("subjects", s);
    return `?${u.toString()}`;
  };
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="t2021-title">
        <h1 className={c.title} id="t2021-title">
          三位一体 · 专业筛选（非高水平）
        </h1>
        <p className={c.muted}>
          各校三位一体招生专业的类别、选科要求和计划。勾选你的选考科目，即可看出哪些专业向你开放。院校规则见 <Link to={`/${scope}/trinity2018`}>院校筛选</Link>，综合分用 <Link to={`/${scope}/swytTrinityCalculator`}>综合分计算器</Link>。
        </p>
        <Form method="get" className={c.formRow}>
          <input type="hidden" name="f" value="1" />
          <KeywordField id="m-keyword" label="专业或院校名称" defaultValue={q("keyword")} />
          <AnySelect id="m-class" name="majorClass" label="专业类" options={answer?.majorClasses} defaultValue={q("majorClass")} />
          <AnySelect id="m-school" name="school" label="院校" options={answer?.schools} defaultValue={q("school")} />
          <fieldset className={`${ui.fieldset} ${t.fieldset}`}>
            <legend className={c.legend}>我的选考科目（选 3 门）</legend>
            <div className={ui.checkboxRow}>
              {ELECTIVES.map((x) => (
                <label key={x} className={ui.choice}>
                  <input type="checkbox" name="subjects" value={x} defaultChecked={subjects.includes(x)} /> {x}
                </label>
              ))}
            </div>
            <label className={ui.choice}>
              <input type="checkbox" name="eligibleOnly" value="1" defaultChecked={q("eligibleOnly") === "1"} /> 只看我的选考符合要求的专业
            </label>
          </fieldset>
          <SubmitField>筛选</SubmitField>
        </Form>
        {fromRecord ? (
          <p className={c.muted} data-testid="from-record">
            已按你的成绩记录（{fromRecord}）的选考科目判断是否符合。
          </p>
        ) : null}
      </section>
      <TrinityError error={error} />
      {answer ? (
        <section className={c.panel} aria-labelledby="t2021-results">
          <h2 className={c.title} id="t2021-results" data-testid="major-total">
            {answer.year} 年三位一体专业（{answer.total} 个）
          </h2>
          <p className={c.muted}>
            数据来源：{answer.source.source}。选科要求“物理+化学（均须选考）”即两门都要选；章程未列选考要求的记为不限。计划为“-”表示学校未公布。
          </p>
          <MajorTable scope={scope} majors={answer.results} showSchool caption={`三位一体招生专业，第 ${page} / ${pages} 页`} />
          {pages > 1 ? (
            <nav className={c.pager} aria-label="翻页">
              {page > 1 ? <Link to={pageHref(page - 1)}>上一页</Link> : null}
              <span>
                第 {page} / {pages} 页
              </span>
              {page < pages ? <Link to={pageHref(page + 1)}>下一页</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
