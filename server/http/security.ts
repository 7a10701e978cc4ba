import type { RequestHandler } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";

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

/**
 * CSRF defence for the app's forms: a state-changing request must come from
 * our own pages (Sec-Fetch-Site, else Origin, as browsers send them).
 */
export function sameOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("Sec-Fetch-Site");
    const origin = req.get("Origin");
    const crossSite = site ? site !== "same-origin" && site !== "none" : Boolean(origin && origin !== "null" && new URL(origin).host !== req.get("Host"));
    if (crossSite || origin === "null") {
      res.status(403).type("text/plain; charset=utf-8").send("请求来源无效，请刷新页面后重试");
      return;
    }
    next();
  };
}
