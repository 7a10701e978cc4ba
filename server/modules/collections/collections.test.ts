import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDatabase } from "#tests/helpers/reference";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { sourceRows } from "#tests/helpers/source-data";
import type { Database } from "#server/db/client";

let database: Database;
let api: AuthApi;
let phoneSeq = 13700000000;

beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function newUser(): Promise<string> {
  const res = await logIn(api, String(++phoneSeq));
  return res.body.data.access_token;
}

const C = "/yc-gk-info/rest/collect";
const post = (path: string, body: unknown, token?: string) => api.call(`${C}/${path}`, { method: "POST", body, token });
const get = (path: string, token?: string) => api.call(`${C}/${path}`, { token });

// From the raw files, not the seed: 浙江大学's id, and a 本科 and a 专科 catalogue code.
const zju = sourceRows("universities/universities.csv").find((r) => r.name === "浙江大学")!;
const nursing = sourceRows("majors/vocational_catalogue_2021.csv").find((r) => r.majorName === "护理" && r.itemLevel === "MAJOR" && r.educationLevel === "VOCATIONAL_ASSOCIATE")!;
const cs = sourceRows("majors/undergraduate_catalogue_2025.csv").find((r) => r["专业名称"] === "计算机科学与技术")!;

describe("collections: universities", () => {
  it("collects, counts, lists and cancels 浙江大学; a second person's count adds up and each sees only their own", async () => {
    const a = await newUser();
    const b = await newUser();
    const before = (await post("university_collect_data", { ucode: zju.id })).body.data;
    expect(before).toMatchObject({ ucode: zju.id, name: "浙江大学", collected: false });

    const added = await post("collect_university", { ucode: zju.id }, a);
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe("收藏成功");
    expect(added.headers.get("cache-control")).toBe("private, no-store");
    expect(added.body.data).toMatchObject({ collected: true, collectCount: before.collectCount + 1 });
    // Collecting twice keeps one entry.
    expect((await post("collect_university", { ucode: zju.id }, a)).body.data.collectCount).toBe(before.collectCount + 1);
    expect((await post("university_collect_data", { ucode: zju.id }, b)).body.data).toMatchObject({ collected: false, collectCount: before.collectCount + 1 });

    const mineA = (await get("my_universities", a)).body.data;
    expect(mineA.total).toBe(1);
    expect(mineA.results[0]).toMatchObject({ ucode: zju.id, name: "浙江大学", province: zju.province, city: zju.city, is985: true });
    expect((await get("my_universities", b)).body.data).toEqual({ total: 0, results: [] });

    // b cancelling what b never collected changes nothing of a's.
    await post("cancel_collect_university", { ucode: zju.id }, b);
    expect((await get("my_universities", a)).body.data.total).toBe(1);

    const cancelled = await post("cancel_collect_university", { ucode: zju.id }, a);
    expect(cancelled.body.msg).toBe("已取消收藏");
    expect(cancelled.body.data).toMatchObject({ collected: false, collectCount: before.collectCount });
    expect((await get("my_universities", a)).body.data.total).toBe(0);
  });

  it("refuses a logged-out change or list with 401 请先登录系统", async () => {
    for (const res of [await post("collect_university", { ucode: zju.id }), await post("cancel_collect_university", { ucode: zju.id }), await get("my_universities")]) {
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe("请先登录系统");
    }
  });

  it("answers bad and unknown ids with a Chinese message", async () => {
    const t = await newUser();
    const bad = await post("collect_university", { ucode: "abc" }, t);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("无效的院校代码");
    const missing = await post("collect_university", {}, t);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe("无效的院校代码");
    const unknown = await post("collect_university", { ucode: "99999999" }, t);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("未找到该院校");
  });
});

describe("collections: majors", () => {
  it("collects a 本科 and a 专科 major by catalogue code, lists both, cancels one", async () => {
    const t = await newUser();
    const other = await newUser();
    expect((await post("collect_major", { code: cs["专业代码"] }, t)).body.data).toMatchObject({ code: cs["专业代码"], name: "计算机科学与技术", collected: true });
    expect((await post("collect_major", { code: nursing.majorCode }, t)).body.data).toMatchObject({ code: nursing.majorCode, name: "护理", collected: true });
    const list = (await get("my_majors", t)).body.data;
    expect(list.total).toBe(2);
    expect(list.results.map((m: { name: string; level: string }) => [m.name, m.level]).sort()).toEqual([
      ["护理", "专科"],
      ["计算机科学与技术", "本科"],
    ]);
    expect((await get("my_majors", other)).body.data.total).toBe(0);
    expect((await post("major_collect_data", { code: nursing.majorCode }, other)).body.data.collected).toBe(false);
    await post("cancel_collect_major", { code: nursing.majorCode }, t);
    expect((await get("my_majors", t)).body.data.results.map((m: { name: string }) => m.name)).toEqual(["计算机科学与技术"]);
  });

  it("answers bad and unknown codes, and logged-out changes, with Chinese messages", async () => {
    const t = await newUser();
    const bad = await post("collect_major", { code: "护理" }, t);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("无效的专业代码");
    const unknown = await post("collect_major", { code: "999999" }, t);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("未找到该专业");
    const out = await post("collect_major", { code: cs["专业代码"] });
    expect(out.status).toBe(401);
    expect((await get("my_majors")).status).toBe(401);
  });
});
