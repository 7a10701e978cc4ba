import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CandidatePage } from "../components/candidates/CandidatePage";
import { loadCandidates } from "../lib/check-as.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("按分数查");

// Every answer depends on the viewer (the quota), so no shared cache may keep the page.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const candidates = await loadCandidates(request, context, scope, "score");
  return data({ scope, ...candidates }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CheckAsScore() {
  const page = useLoaderData<typeof loader>();
  return <CandidatePage kind="score" {...page} />;
}
