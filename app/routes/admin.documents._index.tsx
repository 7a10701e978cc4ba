import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { DOCUMENT_LABEL, DOCUMENT_TYPES } from "#server/modules/documents/documents.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { documentChannelLabel, documentEditPath } from "../lib/admin-documents";
import { formatChinaTime } from "../lib/format";
import * as s from "./admin.css";

export const meta = () => [{ title: "协议与常见问题 - 管理后台" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const rows = await call(endpoints.adminDocuments, {}).then((r) => r.data, refusal);
  const channelNames = Object.fromEntries([...context.channels.byCode.values()].map((c) => [c.code, { brandName: c.brandName }]));
  return data({ staff, rows, channelNames }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminDocuments() {
  const { staff, rows, channelNames } = useLoaderData<typeof loader>();
  const names = new Map(Object.entries(channelNames));
  return (
    <>
      <h1 className={s.h1}>协议与常见问题</h1>
      <p className={s.hint}>
        用户协议、免责声明、服务条款、常见问题、团队介绍和媒体报道的正文。“默认”适用于所有没有单独版本的渠道；某个渠道保存后即使用它自己的版本。
        {staff.role === "viewer" ? "您的账号只能查看。" : ""}
      </p>
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="admin-documents">
          <caption className={s.hint}>已保存的正文</caption>
          <thead>
            <tr>
              <th className={s.cell} scope="col">
                文档
              </th>
              <th className={s.cell} scope="col">
                渠道
              </th>
              <th className={s.cell} scope="col">
                最后修改
              </th>
              <th className={s.cell} scope="col">
                修改人
              </th>
              <th className={s.cell} scope="col">
                操作
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.document_type}:${r.channel}`}>
                <td className={s.cell} style={{ minWidth: "4em" }}>
                  {DOCUMENT_LABEL[r.document_type]}
                  {r.title !== DOCUMENT_LABEL[r.document_type] ? `（标题：${r.title}）` : ""}
                </td>
                <td className={s.cell}>{documentChannelLabel(r.channel, names)}</td>
                <td className={s.cell}>{r.updatedAt ? formatChinaTime(r.updatedAt) : "-"}</td>
                <td className={s.cell}>{r.updatedBy ?? "初始内容"}</td>
                <td className={s.cell} style={{ whiteSpace: "nowrap" }}>
                  <Link className={s.rowLink} to={documentEditPath(r.document_type, r.channel)} aria-label={`${staff.role === "viewer" ? "查看" : "编辑"}${DOCUMENT_LABEL[r.document_type]}（${documentChannelLabel(r.channel, names)}）`}>
                    {staff.role === "viewer" ? "查看" : "编辑"}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {staff.role !== "viewer" ? (
        <>
          <h2 className={s.h2}>为某个渠道单独编写</h2>
          <ul>
            {DOCUMENT_TYPES.map((type) => (
              <li key={type}>
                <Link to={`/admin/documents/${type}`}>{DOCUMENT_LABEL[type]}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
