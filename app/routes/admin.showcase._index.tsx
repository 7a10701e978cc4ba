import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { KIND_LABEL } from "#server/modules/content/content.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { ContentList } from "../components/admin/ContentList";
import { SHOWCASE_KINDS, SHOWCASE_NOUN, isShowcaseKind } from "../lib/showcase-kinds";
import * as s from "./admin.css";
import { KindTabs } from "../components/admin/KindTabs";

export const meta = () => [{ title: "直播间、直通高校、高职提前招生 - 管理后台" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("kind");
  const kind = isShowcaseKind(asked) ? asked : "live";
  const items = await call(endpoints.adminContents, { kind }).then((r) => r.data, refusal);
  return data({ staff, kind, items }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminShowcase() {
  const { staff, kind, items } = useLoaderData<typeof loader>();
  const noun = SHOWCASE_NOUN[kind];
  return (
    <>
      <h1 className={s.h1}>{KIND_LABEL[kind]}</h1>
      <KindTabs kinds={SHOWCASE_KINDS} current={kind} href={(k) => `/admin/showcase?kind=${k}`} />
      <ContentList
        items={items}
        noun={noun}
        newHref={`/admin/showcase/${kind}/new`}
        editHref={(a) => `/admin/showcase/${kind}/${a.id}`}
        canEdit={staff.role !== "viewer"}
        caption={`您可见的${noun}（按最近修改排序）`}
        testId="admin-showcase"
        columns={[{ header: "发布时间", cell: (a) => (a.publishAt ? formatChinaTime(a.publishAt) : "-") }]}
      />
    </>
  );
}
