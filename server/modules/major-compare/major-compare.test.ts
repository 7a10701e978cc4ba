import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMajorDescriptions } from "#server/data/major-descriptions";
import type { Database } from "#server/db/client";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { seededDatabase } from "#tests/helpers/reference";
import { sourceRows } from "#tests/helpers/source-data";
import { SUMMARY_CHARS, median, summaryOf } from "./compare-figures";

let database: Database;
let api: AuthApi;
let visitorsSeeAll: AuthApi;
let phoneSeq = 13750000000;

beforeAll(async () => {
  database = await seededDatabase();
  await loadMajorDescriptions(database.db);
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  visitorsSeeAll = await startAuthApi({ database, env: { QUOTA: "off" } });
}, 180_000);
afterAll(async () => {
  await visitorsSeeAll?.close();
  await api?.close();
  await database?.close();
});

const R = "/yc-major/rest";
const post = (path: string, body: unknown, opts: { token?: string; province?: string; via?: AuthApi } = {}) =>
  (opts.via ?? api).call(`${R}/${path}`, { method: "POST", body, token: opts.token, province: opts.province });

async function newUser(): Promise<{ access: string; refresh: string; phone: string }> {
  const phone = String(++phoneSeq);
  const res = await logIn(api, phone);
  return { access: res.body.data.access_token, refresh: res.body.data.refresh_token, phone };
}

// Expected figures straight from the raw files (never from the seed under test).
const plans = sourceRows("plans/major_plans_2025.csv");
/** The importer gives a row without a code the code of its printed name. */
const plannedAs = (scope: string, code: string, name: string) => plans.filter((r) => r.scope === scope && (r.major_code === code || (!r.major_code && r.major_name.trim() === name)));
const num = (v: string | undefined) => (v ? Number(v) : null);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const middle = (xs: number[]) => {
  const s = sorted(xs);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};

describe("major_compare: the figures", () => {
  it("gd 计算机科学与技术 vs 软件工程: universities, places, tuition and group-line ranks of the 2025 plans, as the plan file prints them", async () => {
    const res = await post("major_compare", { ids: ["080901", "080902"] }, { province: "gd", via: visitorsSeeAll });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-yc-kp")).toBe("true");
    expect(res.headers.get("x-yc-count")).toBe("2");
    const data = res.body.data;
    expect(data).toMatchObject({ scope: "gd", planYear: 2025, locked: false, selected: ["080901", "080902"] });
    for (const [i, [code, name]] of [["080901", "计算机科学与技术"], ["080902", "软件工程"]].entries()) {
      const col = data.compareList[i];
      const raw = plannedAs("gd", code!, name!);
      expect(raw.length).toBeGreaterThan(10);
      expect(col).toMatchObject({ code, name, level: "本科", className: "计算机类", discipline: "工学", durationYears: 4 });
      expect(col.offering).toMatchObject({
        year: 2025,
        universities: new Set(raw.map((r) => r.school_id)).size,
        places: raw.reduce((s, r) => s + Number(r.plan_count || 0), 0),
        placesUnknownUnits: raw.filter((r) => !r.plan_count).length,
      });
      expect(col.offering.sources.map((s: { file: string }) => s.file)).toEqual(["plans/major_plans_2025.csv"]);
      const fees = raw.map((r) => num(r.tuition)).filter((x): x is number => x != null);
      expect(col.tuition).toMatchObject({ year: 2025, min: Math.min(...fees), max: Math.max(...fees), units: fees.length });
      // gd has no per-major lines: each 院校专业组's line, once per group, per track.
      for (const track of ["physics", "history"]) {
        const groups = new Map<string, number>();
        for (const r of raw.filter((x) => x.track === track && x.group_min_rank)) groups.set(`${r.school_id}|${r.group_code || r.major_name}`, Number(r.group_min_rank));
        const range = col.lines.find((l: { track: string }) => l.track === track);
        if (groups.size === 0) {
          expect(range).toBeUndefined();
          continue;
        }
        const ranks = [...groups.values()];
        expect(range).toMatchObject({ year: 2025, basis: "group", units: groups.size, best: Math.min(...ranks), worst: Math.max(...ranks), median: middle(ranks) });
      }
      expect(col.subjects).toMatchObject({ year: 2025, basis: "plans" });
      expect(col.subjects.items.reduce((s: number, x: { share: number }) => s + x.share, 0)).toBeCloseTo(1, 6);
    }
  });

  it("zj 计算机科学与技术: ranks from the 2025 per-major lines; every line printed under the exact name lies in the range", async () => {
    const data = (await post("major_compare", { ids: ["080901", "080701"] }, { via: visitorsSeeAll })).body.data;
    const range = data.compareList[0].lines;
    expect(range).toHaveLength(1);
    expect(range[0]).toMatchObject({ year: 2025, basis: "lines", track: "combined", sources: [{ file: "zj/zj_major_lines_2025.csv" }] });
    const exact = sourceRows("zj/zj_major_lines_2025.csv")
      .filter((r) => r.major_name.replace(/\s+/g, "") === "计算机科学与技术")
      .flatMap((r) => [r.seg1_min_rank, r.seg2_min_rank].filter(Boolean).map(Number));
    expect(exact.length).toBeGreaterThan(20);
    expect(range[0].units).toBeGreaterThanOrEqual(exact.length);
    expect(range[0].best).toBeLessThanOrEqual(Math.min(...exact));
    expect(range[0].worst).toBeGreaterThanOrEqual(Math.max(...exact));
    expect(range[0].best).toBeLessThanOrEqual(range[0].median);
    expect(range[0].median).toBeLessThanOrEqual(range[0].worst);
    // zj plans of 2025 by code: universities and places.
    const raw = plannedAs("zj", "080901", "计算机科学与技术");
    expect(data.compareList[0].offering).toMatchObject({ universities: new Set(raw.map((r) => r.school_id)).size, places: raw.reduce((s, r) => s + Number(r.plan_count || 0), 0) });
    expect(data.compareList[0].summary.text.length).toBeLessThanOrEqual(SUMMARY_CHARS + 1);
    expect(data.compareList[0].catalogueSource.file).toBe("majors/undergraduate_catalogue_2025.csv");
  });

  it("compares a 专科 major too, and answers a visitor under the quota the catalogue facts without the figures (x-yc-kp false)", async () => {
    const res = await post("major_compare", { ids: ["520201", "520202"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-yc-kp")).toBe("false");
    expect(res.headers.get("x-yc-count_m")).toBe("0");
    expect(res.body.data.locked).toBe(true);
    const [nursing] = res.body.data.compareList;
    expect(nursing).toMatchObject({ code: "520201", name: "护理", level: "专科", offering: null, lines: null, tuition: null, subjects: null });
  });
});

describe("major_compare: bad input", () => {
  const cases: Array<[string, unknown, string]> = [
    ["none", { ids: [] }, "请至少选择 2 个专业进行对比"],
    ["one", { ids: ["080901"] }, "请至少选择 2 个专业进行对比"],
    ["five", { ids: ["080901", "080902", "080903", "080904", "080905"] }, "最多同时对比 4 个专业"],
    ["an unknown code", { ids: ["080901", "089999"] }, "未找到专业：089999"],
    ["a malformed code", { ids: ["080901", "abc"] }, "请输入正确的专业代码"],
    ["a repeated code", { ids: ["080901", "080901"] }, "对比的专业不能重复"],
    ["a visitor without ids (no list)", {}, "请至少选择 2 个专业进行对比"],
  ];
  for (const [what, body, msg] of cases) {
    it(`refuses ${what} with 400 ${msg}`, async () => {
      const res = await post("major_compare", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errCode: 400, msg });
    });
  }
});

describe("the compare list", () => {
  it("adds in order, marks the picker's results, caps at 4, removes, and shows each person only their own", async () => {
    const a = await newUser();
    const b = await newUser();
    for (const code of ["080901", "080902", "520201"]) {
      const res = await post("compare_list/add", { id: code }, { token: a.access });
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe("已加入对比");
    }
    // Adding twice keeps one.
    const again = (await post("compare_list/add", { id: "080901" }, { token: a.access })).body.data;
    expect(again.selected.map((m: { code: string }) => m.code)).toEqual(["080901", "080902", "520201"]);
    expect(again.selected[2]).toMatchObject({ name: "护理", level: "专科" });

    const picker = await post("major_filtrate", { level: "本科", keyword: "0809" }, { token: a.access });
    expect(picker.status).toBe(200);
    expect(picker.headers.get("x-yc-kp")).toBe("true");
    expect(picker.headers.get("x-yc-count_m")).toBe("3");
    const catalogue = sourceRows("majors/undergraduate_catalogue_2025.csv").filter((r) => r["专业代码"]!.startsWith("0809"));
    expect(picker.body.data.majorList.total_num).toBe(catalogue.length);
    expect(picker.headers.get("x-yc-count")).toBe(String(catalogue.length));
    const results = picker.body.data.majorList.results as Array<{ id: string; selected: boolean }>;
    expect(results.filter((r) => r.selected).map((r) => r.id).sort()).toEqual(["080901", "080902"]);
    expect(picker.body.data.tree.flatMap((d: { classes: Array<{ name: string }> }) => d.classes.map((c) => c.name))).toContain("计算机类");

    expect((await post("compare_list/add", { id: "080903" }, { token: a.access })).status).toBe(200);
    const full = await post("compare_list/add", { id: "080904K" }, { token: a.access });
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe("最多同时对比 4 个专业，请先移除一个");

    // b's list is b's.
    expect((await post("major_filtrate", {}, { token: b.access })).body.data.compareList).toEqual([]);

    // The table without ids is the person's list, in the order picked.
    const table = (await post("major_compare", {}, { token: a.access })).body.data;
    expect(table.compareList.map((c: { code: string }) => c.code)).toEqual(["080901", "080902", "520201", "080903"]);
    expect(table.locked).toBe(false);

    const removed = await post("compare_list/remove", { id: "080902" }, { token: a.access });
    expect(removed.body.msg).toBe("已移出对比");
    expect(removed.body.data.selected.map((m: { code: string }) => m.code)).toEqual(["080901", "520201", "080903"]);
    const cleared = await post("compare_list/clear", {}, { token: a.access });
    expect(cleared.body).toMatchObject({ msg: "已清空对比清单", data: { selected: [] } });
    const tooFew = await post("major_compare", {}, { token: a.access });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.msg).toBe("请至少选择 2 个专业进行对比");
  });

  it("refuses an unknown, malformed or missing id with 400, and a visitor's change with 401", async () => {
    const a = await newUser();
    for (const [body, msg] of [[{ id: "089999" }, "未找到专业：089999"], [{ id: "x1" }, "请输入正确的专业代码"], [{}, "请选择要对比的专业"]] as const) {
      const res = await post("compare_list/add", body, { token: a.access });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const visitor = await post("compare_list/add", { id: "080901" });
    expect(visitor.status).toBe(401);
    expect(visitor.body.msg).toBe("请先登录系统");
    // The list is untouched by the refusals.
    expect((await post("major_filtrate", {}, { token: a.access })).body.data.compareList).toEqual([]);
  });

  it("is emptied on logout (spec §4), and only the one who logged out loses theirs", async () => {
    const a = await newUser();
    const b = await newUser();
    for (const t of [a.access, b.access]) {
      await post("compare_list/add", { id: "080901" }, { token: t });
      await post("compare_list/add", { id: "080902" }, { token: t });
    }
    const out = await api.call("/yc-oauth/logout", { method: "POST", body: { refresh_token: a.refresh }, token: a.access });
    expect(out.status).toBe(200);
    api.clock.advance(61_000);
    const again = await logIn(api, a.phone);
    const token = again.body.data.access_token as string;
    expect((await post("major_filtrate", {}, { token })).body.data.compareList).toEqual([]);
    expect((await post("major_filtrate", {}, { token: b.access })).body.data.compareList.map((m: { code: string }) => m.code)).toEqual(["080901", "080902"]);
  });

  it("two adds at once cannot pass the limit", async () => {
    const a = await newUser();
    for (const code of ["080901", "080902", "080903"]) await post("compare_list/add", { id: code }, { token: a.access });
    const answers = await Promise.all(["080905", "080906", "080907"].map((id) => post("compare_list/add", { id }, { token: a.access })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect((await post("major_filtrate", {}, { token: a.access })).body.data.compareList).toHaveLength(4);
  });
});

describe("summaries and medians", () => {
  it("keeps whole sentences up to the limit, cuts a longer first one", () => {
    expect(summaryOf("甲。乙乙。")).toBe("甲。乙乙。");
    const long = "长".repeat(SUMMARY_CHARS + 10) + "。";
    expect(summaryOf(long)).toBe(`${"长".repeat(SUMMARY_CHARS)}…`);
    expect(summaryOf(`短句。${long}`)).toBe("短句。");
  });
  it("takes the middle, or the rounded mean of the two middle ranks", () => {
    expect(median([1, 5, 9])).toBe(5);
    expect(median([1, 2, 3, 6])).toBe(3);
    expect(median([10, 21])).toBe(16);
  });
});
