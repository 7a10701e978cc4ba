import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireScope } from "../lib/scope.server";

/** /{scope}/AboutUsPage lands on 团队介绍. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  throw redirect(`/${scope}/AboutUsPage/AboutUs${new URL(request.url).search}`);
}
