import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { Sources } from "../components/Sources";
import { formatCount, formatMajorGrade, formatRank, formatTrack, orDash } from "../lib/format";
import { loadUniversityPage } from "../lib/university-page.server";
import * as u from "./university.css";

export const meta = ({ data }: { data?: { name?: string } }) => [{ title: data?.name ? `${data.name} 招生专业` : "院校招生专业" }];

/** The university's majors in this scope: the newest plans with each major's newest line beside it. */
export async function loader(args: LoaderFunctionArgs) {
  const { scope, ucode, answer } = await loadUniversityPage(args, (call, ucode) =>
    Promise.all([call(endpoints.universityByUcode, { ucode }), call(endpoints.enrollmentPlans, { ucode, studentProvinceId: 1100 }), call(endpoints.majorEnrolls, { ucode })]),
  );
  const [info, plans, lines] = answer;
  const newestLines = lines.data.results[0] ?? null;
  const lineOf = new Map((newestLines?.items ?? []).map((l) => [`${l.track}|${l.majorName}`, l]));
  const rows = plans.data.results.map((p) => ({ plan: p, line: lineOf.get(`${p.track}|${p.majorName}`) ?? null }));
  return data({ scope, scopeName: SCOPE_INFO[scope].name, name: info.data.university_info.name, ucode, year: plans.data.year, lineYear: newestLines?.year ?? null, rows, lineItems: rows.length === 0 ? (newestLines?.items ?? []) : [] });
}

export default function UniversityProfessionList() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={u.page}>
      <section className={u.panel} aria-labelledby="upl-title">
        <h1 className={u.title} id="upl-title">
          {d.name} · 在{d.scopeName}招生的专业
        </h1>
        <p className={u.note}>
          {d.year ? `${d.year} 年招生计划` : "暂无招生计划"}
          {d.lineYear ? `，专业录取线取 ${d.lineYear} 年（同科类、同名专业）` : "，暂无专业录取线"}。
          <Link className={u.link} to={`/${d.scope}/universityInquiryDetail/${d.ucode}`}>
            返回院校详情
          </Link>
        </p>
        {d.rows.length === 0 && d.lineItems.length === 0 ? <p>暂无{d.scopeName}的专业数据。</p> : null}
        {d.rows.length > 0 ? (
          <div className={u.tableWrap} tabIndex={0} role="region" aria-label="招生专业表">
            <table className={u.table} data-testid="profession-table">
              <thead>
                <tr>
                  <th scope="col">专业</th>
                  <th scope="col">层次</th>
                  <th scope="col">科类</th>
                  <th scope="col">{d.year} 计划数</th>
                  <th scope="col">学费（元/年）</th>
                  <th scope="col">选科要求</th>
                  <th scope="col">{d.lineYear ?? ""} 最低分</th>
                  <th scope="col">{d.lineYear ?? ""} 最低位次</th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map(({ plan: p, line: l }, i) => (
                  <tr key={i}>
                    <td>
                      {p.majorCode ? (
                        <Link className={u.link} to={`/${d.scope}/${p.major_grade === 1 ? "professionDetails" : "professionDetailsZhuan"}?code=${encodeURIComponent(p.majorCode)}`}>
                          {p.majorName}
                        </Link>
                      ) : (
                        p.majorName
                      )}
                    </td>
                    <td>{formatMajorGrade(p.major_grade)}</td>
                    <td>{formatTrack(p.track)}</td>
                    <td>{formatCount(p.planCount)}</td>
                    <td>{formatCount(p.tuition)}</td>
                    <td>{orDash(p.subjectRequirement)}</td>
                    <td>{orDash(l?.minScore ?? p.majorMinScore)}</td>
                    <td>{formatRank(l?.minRank ?? p.majorMinRank, l?.rankKind)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {d.lineItems.length > 0 ? (
          <div className={u.tableWrap} tabIndex={0} role="region" aria-label="专业录取线表">
            <table className={u.table}>
              <thead>
                <tr>
                  <th scope="col">专业</th>
                  <th scope="col">科类</th>
                  <th scope="col">最低分</th>
                  <th scope="col">最低位次</th>
                </tr>
              </thead>
              <tbody>
                {d.lineItems.map((l, i) => (
                  <tr key={i}>
                    <td>{l.majorName}</td>
                    <td>{formatTrack(l.track)}</td>
                    <td>{orDash(l.minScore)}</td>
                    <td>{formatRank(l.minRank, l.rankKind)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Sources sources={[...d.rows.flatMap((r) => [r.plan.source, ...(r.line ? [r.line.source] : [])]), ...d.lineItems.map((l) => l.source)]} />
      </section>
    </div>
  );
}
