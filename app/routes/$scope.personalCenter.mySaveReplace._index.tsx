import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireScope } from "../lib/scope.server";

/** Without a {type}: the saved plans, where each plan links to its own replace page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  return redirect(`/${scope}/personalCenter/mySave`);
}
