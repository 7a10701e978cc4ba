import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import {
  MD_LEVELS,
  MD_TEXT,
} from "#server/modules/major-descriptions/md-admin.schema";
import { List } from "../components/majors/MajorDetailPage";
import * as m from "../components/majors/majors.css";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { flashNotice } from "../lib/session.server";
import { majorEditPath } from "../lib/admin-majors";
import * as s from "./admin.css";

export const meta = () => [{ title: "编辑专业介绍 - 管理后台" }];

function keyOf(params: LoaderFunctionArgs["params"]) {
  const level = MD_LEVELS.find((l) => l === params.level);
  if (!level) throw new Response(MD_TEXT.notFound, { status: 404 });
  return { level, code: params.code ?? "" };
}
/** One course or career a line; blank lines dropped. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const item = await call(endpoints.adminMajorDescription, keyOf(params)).then(
    (r) => r.data,
    refusal
  );
  return data({ staff, item }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const key = keyOf(params);
  const values = {
    intro: text("intro"),
    courses: text("courses"),
    careers: text("careers"),
  };
  const intent = text("intent");
  try {
    if (intent === "publish") {
      // What is on the form is what gets published: save it as the draft first.
      await call(endpoints.adminSaveMajorDescription, {
        ...key,
        intro: values.intro,
        courses: lines(values.courses),
        careers: lines(values.careers),
      });
      await call(endpoints.adminPublishMajorDescription, key);
      await flashNotice(context, {
        kind: "success",
        message: MD_TEXT.published,
      });
    } else if (intent === "discard") {
      await call(endpoints.adminDiscardMajorDescription, key);
      await flashNotice(context, {
        kind: "success",
        message: MD_TEXT.discarded,
      });
    } else {
      await call(endpoints.adminSaveMajorDescription, {
        ...key,
        intro: values.intro,
        courses: lines(values.courses),
        careers: lines(values.careers),
      });
      await flashNotice(context, { kind: "success", message: MD_TEXT.saved });
    }
    return redirect(majorEditPath(key.level, key.code));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data({ error: error.message, values }, { status: error.status });
    throw error;
  }
}

export default function AdminMajorEditor() {
  const { staff, item } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const current = item.draft ?? item.published;
  const v = acted?.values ?? {
    intro: current?.intro ?? "",
    courses: (current?.courses ?? []).join("\n"),
    careers: (current?.careers ?? []).join("\n"),
  };
  const shown = item.draft ?? item.published;
  return (
    <>
      <p>
        <Link to="/admin/majors">← 专业介绍</Link>
      </p>
      <h1 className={s.h1}>
        {item.name}（{item.level} {item.code}）
      </h1>
      <p className={s.hint}>
        前台：
        {item.published
          ? `已发布，${item.published.author}，${item.published.date}`
          : "暂无本站编写的介绍"}
        {item.draft
          ? ` · 有待发布的草稿（${formatChinaTime(item.draft.updatedAt)} 保存）`
          : ""}
      </p>
      {staff.role !== "viewer" ? (
        <Form method="post" className={s.form}>
          <div className={s.field}>
            <label className={s.label} htmlFor="intro">
              专业介绍
            </label>
            <textarea
              className={s.input}
              id="intro"
              name="intro"
              rows={6}
              maxLength={2000}
              required
              defaultValue={v.intro}
              aria-describedby="intro-hint"
            />
            <p className={s.hint} id="intro-hint">
              20—2000
              字，只写这个专业学什么、培养什么；不写薪资、就业率等没有来源的数字。
            </p>
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor="courses">
              主要课程（每行一门，3—15 门）
            </label>
            <textarea
              className={s.input}
              id="courses"
              name="courses"
              rows={8}
              required
              defaultValue={v.courses}
            />
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor="careers">
              就业方向（每行一项，1—15 项）
            </label>
            <textarea
              className={s.input}
              id="careers"
              name="careers"
              rows={5}
              required
              defaultValue={v.careers}
            />
          </div>
          {acted?.error ? (
            <p className={s.error} role="alert">
              {acted.error}
            </p>
          ) : null}
          <div className={s.actions}>
            <button
              className={s.button}
              type="submit"
              name="intent"
              value="publish"
            >
              发布
            </button>
            <button
              className={s.secondary}
              type="submit"
              name="intent"
              value="draft"
            >
              保存草稿
            </button>
            {item.draft ? (
              <button
                className={s.secondary}
                type="submit"
                name="intent"
                value="discard"
                formNoValidate
              >
                放弃草稿
              </button>
            ) : null}
          </div>
        </Form>
      ) : null}
      <h2 className={s.h2}>
        {item.draft ? "预览（草稿）" : "预览（前台当前内容）"}
      </h2>
      <div className={s.preview} data-testid="major-preview">
        {shown ? (
          <>
            <section className={m.panel} aria-labelledby="preview-intro">
              <h3 id="preview-intro" className={m.panelTitle}>
                专业介绍
              </h3>
              <p className={m.intro}>{shown.intro}</p>
            </section>
            <section className={m.panel} aria-labelledby="preview-courses">
              <h3 id="preview-courses" className={m.panelTitle}>
                主要课程
              </h3>
              <List
                items={shown.courses}
                label="主要课程"
                testId="preview-courses"
              />
            </section>
            <section className={m.panel} aria-labelledby="preview-careers">
              <h3 id="preview-careers" className={m.panelTitle}>
                就业方向
              </h3>
              <List
                items={shown.careers}
                label="就业方向"
                testId="preview-careers"
              />
            </section>
          </>
        ) : (
          <p>暂无本站编写的专业介绍。</p>
        )}
      </div>
    </>
  );
}
