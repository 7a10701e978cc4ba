import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ACCOUNT_TEXT, RETENTION_TEXT } from "#server/modules/account/account.schema";
import { takeDeletionSummary } from "../lib/account-deletion.server";
import { formatChinaTime } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as s from "./delete-account.css";
import * as layout from "../components/layout.css";
import * as pc from "./personal-center.css";

export const meta = pageTitle("账号已注销");
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** Shown once, right after the deletion; a later visit (or anyone else) goes home. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const summary = await takeDeletionSummary(context);
  if (!summary) throw redirect(`/${scope}/index`);
  return data({ scope, summary }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountDeleted() {
  const { scope, summary } = useLoaderData<typeof loader>();
  return (
    <div className={layout.container}>
      <section className={`${pc.panel} ${s.resultPanel}`} aria-labelledby="account-deleted-title">
        <h1 className={pc.panelTitle} id="account-deleted-title">
          {ACCOUNT_TEXT.deleted}
        </h1>
        <p role="status">您的账号已于 {formatChinaTime(summary.deletedAt)} 注销，您已在所有设备上退出登录。以下信息已永久删除：</p>
        <ul className={s.list} data-testid="deleted-data">
          {summary.deleted.map((row) => (
            <li key={row.category}>
              {row.category}：{row.rows} 条记录
            </li>
          ))}
        </ul>
        {summary.retained.length ? (
          <>
            <h2>依法保留的信息</h2>
            <ul className={s.list}>
              {summary.retained.map((row) => (
                <li key={row.category}>
                  {row.category}：{row.rows} 条（{row.reason}）
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={s.muted}>{RETENTION_TEXT}</p>
        )}
        <p>感谢您使用本服务。</p>
        <Link to={`/${scope}/index`}>返回首页</Link>
      </section>
    </div>
  );
}
