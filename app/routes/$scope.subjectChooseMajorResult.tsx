import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { CoverageAnswer, GroupShare, MajorSubjectPage } from "#server/modules/xuanke/xuanke.schema";
import { XUANKE_TEXT } from "#server/modules/xuanke/xuanke.schema";
import { CompareForm, PickComboForm } from "../components/xuanke/ComboForms";
import { ScrollTable, ShareBar, XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import { ApiError, api } from "../lib/api.server";
import { formatCount } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { comparedCombos, pct, pickedSubjects } from "../lib/xuanke";

export const meta = pageTitle("科目选专业结果");

const PAGE_SIZE = 20;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const picked = pickedSubjects(url, scope);
  const inputs: Array<{ subjects?: string[]; combination?: string }> = [];
  if (picked) inputs.push({ subjects: picked });
  for (const c of comparedCombos(url)) inputs.push(c.subjects ? { subjects: c.subjects } : { combination: c.label });
  const query = new URLSearchParams(url.search);
  query.delete("page");
  const base = { scope, picked, query: query.toString(), answers: [] as CoverageAnswer[], closed: null as MajorSubjectPage | null, error: null as string | null };
  if (inputs.length === 0) return data(base);
  if (inputs.length > 3) return data({ ...base, error: XUANKE_TEXT.compareTooMany }, { status: 400 });
  const client = await api(request, context);
  try {
    const all = await Promise.all(inputs.map((input) => client.call(endpoints.majorSubjectCount, input)));
    const seen = new Set<string>();
    const answers = all.map((r) => r.data).filter((a) => !seen.has(a.combination.label) && seen.add(a.combination.label));
    const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
    const closed = (await client.call(endpoints.filterMajorSubjectPage, { subjects: answers[0]!.combination.subjects, current_page: page, page_size: PAGE_SIZE })).data;
    return data({ ...base, answers, closed });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ ...base, error: error.message }, { status: error.status });
    throw error;
  }
}

function Figures({ a }: { a: CoverageAnswer }) {
  return (
    <>
      <div className={s.figures}>
        <div className={s.figure}>
          <span>可报计划数占比</span>
          <span className={s.big} data-testid="places-share">
            {pct(a.places.share)}
          </span>
          <span className={s.muted}>
            {formatCount(a.places.open)} / {formatCount(a.places.total)} 个计划名额
          </span>
        </div>
        <div className={s.figure}>
          <span>可报专业占比</span>
          <span className={s.big} data-testid="majors-share">
            {pct(a.majors.share)}
          </span>
          <span className={s.muted}>
            {formatCount(a.majors.open)} / {formatCount(a.majors.total)} 个专业
          </span>
        </div>
      </div>
      <p className={s.muted}>
        数据：{a.basis} · 来源：{a.source}。计划数占比 = 该组合可报的计划名额 ÷ 全部计划名额；专业按目录代码（无代码时按专业名称）计，有一个可报的院校专业即算可报。
      </p>
      {a.note ? <p className={s.notice}>{a.note}</p> : null}
    </>
  );
}

function GroupTable({ groups, caption }: { groups: GroupShare[]; caption: string }) {
  return (
    <ScrollTable label={caption}>
      <table className={s.table}>
        <caption className={s.muted}>{caption}</caption>
        <thead>
          <tr>
            <th className={s.th} scope="col">
              名称
            </th>
            <th className={s.th} scope="col">
              可报计划数占比
            </th>
            <th className={s.th} scope="col">
              可报计划 / 计划
            </th>
            <th className={s.th} scope="col">
              可报专业 / 专业
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.code ?? g.name}>
              <th className={s.td} scope="row">
                {g.name}
              </th>
              <td className={s.td}>
                {pct(g.places.share)}
                <ShareBar share={g.places.share} />
              </td>
              <td className={s.num}>
                {formatCount(g.places.open)} / {formatCount(g.places.total)}
              </td>
              <td className={s.num}>
                {formatCount(g.majors.open)} / {formatCount(g.majors.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function Comparison({ answers }: { answers: CoverageAnswer[] }) {
  const disciplines = [...new Map(answers.flatMap((a) => a.byDiscipline.map((g) => [g.code ?? g.name, g.name] as const))).entries()];
  const of = (a: CoverageAnswer, key: string) => a.byDiscipline.find((g) => (g.code ?? g.name) === key);
  return (
    <section className={s.panel} aria-labelledby="compare-result-title">
      <h2 className={s.h2} id="compare-result-title">
        组合对比
      </h2>
      <ScrollTable label="组合对比">
        <table className={s.table} data-testid="compare-table">
          <caption className={s.muted}>
            {answers[0]!.basis}：各组合可报的计划数占比与专业占比
          </caption>
          <thead>
            <tr>
              <th className={s.th} scope="col">
                项目
              </th>
              {answers.map((a) => (
                <th className={s.th} scope="col" key={a.combination.label}>
                  {a.combination.label}
                  {a.year !== answers[0]!.year || a.track !== answers[0]!.track ? `（${a.basis}）` : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th className={s.td} scope="row">
                可报计划数占比
              </th>
              {answers.map((a) => (
                <td className={s.num} key={a.combination.label}>
                  {pct(a.places.share)}
                </td>
              ))}
            </tr>
            <tr>
              <th className={s.td} scope="row">
                可报计划名额
              </th>
              {answers.map((a) => (
                <td className={s.num} key={a.combination.label}>
                  {formatCount(a.places.open)}
                </td>
              ))}
            </tr>
            <tr>
              <th className={s.td} scope="row">
                可报专业占比
              </th>
              {answers.map((a) => (
                <td className={s.num} key={a.combination.label}>
                  {pct(a.majors.share)}
                </td>
              ))}
            </tr>
            {disciplines.map(([key, name]) => (
              <tr key={key}>
                <th className={s.td} scope="row">
                  {name}（计划数占比）
                </th>
                {answers.map((a) => (
                  <td className={s.num} key={a.combination.label}>
                    {pct(of(a, key)?.places.share)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

function pageHref(scope: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `/${scope}/subjectChooseMajorResult?${params.toString()}`;
}

function ClosedMajors({ scope, a, page, search }: { scope: string; a: CoverageAnswer; page: MajorSubjectPage; search: string }) {
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <section className={s.panel} aria-labelledby="closed-title">
      <h2 className={s.h2} id="closed-title">
        {a.combination.label}不能报考的专业（{formatCount(page.total)} 个）
      </h2>
      <p className={s.muted}>按计划名额从多到少；每个专业列出其院校专业的选科要求（括号内为计划名额）。数据：{page.basis}。</p>
      {page.content.length === 0 ? (
        <p>没有受限的专业。</p>
      ) : (
        <ul className={s.list} data-testid="closed-majors">
          {page.content.map((m) => (
            <li key={m.code ?? m.name} className={s.card}>
              <strong>
                {m.name}
                {m.code ? <span className={s.muted}> {m.code}</span> : null}
              </strong>
              <span className={s.muted}>
                {m.discipline} · {m.className} · 计划 {formatCount(m.totalPlaces)} 名
              </span>
              <span>选科要求：{m.requirements.map((r) => `${r.text}（${formatCount(r.places)}）`).join("；") || "-"}</span>
            </li>
          ))}
        </ul>
      )}
      <nav className={s.pager} aria-label="受限专业分页">
        {page.current_page > 1 ? <Link to={pageHref(scope, search, page.current_page - 1)}>上一页</Link> : null}
        <span>
          第 {page.current_page} / {pages} 页
        </span>
        {page.current_page < pages ? <Link to={pageHref(scope, search, page.current_page + 1)}>下一页</Link> : null}
      </nav>
    </section>
  );
}

export default function SubjectChooseMajorResult() {
  const { scope, picked, query, answers, closed, error } = useLoaderData<typeof loader>();
  const first = answers[0];
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="subjectChooseMajor" />
      <section className={s.panel} aria-labelledby="scmr-title">
        <h1 className={s.title} id="scmr-title">
          科目选专业{first ? `：${answers.map((a) => a.combination.label).join(" / ")}` : ""}
        </h1>
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        {first ? <Figures a={first} /> : !error ? <p>请先选择科目组合。</p> : null}
      </section>
      {answers.length > 1 ? <Comparison answers={answers} /> : null}
      {first ? (
        <section className={s.panel} aria-labelledby="disc-title">
          <h2 className={s.h2} id="disc-title">
            {first.combination.label}：按门类
          </h2>
          <GroupTable groups={first.byDiscipline} caption={`${first.basis}，按学科门类`} />
          <details className={s.details}>
            <summary className={s.summary}>按专业类查看（{first.byClass.length} 类）</summary>
            <GroupTable groups={first.byClass} caption={`${first.basis}，按专业类`} />
          </details>
        </section>
      ) : null}
      {first && closed ? <ClosedMajors scope={scope} a={first} page={closed} search={query} /> : null}
      <section className={s.panel}>
        <PickComboForm scope={scope} action={`/${scope}/subjectChooseMajorResult`} defaultSubjects={first?.combination.subjects ?? picked ?? undefined} />
      </section>
      <section className={s.panel}>
        <CompareForm scope={scope} action={`/${scope}/subjectChooseMajorResult`} defaults={answers.length > 1 ? answers.map((a) => a.combination.label) : undefined} />
      </section>
    </div>
  );
}
