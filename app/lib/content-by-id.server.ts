import type { AppLoadContext } from "@remix-run/node";
import type { Endpoint, InputOf, OutputOf } from "#server/contracts/endpoint";
import type { Scope } from "#server/modules/scope/scopes";
import { ApiError, api } from "./api.server";
import { requireScope } from "./scope.server";

/**
 * Loads one published content item (an article, a lesson) named by the `$id`
 * URL segment. A malformed id, and an item not published for this channel and
 * scope, answer 404 alike: to a visitor it does not exist.
 */
export async function loadContentById<E extends Endpoint>(
  endpoint: E,
  { params, request, context }: { params: { scope?: string; id?: string }; request: Request; context: AppLoadContext },
): Promise<{ scope: Scope; item: OutputOf<E> }> {
  const scope = await requireScope(params.scope, request);
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response("Not Found", { status: 404 });
  const { call } = await api(request, context);
  try {
    const { data: item } = await call(endpoint, { id: Number(params.id) } as InputOf<E>);
    return { scope, item };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** Reading a content item counts a view, and a reply must not be kept by a shared cache. */
export const CONTENT_HEADERS = { "Cache-Control": "private, no-store" } as const;
