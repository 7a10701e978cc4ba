import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { STATUS_LABEL, type AdminContent } from "#server/modules/content/content.schema";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { chinaLocalToIso, isoToChinaLocal } from "../lib/admin-labels";
import { targetOptions } from "../lib/admin-targets.server";
import { uploadChosen } from "../lib/admin-uploads.server";
import { TargetFields } from "../components/admin/TargetFields";
import { MarkdownField } from "../components/admin/MarkdownField";
import { flashNotice } from "../lib/session.server";
import * as s from "./admin.css";
import { ItemStatus } from "../components/admin/ItemStatus";

export const meta = () => [{ title: "编辑资讯 - 管理后台" }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  if (staff.role === "viewer") throw new Response("没有权限执行此操作", { status: 403 });
  const isNew = params.id === "new";
  if (!isNew && !/^\d{1,9}$/.test(params.id ?? "")) throw new Response("内容不存在或已下线", { status: 404 });
  const item = isNew ? null : await call(endpoints.adminContent, { id: Number(params.id) }).then((r) => r.data, refusal);
  return data({ item, options: targetOptions(staff, context) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const values = {
    title: text("title"),
    summary: text("summary"),
    category: text("category"),
    body: text("body"),
    source: text("source"),
    channels: form.getAll("channels").map(String),
    scopes: form.getAll("scopes").map(String),
    publishAt: text("publishAt"),
    coverUploadId: text("coverUploadId"),
  };
  const intent = text("intent");
  const actionName = intent === "publish" ? "publish" : intent === "archive" ? "archive" : "draft";
  try {
    const coverUploadId = (await uploadChosen(call, form, "cover"))?.id ?? (values.coverUploadId || null);
    const publishAt = values.publishAt ? chinaLocalToIso(values.publishAt) : null;
    if (values.publishAt && !publishAt) return data({ error: "请输入正确的发布时间", values }, { status: 400 });
    const input = { ...values, kind: "article" as const, coverUploadId, publishAt, action: actionName as "draft" | "publish" | "archive" };
    const saved: AdminContent =
      params.id === "new"
        ? (await call(endpoints.adminCreateContent, input)).data
        : (await call(endpoints.adminUpdateContent, { ...input, id: Number(params.id) })).data;
    await flashNotice(context, { kind: "success", message: `已保存：${saved.title}（${STATUS_LABEL[saved.status]}）` });
    return redirect("/admin");
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ error: error.message, values }, { status: error.status });
    throw error;
  }
}

export default function AdminArticleEditor() {
  const { item, options } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const v = acted?.values ?? {
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    category: item?.category ?? "",
    body: item?.body ?? "",
    source: item?.source ?? "",
    channels: item?.channels ?? [],
    scopes: item?.scopes ?? [],
    publishAt: isoToChinaLocal(item?.publishAt ?? null),
    coverUploadId: item?.coverUploadId ?? "",
  };
  return (
    <>
      <h1 className={s.h1}>{item ? "编辑资讯" : "新建资讯"}</h1>
      <ItemStatus item={item} />
      <Form method="post" encType="multipart/form-data" className={s.form}>
        <input type="hidden" name="coverUploadId" value={v.coverUploadId} />
        <div className={s.field}>
          <label className={s.label} htmlFor="title">
            标题
          </label>
          <input className={s.input} id="title" name="title" maxLength={80} required defaultValue={v.title} />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="summary">
            摘要
          </label>
          <input className={s.input} id="summary" name="summary" maxLength={200} defaultValue={v.summary} />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="category">
            分类
          </label>
          <input className={s.input} id="category" name="category" maxLength={20} defaultValue={v.category} />
        </div>
        <MarkdownField label="正文（Markdown）" value={v.body} required />
        <div className={s.field}>
          <label className={s.label} htmlFor="source">
            来源
          </label>
          <input className={s.input} id="source" name="source" maxLength={200} defaultValue={v.source} />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="cover">
            封面图片
          </label>
          {item?.cover && v.coverUploadId === item.coverUploadId ? <img className={s.cover} src={item.cover} alt="当前封面" /> : null}
          <input className={s.input} id="cover" name="cover" type="file" accept="image/png,image/jpeg,image/webp" aria-describedby="cover-hint" />
          <p className={s.hint} id="cover-hint">
            PNG、JPEG 或 WebP，不超过 2 MB，宽高不超过 4096 像素。
          </p>
        </div>
        <TargetFields options={options} values={v} error={acted?.error} canArchive={Boolean(item)} />
      </Form>
    </>
  );
}
