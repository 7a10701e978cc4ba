import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { requireStaff } from "../lib/admin.server";
import { ROLE_LABEL } from "#server/modules/admin/admin.schema";
import { PROMO_KINDS, PROMO_LABEL } from "../lib/admin-promos";
import * as s from "./admin.css";

// Staff pages: never cached, never indexed.
export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The login page is the one admin page open to everyone.
  if (new URL(request.url).pathname.replace(/\/+$/, "") === "/admin/login") return data({ staff: null }, { headers: { "Cache-Control": "no-store" } });
  const { staff } = await requireStaff(request, context);
  return data({ staff }, { headers: { "Cache-Control": "no-store" } });
}

function Shell({ staff, children }: { staff: ReturnType<typeof useLoaderData<typeof loader>>["staff"]; children: React.ReactNode }) {
  return (
    <div className={s.shell}>
      <header className={s.bar}>
        <div className={s.barInner}>
          <p className={s.brand}>管理后台</p>
          {staff ? (
            <>
              <nav aria-label="管理后台导航">
                <ul className={s.nav}>
                  <li>
                    <Link className={s.navLink} to="/admin">
                      高考资讯
                    </Link>
                  </li>
                  <li>
                    <Link className={s.navLink} to="/admin/showcase">
                      直播间 · 直通高校 · 高职提前招生
                    </Link>
                  </li>
                  <li>
                    <Link className={s.navLink} to="/admin/lessons">
                      微课堂 · 使用手册
                    </Link>
                  </li>
                  {PROMO_KINDS.map((kind) => (
                    <li key={kind}>
                      <Link className={s.navLink} to={`/admin/promos/${kind}`}>
                        {PROMO_LABEL[kind]}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link className={s.navLink} to="/admin/majors">
                      专业介绍
                    </Link>
                  </li>
                  <li>
                    <Link className={s.navLink} to="/admin/documents">
                      协议与常见问题
                    </Link>
                  </li>
                  {staff.role === "admin" ? (
                    <>
                      <li>
                        <Link className={s.navLink} to="/admin/staff">
                          工作人员
                        </Link>
                      </li>
                      <li>
                        <Link className={s.navLink} to="/admin/audit">
                          操作日志
                        </Link>
                      </li>
                    </>
                  ) : null}
                </ul>
              </nav>
              <span className={s.who}>
                {staff.name || staff.phone}（{ROLE_LABEL[staff.role]}）
              </span>
              <Form method="post" action="/admin/logout">
                <button className={s.logout} type="submit">
                  退出
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <main className={s.main} id="main">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <Shell staff={staff}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 ? error.data : status === 404 ? "页面不存在" : "服务器开了个小差，请稍后刷新重试。";
  return (
    <Shell staff={null}>
      <title>管理后台</title>
      <h1 className={s.h1}>{status === 403 ? "没有权限" : status === 404 ? "未找到" : "出错了"}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/admin">返回管理后台</Link>
      </p>
    </Shell>
  );
}
