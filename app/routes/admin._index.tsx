import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { ContentList } from "../components/admin/ContentList";
import * as s from "./admin.css";

export const meta = () => [{ title: "高考资讯 - 管理后台" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const items = await call(endpoints.adminContents, { kind: "article" }).then((r) => r.data, refusal);
  return data({ staff, items }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminArticles() {
  const { staff, items } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={s.h1}>高考资讯</h1>
      <ContentList
        items={items}
        noun="资讯"
        newHref="/admin/articles/new"
        editHref={(a) => `/admin/articles/${a.id}`}
        canEdit={staff.role !== "viewer"}
        caption="您可见的资讯（按最近修改排序）"
        testId="admin-articles"
        columns={[
          { header: "发布时间", cell: (a) => (a.publishAt ? formatChinaTime(a.publishAt) : "-") },
          { header: "阅读", cell: (a) => a.reads.toLocaleString("en-US") },
        ]}
      />
    </>
  );
}
