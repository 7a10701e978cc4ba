import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UnitMarks } from "../components/filling/UnitMarks";
import { pageTitle } from "../lib/meta";
import { loadMarks, markAction } from "../lib/unit-marks.server";
import * as s from "./personal-center.css";

export const meta = pageTitle("收藏的志愿");
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: LoaderFunctionArgs) => loadMarks(args, "collect");
export const action = (args: ActionFunctionArgs) => markAction(args, "collect", (scope) => `/${scope}/myCollectionsPreview`);

export default function MyCollectionsPreview() {
  const { scope, marks, confirmClear } = useLoaderData<typeof loader>();
  return (
    <section className={s.panel} aria-labelledby="collections-title">
      <UnitMarks
        titleId="collections-title"
        title="收藏的志愿"
        scope={scope}
        marks={marks}
        confirmClear={confirmClear}
        removeWord="取消收藏"
        clearWord="清空"
        note="在挑选志愿时收藏的院校专业。录取概率随成绩和位次变化，请在挑选志愿页查看最新的估算。"
        path={`/${scope}/myCollectionsPreview`}
        empty={
          <>
            还没有收藏的志愿。可在<Link to={`/${scope}/reportedSecond`}>挑选志愿</Link>时点「收藏」。
          </>
        }
      />
    </section>
  );
}
