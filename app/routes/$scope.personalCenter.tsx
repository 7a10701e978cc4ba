import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SideNavLayout } from "../components/content/SideNavLayout";
import { requireUser } from "../lib/auth.server";
import { BUILT_PAGES } from "../lib/routes";
import { requireScope } from "../lib/scope.server";

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
  await requireUser(request, context, scope);
  const children = CHILDREN.filter(([page]) => BUILT_PAGES.has(`personalCenter/${page}`));
  return data({ scope, children });
}

export default function PersonalCenter() {
  const { scope, children } = useLoaderData<typeof loader>();
  return <SideNavLayout label="个人中心" scope={scope} items={children.map(([page, label]) => ({ page: `personalCenter/${page}`, label }))} />;
}
