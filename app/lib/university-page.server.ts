import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { Scope } from "#server/modules/scope/scopes";
import { ApiError, api } from "./api.server";
import { requireScope } from "./scope.server";

type Call = Awaited<ReturnType<typeof api>>["call"];

/**
 * The loader of a page about one university (`$id` is its ucode): a malformed
 * ucode, and a university the API does not know, are the page's 404.
 */
export async function loadUniversityPage<T>(
  { params, request, context }: { params: { scope?: string; id?: string }; request: Request; context: AppLoadContext },
  read: (call: Call, ucode: string) => Promise<T>,
): Promise<{ scope: Scope; ucode: string; answer: T }> {
  const scope = await requireScope(params.scope, request);
  const ucode = params.id ?? "";
  if (!/^\d{1,9}$/.test(ucode)) throw data({ reason: "not-found" }, { status: 404 });
  const { call } = await api(request, context);
  try {
    return { scope, ucode, answer: await read(call, ucode) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
    throw error;
  }
}
