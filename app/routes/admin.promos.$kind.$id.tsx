import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { AUDIENCE_LABEL, FREQUENCY_LABEL, POPUP_AUDIENCES, POPUP_FREQUENCIES, STATUS_LABEL, type AdminContent, type ContentInput } from "#server/modules/content/content.schema";
import { captionsOf } from "#server/modules/content/content-details.schema";
import { TargetFields, TextField } from "../components/admin/TargetFields";
import { MarkdownField } from "../components/admin/MarkdownField";
import { VideoFields, currentCaptions } from "../components/admin/VideoFields";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { chinaLocalToIso, isoToChinaLocal } from "../lib/admin-labels";
import { PROMO_LABEL, promoKind, type PromoKind } from "../lib/admin-promos";
import { targetOptions } from "../lib/admin-targets.server";
import { readVideoFields, uploadChosen } from "../lib/admin-uploads.server";
import { flashNotice } from "../lib/session.server";
import * as s from "./admin.css";
import { ItemStatus } from "../components/admin/ItemStatus";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: `编辑${d ? PROMO_LABEL[d.kind] : "内容"} - 管理后台` }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const kind = promoKind(params.kind);
  const { staff, call } = await requireStaff(request, context);
  if (staff.role === "viewer") throw new Response("没有权限执行此操作", { status: 403 });
  const isNew = params.id === "new";
  if (!isNew && !/^\d{1,9}$/.test(params.id ?? "")) throw new Response("内容不存在或已下线", { status: 404 });
  const item = isNew ? null : await call(endpoints.adminContent, { id: Number(params.id) }).then((r) => r.data, refusal);
  if (item && item.kind !== kind) throw new Response("内容不存在或已下线", { status: 404 });
  return data({ kind, item, options: targetOptions(staff, context) }, { headers: { "Cache-Control": "no-store" } });
}

const FIELDS = ["title", "summary", "body", "linkUrl", "videoUrl", "seriesOrder", "durationMinutes", "publishAt", "endsAt", "audience", "frequency", "coverUploadId", "captionsUploadId"] as const;
type Values = Record<(typeof FIELDS)[number], string> & { channels: string[]; scopes: string[] };

function valuesOf(item: AdminContent | null): Values {
  return {
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    body: item?.body ?? "",
    linkUrl: item?.linkUrl ?? "",
    videoUrl: item?.videoUrl ?? "",
    seriesOrder: item?.seriesOrder?.toString() ?? "",
    durationMinutes: item?.durationMinutes?.toString() ?? "",
    publishAt: isoToChinaLocal(item?.publishAt ?? null),
    endsAt: isoToChinaLocal(item?.endsAt ?? null),
    audience: item?.audience ?? "all",
    frequency: item?.frequency ?? "once",
    coverUploadId: item?.coverUploadId ?? "",
    captionsUploadId: captionsOf(item?.details)?.captionsUploadId ?? "",
    channels: item?.channels ?? [],
    scopes: item?.scopes ?? [],
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const kind = promoKind(params.kind);
  const { call } = await requireStaff(request, context);
  const form = await request.formData();
  const values: Values = {
    ...(Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<(typeof FIELDS)[number], string>),
    channels: form.getAll("channels").map(String),
    scopes: form.getAll("scopes").map(String),
  };
  const intent = String(form.get("intent") ?? "");
  const actionName = intent === "publish" ? "publish" : intent === "archive" ? "archive" : "draft";
  const publishAt = values.publishAt ? chinaLocalToIso(values.publishAt) : null;
  const endsAt = values.endsAt ? chinaLocalToIso(values.endsAt) : null;
  if ((values.publishAt && !publishAt) || (values.endsAt && !endsAt)) return data({ error: "请输入正确的时间", values }, { status: 400 });
  try {
    values.coverUploadId = (await uploadChosen(call, form, "image"))?.id ?? values.coverUploadId;
    if (kind === "guide") Object.assign(values, await readVideoFields(call, form));
    const input = {
      ...values,
      kind,
      publishAt,
      endsAt,
      action: actionName,
      seriesOrder: values.seriesOrder ? Number(values.seriesOrder) : null,
      durationMinutes: values.durationMinutes ? Number(values.durationMinutes) : null,
      audience: kind === "popup" ? (values.audience as ContentInput["audience"]) : null,
      frequency: kind === "popup" ? (values.frequency as ContentInput["frequency"]) : null,
      details: kind === "guide" ? { captionsUploadId: values.captionsUploadId } : null,
    } satisfies Partial<ContentInput> & Record<string, unknown>;
    const saved =
      params.id === "new" ? (await call(endpoints.adminCreateContent, input)).data : (await call(endpoints.adminUpdateContent, { ...input, id: Number(params.id) })).data;
    await flashNotice(context, { kind: "success", message: `已保存：${saved.title}（${STATUS_LABEL[saved.status]}）` });
    return redirect(`/admin/promos/${kind}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ error: error.message, values }, { status: error.status });
    throw error;
  }
}

const IMAGE_HINT = "PNG、JPEG 或 WebP，不超过 2 MB，宽高不超过 4096 像素。";

function KindFields({ kind, v, item }: { kind: PromoKind; v: Values; item: AdminContent | null }) {
  const currentImage = item?.cover && v.coverUploadId === item.coverUploadId ? <img className={s.cover} src={item.cover} alt={`当前图片：${item.summary}`} /> : null;
  const imageField = (label: string) => (
    <div className={s.field}>
      <label className={s.label} htmlFor="image">
        {label}
      </label>
      {currentImage}
      <input className={s.input} id="image" name="image" type="file" accept="image/png,image/jpeg,image/webp" aria-describedby="image-hint" />
      <p className={s.hint} id="image-hint">
        {IMAGE_HINT}
      </p>
    </div>
  );
  const link = <TextField name="linkUrl" label="链接（本站路径如 /zj/userManual，或 https:// 地址）" value={v.linkUrl} />;
  const order = <TextField name="seriesOrder" label="顺序（数字小的在前）" type="number" value={v.seriesOrder} />;
  switch (kind) {
    case "banner":
      return (
        <>
          {imageField("横幅图片（建议 3:1）")}
          <TextField name="summary" label="图片说明（必填，供读屏软件朗读）" value={v.summary} maxLength={200} required />
          {link}
          {order}
        </>
      );
    case "popup":
      return (
        <>
          <MarkdownField label="弹窗文字（Markdown）" value={v.body} />
          {imageField("弹窗图片（可选）")}
          <TextField name="summary" label="图片说明（有图片时必填）" value={v.summary} maxLength={200} />
          {link}
          <div className={s.field}>
            <label className={s.label} htmlFor="audience">
              弹窗对象
            </label>
            <select className={s.input} id="audience" name="audience" defaultValue={v.audience}>
              {POPUP_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {AUDIENCE_LABEL[a]}
                </option>
              ))}
            </select>
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor="frequency">
              弹窗频率
            </label>
            <select className={s.input} id="frequency" name="frequency" defaultValue={v.frequency}>
              {POPUP_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABEL[f]}
                </option>
              ))}
            </select>
          </div>
        </>
      );
    case "guide":
      return (
        <>
          <TextField name="summary" label="简介" value={v.summary} maxLength={200} />
          <VideoFields videoLabel="视频地址（https:// 开头）" videoUrl={v.videoUrl} captionsUploadId={v.captionsUploadId} captionsUrl={currentCaptions(item, v.captionsUploadId)} />
          {imageField("封面图片（可选）")}
          <TextField name="durationMinutes" label="时长（分钟）" type="number" value={v.durationMinutes} />
          {order}
        </>
      );
  }
}

export default function AdminPromoEditor() {
  const { kind, item, options } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const v = acted?.values ?? valuesOf(item);
  const label = PROMO_LABEL[kind];
  return (
    <>
      <h1 className={s.h1}>{item ? `编辑${label}` : `新建${label}`}</h1>
      <ItemStatus item={item} />
      <Form method="post" encType="multipart/form-data" className={s.form}>
        <input type="hidden" name="coverUploadId" value={v.coverUploadId} />
        <TextField name="title" label="标题" value={v.title} maxLength={80} required />
        <KindFields kind={kind} v={v} item={item} />
        <TargetFields
          options={options}
          values={{ channels: v.channels, scopes: v.scopes, publishAt: v.publishAt, endsAt: kind !== "guide" ? v.endsAt : undefined }}
          publishLabel="开始展示（北京时间，留空为立即）"
          error={acted?.error}
          canArchive={Boolean(item)}
        />
      </Form>
    </>
  );
}
