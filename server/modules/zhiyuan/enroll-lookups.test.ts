import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { seededDatabase } from "#tests/helpers/reference";
import { publishedRank, publishedSchoolMinScore, sourceRows } from "#tests/helpers/source-data";
import { BAND_NAMES } from "./zhiyuan.schema";

// queryEnrollNum, queryEnrollSchools (/v2, /v3), queryEnrollMajors, querySchoolMajors and sd's aliases, on the committed seed.
let database: Database;
let api: AuthApi;
let token: string;
const REST = "/yc-zhiyuan/rest";
const ZJ_600 = { score: 600, subjects: ["物理", "化学", "技术"] };
// Ids from the raw universities file (the same ids the seed keeps).
const ucodeOf = (name: string) => Number(sourceRows("universities/universities.csv").find((r) => r.name === name)!.id);
let ZJU = 0;
let SDU = 0;

beforeAll(async () => {
  ZJU = ucodeOf("浙江大学");
  SDU = ucodeOf("山东大学");
  publishedSchoolMinScore("sd", 2025, "combined", "山东大学");
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  token = (await logIn(api, "13900000456")).body.data.access_token;
  await api.call(`${REST}/queryBelongedRankRegion`, { body: { rank: 50_000 } });
}, 300_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("candidate-list lookups", { timeout: 120_000 }, () => {
  it("queryEnrollNum answers the counts of getEnrollWithDyParam, without units", async () => {
    const num = await api.call(`${REST}/queryEnrollNum`, { body: ZJ_600, token });
    const list = (await api.call(`${REST}/getEnrollWithDyParam`, { body: { ...ZJ_600, pageSize: 1 }, token })).body.data;
    expect(num.status).toBe(200);
    expect(num.body.data.units).toBeUndefined();
    for (const b of BAND_NAMES) expect(num.body.data[`${b}_size`]).toBe(list[`${b}_size`]);
    expect(num.body.data.total_size).toBe(list.total_size);
    expect(num.headers.get("x-yc-count_m")).toBe(String(list.total_size));
  });

  it("queryEnrollSchools (and /v2, /v3) groups the list by university; the units add up", async () => {
    const body = { ...ZJ_600, band: "steady", pageSize: 500 };
    const d = (await api.call(`${REST}/queryEnrollSchools`, { body, token })).body.data;
    expect(d.school_count).toBe(d.total_uni_num);
    const all = [...d.schools];
    for (let page = 2; all.length < d.school_count; page++) all.push(...(await api.call(`${REST}/queryEnrollSchools`, { body: { ...body, page }, token })).body.data.schools);
    expect(all.reduce((a: number, s: { unit_count: number }) => a + s.unit_count, 0)).toBe(d.total_size);
    for (const s of all) expect(s.bands.steady).toBe(s.unit_count);
    for (const v of ["v2", "v3"]) expect((await api.call(`${REST}/queryEnrollSchools/${v}`, { body, token })).body.data.school_count).toBe(d.school_count);
    // Visitors: the count and the first five universities.
    const visitor = (await api.call(`${REST}/queryEnrollSchools`, { body })).body.data;
    expect(visitor.schools).toHaveLength(5);
    expect(visitor.school_count).toBe(d.school_count);
  });

  it("queryEnrollMajors lists one university's units and needs its ucode", async () => {
    const d = (await api.call(`${REST}/queryEnrollMajors`, { body: { ...ZJ_600, ucode: ZJU, pageSize: 500 }, token })).body.data;
    expect(d.units.length).toBeGreaterThan(0);
    for (const u of d.units) expect(u.ucode).toBe(String(ZJU));
    const bad = await api.call(`${REST}/queryEnrollMajors`, { body: ZJ_600, token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("请选择院校（ucode）");
  });

  it("querySchoolMajors lists a university's units with their lines, no score needed", async () => {
    const names = new Set(sourceRows("zj/zj_major_lines_2025.csv").filter((r) => r.college_name === "浙江大学").map((r) => r.major_name));
    const d = (await api.call(`${REST}/querySchoolMajors`, { body: { ucode: ZJU }, token })).body.data;
    expect(d.university_count).toBe(1);
    const units = d.university_list[0].units;
    expect(units.length).toBeGreaterThanOrEqual(names.size * 0.9);
    expect(units[0].history[0].year).toBe(2025);
    expect((await api.call(`${REST}/querySchoolMajors`, { body: {}, token })).status).toBe(400);
  });
});

describe("Shandong aliases", () => {
  it("province_score answers sd's control lines, whatever the header", async () => {
    const d = (await api.call("/yc-gk-info/rest/ncee/province_score?year=2025", { province: "zj" })).body.data;
    const first = d.items.find((i: { segment: number }) => i.segment === 1);
    expect(first).toMatchObject({ year: 2025, score: 441, cumulative: publishedRank("sd", 2025, "combined", 441) });
  });

  it("get_university_enroll_info_sd answers sd's school lines", async () => {
    const d = (await api.call(`/yc-gk-info/rest/ncee/get_university_enroll_info_sd?ucode=${SDU}`, { province: "zj" })).body.data;
    const y2025 = d.newEnrollInfoList.find((l: { year: number }) => l.year === 2025);
    expect(y2025.minScore).toBe(publishedSchoolMinScore("sd", 2025, "combined", "山东大学"));
  });
});
