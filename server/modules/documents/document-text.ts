// The editing form of a text: "# title", "## section", "- item", "1. item", "> note", plain lines as paragraphs,
// links as [text](page:FAQPage/FAQDisclaimer). Staff edit it in a plain textarea; the site stores the parsed document.
import { DOCUMENT_TEXT, type Block, type ContentDocument, type Inline, type Paragraph } from "./documents.schema";
import { unknownPlaceholders } from "./placeholders";

export type ParseResult = { ok: true; doc: ContentDocument } | { ok: false; error: string };

const LINK = /\[([^\]]+)\]\((page:[^)]*)\)/g;
const PAGE = /^[A-Za-z0-9_/-]{1,120}$/;
const ORDERED = /^\d+\.\s+/;

function parseParagraph(line: string): Paragraph | { error: string } {
  const parts: Inline[] = [];
  let last = 0;
  for (const m of line.matchAll(LINK)) {
    const page = m[2]!.slice("page:".length);
    if (!PAGE.test(page)) return { error: DOCUMENT_TEXT.linkInvalid.replace("{link}", m[0]) };
    if (m.index! > last) parts.push(line.slice(last, m.index));
    parts.push({ page, text: m[1]! });
    last = m.index! + m[0].length;
  }
  if (parts.length === 0) return line;
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/** Parses the editing form; a refusal names what is missing in Chinese. */
export function parseDocumentText(source: string): ParseResult {
  const unknown = unknownPlaceholders(source);
  if (unknown.length > 0) return { ok: false, error: `未知的占位符：${unknown.map((n) => `{{${n}}}`).join("、")}` };
  let title = "";
  const intro: Block[] = [];
  const sections: { heading: string; blocks: Block[] }[] = [];
  // A run of list lines of one kind is one list; a blank line or any other line ends it.
  let list: { list: Paragraph[]; ordered?: boolean } | null = null;
  const blocks = () => (sections.length ? sections[sections.length - 1]!.blocks : intro);

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      list = null;
      continue;
    }
    if (line.startsWith("## ")) {
      list = null;
      sections.push({ heading: line.slice(3).trim(), blocks: [] });
      continue;
    }
    if (line.startsWith("# ")) {
      if (title || sections.length || intro.length) return { ok: false, error: "标题（以“# ”开头的行）只能写一次，并放在第一行" };
      title = line.slice(2).trim();
      continue;
    }
    const kind = line.startsWith("- ") ? "bullet" : ORDERED.test(line) ? "ordered" : line.startsWith("> ") ? "note" : "paragraph";
    const body = kind === "bullet" ? line.slice(2).trim() : kind === "ordered" ? line.replace(ORDERED, "") : kind === "note" ? line.slice(2).trim() : line;
    const p = parseParagraph(body);
    if (typeof p === "object" && "error" in p) return { ok: false, error: p.error };
    if (kind === "bullet" || kind === "ordered") {
      const ordered = kind === "ordered";
      if (!list || Boolean(list.ordered) !== ordered) {
        list = ordered ? { list: [], ordered: true } : { list: [] };
        blocks().push(list);
      }
      list.list.push(p);
      continue;
    }
    list = null;
    blocks().push(kind === "note" ? { note: p } : p);
  }

  if (!title) return { ok: false, error: DOCUMENT_TEXT.titleRequired };
  if (sections.length === 0) return { ok: false, error: DOCUMENT_TEXT.sectionsRequired };
  const empty = sections.find((s) => !s.heading || s.blocks.length === 0);
  if (empty) return { ok: false, error: DOCUMENT_TEXT.sectionEmpty.replace("{heading}", empty.heading) };
  return { ok: true, doc: { title, ...(intro.length ? { intro } : {}), sections } };
}

function printParagraph(p: Paragraph): string {
  return typeof p === "string" ? p : p.map((i) => (typeof i === "string" ? i : `[${i.text}](page:${i.page})`)).join("");
}

function printBlock(b: Block): string {
  if (typeof b === "string" || Array.isArray(b)) return printParagraph(b);
  if ("note" in b) return `> ${printParagraph(b.note)}`;
  return b.list.map((p, i) => `${b.ordered ? `${i + 1}.` : "-"} ${printParagraph(p)}`).join("\n");
}

/** The editing form of a stored document; parseDocumentText reads it back to the same document. */
export function printDocumentText(doc: ContentDocument): string {
  const parts = [`# ${doc.title}`, ...(doc.intro ?? []).map(printBlock)];
  for (const s of doc.sections) parts.push(`## ${s.heading}`, ...s.blocks.map(printBlock));
  return `${parts.join("\n\n")}\n`;
}
