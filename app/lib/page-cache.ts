import type { HeadersFunction } from "@remix-run/node";

/**
 * For pages that are the same for every anonymous visitor (no captcha, no
 * per-visitor data): the server may replay them for a few seconds (ADR 003).
 * Leaf routes export it as `headers`; pages without it are always rendered.
 */
export const sameForEveryVisitor: HeadersFunction = () => ({ "X-Page-Cache-TTL": "30" });
