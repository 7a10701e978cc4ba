import { createRequire } from "node:module";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { routerOfBranch } from "./branch-static-router";
import { APP_SHAPED_PATHS, appShapedRoutes } from "#tests/helpers/route-table";

// The copies Remix's renderer uses: its react-router-dom/server and that package's router.
const fromRemix = createRequire(createRequire(import.meta.url).resolve("@remix-run/react"));
const server = fromRemix("react-router-dom/server") as typeof import("react-router-dom/server");
const { Outlet, useLoaderData, useRouteError, useMatches } = fromRemix("react-router-dom") as typeof import("react-router-dom");

function Show({ id }: { id: string }) {
  const data = useLoaderData() as { params: Record<string, string> } | undefined;
  const matches = useMatches().map((m) => m.id).join(">");
  return h("section", { id }, `${id} ${JSON.stringify(data?.params ?? null)} ${matches}`, h(Outlet));
}
function Failed() {
  const error = useRouteError() as { status?: number };
  return h("p", null, `error ${error?.status ?? "?"}`);
}

type RouteObject = import("react-router-dom").RouteObject;

function table(): RouteObject[] {
  return appShapedRoutes<unknown>((id, place) => ({
    id,
    loader: ({ params }: { params: Record<string, string | undefined> }) => {
      if (params.code === "boom") throw new Response("no", { status: 404 });
      return { params };
    },
    element: h(Show, { id }),
    ...(id === "root" || id === "routes/$scope" ? { errorElement: h(Failed) } : {}),
    ...place,
  })) as RouteObject[];
}

const PATHS = APP_SHAPED_PATHS;

async function render(routes: ReturnType<typeof table>, path: string, create: typeof server.createStaticRouter) {
  const context = await server.createStaticHandler(routes).query(new Request(`http://x${path}?q=1`));
  if (context instanceof Response) throw new Error(`${path} answered a response`);
  return renderToString(h(server.StaticRouterProvider, { router: create(routes, context), context, hydrate: false }));
}

describe("the router of the matched branch", () => {
  it("renders every path as the router of the whole tree does, errors and 404s included", async () => {
    const routes = table();
    const cut = routerOfBranch(server.createStaticRouter as never) as unknown as typeof server.createStaticRouter;
    for (const path of PATHS) expect(await render(routes, path, cut), path).toBe(await render(routes, path, server.createStaticRouter));
    expect(await render(routes, "/zj/school/boom", cut)).toContain("error 404");
  });

  it("gives the router only the matched routes, cut once per branch", async () => {
    const create = vi.fn(server.createStaticRouter);
    const cut = routerOfBranch(create as never) as unknown as typeof server.createStaticRouter;
    const routes = table();
    await render(routes, "/zj/FAQPage/FAQAgreement", cut);
    await render(routes, "/gd/FAQPage/FAQAgreement", cut);
    const [first, second] = create.mock.calls.map((c) => c[0]);
    expect(second).toBe(first);
    const ids = (list: { id?: string; children?: unknown[] }[] | undefined): unknown[] => (list ?? []).map((r) => [r.id, ids(r.children as never)]);
    expect(ids(first as never)).toEqual([["root", [["routes/$scope", [["routes/$scope.FAQPage", [["routes/$scope.FAQPage.FAQAgreement", []]]]]]]]]);
  });
});
