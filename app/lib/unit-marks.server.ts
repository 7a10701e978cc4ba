import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "./api.server";
import { redirectOnUnauthorized, requireUser } from "./auth.server";
import { requireScope } from "./scope.server";
import { flashNotice } from "./session.server";

export type MarkKind = "collect" | "unlike";
export interface UnitMark {
  unitId: string;
  label: string;
  createdAt: string;
}

/** The student's marked units of one kind in this scope (收藏 or 不感兴趣). */
export async function loadMarks({ params, request, context }: LoaderFunctionArgs, kind: MarkKind) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  let marks: UnitMark[] = [];
  try {
    marks = (await (await api(request, context)).call(endpoints.getCollectEnroll, { kind }, { token })).data as UnitMark[];
  } catch (error) {
    await redirectOnUnauthorized(error, request, context, scope);
  }
  const confirmClear = new URL(request.url).searchParams.get("confirm") === "clear";
  return data({ scope, marks, confirmClear }, { headers: { "Cache-Control": "private, no-store" } });
}

async function notice(context: AppLoadContext, kind: "success" | "error", message: string) {
  await flashNotice(context, { kind, message });
}

/** Removes one mark (恢复 / 取消收藏) or, after the confirmation step, all of them (清空). */
export async function markAction({ params, request, context }: ActionFunctionArgs, kind: MarkKind, back: (scope: string) => string) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  const form = await request.formData();
  const client = await api(request, context);
  const to = back(scope);
  try {
    switch (form.get("intent")) {
      case "remove": {
        const unitId = String(form.get("unitId") ?? "");
        if (!unitId) return data({ error: "请选择院校专业" }, { status: 400 });
        await client.call(endpoints.cancelCollectEnroll, { unitIds: [unitId], kind }, { token });
        await notice(context, "success", kind === "unlike" ? "已恢复，该志愿将重新显示" : "已取消收藏");
        return redirect(to);
      }
      case "clear":
        await client.call(endpoints.deleteUserAllCollect, { kind }, { token });
        await notice(context, "success", kind === "unlike" ? "已全部恢复" : "已清空收藏");
        return redirect(to);
      default:
        return data({ error: "无法识别的操作" }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      await notice(context, "error", error.message);
      return redirect(to);
    }
    return redirectOnUnauthorized(error, request, context, scope);
  }
}
