// Plain-data shape of the FAQ and about pages' texts. Rendered by
// app/components/content/ContentDocument.tsx; no JSX or styling here.

/** A run of text, or a link to a page under the current scope (e.g. "FAQPage/FAQDisclaimer"). */
export type Inline = string | { page: string; text: string };
/** A paragraph: plain text or text with links. */
export type Paragraph = string | Inline[];
export type Block = Paragraph | { list: Paragraph[]; ordered?: boolean } | { note: Paragraph };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface ContentDocument {
  /** The page's h1. */
  title: string;
  intro?: Block[];
  sections: Section[];
}

/** What a text may name: the brand and operator come from the channel, never hard-coded. */
export interface ContentContext {
  brandName: string;
  cardName: string;
  /** The operating companies, joined for prose ("甲公司、乙公司"). */
  operators: string;
  /** The first company: the contracting party for jurisdiction. */
  mainOperator: string;
  hotline: string;
  serviceHours: string;
  /** Footer contact lines, e.g. "客服邮箱：…". */
  contacts: string[];
  /** The current region, e.g. "浙江", and its exam/filling model line. */
  scopeName: string;
  examModel: string;
  /** Regions served, e.g. "浙江、广东、…". */
  scopeNames: string;
}
