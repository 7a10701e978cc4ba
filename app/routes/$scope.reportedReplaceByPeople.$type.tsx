import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { PLAN_TEXT } from "#server/modules/plans/plans.schema";
import * as c from "../components/candidates/candidates.css";
import { ApiError } from "../lib/api.server";
import { redirectOnUnauthorized } from "../lib/auth.server";
import { fillingGuard, loadDraft, startFirst } from "../lib/filling.server";
import { formatCount, formatHotDegree } from "../lib/format";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("相近位次同学的选择");
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** How often students at similar ranks hold each entry of the draft (saved plans, counts only: anonymised). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  const rank = current.view.student.rankUsed;
  const entries = current.view.entries;
  let hot = null;
  if (rank) {
    try {
      hot = (await g.client.call(endpoints.getUserHotDegree, { type: g.type, rank, unitIds: entries.map((e) => e.unitId) }, { token: g.token })).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) await redirectOnUnauthorized(error, request, context, g.scope);
    }
  }
  const focus = new URL(request.url).searchParams.get("unitId");
  return data({ scope: g.scope, type: g.type, rank, hot, focus, names: entries.map((e) => (e.unit ? `${e.unit.universityName} ${e.unit.majorName}` : e.unitId)) });
}

export default function ReportedReplaceByPeople() {
  const { scope, type, rank, hot, focus, names } = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="rbp-title">
        <h1 className={c.title} id="rbp-title">
          相近位次同学的选择
        </h1>
        <p className={c.muted}>
          统计位次在 {hot ? `${formatCount(hot.rankRange[0])}–${formatCount(hot.rankRange[1])}` : "-"}（你的位次 {formatCount(rank)} 上下 10%）的同学已保存的志愿方案，只统计人数，不显示任何个人信息。
        </p>
        {!hot || !hot.enough ? (
          <p data-testid="hot-not-enough">
            {PLAN_TEXT.notEnough}：相近位次的已保存方案只有 {hot?.plans ?? 0} 份，少于 30 份时不显示比例。
          </p>
        ) : (
          <table className={c.lines}>
            <caption>共 {formatCount(hot.plans)} 份方案</caption>
            <thead>
              <tr>
                <th className={c.cell} scope="col">
                  志愿
                </th>
                <th className={c.cell} scope="col">
                  填报热度
                </th>
              </tr>
            </thead>
            <tbody>
              {hot.units.map((u, i) => (
                <tr key={u.unitId} aria-current={u.unitId === focus ? "true" : undefined}>
                  <td className={c.cell}>{names[i]}</td>
                  <td className={c.cell}>{formatHotDegree(u.hot_degree)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          <Link to={`/${scope}/reportedThird/${type}`}>返回志愿表</Link>
        </p>
      </section>
    </div>
  );
}
