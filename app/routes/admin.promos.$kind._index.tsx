import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { AUDIENCE_LABEL, FREQUENCY_LABEL } from "#server/modules/content/content.schema";
import { refusal, requireStaff } from "../lib/admin.server";
import { PROMO_LABEL, promoKind } from "../lib/admin-promos";
import { formatChinaTime } from "../lib/format";
import { ContentList } from "../components/admin/ContentList";
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
      <ContentList
        items={ordered}
        noun={label}
        newHref={`/admin/promos/${kind}/new`}
        editHref={(a) => `/admin/promos/${kind}/${a.id}`}
        canEdit={staff.role !== "viewer"}
        caption={`您可见的${label}`}
        testId={`admin-${kind}`}
        columns={[
          kind === "popup"
            ? { header: "对象 / 频率", cell: (a) => `${AUDIENCE_LABEL[a.audience ?? "all"]} / ${FREQUENCY_LABEL[a.frequency ?? "once"]}` }
            : { header: "顺序", cell: (a) => a.seriesOrder ?? "-" },
          { header: "展示时间", cell: (a) => window(a.publishAt, a.endsAt) },
        ]}
      />
    </>
  );
}
