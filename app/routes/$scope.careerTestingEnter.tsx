import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { TYPES, TYPE_INFO } from "#server/modules/interest-test/interest-test";
import type { TestResult } from "#server/modules/interest-test/interest-test.schema";
import { XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import * as ui from "../components/ui/ui.css";
import { api } from "../lib/api.server";
import { redirectOnUnauthorized } from "../lib/auth.server";
import { formatChinaTime } from "../lib/format";
import { clearAnswers, loadAnswers } from "../lib/interest-test.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("性格测选科");
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { answers, token } = await loadAnswers(request, context, scope);
  let results: TestResult[] = [];
  if (token) {
    try {
      results = (await (await api(request, context)).call(endpoints.careerTestResults, {}, { token })).data;
    } catch (error) {
      await redirectOnUnauthorized(error, request, context, scope);
    }
  }
  return data({ scope, answered: Object.keys(answers).length, loggedIn: Boolean(token), results }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  await clearAnswers(request, context, scope);
  return redirect(`/${scope}/careerTesting?page=1`);
}

export default function CareerTestingEnter() {
  const { scope, answered, loggedIn, results } = useLoaderData<typeof loader>();
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="careerTestingEnter" />
      <section className={s.panel} aria-labelledby="cte-title">
        <h1 className={s.title} id="cte-title">
          性格测选科：兴趣测评
        </h1>
        <p>
          48 道题，每页 6 题，共 8 页，大约 5 分钟。测评依据霍兰德职业兴趣理论（RIASEC），把兴趣分成六种类型，得出你的三字母霍兰德代码，再推荐适合的专业类和选科组合。
        </p>
        <ul className={s.chips}>
          {TYPES.map((t) => (
            <li key={t} className={s.chip}>
              {t} {TYPE_INFO[t].name}：{TYPE_INFO[t].short}
            </li>
          ))}
        </ul>
        <div className={s.row}>
          {answered > 0 && answered < 48 ? (
            <Link className={ui.button} to={`/${scope}/careerTesting`}>
              继续答题（已答 {answered} / 48 题）
            </Link>
          ) : (
            <Link className={ui.button} to={`/${scope}/careerTesting?page=1`}>
              开始测评
            </Link>
          )}
          {answered > 0 ? (
            <Form method="post">
              <button type="submit" className={ui.secondaryButton}>
                重新开始
              </button>
            </Form>
          ) : null}
        </div>
        <p className={s.muted}>
          {loggedIn ? "测评结果会保存在你的账号里。" : "不登录也可以测评；登录后结果会保存下来，随时查看。"} 题目改写自公开的 RIASEC 兴趣量表（Armstrong 等，2008），仅供选科参考。
        </p>
      </section>
      {loggedIn ? (
        <section className={s.panel} aria-labelledby="saved-title">
          <h2 className={s.h2} id="saved-title">
            我的测评记录
          </h2>
          {results.length === 0 ? (
            <p className={s.muted}>还没有完成的测评。</p>
          ) : (
            <ul className={s.list} data-testid="saved-results">
              {results.map((r) => (
                <li key={r.id} className={s.card}>
                  <Link to={`/${scope}/careerTestingResult?id=${encodeURIComponent(r.id)}`}>
                    霍兰德代码 {r.code}（{[...r.code].map((t) => TYPE_INFO[t as keyof typeof TYPE_INFO]?.name).join("、")}）
                  </Link>
                  <span className={s.muted}>{formatChinaTime(r.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
