import { createRequestHandler as createRemixCoreHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { pageBodyOf } from "./page-body";
import { asOneRead } from "./request-memo";
import { EDGE_TEXT, refuse } from "./refuse";
import { cacheRouteMatches } from "./route-match-cache";
import { keepServerRouteTree } from "./server-route-tree-cache";
import { renderWithBranchRouter } from "./branch-static-router";
import { requestHost } from "./security";

/** Set on every page and data response that belongs to one visitor. */
export const PER_VISITOR_CACHE_CONTROL = "private, no-store";

/**
 * Remix's Express handler, except that a page write's body is the one
 * readPageBody already read and checked (Remix's own adapter would stream the
 * request again, which is gone by then), that a request whose address
 * cannot form a URL is a 400 rather than an error, and that a response for one
 * visitor (see `perVisitor`) is `private, no-store`, so no shared cache keeps
 * a phone number or a notice. Once every loader and action of the request
 * has run, the request's session is written (at most once) and its cookie
 * joins the response, whatever route answered, redirects included.
 */
export function createRemixHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** True when the answer belongs to one visitor (the request carries their session, or the response starts one). */
  perVisitor: (req: ExpressRequest, response: Response) => boolean;
}): RequestHandler {
  cacheRouteMatches();
  keepServerRouteTree();
  renderWithBranchRouter();
  const handle = createRemixCoreHandler(opts.build, opts.mode);
  return async (req, res, next) => {
    let url: URL;
    try {
      url = requestUrl(req);
    } catch {
      return refuse(req, res, 400, EDGE_TEXT.unreadableBody);
    }
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const body = pageBodyOf(res);
    const init: RequestInit = { method: req.method, headers: fetchHeaders(req.headers), signal: controller.signal };
    if (req.method !== "GET" && req.method !== "HEAD") init.body = new Uint8Array(body ?? []);
    try {
      const context = opts.getLoadContext(req, res);
      const request = new Request(url.href, init);
      // A read (GET, HEAD) changes no login, so its loaders may share one token check (request-memo.ts).
      const response = await (req.method === "GET" || req.method === "HEAD" ? asOneRead(() => handle(request, context)) : handle(request, context));
      const cookie = await context.session.flush();
      if (cookie) response.headers.append("Set-Cookie", cookie);
      if (opts.perVisitor(req, response)) response.headers.set("Cache-Control", PER_VISITOR_CACHE_CONTROL);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The page's URL as the visitor asked for it (the host as a trusted proxy forwarded it). */
function requestUrl(req: ExpressRequest): URL {
  const host = requestHost(req);
  if (!host || /[\s/\\?#@]/.test(host)) throw new Error("no usable host");
  return new URL(`${req.protocol}://${host}${req.originalUrl}`);
}

function fetchHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // append, not set: a response may carry several Set-Cookie headers.
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
