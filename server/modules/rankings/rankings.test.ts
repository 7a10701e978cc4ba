import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededTestApi } from "#tests/helpers/reference";
import type { TestApi } from "#tests/helpers/api";
import { sourceRows } from "#tests/helpers/source-data";

let api: TestApi;
beforeAll(async () => {
  api = await startSeededTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const Z = "/yc-zhiyuan/rest";
const rankList = (body: Record<string, unknown>, province = "zj") => api.call(`${Z}/getUniversityRankList`, { method: "POST", body: JSON.stringify(body), province });

// The raw school-lines file: zj 2025 (its newest year), the single combined track.
const zj2025 = sourceRows("school_lines/school_min_scores_2023_2025.csv").filter((r) => r.scope === "zj" && r.year === "2025" && r.track === "combined");

describe("getUniversityRankList: admission", () => {
  it("ranks zj 2025 schools by their lowest admitted rank, which follows the published minimum scores", async () => {
    const res = await rankList({ type: "admission", pageSize: 100 });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ type: "admission", year: 2025, track: "combined", scope: "zj" });
    expect(d.explanation).toContain("不是办学水平排名");
    const top = Math.max(...zj2025.map((r) => Number(r.min_score)));
    expect(d.results[0].line.minScore).toBe(top);
    expect(d.results[0].name).toBe(zj2025.find((r) => Number(r.min_score) === top)!.school_name);
    // Best rank first means best score first: the scores never rise down the list, and match the raw file.
    const scores = d.results.map((e: { line: { minScore: number } }) => e.line.minScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const e of d.results.slice(0, 20)) {
      const raw = zj2025.find((r) => r.school_name === e.name);
      expect(raw, e.name).toBeDefined();
      expect(e.line.minScore).toBe(Number(raw!.min_score));
      expect(e.line.year).toBe(2025);
    }
    // Every school with a 2025 line and a rank is listed once.
    expect(d.total).toBeLessThanOrEqual(new Set(zj2025.map((r) => r.school_id)).size);
    expect(d.total).toBeGreaterThan(zj2025.length * 0.9);
    // Ties share a position; positions never go back.
    const positions = d.results.map((e: { position: number }) => e.position);
    expect(positions[0]).toBe(1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("ranks a 3+1+2 scope per track and pages", async () => {
    const physics = (await rankList({ type: "admission", track: "physics", page: 2, pageSize: 10 }, "gd")).body.data;
    expect(physics.track).toBe("physics");
    expect(physics.tracks).toEqual(expect.arrayContaining(["physics", "history"]));
    expect(physics.page).toBe(2);
    expect(physics.results).toHaveLength(10);
    expect(physics.results[0].position).toBeGreaterThan(1);
    const history = (await rankList({ type: "admission", track: "history", pageSize: 5 }, "gd")).body.data;
    expect(history.title).toContain("历史类");
  });

  it("refuses an unknown type with a Chinese message, and a missing province", async () => {
    const bad = await rankList({ type: "qs" });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("排行类型");
    const noScope = await api.call(`${Z}/getUniversityRankList`, { method: "POST", body: JSON.stringify({ type: "985" }), province: "xx" });
    expect(noScope.status).toBe(400);
  });
});

describe("getUniversityRankList: lists", () => {
  it("lists the 39 canonical 985 universities (branches carry no flag), with the best zj line first", async () => {
    const d = (await rankList({ type: "985", pageSize: 100 })).body.data;
    expect(d.total).toBe(39);
    const rawNames = new Set(sourceRows("universities/universities.csv").filter((r) => r.is_985 === "true").map((r) => r.name));
    for (const e of d.results) expect(rawNames.has(e.name), e.name).toBe(true);
    expect(d.results[0].name).toBe(zj2025.sort((a, b) => Number(b.min_score) - Number(a.min_score)).find((r) => rawNames.has(r.school_name))!.school_name);
  });

  it("orders by popularity, highest first", async () => {
    const d = (await rankList({ type: "popularity", pageSize: 30 })).body.data;
    const pops = d.results.map((e: { popularity: number }) => e.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });
});

describe("getUniversityRank and special_major", () => {
  it("says where 浙江大学 stands in zj's lists", async () => {
    const res = await api.call(`${Z}/getUniversityRank?uName=${encodeURIComponent("浙江大学")}`);
    expect(res.status).toBe(200);
    const types = res.body.data.ranks.map((r: { type: string }) => r.type);
    expect(types).toEqual(expect.arrayContaining(["admission", "popularity", "985", "211", "syl"]));
    const admission = res.body.data.ranks.find((r: { type: string }) => r.type === "admission");
    const zjuScore = Number(zj2025.find((r) => r.school_name === "浙江大学")!.min_score);
    const schoolsAbove = new Set(zj2025.filter((r) => Number(r.min_score) > zjuScore).map((r) => r.school_id)).size;
    expect(admission.position).toBe(schoolsAbove + 1);
    const missing = await api.call(`${Z}/getUniversityRank?uName=${encodeURIComponent("不存在的大学")}`);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("未找到该院校");
  });

  it("lists 浙江大学's zj majors with the most plan places and the best lines, and says what that means", async () => {
    const d = (await api.call(`${Z}/special_major?uname=${encodeURIComponent("浙江大学")}`)).body.data;
    expect(d.explanation).toContain("没有官方");
    expect(d.byPlan.length).toBeGreaterThan(0);
    const plans = d.byPlan.map((m: { planCount: number }) => m.planCount);
    expect(plans).toEqual([...plans].sort((a, b) => b - a));
    const ranks = d.byLine.map((m: { minRank: number }) => m.minRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const blank = await api.call(`${Z}/special_major`);
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe("请输入院校名称");
  });
});
