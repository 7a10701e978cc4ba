import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { rememberedScope } from "../lib/scope.server";

export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(`/${await rememberedScope(request)}/index`);
}
