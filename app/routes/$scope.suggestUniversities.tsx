import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "../lib/api.server";
import { requireScope } from "../lib/scope.server";

/** The inquiry page's ComboBox (JavaScript on) asks here while the visitor types: suggest_universities, a few rows. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireScope(params.scope, request);
  const keyword = (new URL(request.url).searchParams.get("keyword") ?? "").trim().slice(0, 40);
  if (!keyword) return data({ results: [] });
  try {
    const reply = await (await api(request, context)).call(endpoints.suggestUniversities, { keyword, limit: 8 });
    return data({ results: reply.data.results }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ results: [] });
    throw error;
  }
}
