import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MajorDetailPage } from "../components/majors/MajorDetailPage";
import { loadMajorDetail } from "../lib/major-detail.server";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("专业详情（专科）");
export const headers = sameForEveryVisitor;

/** ?code= the catalogue code; ?page= the page of universities offering it (docs/routes.md, Majors). */
export function loader(args: LoaderFunctionArgs) {
  return loadMajorDetail(args, "professionDetailsZhuan");
}

export default function ProfessionDetailsZhuan() {
  return <MajorDetailPage {...useLoaderData<typeof loader>()} />;
}
