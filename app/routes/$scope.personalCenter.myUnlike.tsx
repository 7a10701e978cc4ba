import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UnitMarks } from "../components/filling/UnitMarks";
import { pageTitle } from "../lib/meta";
import { loadMarks, markAction } from "../lib/unit-marks.server";
import * as s from "./personal-center.css";

export const meta = pageTitle("不感兴趣");
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: LoaderFunctionArgs) => loadMarks(args, "unlike");
export const action = (args: ActionFunctionArgs) => markAction(args, "unlike", (scope) => `/${scope}/personalCenter/myUnlike`);

export default function MyUnlike() {
  const { scope, marks, confirmClear } = useLoaderData<typeof loader>();
  return (
    <section className={s.panel} aria-labelledby="my-unlike-title">
      <UnitMarks
        titleId="my-unlike-title"
        title="不感兴趣"
        scope={scope}
        marks={marks}
        confirmClear={confirmClear}
        removeWord="恢复"
        clearWord="全部恢复"
        note="标为不感兴趣的院校专业不会出现在志愿填报的候选列表中；恢复后重新显示。"
        path={`/${scope}/personalCenter/myUnlike`}
        empty={
          <>
            还没有标为不感兴趣的志愿。可在<Link to={`/${scope}/reportedSecond`}>挑选志愿</Link>时点「不感兴趣」。
          </>
        }
      />
    </section>
  );
}
