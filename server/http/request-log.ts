import type { RequestHandler } from "express";

/**
 * One structured line per request. Only the path is logged, never the query
 * string or bodies: phone numbers, captchas and SMS codes travel there.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      process.stdout.write(
        JSON.stringify({
          t: new Date().toISOString(),
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        }) + "\n",
      );
    });
    next();
  };
}
