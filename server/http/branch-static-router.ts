import { createRequire } from "node:module";

/**
 * The router a page is rendered with, built from the page's branch. For each
 * page RemixServer gives React Router's createStaticRouter the whole tree of
 * ~170 routes, which it copies into data routes, and the remembered matcher
 * (route-match-cache.ts) then reads the copy's shape: together about a tenth
 * of the smallest rendered page's CPU. The render uses only the routes the
 * loaders matched (the static handler's context carries them, errors
 * included), so the router gets the tree cut down to them: the same matches,
 * elements and boundaries. A cut tree is kept per tree and branch; nothing of
 * a visitor is in it.
 */

interface RouteLike {
  id?: unknown;
  children?: RouteLike[];
}

type CreateStaticRouter = (routes: RouteLike[], context: { matches?: { route: RouteLike }[] }, ...rest: unknown[]) => unknown;

const MARK = Symbol.for("zhiyuan.branch-static-router");

/** The routes whose ids are in `ids`, each with only its kept children. */
export function keepOnly(routes: RouteLike[], ids: ReadonlySet<unknown>): RouteLike[] {
  return routes.filter((r) => ids.has(r.id)).map((r) => ({ ...r, children: r.children ? keepOnly(r.children, ids) : undefined }));
}

/** createStaticRouter over the matched branch; exported for its test. */
export function routerOfBranch(original: CreateStaticRouter): CreateStaticRouter & { [MARK]: true } {
  const cuts = new WeakMap<RouteLike[], Map<string, RouteLike[]>>();
  const create = ((routes, context, ...rest) => {
    const ids = context?.matches?.map((m) => m.route.id) ?? [];
    if (!Array.isArray(routes) || ids.length === 0 || ids.some((id) => typeof id !== "string")) return original(routes, context, ...rest);
    let byBranch = cuts.get(routes);
    if (!byBranch) cuts.set(routes, (byBranch = new Map()));
    const key = ids.join("\u0001");
    let branch = byBranch.get(key);
    if (!branch) byBranch.set(key, (branch = keepOnly(routes, new Set(ids))));
    return original(branch, context, ...rest);
  }) as CreateStaticRouter & { [MARK]: true };
  create[MARK] = true;
  return create;
}

/** Puts the branch router in the copy of react-router-dom/server that Remix's renderer calls (through its exports). Idempotent. */
export function renderWithBranchRouter(): void {
  const here = createRequire(import.meta.url);
  const fromRemix = createRequire(here.resolve("@remix-run/react"));
  const server = fromRemix("react-router-dom/server") as { createStaticRouter: CreateStaticRouter & { [MARK]?: true } };
  if (!server.createStaticRouter[MARK]) server.createStaticRouter = routerOfBranch(server.createStaticRouter);
}
