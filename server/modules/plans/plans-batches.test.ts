import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDatabase } from "#tests/helpers/reference";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import type { Database } from "#server/db/client";
import { refGroupLines } from "#server/db/schema/reference";
import type { EnrollAnswer, EnrollUnit } from "#server/modules/zhiyuan/zhiyuan.schema";
import { createEngineService } from "../engine/engine.service";
import type { PlanView } from "./plans.schema";

// gd's batches through the API on the real data: a 专科批 plan lists and prices 专科批 groups only,
// from 专科批 lines, and refuses a 本科批 group by name.

let database: Database;
let api: AuthApi;
let token: string;
const R = "/yc-zhiyuan/rest";
/** A score between gd's 专科 and 本科 lines (2025 physics 本科线 436). */
const student = { score: 420, subjects: ["化学", "生物"], track: "physics" as const };
/** "institution code|group code" of gd's 2025 physics group lines, per batch. */
const groupsOf: Record<string, Set<string>> = {};

beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  token = (await logIn(api, "13711110002")).body.data.access_token;
  const g = refGroupLines;
  const rows = await database.db
    .select({ batch: g.batch, schoolCode: g.schoolCode, groupCode: g.groupCode })
    .from(g)
    .where(and(eq(g.scope, "gd"), eq(g.year, 2025), eq(g.track, "physics")));
  for (const r of rows) (groupsOf[r.batch] ??= new Set()).add(`${r.schoolCode}|${r.groupCode}`);
}, 180_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const post = (path: string, body: unknown, province = "gd") => api.call(`${R}/${path}`, { token, body, province });

/** Every band's groups (no band asked for). */
async function list(batch: string | undefined): Promise<EnrollAnswer> {
  const res = await post("getEnrollWithDyParam", { ...student, batch, pageSize: 500 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const keyOf = (u: EnrollUnit) => `${u.zsCode}|${u.groupCode}`;

describe("gd batches", { timeout: 240_000 }, () => {
  let zhuan: EnrollAnswer;
  let benke: EnrollAnswer;
  beforeAll(async () => {
    zhuan = await list("专科批");
    benke = await list(undefined);
  }, 240_000);

  it("专科批 lists only 专科批 groups, each priced from 专科批 lines with years", () => {
    expect(zhuan.batch).toBe("专科批");
    expect(zhuan.unitKind).toBe("group");
    expect(zhuan.units.length).toBeGreaterThan(100);
    for (const u of zhuan.units) {
      expect(groupsOf["专科批"]!.has(keyOf(u)), keyOf(u)).toBe(true);
      expect(groupsOf["本科批"]!.has(keyOf(u)), keyOf(u)).toBe(false);
      expect(u.probability).not.toBeNull();
      expect(u.explanation.lines.every((l) => l.year <= 2025 && l.minRank !== null)).toBe(true);
    }
    // A student below the 本科线 still finds 专科 groups he is likely to be admitted to.
    expect(zhuan.bottom_size).toBeGreaterThan(50);
    expect(zhuan.units.some((u) => u.explanation.reason.includes("一段线"))).toBe(false);
  });

  it("本科批 (the default) lists only 本科批 groups", () => {
    expect(benke.batch).toBe("本科批");
    expect(benke.units.length).toBeGreaterThan(100);
    for (const u of benke.units) expect(groupsOf["本科批"]!.has(keyOf(u)), keyOf(u)).toBe(true);
  });

  it("prices most 专科批 and 本科提前批 groups; a group without lines of its own stays unpriced", async () => {
    const engine = createEngineService({ db: database.db, clock: { now: () => Date.now() } });
    for (const batch of ["专科批", "本科提前批"]) {
      const idx = await engine.index("gd", { track: "physics", batch });
      expect(idx.batch).toBe(batch);
      expect(idx.year).toBe(2026);
      const priced = idx.units.filter((_, i) => !Number.isNaN(idx.mu[i]!)).length;
      expect(priced / idx.units.length, batch).toBeGreaterThan(0.9);
      // Unpriced units have no line to rest on: nothing is invented for them.
      idx.units.forEach((u, i) => {
        if (Number.isNaN(idx.mu[i]!)) expect(u.prediction).toBeNull();
      });
    }
  });

  it("a batch the scope has no lines for is refused in Chinese", async () => {
    const res = await post("getEnrollWithDyParam", { score: 600, subjects: ["物理", "化学", "技术"], batch: "专科批" }, "zj");
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("暂无专科批的录取数据");
  });

  it("a 专科批 plan refuses a 本科批 group by name, and saves 专科批 groups", async () => {
    const benkeGroup = benke.units[0]!;
    const refused = await post("saveEnrollRecord", { type: "2", student, entries: [{ unitId: benkeGroup.unitId, adjust: true }] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(`${benkeGroup.universityName} 第${benkeGroup.groupCode}组）是本科批的院校专业组，不能填入专科批志愿`);
    const safe = zhuan.units.filter((u) => u.band === "bottom").slice(0, 3);
    const saved = await post("saveEnrollRecord", { type: "2", student, entries: safe.map((u) => ({ unitId: u.unitId, adjust: true })) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = saved.body.data as PlanView;
    expect(view.typeName).toBe("专科批");
    expect(view.blocking).toBe(0);
    expect(view.entries.every((e) => e.unit?.probability !== null && e.unit!.probability! >= 0.93)).toBe(true);
    // The draft of the 本科批 段 shows the 专科 group as another batch's, a blocking check.
    const draft = await post("saveEnrollDraft", { type: "1", student, entries: [{ unitId: safe[0]!.unitId }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const check = (draft.body.data as PlanView).checks.find((c) => c.code === "wrongBatch");
    expect(check?.level).toBe("block");
    expect(check?.message).toContain("是专科批的院校专业组，不能填入本科批志愿");
  });
});
