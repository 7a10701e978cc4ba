import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { TYPE_INFO, type RiasecType } from "#server/modules/interest-test/interest-test";
import type { HuolandeListAnswer } from "#server/modules/interest-test/interest-test.schema";
import { XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("霍兰德代码匹配专业类");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const code = (new URL(request.url).searchParams.get("code") ?? "").trim().toUpperCase().slice(0, 6);
  if (!code) return data({ scope, code, answer: null as HuolandeListAnswer | null, error: null as string | null });
  try {
    const answer = (await (await api(request, context)).call(endpoints.huolandeFieldProfessionList, { code, limit: 30 })).data;
    return data({ scope, code, answer, error: null });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ scope, code, answer: null, error: error.message }, { status: error.status });
    throw error;
  }
}

export default function CareerTestingMajors() {
  const { scope, code, answer, error } = useLoaderData<typeof loader>();
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="careerTestingEnter" />
      <section className={s.panel} aria-labelledby="ctm-title">
        <h1 className={s.title} id="ctm-title">
          霍兰德代码匹配的专业类{answer ? `：${answer.code}` : ""}
        </h1>
        <Form method="get" className={`${s.row} ${s.narrowStack}`}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="holland-code">
              霍兰德代码（1–3 个字母，如 IAS）
            </label>
            <input className={ui.input} id="holland-code" name="code" defaultValue={code} maxLength={6} />
          </div>
          <div className={ui.field}>
            <button type="submit" className={ui.button}>
              查看
            </button>
          </div>
        </Form>
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        <p className={s.muted}>
          还不知道自己的代码？<Link to={`/${scope}/careerTestingEnter`}>先做兴趣测评</Link>。每个专业类标有 1–3 个最典型的兴趣类型，匹配度按它们与你的代码的重合程度计算（第一个字母权重最高）。
        </p>
      </section>
      {answer ? (
        <section className={s.panel} aria-labelledby="ctm-list-title">
          <h2 className={s.h2} id="ctm-list-title">
            {[...answer.code].map((t) => TYPE_INFO[t as RiasecType]?.name).join(" · ")}：最匹配的 {answer.classes.length} 个专业类
          </h2>
          <ol className={s.list} data-testid="class-list">
            {answer.classes.map((c) => (
              <li key={c.code} className={s.card}>
                <strong>
                  <Link to={`/${scope}/careerTestingMajorsEnter?class=${c.code}&code=${answer.code}`}>{c.name}</Link> <span className={s.muted}>匹配度 {c.fit}</span>
                </strong>
                <span className={s.muted}>
                  {c.discipline ?? "-"} · 类型 {c.riasec}
                </span>
                <span>{c.reason}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
