import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { keepServerRoutes, keepServerRouteTree } from "./server-route-tree-cache";

const require = createRequire(import.meta.url);
type Create = Parameters<typeof keepServerRoutes>[0];
const routesModule = require(join(dirname(require.resolve("@remix-run/react")), "routes.js")) as { createServerRoutes: Create };
const original = routesModule.createServerRoutes;

const manifest = () => ({
  root: { id: "root", path: "", hasLoader: true, module: "root.js" },
  "routes/$scope": { id: "routes/$scope", parentId: "root", path: ":scope", hasLoader: true, module: "scope.js" },
  "routes/$scope.index": { id: "routes/$scope.index", parentId: "routes/$scope", path: "index", hasLoader: true, module: "index.js" },
  "routes/render-check": { id: "routes/render-check", parentId: "root", path: "render-check", hasLoader: true, module: "rc.js" },
});
const modules = () => ({ root: { default: () => null }, "routes/$scope": { default: () => null }, "routes/$scope.index": { default: () => null, handle: { x: 1 } }, "routes/render-check": { default: () => null } });

/** What a tree says, without the component functions (made anew by each build of it). */
const outline = (routes: unknown): unknown => JSON.parse(JSON.stringify(routes, (key, value) => (typeof value === "function" ? `fn:${key}` : value)));

describe("the route tree RemixServer renders with", () => {
  it("is the tree Remix builds, built once per manifest while the modules stay the same", () => {
    const spy = vi.fn(original);
    const keeping = keepServerRoutes(spy);
    const m = manifest();
    const mods = modules();
    const future = {};
    const first = keeping(m, { ...mods }, future, false);
    expect(outline(first)).toEqual(outline(original(m, mods, future, false)));
    // Remix passes a new route-modules object per request, holding the same modules.
    expect(keeping(m, { ...mods }, future, false)).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    // A changed module, other flags or another manifest build again.
    expect(keeping(m, { ...mods, "routes/render-check": { default: () => null } }, future, false)).not.toBe(first);
    expect(keeping(m, { ...mods }, future, true)).not.toBe(first);
    expect(keeping(manifest(), { ...mods }, future, false)).not.toBe(first);
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it("is installed where RemixServer calls it", () => {
    keepServerRouteTree();
    keepServerRouteTree();
    const installed = routesModule.createServerRoutes as unknown as Record<symbol, unknown>;
    expect(installed[Symbol.for("zhiyuan.server-route-tree-cache")]).toBe(true);
    // RemixServer reaches it through the module's exports (routes.createServerRoutes), so the installed one is what renders.
    const server = require("node:fs").readFileSync(join(dirname(require.resolve("@remix-run/react")), "server.js"), "utf8") as string;
    expect(server).toMatch(/routes\.createServerRoutes\(/);
  });
});
