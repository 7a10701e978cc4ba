import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { AUDIENCE_LABEL, FREQUENCY_LABEL, STATUS_LABEL } from "#server/modules/content/content.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { PROMO_LABEL, promoKind } from "../lib/admin-promos";
import { formatChinaTime } from "../lib/format";
import { targetLabel } from "../lib/admin-labels";
import * as s from "./admin.css";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: `${d ? PROMO_LABEL[d.kind] : "内容"} - 管理后台` }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const kind = promoKind(params.kind);
  const { staff, call } = await requireStaff(request, context);
  const items = await call(endpoints.adminContents, { kind }).then((r) => r.data, refusal);
  return data({ kind, staff, items }, { headers: { "Cache-Control": "no-store" } });
}

const window = (from: string | null, to: string | null) => `${from ? formatChinaTime(from) : "-"} 至 ${to ? formatChinaTime(to) : "下线为止"}`;

/** Banners, popups or guide videos the member may see, in the order the public sees them. */
export default function AdminPromos() {
  const { kind, staff, items } = useLoaderData<typeof loader>();
  const label = PROMO_LABEL[kind];
  const ordered = kind === "popup" ? items : [...items].sort((a, b) => (a.seriesOrder ?? 0) - (b.seriesOrder ?? 0) || a.id - b.id);
  return (
    <>
      <h1 className={s.h1}>{label}</h1>
      {staff.role !== "viewer" ? (
        <p>
          <Link className={s.button} to={`/admin/promos/${kind}/new`}>
            新建{label}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={s.hint}>您负责的渠道和省份下还没有{label}。</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid={`admin-${kind}`}>
            <caption className={s.hint}>您可见的{label}</caption>
            <thead>
              <tr>
                <th className={s.cell} scope="col">标题</th>
                <th className={s.cell} scope="col">状态</th>
                <th className={s.cell} scope="col">渠道 / 省份</th>
                <th className={s.cell} scope="col">{kind === "popup" ? "对象 / 频率" : "顺序"}</th>
                <th className={s.cell} scope="col">展示时间</th>
                <th className={s.cell} scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((a) => (
                <tr key={a.id}>
                  <td className={s.cell}>{a.title}</td>
                  <td className={s.cell}>{a.status === "scheduled" && a.live ? "已发布（定时）" : STATUS_LABEL[a.status]}</td>
                  <td className={s.cell}>{targetLabel(a.channels, a.scopes)}</td>
                  <td className={s.cell}>{kind === "popup" ? `${AUDIENCE_LABEL[a.audience ?? "all"]} / ${FREQUENCY_LABEL[a.frequency ?? "once"]}` : (a.seriesOrder ?? "-")}</td>
                  <td className={s.cell}>{window(a.publishAt, a.endsAt)}</td>
                  <td className={s.cell}>
                    {staff.role !== "viewer" ? (
                      <Link className={s.rowLink} to={`/admin/promos/${kind}/${a.id}`}>
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
