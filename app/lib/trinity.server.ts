import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import type { Scope } from "#server/modules/scope/scopes";
import { ApiError, api } from "./api.server";
import { currentUser } from "./auth.server";
import { requireScope } from "./scope.server";

/** 三位一体 is Zhejiang's (spec §2): its pages answer 404 under every other scope. */
export async function requireTrinityScope(param: string | undefined, request: Request): Promise<Scope> {
  const scope = await requireScope(param, request);
  if (scope !== "zj") throw data({ reason: "not-found" }, { status: 404 });
  return scope;
}

/** The logged-in student's newest score record of the scope (electives and 高考 total), or null. */
export async function studentRecord(request: Request, context: AppLoadContext): Promise<{ subjects: string[]; totalScore: number; label: string } | null> {
  const { token } = await currentUser(request, context);
  if (!token) return null;
  try {
    const res = await (await api(request, context)).call(endpoints.scoreRecords, {}, { token });
    const newest = [...res.data].sort((a, b) => b.number - a.number)[0];
    return newest ? { subjects: newest.subjects, totalScore: newest.totalScore, label: newest.label } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/**
 * Calls a 三位一体 query with the URL's parameters. Bad input (400) comes back as the API's Chinese
 * message for the page to show with status 400; an unknown school is a 404 page.
 */
export async function callTrinity<T>(request: Request, context: AppLoadContext, run: (client: Awaited<ReturnType<typeof api>>) => Promise<{ data: T }>): Promise<{ answer: T | null; error: string | null; status: number }> {
  try {
    const res = await run(await api(request, context));
    return { answer: res.data, error: null, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
    if (error instanceof ApiError && error.status < 500) return { answer: null, error: error.message, status: error.status };
    throw error;
  }
}

/** Every value of each query parameter (repeated ones as arrays), for passing a GET form on to the API. */
export function queryOf(request: Request, keys: readonly string[]): Record<string, string | string[]> {
  const url = new URL(request.url);
  const out: Record<string, string | string[]> = {};
  for (const k of keys) {
    const all = url.searchParams.getAll(k).filter((v) => v !== "");
    if (all.length === 1) out[k] = all[0]!;
    else if (all.length > 1) out[k] = all;
  }
  return out;
}
