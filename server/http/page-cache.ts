import type { Request, RequestHandler, Response } from "express";

interface Entry {
  status: number;
  headers: Array<[string, string | number | string[]]>;
  /** The page's bytes between the places its CSP nonce stood: a replay puts its own nonce there. */
  parts: Buffer[];
  expires: number;
}

/** Headers that belong to one response, never to a replay. */
const PER_RESPONSE = new Set(["content-security-policy", "date", "content-length", "etag", "connection", "keep-alive", "transfer-encoding", "content-encoding", "vary"]);

/** A page opts in with this response header, in seconds; nothing else is kept. */
export const PAGE_CACHE_TTL_HEADER = "x-page-cache-ttl";

/**
 * A short-lived cache of rendered pages for anonymous visitors. Only pages
 * that say they are the same for every anonymous visitor (the TTL header) are
 * kept, keyed by URL and cookies; a session cookie (logged in, or a notice
 * pending) bypasses it. Each replay gets the response's own CSP nonce.
 */
export function pageCache(opts: {
  maxTtlMs: number;
  maxEntries: number;
  bypass?: (req: Request) => boolean;
  /** Part of every key: when it changes (an edited text), the pages kept before are not replayed. */
  generation?: () => number;
}): RequestHandler {
  const entries = new Map<string, Entry>();

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !cacheable(req) || opts.bypass?.(req)) return next();
    const key = `${opts.generation?.() ?? 0}\n${req.originalUrl}\n${req.headers.cookie ?? ""}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      replay(res, hit);
      return;
    }
    if (hit) entries.delete(key);
    capture(res, (entry, ttlMs) => {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { ...entry, expires: Date.now() + Math.min(ttlMs, opts.maxTtlMs) });
    });
    next();
  };
}

function cacheable(req: Request): boolean {
  const cookie = req.headers.cookie ?? "";
  if (cookie.includes("__session=")) return false;
  if (req.path.endsWith(".data")) return false;
  return (req.headers.accept ?? "").includes("text/html") || !req.headers.accept;
}

function replay(res: Response, entry: Entry): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  res.status(entry.status);
  if (res.req.method === "HEAD") return void res.end();
  // Bytes, not text: decoding and re-encoding a whole page to swap its nonce cost more than the rest of a replay.
  const nonce = Buffer.from(res.locals.cspNonce as string);
  res.end(Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part]))));
}

/** `body` cut at each occurrence of `nonce`. */
export function splitAt(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Collects what the Remix handler writes; keeps it when it is a 200 HTML page that opted in. */
function capture(res: Response, keep: (entry: Omit<Entry, "expires">, ttlMs: number) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    const type = String(res.getHeader("content-type") ?? "");
    const noStore = String(res.getHeader("cache-control") ?? "").includes("no-store");
    const ttlMs = Number(res.getHeader(PAGE_CACHE_TTL_HEADER) ?? 0) * 1000;
    if (ttlMs > 0 && res.statusCode === 200 && type.startsWith("text/html") && !noStore && res.req.method === "GET") {
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name) && name !== "x-page-cache")
        .map(([name, value]) => [name, value] as [string, string | number | string[]]);
      keep({ status: 200, headers, parts: splitAt(Buffer.concat(chunks), res.locals.cspNonce as string) }, ttlMs);
    }
    return end(chunk, ...rest);
  }) as Response["end"];
}
