import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESCRIPTIONS_DIR, loadMajorDescriptions, readDescriptionFiles } from "#server/data/major-descriptions";
import { startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { adminLogIn } from "#tests/helpers/admin-api";
import { seededDatabase } from "#tests/helpers/reference";
import { CLI_ACTOR, createAdminService } from "../admin/admin.service";
import { ADMIN_TEXT } from "../admin/admin.schema";
import { MD_TEXT } from "./md-admin.schema";

const ADMIN = "13900000041";
const EDITOR_ALL = "13900000042";
const EDITOR_OEM1_GD = "13900000043";
const VIEWER_ALL = "13900000044";
const BASE = "/yc-admin/major-descriptions";

let api: AuthApi;
const tokens: Record<string, string> = {};
const seed = readDescriptionFiles(DESCRIPTIONS_DIR).find((e) => e.code === "080901")!;

beforeAll(async () => {
  const database = await seededDatabase();
  await loadMajorDescriptions(database.db);
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  const unused = () => Promise.reject(new Error("unused"));
  const cli = createAdminService({ db: database.db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand", "oem1", "oem2"] });
  await cli.addStaff(CLI_ACTOR, { phone: ADMIN, name: "管理员", role: "admin", channels: ["all"], scopes: ["all"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_ALL, name: "全站编辑", role: "editor", channels: ["all"], scopes: ["all"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM1_GD, name: "oem1 广东编辑", role: "editor", channels: ["oem1"], scopes: ["gd"] });
  await cli.addStaff(CLI_ACTOR, { phone: VIEWER_ALL, name: "查看员", role: "viewer", channels: ["all"], scopes: ["all"] });
  for (const phone of [ADMIN, EDITOR_ALL, EDITOR_OEM1_GD, VIEWER_ALL]) tokens[phone] = (await adminLogIn(api, phone)).body.data.token;
}, 180_000);
afterAll(async () => {
  await api?.close();
});

const key = { level: "本科", code: "080901" };
const draft = {
  ...key,
  intro: "计算机科学与技术研究计算机系统的软硬件原理与设计方法，学习程序设计、算法、计算机组成和操作系统，培养能设计、实现和维护计算机系统的专门人才。",
  courses: ["程序设计基础", "数据结构", "计算机组成原理", "操作系统", "计算机网络"],
  careers: ["软件开发", "系统运维", "信息安全"],
};
const as = (phone: string) => tokens[phone];
const publicIntro = async () => (await api.call("/yc-gk-info/rest/ncee/query_major_detail?code=080901")).body.data.description;

describe("major descriptions in the admin module, through the API", () => {
  it("refuses a caller without a staff session, and staff whose grants do not cover every channel and scope", async () => {
    expect((await api.call(`${BASE}?keyword=计算机`)).status).toBe(401);
    const q = new URLSearchParams(key);
    for (const [path, body] of [
      [`${BASE}?keyword=计算机`, undefined],
      [`${BASE}/info?${q}`, undefined],
      [`${BASE}/draft`, draft],
      [`${BASE}/publish`, key],
      [`${BASE}/discard`, key],
    ] as const) {
      const res = await api.call(path, { token: as(EDITOR_OEM1_GD), body });
      expect(res.status, path).toBe(403);
      expect(res.body.msg).toBe(ADMIN_TEXT.forbidden);
    }
    // A viewer of everything reads, never writes.
    expect((await api.call(`${BASE}/info?${q}`, { token: as(VIEWER_ALL) })).status).toBe(200);
    const viewerWrite = await api.call(`${BASE}/draft`, { token: as(VIEWER_ALL), body: draft });
    expect(viewerWrite.status).toBe(403);
    expect((await publicIntro()).intro).toBe(seed.intro);
  });

  it("lists and searches the catalogue with each major's state, seeded with today's texts", async () => {
    const res = await api.call(`${BASE}?keyword=0809&status=described`, { token: as(EDITOR_ALL) });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { code: string }) => r.code)).toContain("080901");
    expect(res.body.data.results.every((r: { publishedDate: string | null }) => r.publishedDate !== null)).toBe(true);
    const none = await api.call(`${BASE}?status=none&level=本科`, { token: as(EDITOR_ALL) });
    expect(none.body.data.total).toBeGreaterThan(0);
    expect(none.body.data.results.every((r: { publishedDate: string | null; draftUpdatedAt: string | null }) => !r.publishedDate && !r.draftUpdatedAt)).toBe(true);
    const one = await api.call(`${BASE}/info?${new URLSearchParams(key)}`, { token: as(EDITOR_ALL) });
    expect(one.body.data).toMatchObject({ name: "计算机科学与技术", published: { intro: seed.intro, courses: seed.courses, author: seed.author, date: seed.date }, draft: null });
    expect((await api.call(`${BASE}/info?level=本科&code=000000`, { token: as(EDITOR_ALL) })).status).toBe(404);
  });

  it("refuses bad drafts with Chinese messages and leaves the saved text alone", async () => {
    const few = await api.call(`${BASE}/draft`, { token: as(EDITOR_ALL), body: { ...draft, courses: ["数据结构", "操作系统"] } });
    expect(few.status).toBe(400);
    expect(few.body.msg).toBe(MD_TEXT.coursesCount);
    const salary = await api.call(`${BASE}/draft`, { token: as(EDITOR_ALL), body: { ...draft, intro: `${draft.intro}毕业生平均月薪较高。` } });
    expect(salary.status).toBe(400);
    expect(salary.body.msg).toBe(MD_TEXT.noFigures);
    const lost = await api.call(`${BASE}/draft`, { token: as(EDITOR_ALL), body: { ...draft, intro: draft.intro.replace("计算机", "计\uFFFD\uFFFD算机") } });
    expect(lost.status).toBe(400);
    expect(lost.body.msg).toBe(MD_TEXT.badCharacter);
    const short = await api.call(`${BASE}/draft`, { token: as(EDITOR_ALL), body: { ...draft, intro: "太短" } });
    expect(short.body.msg).toBe(MD_TEXT.introShort);
    expect((await api.call(`${BASE}/publish`, { token: as(EDITOR_ALL), body: key })).body.msg).toBe(MD_TEXT.noDraft);
    expect((await publicIntro()).intro).toBe(seed.intro);
  });

  it("keeps a draft off the public page until it is published, then shows it, dated, and survives a reload of the seed", async () => {
    const saved = await api.call(`${BASE}/draft`, { token: as(EDITOR_ALL), body: draft });
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft).toMatchObject({ intro: draft.intro, courses: draft.courses });
    expect((await publicIntro()).intro).toBe(seed.intro);
    const listed = await api.call(`${BASE}?status=draft`, { token: as(VIEWER_ALL) });
    expect(listed.body.data.results.map((r: { code: string }) => r.code)).toEqual(["080901"]);

    const published = await api.call(`${BASE}/publish`, { token: as(EDITOR_ALL), body: key });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ draft: null, published: { intro: draft.intro, careers: draft.careers, author: "本站编写" } });
    expect(published.body.data.published.date >= seed.date).toBe(true);
    expect(await publicIntro()).toMatchObject({ intro: draft.intro, courses: draft.courses });

    await loadMajorDescriptions(api.database.db);
    expect((await publicIntro()).intro).toBe(draft.intro);
  });

  it("discards a draft without touching the public text", async () => {
    await api.call(`${BASE}/draft`, { token: as(EDITOR_ALL), body: { ...draft, careers: ["软件开发"] } });
    const discarded = await api.call(`${BASE}/discard`, { token: as(EDITOR_ALL), body: key });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.draft).toBeNull();
    expect((await publicIntro()).careers).toEqual(draft.careers);
  });

  it("writes every step to the audit log with the text before and after", async () => {
    const log = await api.call("/yc-admin/audit?pageSize=100", { token: as(ADMIN) });
    const mine = log.body.data.items.filter((e: { entity: string }) => e.entity === "major_description").reverse();
    expect(mine.map((e: { action: string }) => e.action)).toEqual(["major_description.draft", "major_description.publish", "major_description.draft", "major_description.discard"]);
    expect(mine.every((e: { staffPhone: string; entityId: string }) => e.staffPhone === EDITOR_ALL && e.entityId === "本科:080901")).toBe(true);
    expect(mine[1].before).toMatchObject({ intro: seed.intro });
    expect(mine[1].after).toMatchObject({ intro: draft.intro });
  });
});
