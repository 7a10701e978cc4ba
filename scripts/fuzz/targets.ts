import type { Endpoint } from "#server/contracts/endpoint";
import type { ServerBuild } from "@remix-run/node";

export interface ApiTarget {
  method: string;
  path: string;
}

export interface PageTarget {
  path: string;
  /** The route has an action: it takes form posts. */
  action: boolean;
  /** Remix's route id, for ?_data requests. */
  routeId: string;
}

/** Every endpoint the API routers declare, read from the routers themselves so new ones are fuzzed without a list to keep. */
export function apiTargets(declared: Record<string, Endpoint>): ApiTarget[] {
  return Object.values(declared).flatMap((e) => e.methods.map((method) => ({ method, path: e.path.replace(/\/$/, "") })));
}

/** Every page of the Remix build, with its dynamic segments filled the way a visitor (or an attacker) might. */
export function pageTargets(build: ServerBuild): PageTarget[] {
  const byId = build.routes;
  const fullPath = (id: string): string => {
    const route = byId[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const targets: PageTarget[] = [];
  for (const [id, route] of Object.entries(byId)) {
    const path = fullPath(id).replace(/\/+/g, "/") || "/";
    targets.push({ path, action: typeof route?.module.action === "function", routeId: id });
  }
  return targets;
}

/** A page path with its :params and splat filled in. */
export function fillPath(pattern: string, pick: <T>(items: readonly T[]) => T): string {
  return pattern
    .replace(/:scope\??/g, () => pick(["zj", "gd", "hb", "sd", "ah", "jx", "zj", "xx", "ZJ", "%00", "..", "%E0%A4%A"]))
    .replace(/:[a-zA-Z]+\??/g, () => pick(["1", "x", "%00", "%ff", "a".repeat(300)]))
    .replace(/\*$/, () => pick(["", "nothing/here", "universityInquiry", "%2e%2e/%2e%2e/etc/passwd", "a%00b"]));
}
