import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import * as s from "./admin.css";

export const meta = () => [{ title: "操作日志 - 管理后台" }];

const ACTION_LABEL: Record<string, string> = {
  login: "登录",
  logout: "退出",
  "staff.add": "添加工作人员",
  "staff.update": "修改工作人员",
  "upload.store": "上传文件",
  "upload.refused": "上传被拒绝",
};

function actionLabel(action: string): string {
  const known = ACTION_LABEL[action];
  if (known) return known;
  const [kind, verb, status] = action.split(".");
  const what = kind === "article" ? "资讯" : kind === "lesson" ? "微课" : kind === "manual" ? "使用手册" : kind;
  const how = verb === "create" ? "新建" : "修改";
  const state = { draft: "草稿", scheduled: "定时发布", published: "发布", archived: "下线" }[status ?? ""] ?? status ?? "";
  return `${how}${what}（${state}）`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call } = await requireStaff(request, context);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const log = await call(endpoints.adminAudit, { page, pageSize: 50 }).then((r) => r.data, refusal);
  return data({ log }, { headers: { "Cache-Control": "no-store" } });
}

const json = (v: unknown) => (v === null || v === undefined ? "-" : JSON.stringify(v, null, 1));

export default function AdminAudit() {
  const { log } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  return (
    <>
      <h1 className={s.h1}>操作日志</h1>
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="audit-table">
          <thead>
            <tr>
              <th className={s.cell} scope="col">时间</th>
              <th className={s.cell} scope="col">操作人</th>
              <th className={s.cell} scope="col">操作</th>
              <th className={s.cell} scope="col">对象</th>
              <th className={s.cell} scope="col">修改前</th>
              <th className={s.cell} scope="col">修改后</th>
            </tr>
          </thead>
          <tbody>
            {log.items.map((e) => (
              <tr key={e.id}>
                <td className={s.cell}>{formatChinaTime(e.at)}</td>
                <td className={s.cell}>{e.staffPhone === "cli" ? "命令行" : e.staffPhone}</td>
                <td className={s.cell}>{actionLabel(e.action)}</td>
                <td className={s.cell}>
                  {e.entity}
                  {e.entityId ? ` #${e.entityId.slice(0, 12)}` : ""}
                </td>
                <td className={s.cell}>
                  <pre className={s.pre} tabIndex={0}>{json(e.before)}</pre>
                </td>
                <td className={s.cell}>
                  <pre className={s.pre} tabIndex={0}>{json(e.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <p>
          {log.page > 1 ? <Link to={`/admin/audit?page=${log.page - 1}`}>上一页</Link> : null} 第 {log.page} / {pages} 页{" "}
          {log.page < pages ? <Link to={`/admin/audit?page=${log.page + 1}`}>下一页</Link> : null}
        </p>
      ) : null}
    </>
  );
}
