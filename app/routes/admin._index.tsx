import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { STATUS_LABEL } from "#server/modules/content/content.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { targetLabel } from "../lib/admin-labels";
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
      {staff.role !== "viewer" ? (
        <p>
          <Link className={s.button} to="/admin/articles/new">
            新建资讯
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={s.hint}>您负责的渠道和省份下还没有资讯。</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="admin-articles">
            <caption className={s.hint}>您可见的资讯（按最近修改排序）</caption>
            <thead>
              <tr>
                <th className={s.cell} scope="col">标题</th>
                <th className={s.cell} scope="col">状态</th>
                <th className={s.cell} scope="col">渠道 / 省份</th>
                <th className={s.cell} scope="col">发布时间</th>
                <th className={s.cell} scope="col">阅读</th>
                <th className={s.cell} scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id}>
                  <td className={s.cell}>{a.title}</td>
                  <td className={s.cell}>{a.status === "scheduled" && a.live ? "已发布（定时）" : STATUS_LABEL[a.status]}</td>
                  <td className={s.cell}>{targetLabel(a.channels, a.scopes)}</td>
                  <td className={s.cell}>{a.publishAt ? formatChinaTime(a.publishAt) : "-"}</td>
                  <td className={s.cell}>{a.reads.toLocaleString("en-US")}</td>
                  <td className={s.cell}>
                    {staff.role !== "viewer" ? <Link className={s.rowLink} to={`/admin/articles/${a.id}`}>编辑<span className="visually-hidden">：{a.title}</span></Link> : null}{" "}
                    <Link className={s.rowLink} to={`/admin/preview/${a.id}`}>预览<span className="visually-hidden">：{a.title}</span></Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
