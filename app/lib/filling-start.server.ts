import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { PLAN_TEXT } from "#server/modules/plans/plans.schema";
import type { PlanStudent } from "#server/modules/plans/plans.schema";
import type { ScoreRecord } from "#server/modules/score-record/score-record.schema";
import { ApiError } from "./api.server";
import { redirectOnUnauthorized } from "./auth.server";
import { electiveModel } from "./check-as";
import { fillingGuard, loadDraft } from "./filling.server";

/**
 * reportedFirst (a saved score record) and mockReported (a typed score and electives): pick the
 * student and the 段/batch; the choice starts (or re-prices) the server-side draft of that 段.
 */
export async function startLoader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context, "query");
  let records: ScoreRecord[] = [];
  try {
    records = (await g.client.call(endpoints.scoreRecords, {}, { token: g.token })).data;
  } catch (error) {
    await redirectOnUnauthorized(error, request, context, g.scope);
  }
  const current = await loadDraft(g, request, context);
  return data({ scope: g.scope, type: g.type, types: g.rules.types, records, student: current?.draft.student ?? null, entryCount: current?.draft.entries.length ?? 0 }, { headers: { "Cache-Control": "private, no-store" } });
}

export function startAction(mode: "real" | "mock") {
  return async ({ params, request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const wanted = String(form.get("type") ?? "1");
    const url = new URL(request.url);
    url.searchParams.set("type", wanted);
    const g = await fillingGuard(params, new Request(url, { headers: request.headers }), context, "query");
    let student: PlanStudent;
    if (mode === "real") {
      const id = String(form.get("scoreRecordId") ?? "");
      if (!id) return data({ error: "请选择一条成绩记录" }, { status: 400 });
      student = { scoreRecordId: id };
    } else {
      const score = Number(form.get("score"));
      if (!Number.isInteger(score) || score < 0 || score > 750 || String(form.get("score") ?? "").trim() === "") return data({ error: "高考总分应为 0–750 的整数" }, { status: 400 });
      const subjects = form.getAll("subjects").map(String);
      const model = electiveModel(g.scope);
      if (model.kind === "3of" && subjects.length !== 3) return data({ error: "请选择 3 门选考科目" }, { status: 400 });
      if (model.kind === "1+2" && subjects.length !== 2) return data({ error: "请选择 2 门再选科目" }, { status: 400 });
      student = { score, subjects, track: model.kind === "1+2" ? (form.get("first") === "历史" ? "history" : "physics") : null };
    }
    const current = await loadDraft(g, request, context);
    try {
      await g.client.call(
        endpoints.saveEnrollDraft,
        { type: g.type, planId: current?.draft.planId ?? null, baseVersion: current?.draft.baseVersion ?? null, name: current?.draft.name, student, entries: current?.draft.entries ?? [], filters: current?.draft.filters },
        { token: g.token },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) return data({ error: error.message || PLAN_TEXT.needStudent }, { status: error.status });
      await redirectOnUnauthorized(error, request, context, g.scope);
    }
    return redirect(`/${g.scope}/${mode === "real" ? "reportedSecond" : "mockReportedSecond"}?type=${g.type}`);
  };
}
