import { describe, expect, it } from "vitest";
import { activeFilters, pickFilterBody, pickHref, pickParams, readPickFilters } from "./filling-filters";

const read = (search: string) => readPickFilters(new URLSearchParams(search));

describe("filling filters in the URL", () => {
  it("reads every filter page's parameters and writes them back unchanged", () => {
    const search =
      "band=radical&band=steady&keyword=%E8%AE%A1%E7%AE%97%E6%9C%BA&province=%E6%B5%99%E6%B1%9F&province=%E4%B8%8A%E6%B5%B7&home=1&city=%E6%9D%AD%E5%B7%9E%E5%B8%82&level=%E6%9C%AC%E7%A7%91&schoolType=%E7%90%86%E5%B7%A5%E7%B1%BB&tag=211&nature=public&tuitionMin=1000&tuitionMax=6000&majorClass=0809&majorClass=07";
    const { filters, problems } = read(search);
    expect(problems).toEqual([]);
    expect(filters).toMatchObject({ bands: ["radical", "steady"], keyword: "计算机", provinces: ["浙江", "上海"], home: true, city: "杭州市", levels: ["本科"], schoolTypes: ["理工类"], tags: ["211"], nature: "public", tuitionMin: "1000", tuitionMax: "6000", majorClasses: ["0809", "07"] });
    expect(new URLSearchParams(pickParams(filters)).toString()).toBe(search);
  });

  it("drops values outside the lists rather than failing a shared link", () => {
    const { filters, problems } = read("band=maybe&province=Atlantis&level=博士&tag=C9&nature=x&majorClass=08x&city=<b>&page=-3");
    expect(problems).toEqual([]);
    expect(filters).toMatchObject({ bands: [], provinces: [], levels: [], tags: [], nature: "", majorClasses: [], city: "", page: 1 });
  });

  it("names a tuition that is not a whole number of yuan, and a range upside down", () => {
    expect(read("tuitionMax=abc").problems).toEqual(["学费上限应为 0 至 1000000 之间的整数（元/年）"]);
    expect(read("tuitionMin=2000000").problems).toEqual(["学费下限应为 0 至 1000000 之间的整数（元/年）"]);
    expect(read("tuitionMin=9000&tuitionMax=5000").problems).toEqual(["学费下限不能高于上限"]);
  });

  it("keeps the old 公办 switch of reportedSecond's links", () => {
    expect(read("public=1").filters.nature).toBe("public");
  });

  it("asks the engine for the default bands, all of them, or the chosen ones", () => {
    expect(pickFilterBody(read("").filters, "浙江").band).toEqual(["radical", "steady", "conservative", "bottom"]);
    expect(pickFilterBody(read("band=all&band=steady").filters, "浙江").band).toBeUndefined();
    expect(pickFilterBody(read("band=gamble").filters, "浙江").band).toEqual(["gamble"]);
  });

  it("turns 省内 into the scope's province beside the chosen ones, once", () => {
    const body = pickFilterBody(read("home=1&province=浙江&province=上海").filters, "浙江");
    expect(body.schoolProvince).toEqual(["浙江", "上海"]);
    expect(pickFilterBody(read("tuitionMax=5000&nature=private&majorClass=0809").filters, "广东")).toMatchObject({ tuitionMax: 5000, schoolNature: "private", majorClass: ["0809"] });
  });

  it("lists each filter in force with the link that drops only it", () => {
    const { filters } = read("province=上海&tag=985&majorClass=0809&tuitionMax=5000");
    const active = activeFilters(filters, new Map([["0809", "计算机类"]]));
    expect(active.map((a) => a.label)).toEqual(["院校在上海", "985", "学费不超过 5000 元", "计算机类（0809）"]);
    expect(pickHref("/zj/reportedSecond", "1", active[1]!.without)).toBe(`/zj/reportedSecond?type=1&province=${encodeURIComponent("上海")}&tuitionMax=5000&majorClass=0809`);
  });
});
