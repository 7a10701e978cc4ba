import type { LoaderFunctionArgs, LinksFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import { endpoints } from "#server/contracts/endpoints";
import { isPlanType } from "#server/modules/plans/plan-rules";
import { planColumns, planRows } from "#server/modules/plans/plan-rows";
import type { PlanView } from "#server/modules/plans/plans.schema";
import { ChecksList, OutcomeSummary } from "../components/filling/PlanParts";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { redirectOnUnauthorized, requireUser } from "../lib/auth.server";
import { fillingGuard, loadDraft, startFirst } from "../lib/filling.server";
import { formatChinaTime, formatCount } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as p from "./print-page.css";

export const meta = pageTitle("打印志愿表");
export const headers = () => ({ "Cache-Control": "private, no-store" });
/** A4 with page numbers (Chromium prints @page margin boxes). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/print-a4.css", media: "print" }];

/** A saved plan (?id=), a shared read-only link (?share=), or the draft being edited. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const share = url.searchParams.get("share");
  if (share) {
    const scope = await requireScope(params.scope, request);
    if (!params.type || !isPlanType(scope, params.type)) throw data({ reason: "not-found" }, { status: 404 });
    try {
      const view = (await (await api(request, context)).call(endpoints.getShareEnrollRecord, { share })).data;
      return data({ scope, view, shared: true, draft: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
      throw error;
    }
  }
  const id = url.searchParams.get("id");
  if (id) {
    const scope = await requireScope(params.scope, request);
    if (!params.type || !isPlanType(scope, params.type)) throw data({ reason: "not-found" }, { status: 404 });
    const { token } = await requireUser(request, context, scope);
    try {
      const view = (await (await api(request, context)).call(endpoints.getEnrollRecordById, { id }, { token })).data;
      return data({ scope, view, shared: false, draft: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
      return redirectOnUnauthorized(error, request, context, scope);
    }
  }
  const g = await fillingGuard(params, request, context);
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  return data({ scope: g.scope, view: current.view, shared: false, draft: true });
}

export default function ReportedPrintPage() {
  const { scope, view, shared, draft } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<{ channel: Channel }>("root");
  const v = view as PlanView;
  const s = v.student;
  return (
    <article className={p.root} aria-labelledby="print-title">
      <div className={p.brand}>
        <p className={p.brandName}>{root?.channel.brandName ?? "志愿规划"}</p>
        <span>打印时间以浏览器为准 · 方案更新于 {formatChinaTime(v.updatedAt)}</span>
      </div>
      <h1 id="print-title">
        {v.name || `${v.typeName}志愿方案`}
        {draft ? "（草稿，尚未保存）" : ""}
      </h1>
      <p data-testid="print-student">
        {v.typeName} · {v.year} 年 · 位次 {formatCount(s.rankUsed)}
        {s.rankFromYear ? `（按 ${s.rankFromYear} 年一分一段表）` : ""}
        {s.score != null ? ` · 高考总分 ${s.score}` : ""}
        {s.subjects?.length ? ` · 选考 ${s.subjects.join(" ")}` : ""} · 共 {v.entries.length} 个志愿
      </p>
      <OutcomeSummary outcome={v.outcome} />
      <div className={p.noPrint}>
        <ChecksList checks={v.checks} />
      </div>
      <div className={p.tableWrap} tabIndex={0} role="region" aria-label="志愿明细（窄屏可左右滚动）">
        <table className={p.table} data-testid="print-table">
          <caption>志愿明细（录取概率为估算；历年线：年份: 最低分/最低位次）</caption>
          <thead>
            <tr>
              {planColumns(v.scope).map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {planRows(v).map((r, i) => (
              <tr key={i}>
                {r.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>数据来源：{v.source || "-"}。实际填报以省教育考试院公布为准。</p>
      <div className={`${p.noPrint}`}>
        <PrintButton />{" "}
        {!shared && !draft && v.id ? (
          <Form method="post" action={`/${scope}/personalCenter/mySave`} reloadDocument style={{ display: "inline" }}>
            <input type="hidden" name="intent" value="excel" />
            <input type="hidden" name="id" value={v.id} />
            <button type="submit" className={ui.secondaryButton}>
              导出 Excel
            </button>
          </Form>
        ) : null}{" "}
        {!shared ? <Link to={draft ? `/${scope}/reportedThird/${v.type}` : `/${scope}/personalCenter/mySave`}>返回</Link> : null}
      </div>
    </article>
  );
}

/** Without JavaScript the browser's own print (Ctrl+P) prints the same page. */
function PrintButton() {
  return (
    <button type="button" className={ui.button} onClick={() => window.print()}>
      打印（或按 Ctrl+P）
    </button>
  );
}
