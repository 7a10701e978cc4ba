import type { Request, Response } from "express";

/** Paths answered in the API's JSON envelope rather than as a page (without regard to case, as Express routes them). */
export function isApiPath(path: string): boolean {
  return /^\/(yc-|__dev\/)/i.test(path);
}

/**
 * Turns a request away at the edge, before any handler reads it: the API's
 * envelope for API paths, a short Chinese text for pages. Never cacheable.
 * When the body was not read, the connection closes instead of draining it.
 */
export function refuse(req: Request, res: Response, status: number, msg: string, opts: { bodyUnread?: boolean } = {}): void {
  res.status(status).set("Cache-Control", "no-store");
  if (opts.bodyUnread) res.set("Connection", "close");
  if (isApiPath(req.path)) res.json({ errCode: status, msg, data: null });
  else res.type("text/plain; charset=utf-8").send(msg);
}

/** The edge's own refusals, in the product's voice. */
export const EDGE_TEXT = {
  methodNotAllowed: "不支持该请求方法",
  tooLarge: "提交的内容过大，请精简后重试",
  unsupportedType: "不支持的提交格式，请通过页面表单提交",
  unsupportedCharset: "不支持的字符编码，请使用 UTF-8",
  unsupportedEncoding: "不支持的内容压缩方式",
  unreadableForm: "提交的内容无法读取，请刷新页面后重试",
  unreadableBody: "请求格式有误",
  controlCharacters: "提交的内容包含无效字符",
  tooDeep: "请求内容层级过深",
  badOrigin: "请求来源无效，请刷新页面后重试",
} as const;
