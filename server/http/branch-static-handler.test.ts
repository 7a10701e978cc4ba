import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { branchOf, staticHandlerByBranch } from "./branch-static-handler";
import { rememberMatches } from "./route-match-cache";
import { APP_SHAPED_PATHS, appShapedRoutes } from "#tests/helpers/route-table";

const require = createRequire(import.meta.url);
const routerPath = createRequire(require.resolve("@remix-run/server-runtime")).resolve("@remix-run/router");
type Router = Parameters<typeof import("./branch-static-handler").routeStaticHandlersByBranch>[0];
const router = require(routerPath) as Router;

interface Ctx {
  statusCode: number;
  matches: Array<{ route: { id: string }; params: Record<string, string>; pathname: string; pathnameBase: string }>;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}

/** Loaders that answer what they were asked, so two handlers' answers can be compared. */
const loader = (id: string) => ({ params, request }: { params: Record<string, string>; request: Request }) => {
  if (params.code === "boom") throw new Response("no", { status: 404 });
  return { id, params, path: new URL(request.url).pathname };
};

function table(): Parameters<Router["createStaticHandler"]>[0] {
  return appShapedRoutes<unknown>((id, place) => ({ id, loader: loader(id), hasErrorBoundary: id === "root" || id === "routes/$scope", ...place })) as Parameters<Router["createStaticHandler"]>[0];
}

const PATHS = APP_SHAPED_PATHS;

const shape = (ctx: Ctx) => ({
  statusCode: ctx.statusCode,
  matches: ctx.matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })),
  loaderData: ctx.loaderData,
  errors: ctx.errors,
});

describe("a static handler per branch", () => {
  it("answers every path as the handler of the whole table does", async () => {
    const routes = table();
    const whole = router.createStaticHandler(routes);
    const byBranch = staticHandlerByBranch(router.createStaticHandler, rememberMatches(router.matchRoutes as never) as never)(routes);
    for (const path of PATHS) {
      for (const method of ["GET", "HEAD"]) {
        const request = () => new Request(`http://x${path}?q=1`, { method });
        const expected = (await whole.query(request())) as Ctx;
        const got = (await byBranch.query(request())) as Ctx;
        expect(shape(got), `${method} ${path}`).toEqual(shape(expected));
      }
      const routeId = ((await whole.query(new Request(`http://x${path}`))) as Ctx).matches.at(-1)?.route.id;
      if (routeId && path !== "/zj/school/boom") {
        const expected = await whole.queryRoute(new Request(`http://x${path}`), { routeId });
        expect(await byBranch.queryRoute(new Request(`http://x${path}`), { routeId })).toEqual(expected);
      }
    }
    // A route of another branch is refused as the whole table refuses it.
    await expect(byBranch.queryRoute(new Request("http://x/zj/index"), { routeId: "routes/render-check" })).rejects.toMatchObject({ status: 403 });
    await expect(whole.queryRoute(new Request("http://x/zj/index"), { routeId: "routes/render-check" })).rejects.toMatchObject({ status: 403 });
  });

  it("builds one handler per branch, on first use, and the whole table's for paths that match nothing", async () => {
    const create = vi.fn(router.createStaticHandler);
    const handler = staticHandlerByBranch(create, rememberMatches(router.matchRoutes as never) as never)(table());
    expect(create).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) await handler.query(new Request("http://x/zj/index"));
    await handler.query(new Request("http://x/gd/index"));
    expect(create).toHaveBeenCalledTimes(2);
    await handler.query(new Request("http://x/zj/FAQPage"));
    expect(create).toHaveBeenCalledTimes(3);
    // A branch's handler holds the matched routes only, each with its one matched child.
    const branch = create.mock.calls[1]![0] as Array<{ id: string; children?: Array<{ id: string; children?: unknown[] }> }>;
    expect(branch.map((r) => r.id)).toEqual(["root"]);
    expect(branch[0]!.children!.map((r) => r.id)).toEqual(["routes/$scope"]);
    expect(branch[0]!.children![0]!.children!.map((r) => (r as { id: string }).id)).toEqual(["routes/$scope.index"]);
  });

  it("makes a branch of nothing from no matches", () => {
    expect(branchOf([])).toEqual([]);
  });
});
