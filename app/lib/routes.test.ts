import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { menuFor } from "./menus";
import { BUILT_PAGES, SPEC_PAGES, isSpecPage } from "./routes";

const routeFiles = readdirSync(new URL("../routes", import.meta.url)).map((f) => f.replace(/\.tsx?$/, ""));

describe("page registry", () => {
  it("every page marked built has a route module", () => {
    for (const page of BUILT_PAGES) {
      const first = page.split("/")[0];
      expect(routeFiles.some((f) => f === `$scope.${first}` || f.startsWith(`$scope.${first}.`) || f.startsWith(`$scope.${first}_`)), page).toBe(true);
    }
  });
  it("every menu entry names a spec page", () => {
    for (const scope of ["zj", "gd", "hb", "sd", "ah", "jx"] as const) {
      for (const item of menuFor(scope)) {
        // A sub-page (microClass/liveRoom) names its spec page first.
        expect(SPEC_PAGES).toContain(item.page.split("/")[0]);
        for (const child of item.children ?? []) expect(SPEC_PAGES).toContain(child.page.split("/")[0]);
      }
    }
  });
  it("recognises spec pages for unscoped redirects", () => {
    expect(isSpecPage("universityInquiry")).toBe(true);
    expect(isSpecPage("index")).toBe(true);
    expect(isSpecPage("xx")).toBe(false);
  });
});
