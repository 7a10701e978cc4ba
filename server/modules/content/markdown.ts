import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown as staff write it → HTML safe to put in a page: marked renders,
 * sanitize-html keeps an allowlist of tags and attributes (no scripts, styles,
 * event handlers, iframes or javascript: links); links open as plain links.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "del", "blockquote", "ul", "ol", "li", "a", "code", "pre", "table", "thead", "tbody", "tr", "th", "td", "img"],
    allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "title"], th: ["align"], td: ["align"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    // Headings start at h2: the page title is the h1.
    transformTags: { h1: "h2", a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
  });
}
