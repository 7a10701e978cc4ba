import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { seededDatabase } from "#tests/helpers/reference";
import { sourceRows } from "#tests/helpers/source-data";
import { baseMajorName } from "../engine/names";
import { VISITOR_UNITS_PER_BAND } from "./quota";

// filter-by-major / -grade / -ranking and the catalogue, end to end on the committed seed.
let database: Database;
let api: AuthApi;
let token: string;
const BASE = "/yc-zhiyuan/major-enrollment-history";

beforeAll(async () => {
  // Parse the large source files first: parsing blocks this process for seconds, and an idle keep-alive socket could be closed by the server meanwhile.
  for (const f of ["zj/zj_major_lines_2025.csv", "plans/major_plans_2025.csv", "majors/undergraduate_catalogue_2025.csv"]) sourceRows(f);
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  token = (await logIn(api, "13900000321")).body.data.access_token;
}, 300_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Uni {
  universityName: string;
  units: Array<{ majorName: string; groupCode: string | null; matchedMajors: Array<{ name: string }>; probability: number | null; band: string | null; history: Array<{ year: number; minRank: number | null }> }>;
}

describe("POST filter-by-major", { timeout: 300_000 }, () => {
  it("zj: every university whose 2025 lines print 计算机科学与技术 is listed, with its lines, and the student's chance when a score is given", async () => {
    const expected = new Set(sourceRows("zj/zj_major_lines_2025.csv").filter((r) => baseMajorName(r.major_name!) === "计算机科学与技术").map((r) => r.college_name));
    const res = await api.call(`${BASE}/filter-by-major`, { body: { majorCode: "080901", score: 600, subjects: ["物理", "化学", "技术"], pageSize: 100 }, token, province: "zj" });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.major).toEqual({ code: "080901", name: "计算机科学与技术" });
    expect(d.university_count).toBeGreaterThanOrEqual(expected.size);
    expect(res.headers.get("x-yc-count")).toBe(String(d.university_count));
    expect(res.headers.get("x-yc-kp")).toBe("true");
    const all: Uni[] = [...d.university_list];
    for (let page = 2; all.length < d.university_count; page++) {
      all.push(...(await api.call(`${BASE}/filter-by-major`, { body: { majorCode: "080901", score: 600, subjects: ["物理", "化学", "技术"], pageSize: 100, page }, token, province: "zj" })).body.data.university_list);
    }
    const names = new Set(all.map((u) => u.universityName));
    for (const name of expected) expect(names.has(name!), name).toBe(true);
    const u = all.find((x) => x.units.some((y) => y.history.length > 0))!;
    expect(u.units[0]!.probability).toBeGreaterThanOrEqual(0);
    expect(u.units[0]!.band).not.toBeNull();
  });

  it("gd: finds the 院校专业组 whose plan lists the major (中山大学 临床医学), naming the matched majors", async () => {
    const planned = sourceRows("plans/major_plans_2025.csv").filter((r) => r.scope === "gd" && r.school_name === "中山大学" && r.track === "physics" && r.batch === "本科批" && r.major_name === "临床医学");
    expect(planned.length).toBeGreaterThan(0);
    const d = (await api.call(`${BASE}/filter-by-major`, { body: { majorName: "临床医学", keyword: "中山大学", track: "physics" }, token, province: "gd" })).body.data;
    expect(d.unitKind).toBe("group");
    const zs = (d.university_list as Uni[]).find((u) => u.universityName === "中山大学")!;
    expect(new Set(zs.units.map((x) => x.groupCode))).toEqual(new Set(planned.map((r) => r.group_code)));
    for (const x of zs.units) {
      expect(x.matchedMajors.map((m) => m.name)).toContain("临床医学");
      expect(x.probability).toBeNull();
    }
  });

  it("shows visitors the count and the first universities only", async () => {
    const res = await api.call(`${BASE}/filter-by-major`, { body: { majorCode: "0809" }, province: "zj" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-yc-kp")).toBe("false");
    expect(res.body.data.university_list.length).toBe(VISITOR_UNITS_PER_BAND);
    expect(res.body.data.university_count).toBeGreaterThan(VISITOR_UNITS_PER_BAND);
    expect(res.body.data.access.notice).toBe("登录后查看全部");
  });

  it("answers an unknown major with an empty list, and bad input with 400 and a Chinese message", async () => {
    const none = await api.call(`${BASE}/filter-by-major`, { body: { majorName: "不存在的专业" }, token, province: "zj" });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ university_count: 0, university_list: [] });
    const cases: Array<[string, unknown, RegExp]> = [
      ["filter-by-major", {}, /请选择专业/],
      ["filter-by-major", { majorCode: "08x" }, /专业代码应为/],
      ["filter-by-grade", { majorCode: "080901" }, /请填写高考总分/],
      ["filter-by-ranking", { majorCode: "080901", score: 600, subjects: ["物理", "化学", "技术"] }, /请填写位次/],
      ["filter-by-grade", { score: 900, subjects: ["物理", "化学", "技术"] }, /高考总分应在 0–750 之间/],
      ["filter-by-ranking", { rank: 5000, subjects: ["物理", "化学"] }, /请选择 3 门选考科目/],
    ];
    for (const [path, body, msg] of cases) {
      const res = await api.call(`${BASE}/${path}`, { body, token, province: "zj" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
  });

  it("filter-by-ranking without a major lists the universities the student has at least a 冲 chance of", async () => {
    const d = (await api.call(`${BASE}/filter-by-ranking`, { body: { rank: 5000, subjects: ["物理", "化学", "技术"], pageSize: 10 }, token, province: "zj" })).body.data;
    expect(d.university_count).toBeGreaterThan(10);
    for (const u of d.university_list as Uni[]) for (const x of u.units) expect(x.probability).toBeGreaterThanOrEqual(0.1 - 0.0005);
  });
});

describe("GET majors (the catalogue)", () => {
  it("answers the undergraduate catalogue as a tree and the majors matching a keyword", async () => {
    const rows = sourceRows("majors/undergraduate_catalogue_2025.csv");
    const d = (await api.call(`${BASE}/majors?keyword=${encodeURIComponent("计算机")}`, { method: "GET" })).body.data;
    const disciplines = new Set(rows.map((r) => Object.values(r)[0]));
    expect(d.disciplines.length).toBe(disciplines.size);
    expect(d.matches.map((m: { code: string }) => m.code)).toContain("080901");
  });
});
