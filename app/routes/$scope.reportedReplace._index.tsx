import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireScope } from "../lib/scope.server";

/** Without a {type}: the first 段/batch (1 exists in every scope), query kept. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  return redirect(`/${scope}/reportedReplace/1${new URL(request.url).search}`);
}
