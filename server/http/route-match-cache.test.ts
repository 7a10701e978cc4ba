import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { cacheRouteMatches, rememberMatches, MAX_PATHS } from "./route-match-cache";

const require = createRequire(import.meta.url);
const router = require(createRequire(require.resolve("@remix-run/server-runtime")).resolve("@remix-run/router")) as {
  matchRoutes: Parameters<typeof rememberMatches>[0];
};

/** A table like the app's: a layout with a dynamic scope, nested pages, an index, a splat. */
function table() {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/render-check", path: "render-check" },
        {
          id: "routes/$scope",
          path: ":scope",
          children: [
            { id: "routes/$scope._index", index: true },
            { id: "routes/$scope.index", path: "index" },
            { id: "routes/$scope.$", path: "*" },
            { id: "routes/$scope.FAQPage", path: "FAQPage", children: [{ id: "routes/$scope.FAQPage._index", index: true }, { id: "routes/$scope.FAQPage.FAQAgreement", path: "FAQAgreement" }] },
            { id: "routes/$scope.school.$code", path: "school/:code" },
          ],
        },
      ],
    },
  ];
}

const PATHS = ["/", "/zj/index", "/zj", "/gd/FAQPage", "/gd/FAQPage/FAQAgreement", "/zj/school/10001", "/zj/school/%E6%B5%99", "/zj/nothing/here", "/render-check", "/zj/FAQPage/FAQAgreement/x"];

describe("remembered route matching", () => {
  it("answers exactly what the router answers, with the route objects of the table asked about", () => {
    const memo = rememberMatches(router.matchRoutes);
    for (let round = 0; round < 3; round++) {
      // A new copy of the same table each round, as the renderer makes per request.
      const routes = table();
      for (const path of PATHS) {
        const expected = router.matchRoutes(routes, path);
        const got = memo(routes, round === 2 ? { pathname: path } : path);
        expect(got).toEqual(expected);
        got?.forEach((match, i) => expect(match.route).toBe(expected![i]!.route));
      }
    }
  });

  it("asks the router once per table shape and path", () => {
    const original = vi.fn(router.matchRoutes);
    const memo = rememberMatches(original);
    for (let i = 0; i < 5; i++) memo(table(), "/zj/index");
    expect(original).toHaveBeenCalledTimes(1);
    // Another shape (a route added) is another table.
    const grown = table();
    grown[0]!.children.push({ id: "routes/extra", path: "extra" });
    memo(grown, "/zj/index");
    expect(original).toHaveBeenCalledTimes(2);
    // The basename is part of the question.
    memo(table(), "/zj/index", "/zj");
    expect(original).toHaveBeenCalledTimes(3);
  });

  it("gives every caller its own params, shared among the matches of one answer as the router does", () => {
    const memo = rememberMatches(router.matchRoutes);
    const routes = table();
    const first = memo(routes, "/zj/school/10001")!;
    first[0]!.params.scope = "changed";
    const second = memo(routes, "/zj/school/10001")!;
    expect(second[0]!.params).toEqual({ scope: "zj", code: "10001" });
    expect(second[0]!.params).toBe(second[second.length - 1]!.params);
    expect(second[0]!.params).not.toBe(first[0]!.params);
  });

  it("keeps a bounded number of paths, and falls back to the router for tables it cannot key", () => {
    const original = vi.fn(router.matchRoutes);
    const memo = rememberMatches(original);
    const routes = table();
    for (let i = 0; i <= MAX_PATHS; i++) memo(routes, `/zj/school/${i}`);
    original.mockClear();
    memo(routes, "/zj/school/0");
    expect(original).toHaveBeenCalledTimes(1);
    const noIds = [{ path: "a" }, { path: "b" }];
    memo(noIds, "/a");
    memo(noIds, "/a");
    expect(original).toHaveBeenCalledTimes(3);
  });

  it("is installed in the router that Remix and React Router call", () => {
    cacheRouteMatches();
    cacheRouteMatches();
    const installed = router.matchRoutes as unknown as Record<symbol, unknown>;
    expect(installed[Symbol.for("zhiyuan.route-match-cache")]).toBe(true);
    const reactRouter = require(createRequire(require.resolve("react-router")).resolve("@remix-run/router")) as typeof router;
    expect(reactRouter.matchRoutes).toBe(router.matchRoutes);
  });
});
