import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import { NotFound } from "../components/NotFound";
import { EditedDocumentPage } from "../components/content/pages";
import { resolveChannel } from "../lib/channel.server";
import { loadDocument } from "../lib/documents.server";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

const title = pageTitle("购买产品");
/** On the 404 the NotFound component sets its own title. */
export const meta: MetaFunction = (args) => (args.error ? [] : title(args));
export const headers = sameForEveryVisitor;

/** Only channels whose config lists FAQBuyProducts have this page; for the others it does not exist. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { channel } = await resolveChannel(request, context);
  if (!channel.faqLinks.includes("FAQBuyProducts")) throw data({ reason: "not-found" }, { status: 404 });
  return loadDocument("faqBuyProducts", { request, context });
}

export default EditedDocumentPage;

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<{ channel: Channel }>("root");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound brandName={root?.channel.brandName} />;
  throw error;
}
