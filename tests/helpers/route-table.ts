// Test support (not a test itself): a route table shaped like the app's (root, index, a bare route, the scope layout with nested pages, a param and a splat).

/** The paths the route-table tests walk, including a 404 and a loader that throws (`/zj/school/boom`). */
export const APP_SHAPED_PATHS = ["/", "/zj/index", "/zj", "/gd/FAQPage", "/gd/FAQPage/FAQAgreement", "/zj/school/10001", "/zj/school/%E6%B5%99", "/zj/school/boom", "/zj/nothing/here", "/render-check", "/render-check/more"];

/** The table, each route made by `route` from its id and its place (path, index, children). */
export function appShapedRoutes<R>(route: (id: string, place: { path?: string; index?: true; children?: R[] }) => R): R[] {
  return [
    route("root", {
      path: "",
      children: [
        route("routes/_index", { index: true }),
        route("routes/render-check", { path: "render-check" }),
        route("routes/$scope", {
          path: ":scope",
          children: [
            route("routes/$scope._index", { index: true }),
            route("routes/$scope.index", { path: "index" }),
            route("routes/$scope.$", { path: "*" }),
            route("routes/$scope.FAQPage", { path: "FAQPage", children: [route("routes/$scope.FAQPage._index", { index: true }), route("routes/$scope.FAQPage.FAQAgreement", { path: "FAQAgreement" })] }),
            route("routes/$scope.school.$code", { path: "school/:code" }),
          ],
        }),
      ],
    }),
  ];
}
