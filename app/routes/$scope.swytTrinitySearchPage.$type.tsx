import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { MajorPage, SchoolPage } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { MajorTable, SchoolResults, TrinityError } from "../components/trinity/TrinityParts";
import { KeywordField, SubmitField } from "../components/ui/FilterFields";
import { pageTitle } from "../lib/meta";
import { callTrinity, requireTrinityScope } from "../lib/trinity.server";

export const meta = pageTitle("三位一体 搜索");

const TYPES = { school: "搜院校", major: "搜专业" } as const;
type SearchType = keyof typeof TYPES;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireTrinityScope(params.scope, request);
  const type = params.type as SearchType;
  if (!(type in TYPES)) throw data({ reason: "not-found" }, { status: 404 });
  const keyword = new URL(request.url).searchParams.get("keyword") ?? "";
  if (!keyword.trim()) return data({ scope, type, keyword, schools: null, majors: null, error: null });
  if (type === "school") {
    const r = await callTrinity<SchoolPage>(request, context, (client) => client.call(endpoints.trinitySchools, { keyword, pageSize: 200 }));
    return data({ scope, type, keyword, schools: r.answer, majors: null, error: r.error }, { status: r.status });
  }
  const r = await callTrinity<MajorPage>(request, context, (client) => client.call(endpoints.trinityMajors, { keyword, pageSize: 200 }));
  return data({ scope, type, keyword, schools: null, majors: r.answer, error: r.error }, { status: r.status });
}

export default function TrinitySearch() {
  const { scope, type, keyword, schools, majors, error } = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="ts-title">
        <h1 className={c.title} id="ts-title">
          三位一体 · {TYPES[type]}
        </h1>
        <nav aria-label="搜索类型">
          <ul className={c.tabs}>
            {(Object.keys(TYPES) as SearchType[]).map((t) => (
              <li key={t}>
                <Link className={c.tab} to={`/${scope}/swytTrinitySearchPage/${t}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ""}`} aria-current={t === type ? "page" : undefined}>
                  {TYPES[t]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" className={c.formRow}>
          <KeywordField id="ts-keyword" label={type === "school" ? "院校名称" : "专业或院校名称"} defaultValue={keyword} size={16} required />
          <SubmitField>搜索</SubmitField>
        </Form>
      </section>
      <TrinityError error={error} />
      {schools ? (
        <SchoolResults scope={scope} headingId="ts-results" title={`找到 ${schools.total} 所院校`} schools={schools.results} empty="没有找到开展三位一体招生的该院校，请换个关键词。" />
      ) : null}
      {majors ? (
        <section className={c.panel} aria-labelledby="ts-results">
          <h2 className={c.title} id="ts-results">
            找到 {majors.total} 个专业
          </h2>
          <MajorTable scope={scope} majors={majors.results} showSchool caption={`${majors.year} 年三位一体招生专业（来源：${majors.source.source}）`} />
        </section>
      ) : null}
    </div>
  );
}
