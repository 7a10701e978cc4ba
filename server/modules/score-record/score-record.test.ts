import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDatabase } from "#tests/helpers/reference";
import { lastSmsCode, logIn, solvedCaptcha, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import type { Database } from "#server/db/client";
import { silentLogger } from "#server/logger";
import { createReferenceData } from "../reference/reference-data";
import { SCORE_TEXT } from "./score-record.schema";
import { createScoreRecordService, echelonIndex } from "./score-record.service";
import { USER_TEXT } from "../user/user.schema";

let database: Database;
let api: AuthApi;
let phoneSeq = 13600000000;

beforeAll(async () => {
  database = await seededDatabase();
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function newUser(): Promise<{ token: string; userId: string }> {
  const res = await logIn(api, String(++phoneSeq));
  return { token: res.body.data.access_token, userId: res.body.data.user_id };
}

const records = (token: string | undefined, province = "zj") => api.call("/yc-user/users/score_records", { token, province });
const create = (token: string, body: unknown, province = "zj") => api.call("/yc-user/users/score_records", { token, body, province });
const update = (token: string, body: unknown, province = "zj") => api.call("/yc-user/users/score_records", { method: "PUT", token, body, province });
const info = (token: string, id: string, province = "zj") => api.call(`/yc-user/users/score_records/info?id=${id}`, { token, province });
const remove = (token: string, ids: unknown, province = "zj") => api.call("/yc-user/users/delete_score_records", { token, body: { ids }, province });

describe("echelonIndex", () => {
  it("is the share of the table's candidates ranked behind the student, in %, one decimal", () => {
    expect(echelonIndex(100, 1000)).toBe(90);
    expect(echelonIndex(1, 3)).toBe(66.7);
    expect(echelonIndex(1000, 1000)).toBe(0);
    expect(echelonIndex(1, 1)).toBe(0);
    expect(echelonIndex(5, 0)).toBe(0);
  });
});

describe("score records: happy paths", () => {
  it("saves a zj record with 保存成功 and answers the rank of the newest table, its year, the echelon index and the label", async () => {
    const { token } = await newUser();
    const res = await create(token, { totalScore: 600, subjects: ["物理", "化学", "技术"], physics: 90, technology: 85 });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("保存成功");
    // A person's own records: never from a shared cache.
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const r = res.body.data;
    expect(r).toMatchObject({ number: 1, kind: "real", totalScore: 600, track: "combined", subjects: ["物理", "化学", "技术"], first: null, forecastRankYear: 2025 });
    expect(JSON.parse(r.scoreInfoString)).toEqual({ physics: 90, chemistry: null, technology: 85 });
    // The same figure the public score → rank lookup gives for the newest zj table.
    const lookup = await api.call("/yc-user/users/score_rank/?year=2025&score=600", { province: "zj" });
    expect(r.forecastRank).toBe(lookup.body.data.rank);
    expect(r.forecastRankText).toContain("按 2025 年一分一段表");
    expect(r.echelonIndex).toBeGreaterThan(0);
    expect(r.echelonIndex).toBeLessThan(100);
    expect(r.label).toBe(`成绩1 600分 位次${r.forecastRank} 物理化学技术 ${r.echelonIndex}%`);
  });

  it("ranks a higher score ahead of more of the cohort, and marks a score above the table as 前 N 名", async () => {
    const { token } = await newUser();
    const low = (await create(token, { totalScore: 550, subjects: ["物理", "化学", "生物"] })).body.data;
    const high = (await create(token, { totalScore: 650, subjects: ["物理", "化学", "生物"] })).body.data;
    expect(high.forecastRank).toBeLessThan(low.forecastRank);
    expect(high.echelonIndex).toBeGreaterThan(low.echelonIndex);
    const top = (await create(token, { totalScore: 720, subjects: ["物理", "化学", "生物"], kind: "estimate" })).body.data;
    expect(top.forecastRankKind).toBe("above-table");
    expect(top.forecastRankText).toMatch(/^前 [\d,]+ 名（按 2025 年一分一段表）$/);
    expect(top.kind).toBe("estimate");
    expect(top.label).toMatch(/^成绩3 720分 前\d+名 物理化学生物 /);
    const list = (await records(token)).body.data as Array<{ number: number; totalScore: number }>;
    expect(list.map((x) => [x.number, x.totalScore])).toEqual([[1, 550], [2, 650], [3, 720]]);
  });

  it("a score below the table has no rank, said so", async () => {
    const { token } = await newUser();
    const r = (await create(token, { totalScore: 10, subjects: ["物理", "化学", "生物"] })).body.data;
    expect(r).toMatchObject({ forecastRank: null, echelonIndex: null });
    expect(r.forecastRankText).toContain("暂无位次");
    expect(r.label).toBe("成绩1 10分 位次暂无 物理化学生物 -");
  });

  it("edits a record (PUT) and reads it by id; deletes with 删除成功", async () => {
    const { token } = await newUser();
    const made = (await create(token, { totalScore: 600, subjects: ["物理", "化学", "技术"] })).body.data;
    const edited = await update(token, { id: made.id, totalScore: 620, subjects: ["化学", "生物", "地理"], kind: "estimate" });
    expect(edited.status).toBe(200);
    expect(edited.body.msg).toBe("保存成功");
    expect(edited.body.data).toMatchObject({ id: made.id, totalScore: 620, subjects: ["化学", "生物", "地理"], kind: "estimate" });
    expect(edited.body.data.forecastRank).toBeLessThan(made.forecastRank);
    expect((await info(token, made.id)).body.data.totalScore).toBe(620);
    const gone = await remove(token, [made.id]);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ msg: "删除成功", data: 1 });
    expect((await records(token)).body.data).toEqual([]);
  });

  it("3+1+2 scopes: 首选 decides the track and the table", async () => {
    const { token } = await newUser();
    const phys = (await create(token, { totalScore: 600, first: "物理", subjects: ["化学", "生物"] }, "gd")).body.data;
    const hist = (await create(token, { totalScore: 600, first: "历史", subjects: ["政治", "地理"] }, "gd")).body.data;
    expect(phys).toMatchObject({ track: "physics", first: "物理", subjects: ["物理", "化学", "生物"], forecastRankYear: 2025 });
    expect(hist).toMatchObject({ track: "history", first: "历史", subjects: ["历史", "政治", "地理"] });
    const lookup = await api.call("/yc-user/users/score_rank/?year=2025&score=600&track=history", { province: "gd" });
    expect(hist.forecastRank).toBe(lookup.body.data.rank);
  });

  it("Shandong aliases: the same records with artScience (文科 subjects → 1, otherwise 2)", async () => {
    const { token } = await newUser();
    const sd = (body: unknown) => api.call("/yc-user/users/score_record_sd", { token, body, province: "sd" });
    const arts = (await sd({ totalScore: 580, subjects: ["政治", "历史", "地理"] })).body.data;
    const sci = (await sd({ totalScore: 580, subjects: ["物理", "化学", "生物"] })).body.data;
    const list = (await api.call("/yc-user/users/score_record_sd", { token, province: "sd" })).body.data as Array<{ id: string; artScience: number }>;
    expect(list.map((r) => [r.id, r.artScience])).toEqual([[arts.id, 1], [sci.id, 2]]);
    expect((await api.call(`/yc-user/users/score_record_sd/info?id=${sci.id}`, { token, province: "sd" })).body.data).toMatchObject({ artScience: 2, forecastRankYear: 2025 });
    const del = await api.call(`/yc-user/users/score_record_sd?id=${arts.id}`, { method: "DELETE", token, province: "sd" });
    expect(del.body).toMatchObject({ msg: "删除成功", data: 1 });
    expect((await records(token, "sd")).body.data).toHaveLength(1);
  });

  it("scoreRecordFor answers what the engine pages need, and refuses another person's record", async () => {
    const a = await newUser();
    const b = await newUser();
    const made = (await create(a.token, { totalScore: 600, first: "物理", subjects: ["化学", "地理"] }, "hb")).body.data;
    const service = createScoreRecordService({ db: database.db, reference: createReferenceData({ db: database.db, logger: silentLogger }), now: Date.now });
    expect(await service.scoreRecordFor(a.userId, "hb", made.id)).toEqual({
      totalScore: 600,
      subjects: ["物理", "化学", "地理"],
      rechosen: ["化学", "地理"],
      track: "physics",
      rank: made.forecastRank,
      rankYear: made.forecastRankYear,
      rankKind: made.forecastRankKind,
    });
    await expect(service.scoreRecordFor(b.userId, "hb", made.id)).rejects.toMatchObject({ status: 404 });
    await expect(service.scoreRecordFor(a.userId, "gd", made.id)).rejects.toMatchObject({ status: 404 });
    await expect(service.scoreRecordFor(a.userId, "hb", "not-an-id")).rejects.toMatchObject({ status: 404 });
  });
});

describe("score records: refusals", () => {
  it("every path answers 401 without a token", async () => {
    const calls: Array<[string, string, unknown]> = [
      ["/yc-user/users/score_records", "GET", undefined],
      ["/yc-user/users/score_records", "POST", { totalScore: 600, subjects: ["物理", "化学", "技术"] }],
      ["/yc-user/users/score_records", "PUT", {}],
      ["/yc-user/users/delete_score_records", "POST", { ids: [] }],
      ["/yc-user/users/score_records/info?id=x", "GET", undefined],
      ["/yc-user/users/score_record_sd", "GET", undefined],
      ["/yc-user/users/score_record_sd", "DELETE", undefined],
      ["/yc-user/users/score_record_sd/info?id=x", "GET", undefined],
    ];
    for (const [path, method, body] of calls) {
      const res = await api.call(path, { method, body, province: "sd" });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.msg).toBe("请先登录系统");
    }
  });

  const bad: Array<[string, string, unknown, string]> = [
    ["no total", "zj", { subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.totalScoreMissing],
    ["total above 750", "zj", { totalScore: 751, subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.totalScore],
    ["negative total", "zj", { totalScore: -1, subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.totalScore],
    ["fractional total", "zj", { totalScore: 600.5, subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.totalScore],
    ["total as text", "zj", { totalScore: "600", subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.totalScore],
    ["two electives", "zj", { totalScore: 600, subjects: ["物理", "化学"] }, USER_TEXT.electivesCount],
    ["unknown elective", "zj", { totalScore: 600, subjects: ["物理", "化学", "音乐"] }, USER_TEXT.electivesUnknown],
    ["same elective twice", "zj", { totalScore: 600, subjects: ["物理", "物理", "化学"] }, USER_TEXT.electivesDuplicate],
    ["技术 in Shandong", "sd", { totalScore: 600, subjects: ["物理", "化学", "技术"] }, USER_TEXT.electivesNoTech],
    ["no 首选 in gd", "gd", { totalScore: 600, subjects: ["化学", "生物"] }, SCORE_TEXT.first],
    ["首选 outside 物理/历史", "gd", { totalScore: 600, first: "化学", subjects: ["生物", "地理"] }, SCORE_TEXT.first],
    ["再选 物理 in gd", "gd", { totalScore: 600, first: "历史", subjects: ["物理", "地理"] }, SCORE_TEXT.rechosen],
    ["one 再选 in gd", "gd", { totalScore: 600, first: "物理", subjects: ["化学"] }, SCORE_TEXT.rechosen],
    ["首选 in zj", "zj", { totalScore: 600, first: "物理", subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.unknownField],
    ["elective above 100", "zj", { totalScore: 600, subjects: ["物理", "化学", "技术"], physics: 101 }, SCORE_TEXT.subjectScore("物理")],
    ["negative elective", "zj", { totalScore: 600, subjects: ["物理", "化学", "技术"], chemistry: -3 }, SCORE_TEXT.subjectScore("化学")],
    ["score of an unchosen subject", "zj", { totalScore: 600, subjects: ["物理", "化学", "技术"], history: 80 }, SCORE_TEXT.scoreOfUnchosen("历史")],
    ["electives above the total", "zj", { totalScore: 150, subjects: ["物理", "化学", "技术"], physics: 90, chemistry: 90 }, SCORE_TEXT.scoresAboveTotal],
    ["unknown kind", "zj", { totalScore: 600, subjects: ["物理", "化学", "技术"], kind: "guess" }, SCORE_TEXT.kind],
    ["unknown field", "zj", { totalScore: 600, subjects: ["物理", "化学", "技术"], userId: "x" }, SCORE_TEXT.unknownField],
    ["no province", "", { totalScore: 600, subjects: ["物理", "化学", "技术"] }, SCORE_TEXT.province],
  ];
  it.each(bad)("refuses %s with 400 and its message", async (_name, province, body, msg) => {
    const { token } = await newUser();
    const res = await create(token, body, province);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errCode: 400, msg, data: null });
    expect((await records(token, province || "zj")).body.data).toEqual([]);
  });

  it("PUT without an id is 400; delete without ids is 400", async () => {
    const { token } = await newUser();
    expect((await update(token, { totalScore: 600, subjects: ["物理", "化学", "技术"] })).body).toMatchObject({ errCode: 400, msg: SCORE_TEXT.id });
    expect((await remove(token, [])).body).toMatchObject({ errCode: 400, msg: SCORE_TEXT.ids });
    expect((await api.call("/yc-user/users/delete_score_records", { token, body: {} })).status).toBe(400);
  });

  it("another person's record is 404 to read, edit and delete, and stays as it was", async () => {
    const owner = await newUser();
    const other = await newUser();
    const made = (await create(owner.token, { totalScore: 600, subjects: ["物理", "化学", "技术"] })).body.data;
    const read = await info(other.token, made.id);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ errCode: 404, msg: SCORE_TEXT.notFound, data: null });
    expect((await update(other.token, { id: made.id, totalScore: 700, subjects: ["物理", "化学", "技术"] })).status).toBe(404);
    expect((await remove(other.token, [made.id])).status).toBe(404);
    expect((await records(other.token)).body.data).toEqual([]);
    expect((await info(owner.token, made.id)).body.data.totalScore).toBe(600);
  });

  it("a record belongs to its scope: other scopes neither list, read, edit nor delete it", async () => {
    const { token } = await newUser();
    const made = (await create(token, { totalScore: 600, subjects: ["物理", "化学", "生物"] }, "zj")).body.data;
    expect((await records(token, "sd")).body.data).toEqual([]);
    expect((await info(token, made.id, "sd")).status).toBe(404);
    expect((await update(token, { id: made.id, totalScore: 500, subjects: ["物理", "化学", "生物"] }, "sd")).status).toBe(404);
    expect((await remove(token, [made.id], "sd")).status).toBe(404);
    expect((await records(token, "zj")).body.data).toHaveLength(1);
  });

  it("caps the records of a scope at 20 with 409", async () => {
    const { token } = await newUser();
    for (let i = 0; i < 20; i++) expect((await create(token, { totalScore: 500 + i, subjects: ["物理", "化学", "生物"] })).status).toBe(200);
    const res = await create(token, { totalScore: 600, subjects: ["物理", "化学", "生物"] });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(SCORE_TEXT.tooMany);
    expect((await create(token, { totalScore: 600, subjects: ["物理", "化学", "生物"] }, "sd")).status).toBe(200);
  });
});

describe("account deletion", () => {
  it("removes the person's score records in every scope and leaves others' alone", async () => {
    const phone = String(++phoneSeq);
    const login = await logIn(api, phone);
    const token = login.body.data.access_token as string;
    const bystander = await newUser();
    await create(token, { totalScore: 600, subjects: ["物理", "化学", "技术"] });
    await create(token, { totalScore: 600, subjects: ["物理", "化学", "生物"] }, "sd");
    const kept = (await create(bystander.token, { totalScore: 610, subjects: ["物理", "化学", "技术"] })).body.data;
    api.clock.advance(61_000);
    const captcha = await solvedCaptcha(api);
    expect((await api.call("/yc-user/users/delete_account/sms", { token, body: captcha })).status).toBe(200);
    const deleted = await api.call("/yc-user/users/delete_account", { token, body: { authCode: await lastSmsCode(api, phone) } });
    expect(deleted.status).toBe(200);
    const report = deleted.body.data.deleted as Array<{ table: string; rows: number; category: string }>;
    expect(report.find((d) => d.table === "score_records")).toMatchObject({ rows: 2, category: "成绩记录（高考总分、选考科目及各科成绩）" });
    const left = await database.db.execute<{ n: number }>(`select count(*)::int as n from score_records where user_id = '${login.body.data.user_id}'` as never);
    const rows = (Array.isArray(left) ? left : (left as unknown as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
    expect(rows[0]!.n).toBe(0);
    expect((await info(bystander.token, kept.id)).status).toBe(200);
  });
});
