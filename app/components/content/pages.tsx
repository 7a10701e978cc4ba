import { useLoaderData } from "@remix-run/react";
import type { ContentContext, ContentDocument as Doc } from "../../content/types";
import { ContentDocument } from "./ContentDocument";
import { useContentPage } from "./hooks";

/** A page that is one text from app/content, filled in for the current channel and scope. */
export function DocumentPage({ text }: { text: (c: ContentContext) => Doc }) {
  const { scope, context } = useContentPage();
  return <ContentDocument doc={text(context)} scope={scope} />;
}

/**
 * A page whose text staff edit (agreement, disclaimer, service terms, FAQ): the route's loader
 * reads it from the documents API (app/lib/documents.server.ts), already filled in for the channel.
 */
export function EditedDocumentPage() {
  const { doc } = useLoaderData<{ doc: Doc }>();
  const { scope } = useContentPage();
  return <ContentDocument doc={doc} scope={scope} />;
}
