import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The route tree RemixServer renders with, built once. On every page Remix's
 * renderer rebuilds the tree of all ~170 routes from the assets manifest and
 * the route modules (createServerRoutes), though both are the build's and
 * never change while the process runs: 5–7 % of the CPU of the smallest
 * rendered page. The tree is kept per manifest and reused while every route
 * module is still the same object; the router copies it into its own data
 * routes per request, so no request can change what another sees. Nothing of
 * a visitor is in it.
 */

type RouteModules = Record<string, unknown>;
type CreateServerRoutes = ((manifest: Record<string, unknown>, routeModules: RouteModules, future: unknown, isSpaMode: boolean, ...rest: unknown[]) => unknown[]) & {
  [MARK]?: true;
};

const MARK = Symbol.for("zhiyuan.server-route-tree-cache");

interface Kept {
  modules: RouteModules;
  future: unknown;
  isSpaMode: boolean;
  routes: unknown[];
}

function sameModules(a: RouteModules, b: RouteModules): boolean {
  for (const id in a) if (a[id] !== b[id]) return false;
  for (const id in b) if (!(id in a)) return false;
  return true;
}

/** A createServerRoutes that answers the kept tree for the same manifest, modules and flags; exported for its test. */
export function keepServerRoutes(original: CreateServerRoutes): CreateServerRoutes {
  const kept = new WeakMap<object, Kept>();
  const keeping = ((manifest, routeModules, future, isSpaMode, ...rest) => {
    // The renderer's own recursion (children of one parent) passes more arguments: only the top call is kept.
    if (rest.length > 0) return original(manifest, routeModules, future, isSpaMode, ...rest);
    const hit = kept.get(manifest);
    if (hit && hit.future === future && hit.isSpaMode === isSpaMode && sameModules(hit.modules, routeModules)) return hit.routes;
    const routes = original(manifest, routeModules, future, isSpaMode);
    kept.set(manifest, { modules: { ...routeModules }, future, isSpaMode, routes });
    return routes;
  }) as CreateServerRoutes;
  keeping[MARK] = true;
  return keeping;
}

/** Puts the keeping createServerRoutes in the copy of Remix's React package the server renders with. Idempotent. */
export function keepServerRouteTree(): void {
  const here = createRequire(import.meta.url);
  const routesModule = here(join(dirname(here.resolve("@remix-run/react")), "routes.js")) as { createServerRoutes: CreateServerRoutes };
  if (!routesModule.createServerRoutes[MARK]) routesModule.createServerRoutes = keepServerRoutes(routesModule.createServerRoutes);
}
