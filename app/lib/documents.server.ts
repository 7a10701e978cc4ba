import type { LoaderFunctionArgs } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import type { DocumentType } from "#server/modules/documents/documents.schema";
import { api } from "./api.server";

/** The text staff edit for this type, as the visitor's channel and scope show it (read by EditedDocumentPage). */
export async function loadDocument(type: DocumentType, { request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { call } = await api(request, context);
  const { data } = await call(endpoints.documentInfo, { document_type: type });
  return { doc: data.content };
}

/** A route's loader that is only the document. */
export const documentLoader = (type: DocumentType) => (args: LoaderFunctionArgs) => loadDocument(type, args);
