import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { faqPagesFor } from "../content/pages";
import { resolveChannel } from "../lib/channel.server";
import { requireScope } from "../lib/scope.server";

/** /{scope}/FAQPage lands on the first FAQ page the channel lists. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { channel } = await resolveChannel(request, context);
  // Keep the query (?channel=…, ?series=…) so the target page applies and remembers it.
  throw redirect(`/${scope}/FAQPage/${faqPagesFor(channel)[0]}${new URL(request.url).search}`);
}
