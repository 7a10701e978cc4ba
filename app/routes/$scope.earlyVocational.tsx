import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { api } from "../lib/api.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { TextField } from "../components/ui/TextField";
import { Pager, queryOf } from "../components/showcase/Pager";
import { applyPeriod, formatDay, planText } from "../components/showcase/vocational";
import * as layout from "../components/layout.css";
import * as ui from "../components/ui/ui.css";
import * as s from "./news.css";
import * as c from "./showcase.css";

export const meta = pageTitle("高职提前招生");

const PAGE_SIZE = 10;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  // Only the full menu (zj) has 高职提前招生 (spec §2).
  if (SCOPE_INFO[scope].menu !== "full") throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const text = (name: string, max: number) => url.searchParams.get(name)?.trim().slice(0, max) || undefined;
  const filters = { city: text("city", 20), school: text("school", 60), major: text("major", 60) };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const { call } = await api(request, context);
  const { data: programmes } = await call(endpoints.earlyVocational, { ...filters, page, pageSize: PAGE_SIZE });
  return data({ scope, programmes, filters }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function EarlyVocational() {
  const { scope, programmes, filters } = useLoaderData<typeof loader>();
  const filtering = Boolean(filters.city || filters.school || filters.major);
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>高职提前招生</h1>
        <p className={c.lead}>浙江省高职院校提前招生的招生专业、计划和报名时间，以各院校招生章程和浙江省教育考试院公告为准，每条注明来源。</p>
        <Form method="get" className={c.filters} role="search" aria-label="筛选招生项目">
          <div className={ui.field}>
            <label className={ui.label} htmlFor="voc-city">
              城市
            </label>
            <select id="voc-city" className={ui.select} name="city" defaultValue={filters.city ?? ""}>
              <option value="">全部城市</option>
              {programmes.cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <TextField label="院校" name="school" defaultValue={filters.school ?? ""} maxLength={60} placeholder="院校名称" />
          <TextField label="专业关键词" name="major" defaultValue={filters.major ?? ""} maxLength={60} placeholder="如：护理" />
          <div className={c.filterButtons}>
            <button type="submit" className={ui.button}>
              筛选
            </button>
            {filtering ? (
              <Link to={`/${scope}/earlyVocational`} className={ui.secondaryButton}>
                清除
              </Link>
            ) : null}
          </div>
        </Form>
        {programmes.results.length === 0 ? (
          <div className={s.empty} role="status">
            {filtering ? (
              <p>没有符合条件的招生项目，请放宽筛选条件。</p>
            ) : (
              <>
                <p>本年度的高职提前招生项目尚未发布。</p>
                <p>高职提前招生由各高职院校按浙江省教育考试院的统一安排组织，招生章程一般在当年春季发布；我们核实院校章程后，会在这里列出招生专业、计划人数和报名、考试时间。</p>
              </>
            )}
          </div>
        ) : (
          <ul className={s.list} data-testid="vocational-list">
            {programmes.results.map((p) => (
              <li key={p.id} className={s.item}>
                <div>
                  <h2 className={s.itemTitle}>
                    <Link className={s.itemLink} to={`/${scope}/earlyVocational/${p.id}`}>
                      {p.title}
                    </Link>
                  </h2>
                  <p className={s.summary}>
                    {p.school}（{p.city}） · 招生专业：{p.majors.join("、")}
                  </p>
                  <p className={s.meta}>
                    <span>
                      {p.year} 年计划：{planText(p.plan)}
                    </span>
                    <span>报名：{applyPeriod(p)}</span>
                    <span>考试：{formatDay(p.examDate)}</span>
                    <span>来源：{p.source}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={programmes.page}
          pageSize={programmes.pageSize}
          total={programmes.total}
          unit="个项目"
          href={(page) => `/${scope}/earlyVocational${queryOf({ ...filters, page })}`}
        />
      </div>
    </div>
  );
}
