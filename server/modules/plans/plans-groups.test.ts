import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDatabase } from "#tests/helpers/reference";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import type { Database } from "#server/db/client";
import type { EnrollUnit } from "#server/modules/zhiyuan/zhiyuan.schema";
import { majorKeys } from "./group-majors";
import { readPlanWorkbook } from "./plan-excel";
import { planColumns, planRows } from "./plan-rows";
import type { PlanView } from "./plans.schema";

// 院校专业组 plans through the API, on the real gd data: the same code path as zj's 专业+院校 plans.

let database: Database;
let api: AuthApi;
let token: string;
const R = "/yc-zhiyuan/rest";
/** 物理 first, 化学 and 生物 after it: gd's 3+1+2. */
const student = { score: 560, subjects: ["化学", "生物"], track: "physics" as const };

beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  token = (await logIn(api, "13711110001")).body.data.access_token;
}, 180_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const post = (path: string, body: unknown, province = "gd") => api.call(`${R}/${path}`, { token, body, province });

async function groups(band: string, pageSize: number, province = "gd"): Promise<EnrollUnit[]> {
  const res = await post("getEnrollWithDyParam", { ...student, band: [band], pageSize }, province);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.unitKind).toBe("group");
  return res.body.data.units;
}

describe("院校专业组 plans (gd)", () => {
  let steady: EnrollUnit[];
  let safe: EnrollUnit[];
  /** A group with at least three majors the student may choose. */
  let rich: EnrollUnit;

  beforeAll(async () => {
    steady = await groups("steady", 100);
    safe = await groups("bottom", 100);
    rich = [...steady, ...safe].find((u) => (u.majors ?? []).filter((m) => m.eligibility.eligible).length >= 3)!;
    expect(rich, "a group with three eligible majors").toBeDefined();
  }, 120_000);

  it("saves chosen majors in order with 服从调剂; the group's majors carry the student's eligibility", async () => {
    const keys = majorKeys(rich.majors!).filter((_, k) => rich.majors![k]!.eligibility.eligible);
    const chosen = [keys[2]!, keys[0]!, keys[1]!];
    const res = await post("saveEnrollRecord", { type: "1", student, name: "广东方案", entries: [{ unitId: rich.unitId, majors: chosen, adjust: true }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body.data as PlanView;
    expect(view.blocking).toBe(0);
    expect(view.typeName).toBe("本科批");
    expect(view.entries[0]!.majors).toEqual(chosen);
    expect(view.entries[0]!.unit!.majors!.every((m) => typeof m.eligible === "boolean")).toBe(true);
    expect(planColumns("gd")).toContain("服从调剂");
    expect(planColumns("zj")).not.toContain("服从调剂");
    const row = planRows(view)[0]!;
    expect(row[planColumns("gd").indexOf("专业组")]).toBe(rich.groupCode);
    expect(row[planColumns("gd").indexOf("专业名称")]).toBe(chosen.map((k, i) => `${i + 1}.${k}`).join("；"));
    expect(row[planColumns("gd").indexOf("服从调剂")]).toBe("服从");

    // The Excel file has the same rows.
    const exp = await post("exportEnrollExcel", { id: view.id });
    const file = Buffer.from(await (await fetch(`${api.baseUrl}${exp.body.data.url}`)).arrayBuffer());
    expect(await readPlanWorkbook(file)).toEqual(planRows(view));
  }, 60_000);

  it("refuses more than 6 majors in a group, a major the group does not list, and more than 45 groups", async () => {
    const big = [...steady, ...safe].find((u) => (u.majors ?? []).length >= 7)!;
    expect(big, "a group with seven majors").toBeDefined();
    const seven = majorKeys(big.majors!).slice(0, 7);
    const res = await post("saveEnrollRecord", { type: "1", student, entries: [{ unitId: big.unitId, majors: seven }] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain("选了 7 个专业，每个专业组最多 6 个");
    const stranger = await post("saveEnrollRecord", { type: "1", student, entries: [{ unitId: rich.unitId, majors: ["不存在的专业"] }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toContain("“不存在的专业”不在该专业组今年的招生计划中");
    const many = [...steady, ...safe].slice(0, 46).map((u) => ({ unitId: u.unitId }));
    expect(many).toHaveLength(46);
    const over = await post("saveEnrollRecord", { type: "1", student, entries: many });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain("本段最多可填 45 个院校专业组志愿，现在有 46 个");
  }, 60_000);

  it("warns when 调剂 is off in a risky group, and saves the plan anyway", async () => {
    const risky = (await groups("radical", 5))[0]!;
    const res = await post("saveEnrollRecord", { type: "1", student, entries: [{ unitId: risky.unitId, adjust: false }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body.data as PlanView;
    const adjust = view.checks.find((c) => c.code === "adjust")!;
    expect(adjust.level).toBe("warn");
    expect(adjust.message).toContain("没有勾选服从调剂");
    expect(planRows(view)[0]![planColumns("gd").indexOf("服从调剂")]).toBe("不服从");
  }, 60_000);

  it("alternatives to a group share its band and one of its majors' 专业类", async () => {
    const res = await post("getReplacedEnrollWithDyParam", { ...student, unitId: rich.unitId, pageSize: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const classes = new Set(rich.majors!.map((m) => m.code?.slice(0, 4)).filter(Boolean));
    expect(res.body.data.units.length).toBeGreaterThan(0);
    for (const u of res.body.data.units as EnrollUnit[]) {
      expect(u.band).toBe(rich.band);
      expect(u.unitId).not.toBe(rich.unitId);
      expect(u.majors!.some((m) => classes.has(m.code?.slice(0, 4)))).toBe(true);
    }
  }, 60_000);
});

describe("院校专业组 plans in hb and jx", () => {
  it.each(["hb", "jx"])("%s: the candidate groups list their majors and a plan of them saves", async (scope) => {
    const list = (await groups("steady", 20, scope)).filter((u) => (u.majors ?? []).some((m) => m.eligibility.eligible));
    expect(list.length).toBeGreaterThan(0);
    const g = list[0]!;
    const key = majorKeys(g.majors!)[g.majors!.findIndex((m) => m.eligibility.eligible)]!;
    const res = await post("saveEnrollRecord", { type: "1", student, entries: [{ unitId: g.unitId, majors: [key] }] }, scope);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as PlanView).blocking).toBe(0);
  }, 60_000);
});
