import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { BAND_WORD, probabilityText } from "#server/modules/plans/plan-rows";
import * as ui from "../components/ui/ui.css";
import * as f from "../components/filling/filling.css";
import { ApiError } from "../lib/api.server";
import { redirectOnUnauthorized } from "../lib/auth.server";
import { fillingGuard, openPlanInEditor } from "../lib/filling.server";
import { pageTitle } from "../lib/meta";
import * as s from "./personal-center.css";

export const meta = pageTitle("替换已保存方案中的志愿");
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** A saved plan's entries; replacing one opens the plan in the editor (as a draft of its version) at that entry's alternatives. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  try {
    const view = (await g.client.call(endpoints.getEnrollRecordById, { id }, { token: g.token })).data;
    if (view.type !== g.type) throw data({ reason: "not-found" }, { status: 404 });
    return data({ scope: g.scope, type: g.type, view });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
    return redirectOnUnauthorized(error, request, context, g.scope);
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const unitId = String(form.get("unitId") ?? "");
  try {
    const plan = (await g.client.call(endpoints.getEnrollRecordById, { id }, { token: g.token })).data;
    await openPlanInEditor(g.client, g.token, plan);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return data({ error: error.message }, { status: error.status });
    return redirectOnUnauthorized(error, request, context, g.scope);
  }
  return redirect(`/${g.scope}/reportedReplace/${g.type}?unitId=${encodeURIComponent(unitId)}`);
}

export default function MySaveReplace() {
  const { view } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className={s.panel} aria-labelledby="msr-title">
      <h1 id="msr-title">替换志愿：{view.name}</h1>
      <p>选一个志愿查看可替换的选择；替换后在志愿表中保存即可（保存时会检查是否有其他页面改过这个方案）。</p>
      <ol className={f.entries}>
        {view.entries.map((e, i) => (
          <li key={`${i}-${e.unitId}`} className={f.entry}>
            <span className={f.pos}>{i + 1}</span>
            <div>
              <p className={f.entryName}>{e.unit ? `${e.unit.universityName} ${e.unit.majorName}` : e.unitId}</p>
              <p className={f.entryMeta}>
                {e.unit?.band ? BAND_WORD[e.unit.band] : "-"} · 录取概率 {probabilityText(e.unit?.probability)}
              </p>
            </div>
            <Form method="post" className={f.inline}>
              <input type="hidden" name="id" value={view.id ?? ""} />
              <input type="hidden" name="unitId" value={e.unitId} />
              <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`替换第 ${i + 1} 个志愿`}>
                替换
              </button>
            </Form>
          </li>
        ))}
      </ol>
    </section>
  );
}
