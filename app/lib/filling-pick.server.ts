import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { endpoints } from "#server/contracts/endpoints";
import type { PlanStudent } from "#server/modules/plans/plans.schema";
import type { EnrollAnswer, EnrollQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";
import { batchOfType } from "#server/modules/plans/plan-rules";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { ApiError } from "./api.server";
import { redirectOnUnauthorized } from "./auth.server";
import { applyEdit } from "./filling";
import { readPickFilters, pickFilterBody, type PickFilters } from "./filling-filters";
import { fillingGuard, loadDraft, saveDraft, startFirst, type Guard } from "./filling.server";
import { flashNotice } from "./session.server";

export const PICK_PAGE_SIZE = 20;

/**
 * The engine's candidates for the draft's student under the filters (the unlike list is left out by
 * the API). A refused filter comes back as the message; the session's end goes to the login page.
 */
export async function loadCandidates(g: Guard, request: Request, context: AppLoadContext, student: PlanStudent, filters: PickFilters, page: number, pageSize: number): Promise<{ answer: EnrollAnswer | null; error: string | null }> {
  const body: z.input<typeof EnrollQuerySchema> = {
    ...(student.scoreRecordId ? { scoreRecordId: student.scoreRecordId } : { score: student.score ?? undefined, rank: student.rank ?? undefined, subjects: student.subjects, track: student.track ?? undefined }),
    ...pickFilterBody(filters, SCOPE_INFO[g.scope].name),
    // The 段 being filled names the batch whose groups are listed (gd: 本科批 or 专科批).
    batch: batchOfType(g.scope, g.type),
    page,
    pageSize,
  };
  try {
    return { answer: (await g.client.call(endpoints.enrollWithDyParam, body, { token: g.token })).data, error: null };
  } catch (e) {
    if (e instanceof ApiError && e.status !== 401 && e.status < 500) return { answer: null, error: e.message };
    return redirectOnUnauthorized(e, request, context, g.scope);
  }
}

/** reportedSecond / mockReportedSecond: the engine's candidates for the draft's student, with the filters of reportedFilter, reportedFilterNew and reportedFilterStage. */
export async function pickLoader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context, "query");
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  const { filters, problems } = readPickFilters(new URL(request.url).searchParams);
  const { answer, error } = problems.length > 0 ? { answer: null, error: problems.join("；") } : await loadCandidates(g, request, context, current.draft.student, filters, filters.page, PICK_PAGE_SIZE);
  const chosen = current.draft.entries.map((e) => e.unitId);
  return data(
    {
      scope: g.scope,
      type: g.type,
      typeName: g.rules.types[g.type]!,
      slots: g.rules.slots,
      chosen,
      answer,
      error,
      filters,
      sentence: current.view.outcome.sentence,
    },
    { status: problems.length > 0 ? 400 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Adds a unit to the draft, or marks it 不感兴趣 (it leaves every list) or collects it (收藏); back to the same list. */
export async function pickAction({ params, request, context }: ActionFunctionArgs) {
  const g = await fillingGuard(params, request, context, "query");
  const form = await request.formData();
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  const back = new URL(request.url);
  const to = `${back.pathname}${back.search}`;
  const markKind = form.get("intent");
  if (markKind === "unlike" || markKind === "collect") {
    try {
      await g.client.call(endpoints.collectEnroll, { unitIds: [String(form.get("unitId") ?? "")], kind: markKind, labels: [String(form.get("label") ?? "")] }, { token: g.token });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) await redirectOnUnauthorized(error, request, context, g.scope);
    }
    await flashNotice(context, { kind: "success", message: markKind === "unlike" ? "已标为不感兴趣，不再显示" : "收藏成功" });
    return redirect(to);
  }
  const entries = applyEdit(current.draft.entries, form);
  if (!entries) return data({ error: "无法识别的操作" }, { status: 400 });
  if (entries.length > g.rules.slots) {
    await flashNotice(context, { kind: "error", message: `本段最多可填 ${g.rules.slots} 个志愿` });
    return redirect(to);
  }
  const failed = await saveDraft(g, current.draft, entries, request, context);
  if (failed) await flashNotice(context, { kind: "error", message: failed });
  return redirect(to);
}
