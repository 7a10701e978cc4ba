import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
// The Express adapter's request and response conversions; its own handler offers no step between the two.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import type { NextFunction, Request, Response } from "express";

/**
 * Remix behind Express, with one step the stock adapter lacks: once every
 * loader and action of the request has run, the request's session is written
 * (at most once) and its cookie joins the response, whatever route answered,
 * redirects included.
 */
export function createRemixHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createRequestHandler(opts.build, opts.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context = opts.getLoadContext(req, res);
      const response = await handle(createRemixRequest(req, res), context);
      const cookie = await context.session.flush();
      if (cookie) res.append("Set-Cookie", cookie);
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
