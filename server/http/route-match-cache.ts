import { createRequire } from "node:module";
import { routeStaticHandlersByBranch } from "./branch-static-handler";

/**
 * Route matching, remembered. Rendering one page matches its path against the
 * whole route table five times (the request handler, the loaders, the
 * rendered router and twice for the partial manifest of lazy route
 * discovery), and each time the router flattens and ranks every route and
 * compiles a regular expression per candidate: about a tenth of a page's CPU,
 * growing with the number of routes. The answer depends only on the route
 * table and the path, so it is kept per table shape and path. Nothing of a
 * visitor is in it.
 *
 * A table is known by its shape (ids, paths, index and case flags), not by
 * identity, because the renderer builds a new copy of the same table for each
 * request; a remembered answer is rebuilt with the route objects of the table
 * asked about, and with its own params object, so no caller can see another's.
 */

interface RouteLike {
  id?: unknown;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
}

interface MatchLike {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: RouteLike;
}

type MatchRoutes = (routes: RouteLike[], location: string | { pathname?: string }, basename?: string) => MatchLike[] | null;

interface Remembered {
  params: Record<string, string | undefined>;
  steps: Array<{ id: string; pathname: string; pathnameBase: string }>;
}

interface Shape {
  byId: Map<string, RouteLike>;
  answers: Map<string, Remembered | null>;
}

/** Paths remembered per route table; the oldest goes first (unknown paths cannot grow it without bound). */
export const MAX_PATHS = 2000;

const MARK = Symbol.for("zhiyuan.route-match-cache");

/** A memoised matchRoutes in front of `original`; exported for its test. */
export function rememberMatches(original: MatchRoutes): MatchRoutes & { [MARK]: true } {
  const shapes = new WeakMap<RouteLike[], Shape | null>();
  const answersByKey = new Map<string, Map<string, Remembered | null>>();

  function shapeOf(routes: RouteLike[]): Shape | null {
    const known = shapes.get(routes);
    if (known !== undefined) return known;
    const byId = new Map<string, RouteLike>();
    const parts: string[] = [];
    const walk = (list: RouteLike[]): boolean => {
      for (const route of list) {
        if (typeof route.id !== "string" || byId.has(route.id)) return false;
        byId.set(route.id, route);
        parts.push(`${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}(`);
        if (route.children && !walk(route.children)) return false;
        parts.push(")");
      }
      return true;
    };
    let shape: Shape | null = null;
    if (Array.isArray(routes) && walk(routes)) {
      const key = parts.join("");
      let answers = answersByKey.get(key);
      if (!answers) answersByKey.set(key, (answers = new Map()));
      shape = { byId, answers };
    }
    shapes.set(routes, shape);
    return shape;
  }

  const remembered = ((routes, location, basename) => {
    const path = typeof location === "string" ? location : location?.pathname;
    const shape = typeof path === "string" ? shapeOf(routes) : null;
    if (!shape) return original(routes, location, basename);
    const key = `${basename ?? "/"}\u0001${path}`;
    let answer = shape.answers.get(key);
    if (answer === undefined) {
      const matches = original(routes, location, basename);
      answer = matches && {
        params: { ...(matches[0]?.params ?? {}) },
        steps: matches.map((m) => ({ id: m.route.id as string, pathname: m.pathname, pathnameBase: m.pathnameBase })),
      };
      if (shape.answers.size >= MAX_PATHS) shape.answers.delete(shape.answers.keys().next().value as string);
      shape.answers.set(key, answer);
      return matches;
    }
    if (!answer) return null;
    // One params object shared by the matches of one answer, as the router gives it.
    const params = { ...answer.params };
    return answer.steps.map((step) => ({ params, pathname: step.pathname, pathnameBase: step.pathnameBase, route: shape.byId.get(step.id)! }));
  }) as MatchRoutes & { [MARK]: true };
  remembered[MARK] = true;
  return remembered;
}

/**
 * Puts the memoised matchRoutes in place of the router's own, in every copy of
 * the router that Remix's server runtime and React Router load (they call it
 * through the module's exports), and Remix's static handler routes each
 * request to its branch's handler (branch-static-handler.ts). Idempotent.
 */
export function cacheRouteMatches(): void {
  const here = createRequire(import.meta.url);
  const routerPaths = new Set<string>();
  for (const user of ["@remix-run/server-runtime", "react-router", "@remix-run/react"]) {
    try {
      routerPaths.add(createRequire(here.resolve(user)).resolve("@remix-run/router"));
    } catch {
      /* not installed here: nothing of it to speed up */
    }
  }
  for (const path of routerPaths) {
    const router = here(path) as { matchRoutes: MatchRoutes & { [MARK]?: true } };
    if (!router.matchRoutes[MARK]) router.matchRoutes = rememberMatches(router.matchRoutes);
  }
  // The loaders' own match (inside the static handler) cannot be reached this way: each branch gets its own handler instead.
  const serverRouter = here(createRequire(here.resolve("@remix-run/server-runtime")).resolve("@remix-run/router"));
  routeStaticHandlersByBranch(serverRouter as Parameters<typeof routeStaticHandlersByBranch>[0]);
}
