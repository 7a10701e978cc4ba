import express, { type Request, type Router } from "express";
import type { Endpoint } from "#server/contracts/endpoint";
import { endpoints } from "#server/contracts/endpoints";
import { bearerToken } from "#server/modules/auth/require-user";
import { cacheControlOf, type ApiRuntime } from "./runtime";

/** The input of a call where its endpoint reads it (query, body, or both merged). */
function inputOf(endpoint: Endpoint, req: Request): unknown {
  const body: unknown = req.body;
  if (endpoint.inputFrom === "query") return req.query;
  if (endpoint.inputFrom === "body") return body;
  return { ...(req.query as Record<string, unknown>), ...(body && typeof body === "object" ? (body as Record<string, unknown>) : {}) };
}

/** Every declared endpoint as an Express route; each answers through the shared runtime. */
export function endpointRouter(runtime: ApiRuntime): Router {
  const router = express.Router();
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    for (const method of endpoint.methods) {
      const route = method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
      router[route](endpoint.path, (req, res, next) => {
        runtime
          .execute(endpoint, {
            province: req.get("province"),
            channel: req.get("channel"),
            ua: req.get("UA"),
            token: bearerToken(req.get("authorization")),
            ip: req.ip ?? "unknown",
            input: inputOf(endpoint, req),
          })
          .then((reply) => {
            res.set("Cache-Control", cacheControlOf(endpoint, reply.status));
            for (const [name, value] of Object.entries(reply.headers ?? {})) if (value !== undefined) res.set(name, value);
            res.status(reply.status).json(reply.envelope);
          })
          .catch(next);
      });
    }
  }
  return router;
}
