import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { endpoints } from "#server/contracts/endpoints";
import { BAND_NAMES, type EnrollAnswer, type EnrollQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { ApiError } from "./api.server";
import { redirectOnUnauthorized } from "./auth.server";
import { applyEdit } from "./filling";
import { fillingGuard, loadDraft, saveDraft, startFirst } from "./filling.server";
import { flashNotice } from "./session.server";

export const PICK_PAGE_SIZE = 20;

/** reportedSecond / mockReportedSecond: the engine's candidates for the draft's student, with the filters of reportedFilter. */
export async function pickLoader({ params, request, context }: LoaderFunctionArgs) {
  const g = await fillingGuard(params, request, context, "query");
  const current = await loadDraft(g, request, context);
  if (!current) return startFirst(g.scope, g.type, context);
  const q = new URL(request.url).searchParams;
  const band = q.get("band");
  const page = Math.max(1, Math.min(1000, Number(q.get("page")) || 1));
  const s = current.draft.student;
  const body: z.input<typeof EnrollQuerySchema> = {
    ...(s.scoreRecordId ? { scoreRecordId: s.scoreRecordId } : { score: s.score ?? undefined, rank: s.rank ?? undefined, subjects: s.subjects, track: s.track ?? undefined }),
    band: band && (BAND_NAMES as readonly string[]).includes(band) ? band : band === "all" ? undefined : ["radical", "steady", "conservative", "bottom"],
    page,
    pageSize: PICK_PAGE_SIZE,
  };
  const keyword = (q.get("keyword") ?? "").trim().slice(0, 30);
  if (keyword) body.keyword = keyword;
  if (q.get("home") === "1") body.schoolProvince = SCOPE_INFO[g.scope].name;
  const tags = ["985", "211", "双一流"].filter((t) => q.getAll("tag").includes(t));
  if (tags.length) body.schoolTags = tags;
  if (q.get("public") === "1") body.schoolNature = "public";
  const tuitionMax = Number(q.get("tuitionMax"));
  if (q.get("tuitionMax") && Number.isInteger(tuitionMax) && tuitionMax >= 0) body.tuitionMax = tuitionMax;
  const majorClass = (q.get("majorClass") ?? "").trim();
  if (/^\d{2}(\d{2})?$/.test(majorClass)) body.majorClass = majorClass;
  let answer: EnrollAnswer | null = null;
  let error: string | null = null;
  try {
    answer = (await g.client.call(endpoints.enrollWithDyParam, body, { token: g.token })).data;
  } catch (e) {
    if (e instanceof ApiError && e.status !== 401 && e.status < 500) error = e.message;
    else await redirectOnUnauthorized(e, request, context, g.scope);
  }
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
      filters: { band: band ?? "", keyword, home: q.get("home") === "1", tags, public: q.get("public") === "1", tuitionMax: q.get("tuitionMax") ?? "", majorClass, page },
      sentence: current.view.outcome.sentence,
    },
    { headers: { "Cache-Control": "private, no-store" } },
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
