/**
 * The loaders' route match, made cheap. Remix's static handler matches every
 * request against the whole route table inside `query` and `queryRoute`,
 * through the router's private matchRoutes, which the remembered matches of
 * route-match-cache.ts cannot reach: with ~170 routes that match compiles a
 * regular expression per candidate branch and was 15 % of the CPU of the
 * smallest rendered page.
 *
 * The wrapper asks the remembered matcher which branch a path takes and hands
 * the request to a static handler built from that branch alone (the matched
 * routes, each with only its matched child), so the router's own match has one
 * candidate and answers the same routes, params and pathnames. Paths that
 * match nothing go to the handler of the whole table (its 404 needs every
 * route). There is one handler per branch the table has, built on first use;
 * nothing of a visitor is in it.
 */

interface RouteLike {
  id?: unknown;
  children?: RouteLike[];
}

type Match = { route: RouteLike };
type MatchRoutes = (routes: RouteLike[], location: { pathname: string }, basename?: string) => Match[] | null;

interface StaticHandlerLike {
  dataRoutes: RouteLike[];
  query(request: Request, opts?: unknown): Promise<unknown>;
  queryRoute(request: Request, opts?: unknown): Promise<unknown>;
}

type CreateStaticHandler = (routes: RouteLike[], opts?: { basename?: string }) => StaticHandlerLike;

const MARK = Symbol.for("zhiyuan.branch-static-handler");

/** The routes of one branch: each matched route with only the next one as its child. */
export function branchOf(matches: Match[]): RouteLike[] {
  let child: RouteLike | undefined;
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = matches[i]!.route;
    child = { ...route, children: child ? [child] : undefined };
  }
  return child ? [child] : [];
}

/** createStaticHandler that routes each request to the handler of its branch; exported for its test. */
export function staticHandlerByBranch(original: CreateStaticHandler, matchRoutes: MatchRoutes): CreateStaticHandler & { [MARK]: true } {
  const create = ((routes, opts) => {
    const whole = original(routes, opts);
    const byBranch = new Map<string, StaticHandlerLike>();
    const handlerFor = (request: Request): StaticHandlerLike => {
      const matches = matchRoutes(routes, { pathname: new URL(request.url).pathname }, opts?.basename);
      if (!matches || matches.length === 0) return whole;
      const key = matches.map((m) => String(m.route.id)).join("\u0001");
      let handler = byBranch.get(key);
      if (!handler) byBranch.set(key, (handler = original(branchOf(matches), opts)));
      return handler;
    };
    return {
      ...whole,
      dataRoutes: whole.dataRoutes,
      query: (request: Request, queryOpts?: unknown) => handlerFor(request).query(request, queryOpts),
      queryRoute: (request: Request, queryOpts?: unknown) => handlerFor(request).queryRoute(request, queryOpts),
    };
  }) as CreateStaticHandler & { [MARK]: true };
  create[MARK] = true;
  return create;
}

/** Puts the branch-routing createStaticHandler in the router copy `router` (the one Remix's server runtime calls). Idempotent. */
export function routeStaticHandlersByBranch(router: { createStaticHandler: CreateStaticHandler & { [MARK]?: true }; matchRoutes: MatchRoutes }): void {
  if (router.createStaticHandler[MARK]) return;
  // matchRoutes is read at call time, so the remembered one (installed on the same exports) answers.
  router.createStaticHandler = staticHandlerByBranch(router.createStaticHandler, (...args) => router.matchRoutes(...args));
}
