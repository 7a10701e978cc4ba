import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import * as layout from "../components/layout.css";
import { requireUser } from "../lib/auth.server";
import { BUILT_PAGES } from "../lib/routes";
import { requireScope } from "../lib/scope.server";
import * as s from "./personal-center.css";

/** The personal center's children (spec §2), in the spec's order; only those built are listed. */
const CHILDREN: Array<[page: string, label: string]> = [
  ["myScore", "我的成绩"],
  ["myCollections", "我的收藏"],
  ["myUnlike", "不感兴趣"],
  ["mySave", "我的志愿表"],
  ["myService", "我的服务"],
  ["personalData", "个人资料"],
  ["reminderMessage", "消息提醒"],
  ["commonQuestion", "常见问题"],
  ["FAQUseProducts", "产品使用"],
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { setCookie } = await requireUser(request, context, scope);
  const children = CHILDREN.filter(([page]) => BUILT_PAGES.has(`personalCenter/${page}`));
  return json({ scope, children }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

export default function PersonalCenter() {
  const { scope, children } = useLoaderData<typeof loader>();
  return (
    <div className={`${layout.container} ${s.shell}`}>
      <nav className={s.sideNav} aria-label="个人中心">
        <ul className={s.sideList}>
          {children.map(([page, label]) => (
            <li key={page}>
              <NavLink className={s.sideLink} to={`/${scope}/personalCenter/${page}`}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
