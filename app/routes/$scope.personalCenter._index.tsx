import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { BUILT_PAGES } from "../lib/routes";
import { requireScope } from "../lib/scope.server";

/** The center opens on 我的成绩 (spec §2) once it exists; until then on 个人资料. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const first = BUILT_PAGES.has("personalCenter/myScore") ? "myScore" : "personalData";
  throw redirect(`/${scope}/personalCenter/${first}`);
}
