import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { KIND_LABEL, STATUS_LABEL, type AdminContent, type ContentInput } from "#server/modules/content/content.schema";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { chinaLocalToIso, isoToChinaLocal } from "../lib/admin-labels";
import { chosenFile, readPublishFields, targetOptions } from "../lib/admin-targets.server";
import { flashNotice } from "../lib/session.server";
import { SHOWCASE_NOUN, isShowcaseKind, type ShowcaseKind } from "../lib/showcase-kinds";
import { ShowcaseFields, type ShowcaseValues } from "../components/admin/ShowcaseFields";
import { TargetFields } from "../components/admin/TargetFields";
import * as s from "./admin.css";
import { ItemStatus } from "../components/admin/ItemStatus";

export const meta = () => [{ title: "编辑内容 - 管理后台" }];

/** The form's values of a saved item. */
function valuesOf(kind: ShowcaseKind, item: AdminContent | null): ShowcaseValues {
  if (!item) return kind === "vocational" ? { year: String(new Date().getFullYear()) } : {};
  const d = (item.details ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  const common = { title: item.title, summary: item.summary, category: item.category, body: item.body, source: item.source, videoUrl: item.videoUrl ?? "", coverUploadId: item.coverUploadId ?? "" };
  if (kind === "live") return { ...common, url: str(d.url), startAt: isoToChinaLocal(str(d.startAt) || null) };
  if (kind === "show") return { ...common, ucode: str(d.ucode), videoUploadId: str(d.videoUploadId) };
  return { ...common, school: str(d.school), city: str(d.city), majors: Array.isArray(d.majors) ? d.majors.join("、") : "", year: str(d.year), plan: str(d.plan), applyStart: str(d.applyStart), applyEnd: str(d.applyEnd), examDate: str(d.examDate) };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  if (staff.role === "viewer") throw new Response("没有权限执行此操作", { status: 403 });
  const kind = params.kind;
  const isNew = params.id === "new";
  if (!isShowcaseKind(kind) || (!isNew && !/^\d{1,9}$/.test(params.id ?? ""))) throw new Response("内容不存在或已下线", { status: 404 });
  const item = isNew ? null : await call(endpoints.adminContent, { id: Number(params.id) }).then((r) => r.data, refusal);
  if (item && item.kind !== kind) throw new Response("内容不存在或已下线", { status: 404 });
  const images = item && kind === "show" ? imagesOf(item) : [];
  return data({ kind, item, images, values: valuesOf(kind, item), options: targetOptions(staff, context) }, { headers: { "Cache-Control": "no-store" } });
}

/** The show's current images; their addresses were stored with them when the show was saved. */
function imagesOf(item: AdminContent) {
  const stored = ((item.details ?? {}) as { images?: { uploadId: string; alt: string; url?: string }[] }).images ?? [];
  return stored.map((img) => ({ uploadId: img.uploadId, alt: img.alt, url: img.url ?? null }));
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const kind = params.kind;
  if (!isShowcaseKind(kind)) throw new Response("内容不存在或已下线", { status: 404 });
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const values: ShowcaseValues = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") values[k] = v;
  const publish = readPublishFields(form);
  const refuse = (error: string, status = 400) => data({ error, values: { ...values, channels: publish.channels, scopes: publish.scopes } }, { status });
  if (publish.publishAt === undefined) return refuse("请输入正确的发布时间");
  const upload = async (name: string) => {
    const file = chosenFile(form, name);
    return file ? (await call(endpoints.adminUpload, { bytes: new Uint8Array(await file.arrayBuffer()) })).data.id : null;
  };
  try {
    const input: ContentInput = {
      kind,
      title: text("title"),
      summary: text("summary"),
      category: text("category"),
      body: text("body"),
      source: text("source"),
      coverUploadId: text("coverUploadId") || null,
      channels: publish.channels,
      scopes: kind === "vocational" ? ["zj"] : publish.scopes,
      action: publish.action,
      publishAt: publish.publishAt,
      series: null,
      videoUrl: text("videoUrl") || null,
      details: null,
      linkUrl: null,
      endsAt: null,
    };
    if (kind === "live") {
      input.coverUploadId = (await upload("cover")) ?? input.coverUploadId;
      input.details = { url: text("url"), startAt: chinaLocalToIso(text("startAt")) ?? text("startAt") };
    } else if (kind === "show") {
      const ids = form.getAll("imageId").map(String);
      const alts = form.getAll("imageAlt").map(String);
      const keep = new Set(form.getAll("keepImage").map(String));
      const images = ids.map((uploadId, i) => ({ uploadId, alt: alts[i] ?? "" })).filter((_, i) => keep.has(String(i)));
      const added = await upload("image");
      if (added) images.push({ uploadId: added, alt: text("newImageAlt") });
      input.details = { ucode: text("ucode"), images, videoUploadId: (await upload("video")) ?? (text("videoUploadId") || null) };
    } else {
      input.details = { school: text("school"), city: text("city"), majors: text("majors"), year: text("year"), plan: text("plan"), applyStart: text("applyStart"), applyEnd: text("applyEnd"), examDate: text("examDate") };
    }
    const saved =
      params.id === "new" ? (await call(endpoints.adminCreateContent, input)).data : (await call(endpoints.adminUpdateContent, { ...input, id: Number(params.id) })).data;
    await flashNotice(context, { kind: "success", message: `已保存：${saved.title}（${STATUS_LABEL[saved.status]}）` });
    return redirect(`/admin/showcase?kind=${kind}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refuse(error.message, error.status);
    throw error;
  }
}

export default function AdminShowcaseEditor() {
  const { kind, item, images, values, options } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const v: ShowcaseValues = acted?.values ? (acted.values as unknown as ShowcaseValues) : values;
  const target = {
    channels: acted?.values.channels ?? item?.channels ?? [],
    scopes: acted?.values.scopes ?? item?.scopes ?? [],
    publishAt: acted?.values ? (v.publishAt ?? "") : isoToChinaLocal(item?.publishAt ?? null),
  };
  return (
    <>
      <h1 className={s.h1}>
        {item ? "编辑" : "新建"}
        {SHOWCASE_NOUN[kind]}（{KIND_LABEL[kind]}）
      </h1>
      <ItemStatus item={item} />
      <Form method="post" encType="multipart/form-data" className={s.form}>
        <input type="hidden" name="coverUploadId" value={v.coverUploadId ?? ""} />
        <input type="hidden" name="videoUploadId" value={v.videoUploadId ?? ""} />
        <div className={s.field}>
          <label className={s.label} htmlFor="title">
            标题
          </label>
          <input className={s.input} id="title" name="title" maxLength={80} required defaultValue={v.title ?? ""} />
        </div>
        <ShowcaseFields kind={kind} v={v} images={images} />
        <TargetFields
          options={options}
          values={target}
          error={acted?.error}
          canArchive={Boolean(item)}
          fixedScopes={kind === "vocational" ? [{ code: "zj", name: SCOPE_INFO.zj.name }] : undefined}
        />
      </Form>
    </>
  );
}
