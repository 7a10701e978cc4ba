import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import {
  MD_LEVELS,
  type MdListQuery,
} from "#server/modules/major-descriptions/md-admin.schema";
import { ApiError } from "../lib/api.server";
import { refusal, requireStaff } from "../lib/admin.server";
import { formatChinaTime } from "../lib/format";
import { majorEditPath } from "../lib/admin-majors";
import * as s from "./admin.css";

export const meta = () => [{ title: "专业介绍 - 管理后台" }];

const STATUS_OPTIONS = [
  ["all", "全部"],
  ["described", "已有介绍"],
  ["draft", "有待发布的草稿"],
  ["none", "还没有介绍"],
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, call } = await requireStaff(request, context);
  const url = new URL(request.url);
  const query = {
    keyword: url.searchParams.get("keyword") ?? "",
    status: url.searchParams.get("status") ?? "all",
    level: url.searchParams.get("level") ?? "all",
    page: url.searchParams.get("page") ?? "1",
  };
  try {
    // The API validates the filters (unknown values are 400 with the message).
    const { data: page } = await call(
      endpoints.adminMajorDescriptions,
      query as unknown as MdListQuery
    );
    return data(
      { staff, query, page, error: null },
      { headers: { "Cache-Control": "no-store" } }
    );
  } catch (error) {
    // A bad filter is the visitor's to fix: show the message above an empty list, as 400.
    if (error instanceof ApiError && error.status === 400)
      return data(
        { staff, query, page: null, error: error.message },
        { status: 400, headers: { "Cache-Control": "no-store" } }
      );
    return refusal(error);
  }
}

export default function AdminMajors() {
  const { staff, query, page, error } = useLoaderData<typeof loader>();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const at = (n: number) =>
    `?${new URLSearchParams({ ...query, page: String(n) })}`;
  return (
    <>
      <h1 className={s.h1}>专业介绍</h1>
      <p className={s.hint}>
        专业详情页上的“专业介绍”“主要课程”“就业方向”。修改先存为草稿，发布后才在前台显示；介绍面向所有渠道和省份，只有负责全部渠道和省份的编辑可以修改。
      </p>
      <Form
        method="get"
        className={s.actions}
        role="search"
        aria-label="搜索专业"
      >
        <div className={s.field}>
          <label className={s.label} htmlFor="keyword">
            专业名称或代码
          </label>
          <input
            className={s.input}
            id="keyword"
            name="keyword"
            maxLength={40}
            defaultValue={query.keyword}
          />
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="level">
            层次
          </label>
          <select
            className={s.input}
            id="level"
            name="level"
            defaultValue={query.level}
          >
            <option value="all">全部</option>
            {MD_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="status">
            状态
          </label>
          <select
            className={s.input}
            id="status"
            name="status"
            defaultValue={query.status}
          >
            {STATUS_OPTIONS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <span aria-hidden="true">&nbsp;</span>
          <button className={s.button} type="submit">
            搜索
          </button>
        </div>
      </Form>
      {error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      {page && page.results.length === 0 ? (
        <p className={s.hint}>没有符合条件的专业。</p>
      ) : null}
      {page && page.results.length > 0 ? (
        <>
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="admin-majors">
              <caption className={s.hint}>
                共 {page.total.toLocaleString("en-US")} 个专业，第 {page.page} /{" "}
                {pages} 页
              </caption>
              <thead>
                <tr>
                  <th className={s.cell} scope="col">
                    代码
                  </th>
                  <th className={s.cell} scope="col">
                    专业
                  </th>
                  <th className={s.cell} scope="col">
                    层次
                  </th>
                  <th className={s.cell} scope="col">
                    介绍
                  </th>
                  <th className={s.cell} scope="col">
                    草稿
                  </th>
                  <th className={s.cell} scope="col">
                    操作
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((m) => (
                  <tr key={`${m.level}${m.code}`}>
                    <td className={s.cell}>{m.code}</td>
                    <td className={s.cell}>
                      {m.name}
                      {m.className ? (
                        <span className={s.hint}>（{m.className}）</span>
                      ) : null}
                    </td>
                    <td className={s.cell}>{m.level}</td>
                    <td className={s.cell}>
                      {m.publishedDate
                        ? `已发布（${m.publishedDate}）`
                        : "暂无"}
                    </td>
                    <td className={s.cell}>
                      {m.draftUpdatedAt
                        ? `待发布（${formatChinaTime(m.draftUpdatedAt)}）`
                        : "-"}
                    </td>
                    <td className={s.cell}>
                      <Link
                        className={s.rowLink}
                        to={majorEditPath(m.level, m.code)}
                      >
                        {staff.role === "viewer" ? "查看" : "编辑"}
                        <span className="visually-hidden">：{m.name}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="翻页" className={s.actions}>
            {page.page > 1 ? <Link to={at(page.page - 1)}>上一页</Link> : null}
            {page.page < pages ? (
              <Link to={at(page.page + 1)}>下一页</Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  );
}
