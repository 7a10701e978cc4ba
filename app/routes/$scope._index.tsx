import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireScope } from "../lib/scope.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  throw redirect(`/${await requireScope(params.scope, request)}/index`);
}
