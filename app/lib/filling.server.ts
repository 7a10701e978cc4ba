import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { isPlanType, rulesOf } from "#server/modules/plans/plan-rules";
import type { DraftInput, PlanEntry, PlanView } from "#server/modules/plans/plans.schema";
import type { Scope } from "#server/modules/scope/scopes";
import { ApiError, api } from "./api.server";
import { redirectOnUnauthorized, requireUser } from "./auth.server";
import { requireScope } from "./scope.server";
import { flashNotice } from "./session.server";

/** The filling pages' guard: scope, login, and a `{type}` the scope has (else 404). */
export async function fillingGuard(params: { scope?: string; type?: string }, request: Request, context: AppLoadContext, typeFrom: "param" | "query" = "param") {
  const scope = await requireScope(params.scope, request);
  const raw = typeFrom === "param" ? params.type : (new URL(request.url).searchParams.get("type") ?? "1");
  if (!raw || !isPlanType(scope, raw)) throw data({ reason: "not-found" }, { status: 404 });
  const { token } = await requireUser(request, context, scope);
  const client = await api(request, context);
  return { scope, type: raw, token, client, rules: rulesOf(scope) };
}

export type Guard = Awaited<ReturnType<typeof fillingGuard>>;

/** The draft of this 段, or null when none has been started. */
export async function loadDraft(g: Guard, request: Request, context: AppLoadContext): Promise<{ draft: DraftInput; view: PlanView } | null> {
  try {
    const res = await g.client.call(endpoints.getEnrollDraft, { type: g.type }, { token: g.token });
    return res.data as { draft: DraftInput; view: PlanView } | null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    return redirectOnUnauthorized(error, request, context, g.scope);
  }
}

/** Writes the draft with new entries (every edit is saved server-side at once). */
export async function saveDraft(g: Guard, draft: DraftInput, entries: PlanEntry[], request: Request, context: AppLoadContext): Promise<string | null> {
  try {
    await g.client.call(endpoints.saveEnrollDraft, { ...draft, type: g.type, entries }, { token: g.token });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return error.message;
    return redirectOnUnauthorized(error, request, context, g.scope);
  }
}

/** Back to the start of filling when no draft exists yet. */
export async function startFirst(scope: Scope, type: string, context: AppLoadContext): Promise<never> {
  await flashNotice(context, { kind: "info", message: "请先选择成绩和志愿段" });
  throw redirect(`/${scope}/reportedFirst?type=${type}`);
}

/**
 * Opens a saved plan in the editor: the draft of its 段 becomes a copy of it at its version. A draft
 * that already edits this very version is resumed, not overwritten (its unsaved changes are kept).
 */
export async function openPlanInEditor(client: Guard["client"], token: string, plan: PlanView): Promise<void> {
  const saved = plan.kind === "saved";
  const existing = (await client.call(endpoints.getEnrollDraft, { type: plan.type }, { token })).data as { draft: DraftInput } | null;
  if (saved && existing && existing.draft.planId === plan.id && existing.draft.baseVersion === plan.version) return;
  await client.call(
    endpoints.saveEnrollDraft,
    { type: plan.type, planId: saved ? plan.id : null, baseVersion: saved ? plan.version : null, name: plan.name, student: plan.student, entries: plan.entries.map(({ unit: _u, ...e }) => e), filters: plan.filters },
    { token },
  );
}
