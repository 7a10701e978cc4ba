import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { STATUS_LABEL, type AdminContent, type ContentInput } from "#server/modules/content/content.schema";
import { captionsOf } from "#server/modules/content/content-details.schema";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { chinaLocalToIso, isoToChinaLocal } from "../lib/admin-labels";
import { readPublishFields, targetOptions } from "../lib/admin-targets.server";
import { readVideoFields } from "../lib/admin-uploads.server";
import { LESSON_NOUN, isLessonKind, type LessonKind } from "../lib/lesson-kinds";
import { flashNotice } from "../lib/session.server";
import { MarkdownField } from "../components/admin/MarkdownField";
import { TargetFields, TextField } from "../components/admin/TargetFields";
import { VideoFields, currentCaptions } from "../components/admin/VideoFields";
import * as s from "./admin.css";
import { ItemStatus } from "../components/admin/ItemStatus";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: `编辑${d ? LESSON_NOUN[d.kind] : "内容"} - 管理后台` }];

const NOT_FOUND = "内容不存在或已下线";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  if (staff.role === "viewer") throw new Response("没有权限执行此操作", { status: 403 });
  const isNew = params.id === "new";
  if (!isNew && !/^\d{1,9}$/.test(params.id ?? "")) throw new Response(NOT_FOUND, { status: 404 });
  const item = isNew ? null : await call(endpoints.adminContent, { id: Number(params.id) }).then((r) => r.data, refusal);
  const kind = item ? item.kind : new URL(request.url).searchParams.get("kind") ?? "lesson";
  if (!isLessonKind(kind)) throw new Response(NOT_FOUND, { status: 404 });
  return data({ kind, item, options: targetOptions(staff, context) }, { headers: { "Cache-Control": "no-store" } });
}

const FIELDS = ["title", "summary", "series", "seriesOrder", "durationMinutes", "body", "source", "videoUrl", "captionsUploadId", "publishAt", "endsAt"] as const;
type Values = Record<(typeof FIELDS)[number], string> & { channels: string[]; scopes: string[] };

function valuesOf(item: AdminContent | null): Values {
  return {
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    series: item?.series ?? "",
    seriesOrder: item?.seriesOrder?.toString() ?? "",
    durationMinutes: item?.durationMinutes?.toString() ?? "",
    body: item?.body ?? "",
    source: item?.source ?? "",
    videoUrl: item?.videoUrl ?? "",
    captionsUploadId: captionsOf(item?.details)?.captionsUploadId ?? "",
    publishAt: isoToChinaLocal(item?.publishAt ?? null),
    endsAt: isoToChinaLocal(item?.endsAt ?? null),
    channels: item?.channels ?? [],
    scopes: item?.scopes ?? [],
  };
}

const number = (text: string) => (text.trim() ? Number(text) : null);

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const form = await request.formData();
  // The kind is the saved item's (the API keeps it on update); a new item's comes from the form.
  const kind = String(form.get("kind") ?? "");
  if (!isLessonKind(kind)) throw new Response(NOT_FOUND, { status: 404 });
  const publish = readPublishFields(form);
  const values: Values = {
    ...(Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<(typeof FIELDS)[number], string>),
    channels: publish.channels,
    scopes: publish.scopes,
  };
  const endsAt = values.endsAt ? chinaLocalToIso(values.endsAt) : null;
  if (publish.publishAt === undefined || (values.endsAt && !endsAt)) return data({ error: "请输入正确的时间", values }, { status: 400 });
  try {
    if (kind === "lesson") Object.assign(values, await readVideoFields(call, form));
    const input = {
      kind,
      title: values.title,
      summary: values.summary,
      body: values.body,
      source: values.source,
      channels: values.channels,
      scopes: values.scopes,
      action: publish.action,
      publishAt: publish.publishAt,
      endsAt,
      seriesOrder: number(values.seriesOrder),
      ...(kind === "lesson"
        ? { series: values.series, durationMinutes: number(values.durationMinutes), videoUrl: values.videoUrl, details: { captionsUploadId: values.captionsUploadId } }
        : { series: null, durationMinutes: null, videoUrl: null, details: null }),
    } satisfies Partial<ContentInput> & Record<string, unknown>;
    const saved =
      params.id === "new" ? (await call(endpoints.adminCreateContent, input)).data : (await call(endpoints.adminUpdateContent, { ...input, id: Number(params.id) })).data;
    await flashNotice(context, { kind: "success", message: `已保存：${saved.title}（${STATUS_LABEL[saved.status]}）` });
    return redirect(`/admin/lessons?kind=${kind}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ error: error.message, values }, { status: error.status });
    throw error;
  }
}

function LessonFields({ kind, v, item }: { kind: LessonKind; v: Values; item: AdminContent | null }) {
  if (kind === "manual") return <TextField name="seriesOrder" label="顺序（数字小的在前）" type="number" value={v.seriesOrder} />;
  return (
    <>
      <TextField name="series" label="所属系列" value={v.series} maxLength={40} hint="同一系列的微课在课程列表中排在一起。" />
      <TextField name="seriesOrder" label="系列内顺序（第几课）" type="number" value={v.seriesOrder} />
      <TextField name="durationMinutes" label="时长（分钟）" type="number" value={v.durationMinutes} />
      <VideoFields videoLabel="视频地址（可选，https:// 开头）" videoUrl={v.videoUrl} captionsUploadId={v.captionsUploadId} captionsUrl={currentCaptions(item, v.captionsUploadId)} />
    </>
  );
}

export default function AdminLessonEditor() {
  const { kind, item, options } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const v = acted?.values ?? valuesOf(item);
  const noun = LESSON_NOUN[kind];
  return (
    <>
      <h1 className={s.h1}>{item ? `编辑${noun}` : `新建${noun}`}</h1>
      <ItemStatus item={item} />
      <Form method="post" encType="multipart/form-data" className={s.form}>
        <input type="hidden" name="kind" value={kind} />
        <TextField name="title" label="标题" value={v.title} maxLength={80} required />
        <TextField name="summary" label="摘要" value={v.summary} maxLength={200} />
        <LessonFields kind={kind} v={v} item={item} />
        <MarkdownField label="正文（Markdown）" value={v.body} required />
        <TextField name="source" label="来源" value={v.source} maxLength={200} />
        <TargetFields options={options} values={v} error={acted?.error} canArchive={Boolean(item)} />
      </Form>
    </>
  );
}
