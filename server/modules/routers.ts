import type { Router } from "express";
import type { AppDeps } from "../deps";

/**
 * Every /yc-* API router, mounted by server/app.ts. A domain module adds its
 * `create…Router(deps)` here with the spec's path prefix.
 */
export function apiRouters(_deps: AppDeps): Array<[prefix: string, router: Router]> {
  return [];
}
