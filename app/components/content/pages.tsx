import { useLoaderData } from "@remix-run/react";
import type { ContentDocument as Doc } from "../../content/types";
import { ContentDocument } from "./ContentDocument";
import { useContentPage } from "./hooks";

/**
 * A page whose text staff edit (agreement, disclaimer, service terms, FAQ, about us, media reports): the route's
 * loader reads it from the documents API (app/lib/documents.server.ts), already filled in for the channel and scope.
 */
export function EditedDocumentPage() {
  const { doc } = useLoaderData<{ doc: Doc }>();
  const { scope } = useContentPage();
  return <ContentDocument doc={doc} scope={scope} />;
}
