import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { PLAN_TEXT, type PlanSummary } from "#server/modules/plans/plans.schema";
import * as ui from "../components/ui/ui.css";
import * as f from "../components/filling/filling.css";
import { ApiError, api } from "../lib/api.server";
import { redirectOnUnauthorized, requireUser } from "../lib/auth.server";
import { openPlanInEditor } from "../lib/filling.server";
import { formatChinaTime } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { flashNotice } from "../lib/session.server";
import * as s from "./personal-center.css";

export const meta = pageTitle("我的志愿表");
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  let plans: PlanSummary[] = [];
  try {
    plans = (await (await api(request, context)).call(endpoints.getEnrollRecord, {}, { token })).data;
  } catch (error) {
    await redirectOnUnauthorized(error, request, context, scope);
  }
  return data({ scope, plans }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Open a saved plan in the editor (as a draft of it), export it, or delete it. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  const form = await request.formData();
  const client = await api(request, context);
  const id = String(form.get("id") ?? "");
  const back = `/${scope}/personalCenter/mySave`;
  try {
    switch (form.get("intent")) {
      case "delete":
        await client.call(endpoints.delEnrollRecord, { id }, { token });
        await flashNotice(context, { kind: "success", message: PLAN_TEXT.deleted });
        return redirect(back);
      case "excel": {
        const res = await client.call(endpoints.exportEnrollExcel, { id }, { token });
        return redirect(res.data.url);
      }
      case "edit": {
        const plan = (await client.call(endpoints.getEnrollRecordById, { id }, { token })).data;
        // A conflict copy is edited as a new plan; a saved plan keeps its id and the version it was at.
        await openPlanInEditor(client, token, plan);
        return redirect(`/${scope}/reportedThird/${plan.type}`);
      }
      default:
        return data({ error: "无法识别的操作" }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      await flashNotice(context, { kind: "error", message: error.message });
      return redirect(back);
    }
    return redirectOnUnauthorized(error, request, context, scope);
  }
}

export default function MySave() {
  const { scope, plans } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className={s.panel} aria-labelledby="my-save-title">
      <h1 id="my-save-title">我的志愿表</h1>
      {plans.length === 0 ? (
        <p>
          还没有保存的志愿方案。<Link to={`/${scope}/reportedFirst`}>开始填报</Link>
        </p>
      ) : null}
      <ul className={f.entries} aria-label="已保存的志愿方案">
        {plans.map((p) => (
          <li key={p.id} className={f.entry} data-testid="saved-plan">
            <span className={f.pos}>{p.kind === "conflict" ? "⚠" : "✓"}</span>
            <div>
              <p className={f.entryName}>
                {p.name}
                {p.kind === "conflict" ? "（未保存成功的冲突副本）" : ""}
              </p>
              <p className={f.entryMeta}>
                {p.typeName} · {p.entryCount} 个志愿 · {p.kind === "saved" ? `版本 ${p.version} · ` : ""}更新于 {formatChinaTime(p.updatedAt)}
              </p>
            </div>
            <div className={f.tools}>
              <Link className={`${ui.secondaryButton} ${f.small}`} to={`/${scope}/reportedPrintPage/${p.type}?id=${p.id}`} aria-label={`查看并打印：${p.name}`}>
                查看 / 打印
              </Link>
              <Link className={`${ui.secondaryButton} ${f.small}`} to={`/${scope}/personalCenter/mySaveReplace/${p.type}?id=${p.id}`} aria-label={`替换志愿：${p.name}`}>
                替换志愿
              </Link>
              {(["edit", "excel", "delete"] as const).map((intent) => (
                <Form method="post" className={f.inline} key={intent} reloadDocument={intent === "excel"}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="id" value={p.id} />
                  <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`${{ edit: "编辑", excel: "导出 Excel", delete: "删除" }[intent]}：${p.name}`}>
                    {{ edit: "编辑", excel: "导出 Excel", delete: "删除" }[intent]}
                  </button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
