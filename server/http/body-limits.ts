import express, { type RequestHandler } from "express";
import { EDGE_TEXT, refuse } from "./refuse";

/** The most a request body may carry: a page's form post, an API call's JSON. Uploads will get their own. */
export const BODY_LIMITS = {
  pageForm: 1024 * 1024,
  /** An admin page's form: its fields and one image (≤ 2 MB) with multipart overhead. */
  adminForm: 3 * 1024 * 1024,
  apiJson: 256 * 1024,
} as const;

/** The declared length, or null when the body is chunked (or absent). */
export function declaredLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/** 413 at once when Content-Length says the body is over the cap; nothing of it is read. */
export function refuseOversized(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const length = declaredLength(req.get("Content-Length"));
    if (length !== null && length > limitBytes) return refuse(req, res, 413, EDGE_TEXT.tooLarge, { bodyUnread: true });
    next();
  };
}

/** The API's JSON body: capped while it streams in (chunked bodies too), strict JSON only. */
export function apiJsonBody(): RequestHandler[] {
  return [refuseOversized(BODY_LIMITS.apiJson), express.json({ limit: BODY_LIMITS.apiJson, strict: true })];
}

/** The status and Chinese message for an error thrown by Express's body parser, or null for any other error. */
export function bodyParserRefusal(err: unknown): { status: number; msg: string } | null {
  if (typeof err !== "object" || err === null) return null;
  // A compressed body that does not inflate: zlib's own error, passed through by the parser.
  if ("code" in err && /^Z_/.test(String((err as { code: unknown }).code))) return { status: 400, msg: EDGE_TEXT.unreadableBody };
  if (!("type" in err)) return null;
  const type = String((err as { type: unknown }).type);
  if (type === "entity.too.large") return { status: 413, msg: EDGE_TEXT.tooLarge };
  if (type === "charset.unsupported") return { status: 415, msg: EDGE_TEXT.unsupportedCharset };
  if (type === "encoding.unsupported") return { status: 415, msg: EDGE_TEXT.unsupportedEncoding };
  if (type.startsWith("entity.") || type.startsWith("request.") || type.startsWith("stream.")) return { status: 400, msg: EDGE_TEXT.unreadableBody };
  return null;
}
