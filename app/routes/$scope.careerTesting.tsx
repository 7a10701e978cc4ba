import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { PAGE_COUNT, SCALE, cleanAnswers, firstOpenPage, itemsOfPage, type Answers } from "#server/modules/interest-test/interest-test";
import { XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { currentUser, redirectOnUnauthorized } from "../lib/auth.server";
import { loadAnswers, saveAnswers } from "../lib/interest-test.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { flashNotice } from "../lib/session.server";

export const meta = pageTitle("兴趣测评");
export const headers = () => ({ "Cache-Control": "private, no-store" });

const TEST_TEXT = { pageIncomplete: "请回答本页全部题目后再继续" } as const;

function pageOf(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= PAGE_COUNT ? n : fallback;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { answers } = await loadAnswers(request, context, scope);
  const page = pageOf(new URL(request.url).searchParams.get("page"), firstOpenPage(answers) ?? PAGE_COUNT);
  return data({ scope, page, answers, answered: Object.keys(answers).length }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const form = await request.formData();
  const page = pageOf(form.get("page"), 1);
  const intent = String(form.get("intent") ?? "next");
  const given: Answers = cleanAnswers(Object.fromEntries(itemsOfPage(page).map((i) => [i.id, form.get(i.id)])));
  const answers = await saveAnswers(request, context, scope, given);
  const here = `/${scope}/careerTesting`;
  if (intent === "prev") return redirect(`${here}?page=${Math.max(1, page - 1)}`);
  if (itemsOfPage(page).some((i) => !given[i.id])) return data({ error: TEST_TEXT.pageIncomplete, page }, { status: 400 });
  if (page < PAGE_COUNT) return redirect(`${here}?page=${page + 1}`);
  const open = firstOpenPage(answers);
  if (open !== null) {
    await flashNotice(context, { kind: "error", message: `第 ${open} 页还有题目没有作答` });
    return redirect(`${here}?page=${open}`);
  }
  const { token } = await currentUser(request, context);
  if (token) {
    try {
      const result = (await (await api(request, context)).call(endpoints.finishCareerTest, { answers }, { token })).data;
      await flashNotice(context, { kind: "success", message: "测评结果已保存" });
      return redirect(`/${scope}/careerTestingResult?id=${encodeURIComponent(result.id)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return data({ error: error.message, page }, { status: 400 });
      await redirectOnUnauthorized(error, request, context, scope);
    }
  }
  return redirect(`/${scope}/careerTestingResult`);
}

export default function CareerTesting() {
  const { scope, page, answers, answered } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const items = itemsOfPage(page);
  const last = page === PAGE_COUNT;
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="careerTestingEnter" />
      <section className={s.panel} aria-labelledby="test-title">
        <h1 className={s.title} id="test-title">
          兴趣测评
        </h1>
        <p className={s.muted}>
          第 {page} / {PAGE_COUNT} 页 · 已答 {answered} / 48 题。想象自己去做下面这些事，凭第一感觉选出你有多喜欢，不用考虑能不能做到、收入高不高。
        </p>
        <progress max={48} value={answered} aria-label="答题进度">
          {answered} / 48
        </progress>
      </section>
      <section className={s.panel}>
        <Form method="post" action={`/${scope}/careerTesting?page=${page}`} key={page}>
          <input type="hidden" name="page" value={page} />
          {actionData?.error ? (
            <p className={ui.formError} role="alert">
              {actionData.error}
            </p>
          ) : null}
          {items.map((item, n) => (
            <fieldset className={s.item} key={item.id} data-testid="test-item">
              <legend className={s.itemLegend}>
                {(page - 1) * items.length + n + 1}. {item.zh}
              </legend>
              <div className={s.scale}>
                {SCALE.map((label, i) => (
                  <label className={s.scaleChoice} key={label}>
                    <input type="radio" name={item.id} value={i + 1} defaultChecked={answers[item.id] === i + 1} />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className={s.row}>
            {page > 1 ? (
              <button type="submit" name="intent" value="prev" className={ui.secondaryButton} formNoValidate>
                上一页
              </button>
            ) : null}
            <button type="submit" name="intent" value={last ? "finish" : "next"} className={ui.button}>
              {last ? "提交，查看结果" : "下一页"}
            </button>
          </div>
        </Form>
        <p className={s.muted}>
          每页的答案都会保存，刷新或稍后回来可以接着答。<Link to={`/${scope}/careerTestingEnter`}>返回测评首页</Link>
        </p>
      </section>
    </div>
  );
}
