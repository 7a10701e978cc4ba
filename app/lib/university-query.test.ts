import { describe, expect, it } from "vitest";
import { activeFilters, readQuery, toApiQuery, toSearch, toggleTag, withChange } from "./university-query";

describe("university inquiry URL", () => {
  it("reads a shared URL back into the same query, dropping unknown values", () => {
    const q = readQuery(new URLSearchParams("keyword=浙大&province=浙江&city=杭州市&level=本科&tag=985&tag=bogus&sort=name&page=2&type=x"));
    expect(q).toMatchObject({ keyword: "浙大", province: "浙江", city: "杭州市", level: "本科", type: null, tags: ["985"], sort: "name", page: 2 });
    expect(readQuery(new URLSearchParams(toSearch(q)))).toEqual(q);
  });

  it("a changed filter returns to page 1; a new province drops the city", () => {
    const q = readQuery(new URLSearchParams("province=浙江&city=杭州市&page=3"));
    expect(withChange(q, { level: "专科" })).toBe("?province=%E6%B5%99%E6%B1%9F&city=%E6%9D%AD%E5%B7%9E%E5%B8%82&level=%E4%B8%93%E7%A7%91");
    expect(withChange(q, { province: "江苏" })).toBe("?province=%E6%B1%9F%E8%8B%8F");
    expect(toggleTag(q, "211")).toContain("tag=211");
  });

  it("names every filter in force with a link that drops it", () => {
    const q = readQuery(new URLSearchParams("province=西藏&level=本科&tag=985"));
    const filters = activeFilters(q);
    expect(filters.map((f) => f.label)).toEqual(["省份「西藏」", "层次「本科」", "「985」"]);
    expect(filters[0]!.without).not.toContain("province");
    expect(toApiQuery(q, 20)).toMatchObject({ province: ["西藏"], level: "本科", is985: true, sort: "rank", page: 1, pageSize: 20 });
  });
});
