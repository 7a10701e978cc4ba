import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { KIND_LABEL } from "#server/modules/content/content.schema";
import { captionsOf } from "#server/modules/content/content-details.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { LESSON_KINDS, LESSON_NOUN, isLessonKind } from "../lib/lesson-kinds";
import { ContentList, type ListColumn } from "../components/admin/ContentList";
import * as s from "./admin.css";
import { KindTabs } from "../components/admin/KindTabs";

export const meta = () => [{ title: "微课堂、使用手册 - 管理后台" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("kind");
  const kind = isLessonKind(asked) ? asked : "lesson";
  const items = await call(endpoints.adminContents, { kind }).then((r) => r.data, refusal);
  // In the order the public sees them: by series, then the order within it.
  const ordered = [...items].sort((a, b) => (a.series ?? "").localeCompare(b.series ?? "", "zh") || (a.seriesOrder ?? 0) - (b.seriesOrder ?? 0) || a.id - b.id);
  return data({ staff, kind, items: ordered }, { headers: { "Cache-Control": "no-store" } });
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const published: ListColumn<Item> = { header: "发布时间", cell: (a) => (a.publishAt ? formatChinaTime(a.publishAt) : "-") };
const COLUMNS: Record<"lesson" | "manual", ListColumn<Item>[]> = {
  lesson: [
    { header: "系列 / 顺序", cell: (a) => `${a.series || "-"} / ${a.seriesOrder ?? "-"}` },
    { header: "时长", cell: (a) => (a.durationMinutes === null ? "-" : `${a.durationMinutes} 分钟`) },
    { header: "视频", cell: (a) => (a.videoUrl ? (captionsOf(a.details) ? "有（含字幕）" : "有") : "无") },
    published,
  ],
  manual: [{ header: "顺序", cell: (a) => a.seriesOrder ?? "-" }, published],
};

export default function AdminLessons() {
  const { staff, kind, items } = useLoaderData<typeof loader>();
  const noun = LESSON_NOUN[kind];
  return (
    <>
      <h1 className={s.h1}>{KIND_LABEL[kind]}</h1>
      <KindTabs kinds={LESSON_KINDS} current={kind} href={(k) => `/admin/lessons?kind=${k}`} />
      <ContentList
        items={items}
        noun={noun}
        newHref={`/admin/lessons/new?kind=${kind}`}
        editHref={(a) => `/admin/lessons/${a.id}`}
        canEdit={staff.role !== "viewer"}
        caption={`您可见的${noun}（按系列和顺序排列）`}
        testId="admin-lessons"
        columns={COLUMNS[kind]}
      />
    </>
  );
}
