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
