import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { TYPES, TYPE_INFO, missingItems, scoreAnswers, type RiasecType, type TypeScore } from "#server/modules/interest-test/interest-test";
import type { HuolandeClass } from "#server/modules/interest-test/interest-test.schema";
import type { SubjectExtractAnswer } from "#server/modules/xuanke/xuanke.schema";
import { RiasecChart } from "../components/xuanke/RiasecChart";
import { XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import { ApiError, api } from "../lib/api.server";
import { currentUser, redirectOnUnauthorized } from "../lib/auth.server";
import { formatChinaTime } from "../lib/format";
import { loadAnswers } from "../lib/interest-test.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { pct } from "../lib/xuanke";

export const meta = pageTitle("测评结果");
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** Which result: a saved one (?id=, logged in), the newest saved one, or a visitor's finished answers in the session. */
async function resultOf(request: Request, context: Parameters<typeof loadAnswers>[1], scope: string): Promise<{ code: string; scores: TypeScore[]; createdAt: string | null; saved: boolean } | null> {
  const id = new URL(request.url).searchParams.get("id");
  const { token } = await currentUser(request, context);
  const client = await api(request, context);
  if (token) {
    try {
      if (id) {
        const r = (await client.call(endpoints.careerTestResult, { id }, { token })).data;
        return { code: r.code, scores: r.scores, createdAt: r.createdAt, saved: true };
      }
      const newest = (await client.call(endpoints.careerTestResults, {}, { token })).data[0];
      if (newest) return { code: newest.code, scores: newest.scores, createdAt: newest.createdAt, saved: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
      await redirectOnUnauthorized(error, request, context, scope);
    }
  }
  const { answers } = await loadAnswers(request, context, scope);
  if (missingItems(answers).length > 0) return null;
  const r = scoreAnswers(answers);
  return { code: r.code, scores: r.scores, createdAt: null, saved: false };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const result = await resultOf(request, context, scope);
  if (!result) throw redirect(`/${scope}/careerTestingEnter`);
  const client = await api(request, context);
  const scores = Object.fromEntries(result.scores.map((x) => [x.type, x.percent])) as Record<RiasecType, number>;
  const classes = (await client.call(endpoints.huolandeFieldProfessionList, { code: result.code, scores, limit: 8 })).data.classes;
  let extract: SubjectExtractAnswer | null = null;
  try {
    extract = (await client.call(endpoints.subjectExtract, { majors: classes.slice(0, 3).map((c) => c.code) })).data;
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) throw error;
  }
  const { user } = await currentUser(request, context);
  return data({ scope, result, classes, extract, loggedIn: Boolean(user) }, { headers: { "Cache-Control": "private, no-store" } });
}

function ClassCard({ scope, c, code }: { scope: string; c: HuolandeClass; code: string }) {
  return (
    <li className={s.card} data-testid="fit-class">
      <strong>
        <Link to={`/${scope}/careerTestingMajorsEnter?class=${c.code}&code=${code}`}>{c.name}</Link> <span className={s.muted}>匹配度 {c.fit}</span>
      </strong>
      <span className={s.muted}>
        {c.discipline ?? "-"} · 类型 {c.riasec}
      </span>
      <span>{c.reason}</span>
    </li>
  );
}

export default function CareerTestingResult() {
  const { scope, result, classes, extract, loggedIn } = useLoaderData<typeof loader>();
  const sorted = [...result.scores].sort((a, b) => b.sum - a.sum);
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="careerTestingEnter" />
      <section className={s.panel} aria-labelledby="ctr-title">
        <h1 className={s.title} id="ctr-title">
          测评结果
        </h1>
        <p>
          你的霍兰德代码：
          <span className={s.code} data-testid="holland-code">
            {result.code}
          </span>
        </p>
        <p className={s.muted}>
          {result.createdAt ? `测评时间 ${formatChinaTime(result.createdAt)} · ` : ""}
          {result.saved ? "已保存到你的账号" : loggedIn ? "" : "登录后测评，结果可保存"}
        </p>
        <RiasecChart scores={result.scores} />
        <p className={s.muted}>每种类型 8 题，每题 1–5 分，合计 8–40 分，换算为 0–100 分；得分最高的三种类型按从高到低组成霍兰德代码（同分时按 R I A S E C 的顺序）。</p>
        <h2 className={s.h2}>三种主要类型</h2>
        <ul className={s.list}>
          {[...result.code].map((t) => (
            <li key={t} className={s.card}>
              <strong>
                {t} {TYPE_INFO[t as RiasecType].name}（{sorted.find((x) => x.type === t)?.percent} 分）
              </strong>
              <span>{TYPE_INFO[t as RiasecType].meaning}</span>
            </li>
          ))}
        </ul>
        <details className={s.details}>
          <summary className={s.summary}>六种类型都是什么意思</summary>
          <ul className={s.list}>
            {TYPES.map((t) => (
              <li key={t}>
                <strong>
                  {t} {TYPE_INFO[t].name}
                </strong>
                ：{TYPE_INFO[t].meaning}
              </li>
            ))}
          </ul>
        </details>
      </section>
      <section className={s.panel} aria-labelledby="fit-title">
        <h2 className={s.h2} id="fit-title">
          适合你的专业类
        </h2>
        <ul className={s.list}>
          {classes.map((c) => (
            <ClassCard key={c.code} scope={scope} c={c} code={result.code} />
          ))}
        </ul>
        <p>
          <Link to={`/${scope}/careerTestingMajors?code=${result.code}`}>查看更多匹配的专业类</Link>
        </p>
      </section>
      {extract ? (
        <section className={s.panel} aria-labelledby="fit-combos-title">
          <h2 className={s.h2} id="fit-combos-title">
            适合的选科组合
          </h2>
          <p className={s.muted}>
            按前三个专业类（{classes
              .slice(0, 3)
              .map((c) => c.name)
              .join("、")}
            ）在本省 {extract.year} 年的计划名额计算。
          </p>
          {extract.core ? (
            <p className={s.notice} data-testid="fit-pair">
              优先考虑选考 <strong>{extract.core.label}</strong>：{extract.core.combinations.join("、")} 可报这些专业类计划数的 {pct(extract.core.minShare)}
              {extract.core.maxShare !== extract.core.minShare ? ` 至 ${pct(extract.core.maxShare)}` : ""}。
            </p>
          ) : null}
          <ol className={s.list} data-testid="fit-combinations">
            {extract.combinations.slice(0, 5).map((c) => (
              <li key={c.label}>
                <strong>{c.label}</strong>：可报计划数占比 {pct(c.share)}
                {c.keepsAllOpen ? "" : "（有专业类不能报）"}
              </li>
            ))}
          </ol>
          {extract.note ? <p className={s.notice}>{extract.note}</p> : null}
          <p>
            <Link to={`/${scope}/majorChooseSubjectResult?${classes
              .slice(0, 3)
              .map((c) => `m=${c.code}`)
              .join("&")}`}>查看这些专业类的选科要求明细</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
