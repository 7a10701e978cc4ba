import { describe, expect, it } from "vitest";
import { enrollBody, hrefWith, readCheckForm } from "./check-as";

describe("checkAs page URL", () => {
  it("turns a shared link into the API body", () => {
    const url = new URL("http://x/zj/checkAsScore?score=600&subjects=物理&subjects=化学&subjects=技术&band=steady&tag985=1&home=1&page=2");
    const form = readCheckForm(url, "score");
    expect(enrollBody("zj", "score", form)).toEqual({ score: "600", subjects: ["物理", "化学", "技术"], page: 2, pageSize: 20, band: "steady", schoolTags: ["985"], schoolProvince: "浙江" });
  });
  it("reads 首选 as the track in 3+1+2 scopes and asks nothing before a rank is given", () => {
    const url = new URL("http://x/gd/checkAsPrecedence?rank=30000&first=历史&subjects=政治&subjects=地理");
    expect(enrollBody("gd", "rank", readCheckForm(url, "rank"))).toMatchObject({ rank: "30000", track: "history", subjects: ["政治", "地理"], band: ["radical", "steady", "conservative"] });
    expect(enrollBody("gd", "rank", readCheckForm(new URL(`${url}&band=all`), "rank"))).not.toHaveProperty("band");
    expect(enrollBody("gd", "rank", readCheckForm(new URL("http://x/gd/checkAsPrecedence"), "rank"))).toBeNull();
  });
  it("links to another band from page 1, keeping the rest", () => {
    const url = new URL("http://x/zj/checkAsScore?score=600&band=steady&page=3");
    expect(hrefWith(url, { band: "bottom" })).toBe("/zj/checkAsScore?score=600&band=bottom");
    expect(hrefWith(url, { page: "4" })).toBe("/zj/checkAsScore?score=600&band=steady&page=4");
  });
});
