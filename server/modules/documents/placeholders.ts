// Stored texts name channel facts as {{placeholders}}, so one seeded text serves every channel; they are filled on read.
import type { Block, ContentContext, ContentDocument, Inline, Paragraph } from "./documents.schema";

export const PLACEHOLDER_NAMES = ["brandName", "cardName", "operators", "mainOperator", "hotline", "serviceHours", "contacts", "scopeName", "examModel", "scopeNames"] as const satisfies ReadonlyArray<keyof ContentContext>;

/** The context the seed texts are built with: each fact becomes its placeholder. */
export const PLACEHOLDER_CONTEXT: ContentContext = {
  ...(Object.fromEntries(PLACEHOLDER_NAMES.map((name) => [name, `{{${name}}}`])) as Omit<ContentContext, "contacts">),
  // The contact lines are a list: a list item that is only this placeholder becomes one item per line.
  contacts: ["{{contacts}}"],
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Placeholders a text names that no channel fact answers (a typo would otherwise show on the public page). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter((name) => !(PLACEHOLDER_NAMES as readonly string[]).includes(name));
}

/** The stored text as one channel and scope show it. */
export function fillPlaceholders(doc: ContentDocument, c: ContentContext): ContentDocument {
  const text = (s: string) => s.replace(PLACEHOLDER, (whole, name: string) => (name === "contacts" ? c.contacts.join("；") : name in c ? String(c[name as keyof ContentContext]) : whole));
  const inline = (i: Inline): Inline => (typeof i === "string" ? text(i) : { page: i.page, text: text(i.text) });
  const paragraph = (p: Paragraph): Paragraph => (typeof p === "string" ? text(p) : p.map(inline));
  const block = (b: Block): Block => {
    if (typeof b === "string" || Array.isArray(b)) return paragraph(b);
    if ("note" in b) return { note: paragraph(b.note) };
    const list = b.list.flatMap((p) => (p === "{{contacts}}" ? c.contacts : [paragraph(p)]));
    return b.ordered ? { list, ordered: true } : { list };
  };
  return {
    title: text(doc.title),
    ...(doc.intro ? { intro: doc.intro.map(block) } : {}),
    sections: doc.sections.map((s) => ({ heading: text(s.heading), blocks: s.blocks.map(block) })),
  };
}
