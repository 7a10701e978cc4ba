import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { PLAN_TEXT } from "#server/modules/plans/plans.schema";
import { ApiError } from "./api.server";
import { redirectOnUnauthorized } from "./auth.server";
import { applyEdit } from "./filling";
import { fillingGuard, loadDraft, saveDraft, startFirst } from "./filling.server";
import { flashNotice } from "./session.server";

/** reportedThird/{type}: the draft, priced, checked and with its outcome. */
export async function planLoader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const current = await loadDraft(g, request, context);
  // No draft (never started, or saved from another page): the page says so, with the way back.
  if (!current) return data({ scope: g.scope, type: g.type, rules: g.rules, draft: null, view: null }, { headers: { "Cache-Control": "private, no-store" } });
  return data({ scope: g.scope, type: g.type, rules: g.rules, draft: current.draft, view: current.view }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Edits (each saved to the draft at once), and the save with its version check. */
export async function planAction({ params, request, context }: ActionFunctionArgs) {
  const g = await fillingGuard(params, request, context);
  const form = await request.formData();
  const current = await loadDraft(g, request, context);
  const here = `/${g.scope}/reportedThird/${g.type}`;
  const intent = String(form.get("intent") ?? "");
  // The page showed a saved plan at some version: when the draft is gone (saved elsewhere) or now edits
  // another version, this page is stale; refused, never a silent overwrite.
  const shownPlan = String(form.get("planId") ?? "");
  if (intent === "save" && shownPlan && (!current || current.draft.planId !== shownPlan || String(current.draft.baseVersion ?? "") !== String(form.get("baseVersion") ?? ""))) {
    return data({ error: PLAN_TEXT.staleEditor, conflict: true }, { status: 409 });
  }
  if (!current) return startFirst(g.scope, g.type, context);
  if (intent === "save") {
    const d = current.draft;
    try {
      const res = await g.client.call(
        endpoints.saveEnrollRecord,
        { id: d.planId ?? undefined, version: d.planId ? (d.baseVersion ?? 0) : undefined, type: g.type, name: String(form.get("name") ?? d.name ?? "").trim() || undefined, student: d.student, entries: d.entries, filters: d.filters },
        { token: g.token },
      );
      await flashNotice(context, { kind: "success", message: PLAN_TEXT.saved });
      return redirect(`/${g.scope}/personalCenter/mySave?saved=${res.data.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) return data({ error: error.message, conflict: error.status === 409 }, { status: error.status });
      return redirectOnUnauthorized(error, request, context, g.scope);
    }
  }
  if (intent === "discard") {
    await g.client.call(endpoints.delEnrollDraft, { type: g.type }, { token: g.token }).catch(() => undefined);
    await flashNotice(context, { kind: "success", message: "已清空草稿" });
    return redirect(`/${g.scope}/reportedFirst?type=${g.type}`);
  }
  if (intent === "filters") {
    const tuition = String(form.get("tuitionMax") ?? "").trim();
    const provinces = String(form.get("provinces") ?? "").split(/[,，\s]+/).filter(Boolean).slice(0, 40);
    const split = ["radical", "steady", "conservative", "bottom"].map((k) => Number(form.get(`split_${k}`)));
    const filters = {
      ...current.draft.filters,
      tuitionMax: tuition && /^\d+$/.test(tuition) ? Number(tuition) : null,
      provinces,
      ...(split.every((v) => Number.isFinite(v) && v >= 0 && v <= 100) && split.some((v) => v > 0) ? { split: { radical: split[0]!, steady: split[1]!, conservative: split[2]!, bottom: split[3]! } } : {}),
    };
    try {
      await g.client.call(endpoints.saveEnrollDraft, { ...current.draft, type: g.type, filters }, { token: g.token });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) return data({ error: error.message, conflict: false }, { status: error.status });
      return redirectOnUnauthorized(error, request, context, g.scope);
    }
    return redirect(here);
  }
  const entries = applyEdit(current.draft.entries, form);
  if (!entries) return data({ error: "无法识别的操作", conflict: false }, { status: 400 });
  const failed = await saveDraft(g, current.draft, entries, request, context);
  if (failed) return data({ error: failed, conflict: false }, { status: 400 });
  const at = String(form.get("focus") ?? "");
  const reopen = intent === "group" && /^e\d+$/.test(at) ? `?open=${at.slice(1)}` : "";
  return redirect(at ? `${here}${reopen}#${at}` : here);
}
