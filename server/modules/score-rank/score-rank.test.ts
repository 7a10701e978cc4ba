import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "#tests/helpers/api";
import { startSeededTestApi } from "#tests/helpers/reference";

let api: TestApi;
beforeAll(async () => {
  api = await startSeededTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const scoreRank = (query: string, province = "zj") => api.call(`/yc-user/users/score_rank/?${query}`, { province });

describe("a score at or above the top of the 一分一段表", () => {
  it("answers the top row's cumulative count as a bound: note above-table, rankUp 1", async () => {
    const top = await scoreRank("year=2025&score=692");
    expect(top.body.data).toMatchObject({ score: 692, rank: 395, rankUp: 1, rankDown: 395, note: "above-table" });
    const above = await scoreRank("year=2025&score=720");
    expect(above.body.data).toMatchObject({ rank: 395, rankUp: 1, note: "above-table" });
    const below = await scoreRank("year=2025&score=691");
    expect(below.body.data.note).toBeNull();
    expect(below.body.data.rankUp).toBe(396);
  });

  it("marks lines whose rank was looked up there, and sorts such bounded ranks by score", async () => {
    const res = await api.call("/yc-gk-info/rest/ncee/query_universities", { method: "POST", body: JSON.stringify({ sort: "rank", is985: true, pageSize: 10 }), province: "zj" });
    const cards = res.body.data.results as Array<{ name: string; latestLine: { minScore: number; minRank: number; rankKind: string } }>;
    const bounded = cards.filter((c) => c.latestLine.rankKind === "above-table");
    expect(bounded.length).toBeGreaterThanOrEqual(2);
    for (const c of bounded) expect(c.latestLine.minRank).toBe(395);
    const scores = bounded.map((c) => c.latestLine.minScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const names = cards.map((c) => c.name);
    expect(names.indexOf("上海交通大学")).toBeLessThan(names.indexOf("清华大学"));
  });
});

describe("what a reader sees as data", () => {
  it("names the source of a rank in words: 浙江省教育考试院 2025 年一分一段表, no extraction notes", async () => {
    const res = await scoreRank("year=2025&score=600");
    expect(res.body.data.source.source).toBe("浙江省教育考试院 2025 年一分一段表");
  });

  it("gives plans' subject requirements decoded, never the source's raw codes", async () => {
    const post = (path: string, body: unknown, province: string) => api.call(`/yc-gk-info/rest/ncee/${path}`, { method: "POST", body: JSON.stringify(body), province });
    const ucode = (await post("get_university_ucode", { name: "中山大学" }, "gd")).body.data.ucode as string;
    const res = await api.call(`/yc-gk-info/rest/ncee/query_enrollment_plans?ucode=${ucode}`, { province: "gd" });
    const text = JSON.stringify(res.body.data);
    expect(text).not.toMatch(/first_subject|reselect_raw|sg_xuanke|subjectRaw/);
    const physics = (res.body.data.results as Array<{ track: string; subjectRequirement: string | null }>).filter((r) => r.track === "physics");
    expect(physics.length).toBeGreaterThan(0);
    expect(physics.every((r) => r.subjectRequirement === null || r.subjectRequirement.startsWith("首选物理，再选"))).toBe(true);
    expect(physics.some((r) => r.subjectRequirement && r.subjectRequirement !== "首选物理，再选不限")).toBe(true);
  });
});
