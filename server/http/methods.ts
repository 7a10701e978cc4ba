import type { RequestHandler } from "express";
import { EDGE_TEXT, refuse } from "./refuse";

/** What the pages and the API answer; TRACE, CONNECT and the rest stop here with 405. */
const ALLOWED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function knownMethods(): RequestHandler {
  return (req, res, next) => {
    if (ALLOWED.includes(req.method)) return next();
    res.set("Allow", ALLOWED.join(", "));
    refuse(req, res, 405, EDGE_TEXT.methodNotAllowed, { bodyUnread: true });
  };
}
