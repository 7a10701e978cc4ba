import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { STATUS_LABEL } from "#server/modules/content/content.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { targetLabel } from "../lib/admin-labels";
import { formatChinaTime } from "../lib/format";
import { PROMO_KINDS, type PromoKind } from "../lib/admin-promos";
import { editHref } from "../lib/admin-edit-href";
import { captionsOf } from "#server/modules/content/content-details.schema";
import { VideoPlayer } from "../components/content/VideoPlayer";
import * as s from "./admin.css";

const isPromo = (kind: string): kind is PromoKind => (PROMO_KINDS as readonly string[]).includes(kind);

export const meta = () => [{ title: "预览 - 管理后台" }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { call } = await requireStaff(request, context);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response("内容不存在或已下线", { status: 404 });
  const item = await call(endpoints.adminPreview, { id: Number(params.id) }).then((r) => r.data, refusal);
  return data({ item }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminPreview() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <>
      <p className={s.hint}>
        预览 · {STATUS_LABEL[item.status]} · {targetLabel(item.channels, item.scopes)} · 发布时间 {item.publishAt ? formatChinaTime(item.publishAt) : "-"} ·{" "}
        <Link to={editHref(item.kind, item.id)}>编辑</Link>
      </p>
      <article className={s.preview}>
        <h1 className={s.h1}>{item.title}</h1>
        {item.cover ? <img className={s.cover} src={item.cover} alt={isPromo(item.kind) ? item.summary : ""} /> : null}
        {item.linkUrl ? <p className={s.hint}>链接：{item.linkUrl}</p> : null}
        {(item.kind === "guide" || item.kind === "lesson") && item.videoUrl ? <VideoPlayer src={item.videoUrl} title={item.title} captionsUrl={captionsOf(item.details)?.captionsUrl} /> : null}
        {/* Sanitised on the server, as on the public page. */}
        <div dangerouslySetInnerHTML={{ __html: item.html }} />
        <p className={s.hint}>来源：{item.source || "-"}</p>
      </article>
    </>
  );
}
