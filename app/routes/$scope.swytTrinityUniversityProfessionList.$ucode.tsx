import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { SchoolDetail } from "#server/modules/trinity/trinity.schema";
import * as c from "../components/candidates/candidates.css";
import { MajorTable, WeightsLine } from "../components/trinity/TrinityParts";
import { pageTitle } from "../lib/meta";
import { planText } from "../lib/trinity";
import { callTrinity, requireTrinityScope, studentRecord } from "../lib/trinity.server";

export const meta = pageTitle("三位一体 院校专业");
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireTrinityScope(params.scope, request);
  if (!/^\d{1,9}$/.test(params.ucode ?? "")) throw data({ reason: "not-found" }, { status: 404 });
  const record = await studentRecord(request, context);
  const r = await callTrinity<SchoolDetail>(request, context, (client) => client.call(endpoints.trinitySchool, { ucode: params.ucode, ...(record ? { subjects: record.subjects } : {}) }));
  if (!r.answer) throw data({ reason: "not-found" }, { status: 404 });
  return data({ scope, detail: r.answer, record: record?.label ?? null }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function TrinityUniversityMajors() {
  const { scope, detail, record } = useLoaderData<typeof loader>();
  const school = detail.results;
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="tu-title">
        <h1 className={c.title} id="tu-title">
          {school.name} · 三位一体招生专业
        </h1>
        <WeightsLine school={school} />
        <p className={c.muted}>
          {school.year} 年计划 {planText(school.planTotal, school.planUnknown, school.majorCount)}，共 {school.majorCount} 个专业（来源：{school.source.source}）。
          {record ? `选科是否符合按你的成绩记录（${record}）判断。` : "登录并填写成绩后，可看出每个专业的选科要求你是否符合。"}
        </p>
        <p className={c.muted}>
          <Link to={`/${scope}/swytTrinityDetailRulesPage/${school.id}`}>查看招生规则与学考折算</Link> · <Link to={`/${scope}/trinity2018`}>返回院校筛选</Link>
        </p>
      </section>
      <section className={c.panel} aria-label="招生专业">
        <MajorTable scope={scope} majors={detail.major_details} showSchool={false} caption={`${school.name} ${school.year} 年三位一体招生专业`} />
      </section>
    </div>
  );
}
