import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { KIND_LABEL, STATUS_LABEL } from "#server/modules/content/content.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { targetLabel } from "../lib/admin-labels";
import { SHOWCASE_KINDS, SHOWCASE_NOUN, isShowcaseKind } from "../lib/showcase-kinds";
import * as s from "./admin.css";

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
      <nav aria-label="内容类型">
        <ul className={s.nav}>
          {SHOWCASE_KINDS.map((k) => (
            <li key={k}>
              <Link to={`/admin/showcase?kind=${k}`} aria-current={k === kind ? "page" : undefined}>
                {KIND_LABEL[k]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {staff.role !== "viewer" ? (
        <p>
          <Link className={s.button} to={`/admin/showcase/${kind}/new`}>
            新建{noun}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={s.hint}>您负责的渠道和省份下还没有{noun}。</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="admin-showcase">
            <caption className={s.hint}>您可见的{noun}（按最近修改排序）</caption>
            <thead>
              <tr>
                <th className={s.cell} scope="col">标题</th>
                <th className={s.cell} scope="col">状态</th>
                <th className={s.cell} scope="col">渠道 / 省份</th>
                <th className={s.cell} scope="col">发布时间</th>
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
                  <td className={s.cell}>
                    {staff.role !== "viewer" ? (
                      <Link className={s.rowLink} to={`/admin/showcase/${kind}/${a.id}`}>
                        编辑<span className="visually-hidden">：{a.title}</span>
                      </Link>
                    ) : null}{" "}
                    <Link className={s.rowLink} to={`/admin/preview/${a.id}`}>
                      预览<span className="visually-hidden">：{a.title}</span>
                    </Link>
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
