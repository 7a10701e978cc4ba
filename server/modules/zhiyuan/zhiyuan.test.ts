import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDatabase } from "#tests/helpers/reference";
import type { Database } from "#server/db/client";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { VISITOR_UNITS_PER_BAND } from "./quota";
import { BAND_NAMES } from "./zhiyuan.schema";

// The candidate-list API end to end on the committed seed (zj lines 2023–2025).
let database: Database;
let api: AuthApi;
let quotaOff: AuthApi;
let token: string;

beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  quotaOff = await startAuthApi({ database, env: { QUOTA: "off" } });
  token = (await logIn(api, "13900000123")).body.data.access_token;
  // The first call builds the zj index (seconds; many more on a busy machine).
  await api.call("/yc-zhiyuan/rest/queryBelongedRankRegion", { body: { rank: 50_000 } });
}, 300_000);
afterAll(async () => {
  await api?.close();
  await quotaOff?.close();
  await database?.close();
});

const ENROLL = "/yc-zhiyuan/rest/getEnrollWithDyParam";
const ZJ_600 = { score: 600, subjects: ["物理", "化学", "技术"] };
/** As a logged-in user, or as a visitor with `null`. */
const enroll = (body: unknown, t: string | null = token) => api.call(ENROLL, { body, token: t ?? undefined });

describe("POST getEnrollWithDyParam", { timeout: 120_000 }, () => {
  it("answers bands whose counts add up to the total, each unit priced and explained (zj 600 物理 化学 技术)", async () => {
    const res = await enroll({ ...ZJ_600, pageSize: 500 });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ scope: "zj", year: 2026, rankFromYear: 2025, historyYears: [2025, 2024, 2023], access: { full: true, notice: null } });
    const sizes = BAND_NAMES.map((b) => d[`${b}_size`] as number);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(d.total_size);
    expect(d.total_size).toBeGreaterThan(5000);
    for (const b of BAND_NAMES) {
      expect(d[`${b}_uni_num`]).toBeGreaterThan(0);
      expect(d[`${b}_uni_num`]).toBeLessThanOrEqual(d[`${b}_size`]);
      expect(d[`${b}_major_num`]).toBeLessThanOrEqual(d[`${b}_size`]);
    }
    expect(d.units).toHaveLength(500);
    const u = d.units[0];
    expect(Object.keys(u)).toEqual(expect.arrayContaining(["unitId", "ucode", "zsCode", "universityName", "majorName", "majorCode", "groupCode", "planCount", "probability", "band", "rankType", "predictedRank", "predictedRankRange", "history", "basis", "eligible", "ineligibleReason", "explanation"]));
    expect(u.zsCode).toMatch(/^\d{4}$/);
    for (const x of d.units) {
      expect(x.eligible).toBe(true);
      expect(Math.round(x.probability * 1000) / 1000).toBe(x.probability);
      expect(x.explanation.reason).toMatch(/录取概率约/);
    }
    // Best predicted line first.
    const ranks = d.units.map((x: { predictedRank: number }) => x.predictedRank);
    expect(ranks.slice(1).every((r: number, i: number) => r >= ranks[i])).toBe(true);
    // The history carries the student's 等位分 for years with a table.
    const withHistory = d.units.find((x: { history: unknown[] }) => x.history.length >= 2);
    expect(withHistory.history.find((h: { year: number }) => h.year === 2025).equivalentScore).toBeGreaterThan(550);
  });

  it("filters by band, and its units are all of that band", async () => {
    const all = (await enroll(ZJ_600)).body.data;
    const res = await enroll({ ...ZJ_600, band: ["conservative", "bottom"], pageSize: 100 });
    const d = res.body.data;
    expect(d.total_size).toBe(all.conservative_size + all.bottom_size);
    expect(d.conservative_size).toBe(all.conservative_size);
    expect(d.units.every((x: { band: string; probability: number }) => ["conservative", "bottom"].includes(x.band) && x.probability >= 0.75)).toBe(true);
  });

  it("leaves ineligible units out, or marks them with the reason when asked", async () => {
    const history = { score: 600, subjects: ["历史", "政治", "地理"] };
    const plain = (await enroll({ ...history, pageSize: 500 })).body.data;
    const all = (await enroll({ ...history, includeIneligible: true, pageSize: 500 })).body.data;
    expect(all.total_size).toBeGreaterThan(plain.total_size);
    expect(plain.units.every((x: { eligible: boolean }) => x.eligible)).toBe(true);
    const marked = all.units.filter((x: { eligible: boolean }) => !x.eligible);
    expect(marked.length).toBeGreaterThan(0);
    for (const x of marked) expect(x.ineligibleReason).toMatch(/^需选考 /);
    expect(marked.some((x: { ineligibleReason: string }) => x.ineligibleReason.includes("物理"))).toBe(true);
  });

  it("applies the school, major and keyword filters", async () => {
    const zhejiang = (await enroll({ ...ZJ_600, schoolProvince: ["浙江"], pageSize: 200 })).body.data;
    expect(zhejiang.units.length).toBeGreaterThan(0);
    expect(zhejiang.units.every((x: { school: { province: string } }) => x.school.province.startsWith("浙江"))).toBe(true);
    const elite = (await enroll({ ...ZJ_600, schoolTags: ["985"], pageSize: 200 })).body.data;
    expect(elite.units.every((x: { school: { is985: boolean } }) => x.school.is985)).toBe(true);
    const cs = (await enroll({ ...ZJ_600, majorClass: ["0809"], keyword: "杭州", pageSize: 200 })).body.data;
    expect(cs.total_size).toBeGreaterThan(0);
    expect(cs.units.every((x: { majorCode: string; universityName: string; majorName: string }) => x.majorCode.startsWith("0809") && `${x.universityName}${x.majorName}`.includes("杭州"))).toBe(true);
    const cheap = (await enroll({ ...ZJ_600, tuitionMax: 6000, schoolNature: "public", pageSize: 200 })).body.data;
    expect(cheap.total_size).toBeGreaterThan(0);
    expect(cheap.units.every((x: { tuition: number; school: { isPublic: boolean } }) => x.tuition <= 6000 && x.school.isPublic)).toBe(true);
  });

  it("checks a 3+1+2 scope's 首选 and 再选", async () => {
    const gd = (body: unknown) => api.call(ENROLL, { body, token, province: "gd" });
    const cases: Array<[unknown, RegExp]> = [
      [{ score: 600, subjects: ["物理", "历史", "化学"] }, /首选科目只能是物理或历史之一/],
      [{ score: 600, subjects: ["化学", "生物"], track: "chemistry" }, /首选科目应为/],
      [{ score: 600, subjects: ["物理", "化学", "技术"] }, /请选择 2 门再选科目/],
      [{ score: 600, track: "history", subjects: ["物理", "化学", "地理"] }, /首选科目与科类不一致/],
    ];
    for (const [body, msg] of cases) {
      const res = await gd(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
  });

  it("answers gd with 院校专业组: each unit a group with its majors, eligibility and history across renumbering", async () => {
    const res = await api.call(ENROLL, { body: { score: 620, track: "physics", subjects: ["化学", "生物"], keyword: "中山大学", band: ["gamble", "radical", "steady", "conservative", "bottom"], pageSize: 500 }, token, province: "gd" });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ scope: "gd", track: "physics", unitKind: "group", year: 2026 });
    expect(BAND_NAMES.map((b) => d[`${b}_size`] as number).reduce((a, b) => a + b, 0)).toBe(d.total_size);
    const ours = d.units.filter((u: { universityName: string }) => u.universityName === "中山大学");
    expect(ours.length).toBeGreaterThan(3);
    for (const u of ours) {
      expect(u.groupCode).toMatch(/^\d{3}$/);
      expect(u.basis).toBe("group");
      expect(u.zsCode).toBe("10558");
      expect(u.majors.length).toBeGreaterThan(0);
      expect(u.majors[0]).toEqual({ name: expect.any(String), code: expect.anything(), plan: expect.anything(), eligibility: { eligible: true, reason: null } });
      expect(u.history[0]).toMatchObject({ year: 2025, groupCode: u.groupCode });
      expect(u.explanation.reason).toMatch(/专业组/);
    }
    // Without 化学, the groups that require it are left out, or marked when asked.
    const noChem = (await api.call(ENROLL, { body: { score: 620, track: "physics", subjects: ["生物", "地理"], keyword: "中山大学", includeIneligible: true, pageSize: 500, band: ["gamble", "radical", "steady", "conservative", "bottom"] }, token, province: "gd" })).body.data;
    const closed = noChem.units.filter((u: { eligible: boolean }) => !u.eligible);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed[0].ineligibleReason).toBe("需选考 化学");
  });

  it("answers ah with school-line units, saying so", async () => {
    const res = await api.call(ENROLL, { body: { rank: 20_000, track: "physics", subjects: ["化学", "生物"], pageSize: 3 }, token, province: "ah" });
    expect(res.status).toBe(200);
    expect(res.body.data.unitKind).toBe("school");
    expect(res.body.data.units[0]).toMatchObject({ basis: "school", groupCode: null });
  });

  it("lets rank win over score", async () => {
    const d = (await enroll({ ...ZJ_600, rank: 1000, band: "bottom", pageSize: 1 })).body.data;
    expect(d).toMatchObject({ studentRank: 1000, rankFromYear: null });
  });

  it("answers bad input with 400 and a Chinese message", async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ subjects: ["物理", "化学", "技术"] }, /请填写高考总分或位次/],
      [{ score: 800, subjects: ["物理", "化学", "技术"] }, /高考总分应在 0–750 之间/],
      [{ score: 600, subjects: ["物理", "化学"] }, /请选择 3 门选考科目/],
      [{ score: 600, subjects: ["物理", "化学", "英语"] }, /选考科目应为/],
      [{ ...ZJ_600, band: "safe" }, /band 应为/],
      [{ ...ZJ_600, pageSize: 501 }, /每页条数应在 1–500 之间/],
      [{ ...ZJ_600, tuitionMin: 9000, tuitionMax: 5000 }, /学费下限不能高于上限/],
    ];
    for (const [body, msg] of cases) {
      const res = await enroll(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errCode).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
  });
});

describe("by saved score record", { timeout: 120_000 }, () => {
  it("prices a record's score and electives as if typed, and refuses visitors and other people's records", async () => {
    const saved = await api.call("/yc-user/users/score_records", { body: { totalScore: 600, subjects: ["物理", "化学", "技术"] }, token });
    expect(saved.status).toBe(200);
    const byRecord = (await enroll({ scoreRecordId: saved.body.data.id, band: "steady", pageSize: 5 })).body.data;
    const typed = (await enroll({ ...ZJ_600, band: "steady", pageSize: 5 })).body.data;
    expect(byRecord.studentRank).toBe(typed.studentRank);
    expect(byRecord.steady_size).toBe(typed.steady_size);
    expect(byRecord.units.map((u: { unitId: string }) => u.unitId)).toEqual(typed.units.map((u: { unitId: string }) => u.unitId));
    expect((await enroll({ scoreRecordId: saved.body.data.id }, null)).status).toBe(401);
    const other = (await logIn(api, "13900000124")).body.data.access_token;
    const refused = await enroll({ scoreRecordId: saved.body.data.id }, other);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe("成绩记录不存在");
  });
});

describe("data-access quota", { timeout: 120_000 }, () => {
  it("shows visitors the counts and the first units of each band, with headers saying so", async () => {
    const visitor = await enroll({ ...ZJ_600, pageSize: 500 }, null);
    const member = await enroll({ ...ZJ_600, pageSize: 500 });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("x-yc-kp")).toBe("false");
    expect(member.headers.get("x-yc-kp")).toBe("true");
    for (const res of [visitor, member]) {
      // The answer depends on who asks: never from a shared cache.
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(Number(res.headers.get("x-yc-count_m"))).toBe(res.body.data.total_size);
      expect(Number(res.headers.get("x-yc-count"))).toBe(res.body.data.total_uni_num);
    }
    const v = visitor.body.data;
    expect(v.total_size).toBe(member.body.data.total_size);
    expect(v.access).toEqual({ full: false, perBand: VISITOR_UNITS_PER_BAND, notice: "登录后查看全部" });
    expect(v.units).toHaveLength(BAND_NAMES.filter((b) => v[`${b}_size`] > 0).length * VISITOR_UNITS_PER_BAND);
    // The visitor's units are the member's first units of each band.
    for (const b of BAND_NAMES) {
      const mine = v.units.filter((x: { band: string }) => x.band === b).map((x: { unitId: string }) => x.unitId);
      const first = await enroll({ ...ZJ_600, band: b, pageSize: VISITOR_UNITS_PER_BAND });
      const theirs = first.body.data.units.map((x: { unitId: string }) => x.unitId);
      expect(mine).toEqual(theirs);
    }
  });

  it("reports the headers on the other endpoints too, and QUOTA=off lifts the limit", async () => {
    const region = await api.call("/yc-zhiyuan/rest/queryBelongedRankRegion", { body: { rank: 50_000 } });
    expect(region.headers.get("x-yc-kp")).toBe("false");
    const byScore = await api.call("/yc-zhiyuan/rest/getRankingByScore?score=600", { token });
    expect(byScore.headers.get("x-yc-kp")).toBe("true");
    for (const res of [region, byScore]) expect(res.headers.get("cache-control")).toBe("private, no-store");
    // A refusal carries no quota headers.
    const refused = await api.call("/yc-zhiyuan/rest/queryBelongedRankRegion", { body: { rank: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("x-yc-kp")).toBeNull();
    const open = await quotaOff.call(ENROLL, { body: { ...ZJ_600, band: "bottom", pageSize: 50 } });
    expect(open.headers.get("x-yc-kp")).toBe("true");
    expect(open.body.data.units.length).toBe(Math.min(50, open.body.data.bottom_size));
    expect(open.body.data.units.length).toBeGreaterThan(VISITOR_UNITS_PER_BAND);
  });

  it("refuses a token that is not valid rather than answering as a visitor", async () => {
    const res = await enroll(ZJ_600, "not-a-token");
    expect(res.status).toBe(401);
  });
});

describe("queryBelongedRankRegion and getRankingByScore", { timeout: 120_000 }, () => {
  it("answers the predicted line ranks per band, safer bands further down the ranking", async () => {
    const d = (await api.call("/yc-zhiyuan/rest/queryBelongedRankRegion", { body: { rank: 50_000 } })).body.data;
    expect(d).toMatchObject({ rank: 50_000, year: 2026, track: "combined" });
    for (const b of BAND_NAMES) expect(d[b][0]).toBeLessThanOrEqual(d[b][1]);
    // A unit whose line is predicted well below the student's rank is safe, one far above is a gamble.
    expect(d.bottom[1]).toBeGreaterThan(50_000);
    expect(d.gamble[0]).toBeLessThan(50_000);
    expect(d.steady[0]).toBeGreaterThan(d.gamble[0]);
    const bad = await api.call("/yc-zhiyuan/rest/queryBelongedRankRegion", { body: { rank: -3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/位次/);
  });

  it("turns a score into rankUp / rankDown from the newest table", async () => {
    const d = (await api.call("/yc-zhiyuan/rest/getRankingByScore?score=600")).body.data;
    expect(d).toMatchObject({ year: 2025, score: 600 });
    expect(d.rankUp).toBeLessThanOrEqual(d.rankDown);
    expect(d.rankDown).toBe(d.rank);
    const bad = await api.call("/yc-zhiyuan/rest/getRankingByScore?score=abc");
    expect(bad.status).toBe(400);
  });
});
