import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/client";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { seededDatabase } from "#tests/helpers/reference";
import { ITEMS } from "./interest-test";

// A scope's first question builds its coverage index (seconds on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

let api: AuthApi;
let database: Database;
let phoneSeq = 13500000000;
beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
}, 180_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const SUBJECT = "/yc-web-subject/rest";
async function token(): Promise<string> {
  const res = await logIn(api, String(++phoneSeq));
  expect(res.status).toBe(200);
  return res.body.data.access_token as string;
}
const level: Record<string, number> = { R: 2, I: 5, A: 4, S: 4, E: 3, C: 3 };
const answersOf = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, level[id[0]!]!]));

describe("a logged-in student's draft and saved results", () => {
  it("needs a login", async () => {
    const res = await api.call(`${SUBJECT}/careerTest/draft`);
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe("请先登录系统");
  });

  it("merges pages into one draft, refuses an unfinished test, then saves and lists the result", async () => {
    const t = await token();
    const ids = ITEMS.map((i) => i.id);
    const first = await api.call(`${SUBJECT}/careerTest/draft`, { method: "PUT", token: t, body: { answers: answersOf(ids.slice(0, 6)) } });
    expect(first.status).toBe(200);
    expect(first.body.data.answered).toBe(6);
    await api.call(`${SUBJECT}/careerTest/draft`, { method: "PUT", token: t, body: { answers: answersOf(ids.slice(6, 40)) } });
    expect((await api.call(`${SUBJECT}/careerTest/draft`, { token: t })).body.data.answered).toBe(40);
    const early = await api.call(`${SUBJECT}/careerTest/results`, { token: t, body: {} });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe("还有题目没有作答，请答完全部 48 题");
    const done = await api.call(`${SUBJECT}/careerTest/results`, { token: t, body: { answers: answersOf(ids.slice(40)) } });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe("保存成功");
    expect(done.body.data.code).toBe("IAS");
    expect(done.body.data.scores.find((s: { type: string }) => s.type === "I")).toEqual({ type: "I", sum: 40, percent: 100 });
    const list = await api.call(`${SUBJECT}/careerTest/results`, { token: t });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([done.body.data.id]);
    // The draft is used up: a new test starts empty.
    expect((await api.call(`${SUBJECT}/careerTest/draft`, { token: t })).body.data.answered).toBe(0);
    const one = await api.call(`${SUBJECT}/careerTest/result?id=${done.body.data.id}`, { token: t });
    expect(one.body.data.code).toBe("IAS");
    const other = await api.call(`${SUBJECT}/careerTest/result?id=${done.body.data.id}`, { token: await token() });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe("测评记录不存在");
  });

  it("refuses answers outside 1–5 with a Chinese message", async () => {
    const res = await api.call(`${SUBJECT}/careerTest/draft`, { method: "PUT", token: await token(), body: { answers: { R1: 7 } } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("每题请选择 1 至 5");
  });
});

describe("专业类 for a Holland code", () => {
  it("ranks 临床医学类 among the first five for ISR, and refuses a code that is not RIASEC", async () => {
    const ok = await api.call(`${SUBJECT}/getHuolandeFieldProfessionList`, { body: { code: "isr", limit: 5 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.code).toBe("ISR");
    expect(ok.body.data.classes.map((c: { name: string }) => c.name)).toContain("临床医学类");
    const bad = await api.call(`${SUBJECT}/getHuolandeFieldProfessionList`, { body: { code: "XYZ" } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("霍兰德代码须由 R I A S E C 中不重复的 1 至 3 个字母组成");
  });

  it("describes one class with its majors and its requirements in the scope", async () => {
    const res = await api.call(`${SUBJECT}/getProfessionInfo`, { body: { classCode: "1002" }, province: "zj" });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("临床医学类");
    expect(res.body.data.majors.map((m: { name: string }) => m.name)).toContain("临床医学");
    expect(res.body.data.year).toBe(2025);
    const shares = (res.body.data.requirements as Array<{ share: number }>).reduce((s, r) => s + r.share, 0);
    expect(shares).toBeCloseTo(1, 6);
    expect(res.body.data.pairs[0].label).toBe("物理+化学");
    const unknown = await api.call(`${SUBJECT}/getProfessionInfo`, { body: { classCode: "9999" }, province: "zj" });
    expect(unknown.status).toBe(404);
  });
});
