import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDatabase } from "#tests/helpers/reference";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import type { Database } from "#server/db/client";
import { enrollPlans } from "#server/db/schema/index";
import { readPlanWorkbook } from "./plan-excel";
import { planRows } from "./plan-rows";
import { PLAN_TEXT, type PlanView } from "./plans.schema";

let database: Database;
let api: AuthApi;
let phoneSeq = 13700000000;
const R = "/yc-zhiyuan/rest";
const student = { rank: 20000, subjects: ["物理", "化学", "技术"] };

beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function newUser(): Promise<string> {
  return (await logIn(api, String(++phoneSeq))).body.data.access_token;
}
const post = (path: string, token: string | undefined, body: unknown, province = "zj") => api.call(`${R}/${path}`, { token, body, province });

/** 80 units from the bands, reach first, as a family would build a zj 一段 plan. */
async function eightyUnits(token: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [band, n] of [["radical", 20], ["steady", 32], ["conservative", 20], ["bottom", 8]] as const) {
    const res = await post("getEnrollWithDyParam", token, { ...student, band: [band], pageSize: n });
    expect(res.status).toBe(200);
    ids.push(...res.body.data.units.map((u: { unitId: string }) => u.unitId));
  }
  expect(ids.length).toBe(80);
  return ids;
}

describe("application plans", () => {
  let token: string;
  let ids: string[];
  let saved: PlanView;

  beforeAll(async () => {
    token = await newUser();
    ids = await eightyUnits(token);
  }, 120_000);

  it("saves an 80-entry zj plan with 保存成功: units, checks and the plan's outcome", async () => {
    const res = await post("saveEnrollRecord", token, { type: "1", student, entries: ids.map((unitId) => ({ unitId })) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(PLAN_TEXT.saved);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    saved = res.body.data;
    expect(saved.version).toBe(1);
    expect(saved.entries).toHaveLength(80);
    expect(saved.entries.every((e) => e.unit && e.unit.probability !== null)).toBe(true);
    expect(saved.blocking).toBe(0);
    expect(saved.outcome.admitted).toBeGreaterThan(0.9);
    expect(saved.outcome.byEntry).toHaveLength(80);
    expect(saved.outcome.sentence).toMatch(/^按本方案，.+的可能被录取；最可能录取在第 /);
    expect(saved.typeName).toBe("一段");
    const list = await post("getEnrollRecord", token, {});
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([saved.id]);
    const count = await post("saveEnrollRecord/count", token, {});
    expect(count.body.data).toEqual({ count: 1, byType: { "1": 1 } });
  }, 60_000);

  it("refuses a stale save with 409, keeps both versions, and the refused copy can be opened", async () => {
    const first = await post("saveEnrollRecord", token, { id: saved.id, version: 1, type: "1", student, entries: ids.slice(0, 79).map((unitId) => ({ unitId })) });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    // Another tab still holds version 1.
    const stale = await post("saveEnrollRecord", token, { id: saved.id, version: 1, type: "1", student, entries: ids.slice(1).map((unitId) => ({ unitId })) });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(PLAN_TEXT.stale);
    const kept = await post("getEnrollRecordById", token, { id: saved.id });
    expect(kept.body.data.version).toBe(2);
    expect(kept.body.data.entries.map((e: { unitId: string }) => e.unitId)).toEqual(ids.slice(0, 79));
    const list = (await post("getEnrollRecord", token, {})).body.data as Array<{ id: string; kind: string; conflictOf: string | null }>;
    const copy = list.find((p) => p.kind === "conflict")!;
    expect(copy.conflictOf).toBe(saved.id);
    const opened = await post("getEnrollRecordById", token, { id: copy.id });
    expect(opened.body.data.entries.map((e: { unitId: string }) => e.unitId)).toEqual(ids.slice(1));
  }, 60_000);

  it("keeps a server-side draft as the student works", async () => {
    const entries = ids.slice(0, 5).map((unitId) => ({ unitId }));
    const put = await post("saveEnrollDraft", token, { type: "2", student, entries });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.kind).toBe("draft");
    const got = await post("getEnrollDraft", token, { type: "2" });
    expect(got.body.data.draft.entries).toEqual(entries);
    expect(got.body.data.view.entries).toHaveLength(5);
  }, 30_000);

  it("refuses blocking problems with the first one named; bad input and visitors in Chinese", async () => {
    const dup = await post("saveEnrollRecord", token, { type: "1", student, entries: [{ unitId: ids[0] }, { unitId: ids[0] }] });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain("重复");
    const gone = await post("saveEnrollRecord", token, { type: "1", student, entries: [{ unitId: "zj2026-9999-nothing" }] });
    expect(gone.status).toBe(400);
    expect(gone.body.msg).toContain("没有招生计划");
    const badType = await post("saveEnrollRecord", token, { type: "7", student, entries: [] });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toBe(PLAN_TEXT.badType);
    const noStudent = await post("saveEnrollRecord", token, { type: "1", student: {}, entries: [] });
    expect(noStudent.status).toBe(400);
    expect(noStudent.body.msg).toBe(PLAN_TEXT.needStudent);
    const visitor = await post("getEnrollRecord", undefined, {});
    expect(visitor.status).toBe(401);
    const other = await post("getEnrollRecordById", await newUser(), { id: saved.id });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe(PLAN_TEXT.notFound);
  }, 30_000);

  it("exports an Excel file whose rows are the rows of the plan", async () => {
    const res = await post("exportEnrollExcel/v2", token, { id: saved.id });
    expect(res.status).toBe(200);
    const dl = await api.call(res.body.data.url);
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toContain("spreadsheetml");
    expect(dl.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.xlsx"; filename\*=UTF-8''.+\.xlsx$/);
    const raw = await fetchBytes(res.body.data.url);
    const view = (await post("getEnrollRecordById", token, { id: saved.id })).body.data as PlanView;
    expect(await readPlanWorkbook(raw)).toEqual(planRows(view));
    const bad = await api.call(`${R}/excel?excel_token=nope`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(PLAN_TEXT.badToken);
  }, 60_000);

  it("hot degree says 暂无足够数据 with fewer than 30 plans nearby", async () => {
    const res = await post("getUserHotDegree", token, { type: "1", rank: 20000, unitIds: [ids[0]] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ enough: false, notice: PLAN_TEXT.notEnough });
    expect(res.body.data.units[0].hot_degree).toBeNull();
  });

  it("an unliked unit leaves every list; collections list and clear", async () => {
    const before = await post("getEnrollWithDyParam", token, { ...student, band: ["steady"], pageSize: 5 });
    const first = before.body.data.units[0].unitId as string;
    expect((await post("collectEnroll", token, { unitIds: [first], kind: "unlike", labels: ["某校 某专业"] })).status).toBe(200);
    const after = await post("getEnrollWithDyParam", token, { ...student, band: ["steady"], pageSize: 5 });
    expect(after.body.data.units.map((u: { unitId: string }) => u.unitId)).not.toContain(first);
    expect(after.body.data.steady_size).toBe(before.body.data.steady_size - 1);
    const c = await post("collectEnroll", token, { unitIds: [ids[3]], labels: ["收藏的"] });
    expect(c.body.msg).toBe(PLAN_TEXT.collected);
    expect((await post("getCollectEnroll", token, {})).body.data.map((m: { label: string }) => m.label)).toEqual(["收藏的"]);
    expect((await post("searchCollectEnroll", token, { keyword: "没有" })).body.data).toEqual([]);
    expect((await post("deleteUserAllCollect", token, {})).body.data).toBe(1);
  }, 30_000);

  it("alternatives keep the band and leave out the plan's units; a dream entry; a read-only share link", async () => {
    const alt = await post("getReplacedEnrollWithDyParam", token, { id: saved.id, unitId: ids[30] });
    expect(alt.status, JSON.stringify(alt.body)).toBe(200);
    const plan = (await post("getEnrollRecordById", token, { id: saved.id })).body.data as PlanView;
    const band = plan.entries.find((e) => e.unitId === ids[30])?.unit?.band;
    const inPlan = new Set(plan.entries.map((e) => e.unitId));
    expect(alt.body.data.units.length).toBeGreaterThan(0);
    for (const u of alt.body.data.units) {
      expect(u.band).toBe(band);
      expect(inPlan.has(u.unitId)).toBe(false);
    }
    const missing = await post("getReplacedEnrollWithDyParam", token, { unitId: ids[30] });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(PLAN_TEXT.needStudent);
    const dream = await post("enshrineDream", token, { id: saved.id, unitId: ids[30] });
    expect(dream.body.data).toEqual({ id: saved.id, unitId: ids[30], dream: true });
    const share = await post("saveShareEnrollRecord", token, { id: saved.id });
    expect(share.body.data.url).toBe(`/zj/reportedPrintPage/1?share=${share.body.data.shareToken}`);
    const shared = await api.call(`${R}/getShareEnrollRecord?share=${share.body.data.shareToken}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.entries.find((e: { unitId: string; dream?: boolean }) => e.unitId === ids[30]).dream).toBe(true);
    expect((await api.call(`${R}/getShareEnrollRecord?share=nope`)).status).toBe(404);
  }, 60_000);

  it("deletes with 删除成功", async () => {
    const res = await post("delEnrollRecord", token, { id: saved.id });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(PLAN_TEXT.deleted);
    expect((await post("getEnrollRecord", token, {})).body.data).toEqual([]);
  });
});

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(`${api.baseUrl}${url}`);
  return Buffer.from(await res.arrayBuffer());
}

describe("hot degree with enough plans nearby", () => {
  it("is the share of plans at ranks within ±10 % holding the unit; plans further away do not count", async () => {
    const login = await logIn(api, String(++phoneSeq));
    const userId = login.body.data.user_id as string;
    const at = new Date();
    const row = (i: number, rank: number, unitIds: string[]) => ({
      id: `hot-${i}`, userId, scope: "zj", type: "1", name: `p${i}`, kind: "saved", conflictOf: null, version: 1,
      student: { rank }, rank, entries: unitIds.map((unitId) => ({ unitId })), filters: {}, shareToken: null, createdAt: at, updatedAt: at,
    });
    // 40 plans at ranks 9,100–10,900, 12 holding "hot-u"; 5 more at rank 50,000 holding it too.
    const rows = Array.from({ length: 40 }, (_, i) => row(i, 9_100 + i * 45, i < 12 ? ["hot-u", "x"] : ["x"]));
    rows.push(...Array.from({ length: 5 }, (_, i) => row(100 + i, 50_000, ["hot-u"])));
    await database.db.insert(enrollPlans).values(rows);
    const res = await post("getUserHotDegree", login.body.data.access_token, { type: "1", rank: 10_000, unitIds: ["hot-u", "x", "none"] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plans: 40, enough: true, notice: null, rankRange: [9_000, 11_000] });
    expect(res.body.data.units).toEqual([
      { unitId: "hot-u", count: 12, hot_degree: 0.3 },
      { unitId: "x", count: 40, hot_degree: 1 },
      { unitId: "none", count: 0, hot_degree: 0 },
    ]);
  });
});
