// Today's texts (app/content) are the seed: built once with placeholders in place of the channel's facts.
import { aboutUs } from "#app/content/about-us";
import { userAgreement } from "#app/content/agreement";
import { disclaimer } from "#app/content/disclaimer";
import { faqBuyProducts } from "#app/content/faq-buy-products";
import { faqNewbieHelp } from "#app/content/faq-newbie-help";
import { faqUseProducts } from "#app/content/faq-use-products";
import { mediaReport } from "#app/content/media-report";
import { serviceTerms } from "#app/content/service-terms";
import type { Db } from "../../db/client";
import * as repo from "./documents.repo";
import { DEFAULT_DOCUMENT_CHANNEL, DOCUMENT_TYPES, type ContentContext, type ContentDocument, type DocumentType } from "./documents.schema";
import { PLACEHOLDER_CONTEXT } from "./placeholders";

const SOURCES: Record<DocumentType, (c: ContentContext) => ContentDocument> = {
  agreement: userAgreement,
  disclaimer,
  serviceTerms,
  faqUseProducts,
  faqBuyProducts,
  faqNewbieHelp,
  aboutUs,
  mediaReport,
};

/** The seed text of a type, with placeholders. */
export function seedDocument(type: DocumentType): ContentDocument {
  return SOURCES[type](PLACEHOLDER_CONTEXT);
}

/** Adds the default ("all") text of every type not stored yet; a text staff have saved is never touched. */
export async function loadDocumentSeed(db: Db, at = new Date()): Promise<number> {
  let added = 0;
  for (const type of DOCUMENT_TYPES) {
    if (await repo.insertIfMissing(db, { type, channel: DEFAULT_DOCUMENT_CHANNEL, content: seedDocument(type), updatedAt: at, updatedBy: null })) added++;
  }
  return added;
}
