import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ZodError } from "zod";
import { DomainError } from "../errors";
import { bodyParserRefusal } from "./body-limits";

/** The one success shape of every /yc-* endpoint. */
export function ok<T>(res: Response, data: T, msg = "ok"): void {
  res.status(200).json({ errCode: 200, msg, data });
}

/** A failure is never cacheable, whatever the router set for its successes. */
export function fail(res: Response, status: number, msg: string, errCode = status): void {
  res.status(status).set("Cache-Control", "no-store").json({ errCode, msg, data: null });
}

/** Lets async handlers throw domain errors into the envelope error handler. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}

export function apiNotFound(_req: Request, res: Response): void {
  fail(res, 404, "接口不存在");
}

/** Maps typed domain errors and validation failures to the envelope; anything else is a 500 that hides details. */
export function apiErrorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof DomainError) return fail(res, err.status, err.message, err.errCode);
  if (err instanceof ZodError) return fail(res, 400, err.issues[0]?.message ?? "请求参数有误");
  const refusal = bodyParserRefusal(err);
  if (refusal) return fail(res, refusal.status, refusal.msg);
  console.error(JSON.stringify({ level: "error", msg: "unhandled api error", path: req.path, error: String(err) }));
  fail(res, 500, "服务器未知错误");
}
