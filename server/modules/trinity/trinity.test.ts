import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFile } from "#server/data/import-file";
import type { TestApi } from "#tests/helpers/api";
import { startSeededTestApi } from "#tests/helpers/reference";
import { sourceRows } from "#tests/helpers/source-data";
import { TRINITY_TEXT } from "./trinity.schema";

let api: TestApi;
beforeAll(async () => {
  api = await startSeededTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const DIR = "programs/zj-sanweiyiti-2026";
const NCEE = "/yc-gk-info/rest/ncee";
const get = (path: string, province = "zj") => api.call(`${NCEE}/${path}`, { province });
type School = { id: number; name: string; ucode: string | null; weights: Record<string, number>; threshold: { met: boolean | null; rule: string | null }; stats: Array<{ year: number; estimated: boolean }>; rule: { url: string }; planTotal: number };

describe("query_three_in_one_v2018: the school filter", () => {
  it("lists every school of formulas.csv with its weights, plan total and 章程 link", async () => {
    const res = await get("query_three_in_one_v2018?pageSize=200");
    expect(res.status).toBe(200);
    const schools = res.body.data.results as School[];
    expect(res.body.data.total).toBe(sourceRows(`${DIR}/formulas.csv`).length);
    const hz = schools.find((s) => s.name === "杭州师范大学")!;
    const raw = sourceRows(`${DIR}/formulas.csv`).find((r) => r["院校"] === "杭州师范大学")!;
    expect(hz.weights).toEqual({ xuekao: Number(raw["学考权重"]), xiaoce: Number(raw["校测权重"]), gaokao: Number(raw["高考权重"]) });
    expect(hz.rule.url).toBe(raw["来源链接"]);
    const plans = sourceRows(`${DIR}/majors.csv`).filter((r) => r["院校"] === "杭州师范大学").reduce((a, r) => a + Number(r["计划数"]), 0);
    expect(hz.planTotal).toBe(plans);
    const zjut = schools.find((s) => s.name === "浙江工业大学")!;
    expect(zjut.stats.find((s) => s.year === 2025)!.estimated).toBe(true);
  });

  it("keeps only the schools whose 学考 threshold the grades meet", async () => {
    const all = (await get("query_three_in_one_v2018?pageSize=200&A=4&B=4&C=2&D=0")).body.data.results as School[];
    const met = (await get("query_three_in_one_v2018?pageSize=200&A=4&B=4&C=2&D=0&meets=1")).body.data.results as School[];
    expect(met.length).toBeGreaterThan(0);
    expect(met.length).toBeLessThan(all.length);
    expect(met.every((s) => s.threshold.met === true)).toBe(true);
    // 学考≥5A (杭州师范大学 2025) is not met with 4 A; 学考≥4A (温州大学) is.
    expect(met.map((s) => s.name)).not.toContain("杭州师范大学");
    expect(met.map((s) => s.name)).toContain("温州大学");
  });

  it("filters by the weight of 高考", async () => {
    const high = (await get("query_three_in_one_v2018?gaokaoWeight=high&pageSize=200")).body.data.results as School[];
    const expected = sourceRows(`${DIR}/formulas.csv`).filter((r) => Number(r["高考权重"]) > 0.8).map((r) => r["院校"]);
    expect(high.map((s) => s.name).sort()).toEqual([...expected].sort());
  });
});

describe("query_three_in_one_v2020 and 2021", () => {
  it("answers one school's rules and majors by id or ucode", async () => {
    const list = (await get("query_three_in_one_v2018?keyword=杭州师范")).body.data.results as School[];
    const byId = await get(`query_three_in_one_v2020?id=${list[0]!.id}`);
    expect(byId.body.data.results.name).toBe("杭州师范大学");
    expect(byId.body.data.major_details).toHaveLength(sourceRows(`${DIR}/majors.csv`).filter((r) => r["院校"] === "杭州师范大学").length);
    const byUcode = await get(`query_three_in_one_v2020?ucode=${list[0]!.ucode}`);
    expect(byUcode.body.data.results.id).toBe(list[0]!.id);
  });

  it("gives 浙江大学's earlier weights year by year, each its own", async () => {
    const zju = (await get("query_three_in_one_v2018?keyword=浙江大学")).body.data.results.find((s: School) => s.name === "浙江大学") as School;
    const detail = await get(`query_three_in_one_v2020?id=${zju.id}`);
    const history = detail.body.data.formula_history as Array<{ year: number; gaokaoPct: number }>;
    expect(history.map((h) => h.year)).toEqual([...history.map((h) => h.year)].sort((a, b) => b - a));
    expect(history.find((h) => h.year === 2024)!.gaokaoPct).toBe(85);
    expect(history.find((h) => h.year === 2025)!.gaokaoPct).toBe(50);
  });

  it("lists the majors open to 物化技: requirement within the three, or none", async () => {
    const res = await get(`query_three_in_one_2021?subjects=${encodeURIComponent("物理,化学,技术")}&eligibleOnly=1&pageSize=200&page=1`);
    const mine = new Set(["物理", "化学", "技术"]);
    const expected = sourceRows(`${DIR}/majors.csv`).filter((r) => (r["选科要求"] ?? "").split("、").filter(Boolean).every((s) => mine.has(s))).length;
    expect(res.body.data.total).toBe(expected);
    const rows = res.body.data.results as Array<{ eligible: boolean; requirement: { subjects: string[] } }>;
    expect(rows.every((m) => m.eligible && m.requirement.subjects.every((s) => mine.has(s)))).toBe(true);
    // 政治, 历史 and 地理 majors are not open to 物化技.
    const history = await get(`query_three_in_one_2021?subjects=${encodeURIComponent("物理,化学,技术")}&pageSize=200&keyword=${encodeURIComponent("历史学")}`);
    expect((history.body.data.results as Array<{ eligible: boolean; requirement: { subjects: string[] } }>).filter((m) => m.requirement.subjects.includes("历史")).every((m) => !m.eligible)).toBe(true);
  });
});

describe("query_three_in_one_composite", () => {
  it("computes three schools under their own formulas and compares with the newest lowest composite", async () => {
    const schools = (await get("query_three_in_one_v2018?pageSize=200")).body.data.results as School[];
    const ids = ["杭州师范大学", "浙江工业大学", "上海科技大学"].map((n) => schools.find((s) => s.name === n)!.id);
    const res = await get(`query_three_in_one_composite?A=6&B=3&C=1&D=0&gaokao=600&xiaoce=80&ids=${ids.join(",")}`);
    expect(res.status).toBe(200);
    const [hz, zjut, sh] = res.body.data.results as Array<{ result: { composite: number | null; computable: boolean }; gap: number | null; verdict: string; lowest: { pct: number } | null }>;
    // 0.1 × 85 + 0.3 × 80 + 0.6 × 80
    expect(hz!.result.composite).toBe(80.5);
    const hzLowest = Number(sourceRows(`${DIR}/admission.csv`).find((r) => r["院校"] === "杭州师范大学")!["最低综合分(百分制)"]);
    expect(hz!.gap).toBeCloseTo(80.5 - hzLowest, 2);
    expect(hz!.verdict).toMatch(/估计值/);
    // 6A3B1C over 150 = 90 + 30 + 6 = 126: 0.15 × 84 + 0.25 × 80 + 0.6 × 80 = 12.6 + 20 + 48
    expect(zjut!.result.composite).toBe(80.6);
    expect(sh!.result.computable).toBe(false);
    expect(res.body.data.assumptions.length).toBeGreaterThan(2);
  });
});

describe("bad input and other scopes", () => {
  it("answers 400 with the Chinese message", async () => {
    const sum = await get("query_three_in_one_composite?A=6&B=3&C=0&D=0&gaokao=600");
    expect([sum.status, sum.body.msg]).toEqual([400, TRINITY_TEXT.gradesSum]);
    const score = await get("query_three_in_one_composite?A=10&gaokao=800");
    expect([score.status, score.body.msg]).toEqual([400, TRINITY_TEXT.gaokao]);
    const xiaoce = await get("query_three_in_one_composite?A=10&gaokao=600&xiaoce=abc");
    expect([xiaoce.status, xiaoce.body.msg]).toEqual([400, TRINITY_TEXT.xiaoce]);
    const grade = await get("query_three_in_one_v2018?A=-1");
    expect([grade.status, grade.body.msg]).toEqual([400, TRINITY_TEXT.grade]);
    const subj = await get(`query_three_in_one_2021?subjects=${encodeURIComponent("美术")}`);
    expect([subj.status, subj.body.msg]).toEqual([400, TRINITY_TEXT.subjects]);
    const none = await get("query_three_in_one_v2020");
    expect(none.status).toBe(400);
  });

  it("answers 404 for an unknown school and for every scope but zj", async () => {
    const missing = await get("query_three_in_one_v2020?id=999999");
    expect([missing.status, missing.body.msg]).toEqual([404, TRINITY_TEXT.notFound]);
    for (const path of ["query_three_in_one_v2018", "query_three_in_one_2021", "query_three_in_one_online_watching"]) {
      const gd = await get(path, "gd");
      expect([gd.status, gd.body.msg]).toEqual([404, TRINITY_TEXT.zjOnly]);
    }
  });

  it("wzy/get_swyt_online_watching lists each school's 章程", async () => {
    const res = await api.call("/yc-gk-info/wzy/get_swyt_online_watching", { province: "zj" });
    const rows = res.body.data.results as Array<{ name: string; url: string }>;
    expect(rows).toHaveLength(sourceRows(`${DIR}/formulas.csv`).length);
    expect(rows.find((r) => r.name === "杭州师范大学")!.url).toBe(sourceRows(`${DIR}/formulas.csv`).find((r) => r["院校"] === "杭州师范大学")!["来源链接"]);
  });
});

describe("npm run data:import -- --kind trinity", () => {
  it("replaces the cycle from a folder, reports rejects, and the API answers the new figures", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trinity-"));
    writeFileSync(
      join(dir, "formulas.csv"),
      "院校,学考A,学考B,学考C,学考D,学考满分,校测满分,高考满分,学考权重,校测权重,高考权重,口径,折算备注,来源年份,来源标题,来源链接\n杭州师范大学,10,7,4,1,100,100,750,0.2,0.2,0.6,标准,,2027,杭州师范大学2027年章程,https://example.edu.cn/2027\n",
    );
    writeFileSync(join(dir, "majors.csv"), "院校,专业名,类别,选科要求,计划数\n杭州师范大学,护理学,,化学,150\n杭州师范大学,未知大学专业,,,x\n");
    writeFileSync(join(dir, "admission.csv"), "院校,年份,报名人数,入围人数,录取人数,最低综合分(原始),最低综合分(百分制),学考门槛\n杭州师范大学,2026,9001,2101,351,74.35,74.35,学考≥5A\n");
    const result = await importFile(api.database, { kind: "trinity", scope: "zj", year: 2027, file: dir });
    expect(result.imported).toBe(3);
    expect(result.rejects.map((r) => r.line)).toEqual([3]);
    const res = await get("query_three_in_one_v2018?keyword=杭州师范");
    const hz = res.body.data.results[0] as School & { year: number };
    expect(hz.year).toBe(2027);
    expect(hz.weights).toEqual({ xuekao: 0.2, xiaoce: 0.2, gaokao: 0.6 });
    expect(hz.stats[0]).toMatchObject({ year: 2026, estimated: false });
  });
});
