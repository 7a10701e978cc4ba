import type { Request, RequestHandler } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";
import { EDGE_TEXT, refuse } from "./refuse";

/** A fresh nonce per response; the Remix document passes it to every <script>. */
export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

export function securityHeaders(opts: { production: boolean; viteDev: boolean }): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonce],
        // Vite's dev server injects <style> tags without a nonce.
        "style-src": opts.viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        // react-aria positions popovers with style attributes.
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        // Lesson, guide and show videos may play from an https address staff entered (isVideoUrl); captions are ours.
        "media-src": ["'self'", "https:"],
        "connect-src": ["'self'", ...(opts.viteDev ? ["ws:"] : [])],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
      },
    },
    strictTransportSecurity: opts.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/** The host the visitor addressed: X-Forwarded-Host from a trusted proxy, else Host. */
export function requestHost(req: Request): string {
  const forwarded = req.get("X-Forwarded-Host");
  const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  if (forwarded && trust(req.socket.remoteAddress, 0)) return forwarded.split(",")[0].trim();
  return req.get("Host") ?? "";
}

/** The host of an absolute http(s) URL, or null for anything malformed. */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * Whether a write comes from our own pages, as browsers say it: Origin when
 * sent (a malformed or opaque one is foreign), else Sec-Fetch-Site, else
 * Referer. A browser's form post always carries one of them, so a write with
 * none is refused too.
 */
export function fromOwnPages(req: Request): boolean {
  const site = req.get("Sec-Fetch-Site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = req.get("Origin");
  if (origin !== undefined) return hostOf(origin) === requestHost(req);
  if (site !== undefined) return true;
  const referer = req.get("Referer");
  if (referer !== undefined) return hostOf(referer) === requestHost(req);
  return false;
}

/** CSRF defence for the app's forms: a state-changing request must come from our own pages (see fromOwnPages). */
export function sameOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (!fromOwnPages(req)) return refuse(req, res, 403, EDGE_TEXT.badOrigin, { bodyUnread: true });
    next();
  };
}
