import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { ApiError, api } from "../lib/api.server";
import { formatChinaTime } from "../lib/format";
import { requireScope } from "../lib/scope.server";
import { applyPeriod, formatDay, planText } from "../components/showcase/vocational";
import * as layout from "../components/layout.css";
import * as s from "./news.css";
import * as c from "./showcase.css";

export const meta = ({ data: d, matches }: { data?: { programme?: { title: string } }; matches: { id: string; data?: unknown }[] }) => {
  const brand = (matches.find((m) => m.id === "root")?.data as { channel?: { brandName: string } } | undefined)?.channel?.brandName;
  const title = d?.programme?.title ?? "高职提前招生";
  return [{ title: brand ? `${title} - ${brand}` : title }];
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  if (SCOPE_INFO[scope].menu !== "full" || !/^\d{1,9}$/.test(params.id ?? "")) throw new Response("Not Found", { status: 404 });
  const { call } = await api(request, context);
  try {
    const { data: programme } = await call(endpoints.earlyVocationalInfo, { id: Number(params.id) });
    return data({ scope, programme }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function EarlyVocationalProgramme() {
  const { scope, programme: p } = useLoaderData<typeof loader>();
  const facts: [string, string][] = [
    ["招生院校", `${p.school}（${p.city}）`],
    ["招生专业", p.majors.join("、")],
    [`${p.year} 年计划人数`, planText(p.plan)],
    ["报名时间", applyPeriod(p)],
    ["考试日期", formatDay(p.examDate)],
  ];
  return (
    <div className={layout.container}>
      <article className={`${s.page} ${s.article}`}>
        <Link className={s.back} to={`/${scope}/earlyVocational`}>
          ‹ 返回高职提前招生
        </Link>
        <h1 className={s.title}>{p.title}</h1>
        <p className={s.meta}>
          <span>发布时间：{formatChinaTime(p.publishAt)}</span>
        </p>
        <dl className={c.facts}>
          {facts.map(([name, value]) => (
            <div key={name} style={{ display: "contents" }}>
              <dt className={c.factName}>{name}</dt>
              <dd className={c.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className={s.itemTitle}>报考条件与说明</h2>
        {/* Rendered from Markdown and sanitised on the server (server/modules/content/markdown.ts). */}
        {p.html ? <div className={s.body} dangerouslySetInnerHTML={{ __html: p.html }} /> : <p>-</p>}
        <p className={s.source}>来源：{p.source}（以院校招生章程和浙江省教育考试院公告为准）</p>
      </article>
    </div>
  );
}
