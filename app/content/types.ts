// The texts' shapes are part of the documents API (staff edit them); app/content builds them for the seed.
export type { Block, ContentContext, ContentDocument, Inline, Paragraph, Section } from "#server/modules/documents/documents.schema";
