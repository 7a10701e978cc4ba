import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { adminLogIn, pngOf, upload } from "#tests/helpers/admin-api";
import { CLI_ACTOR, createAdminService } from "../admin/admin.service";
import { ADMIN_TEXT } from "../admin/admin.schema";
import { CONTENT_TEXT } from "./content.schema";
import * as repo from "./content.repo";

// Banners, popups and user-guide videos, through the API: authorisation per channel, bad input, what the public is shown.
const ADMIN = "13900000101";
const EDITOR_OEM1 = "13900000102";
const EDITOR_OEM2 = "13900000103";
const DAY = 24 * 3600_000;

let api: AuthApi;
let editor1 = "";
let editor2 = "";
let imageId = "";
beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000", UPLOAD_DIR: mkdtempSync(join(tmpdir(), "uploads-")) } });
  const unused = () => Promise.reject(new Error("unused"));
  const cli = createAdminService({ db: api.database.db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand", "oem1", "oem2"] });
  await cli.addStaff(CLI_ACTOR, { phone: ADMIN, name: "管理员", role: "admin", channels: ["all"], scopes: ["all"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM1, name: "编辑甲", role: "editor", channels: ["oem1"], scopes: ["gd"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM2, name: "编辑乙", role: "editor", channels: ["oem2"], scopes: ["gd"] });
  editor1 = (await adminLogIn(api, EDITOR_OEM1)).body.data.token;
  editor2 = (await adminLogIn(api, EDITOR_OEM2)).body.data.token;
  imageId = (await upload(api, editor1, pngOf(120, 40))).body.data.id;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** Moves the clock; staff sessions end after 30 idle minutes, so the editors log in again. */
async function advance(ms: number) {
  api.clock.advance(ms);
  editor1 = (await adminLogIn(api, EDITOR_OEM1)).body.data.token;
  editor2 = (await adminLogIn(api, EDITOR_OEM2)).body.data.token;
}

const as = (token: string) => ({ token, headers: { channel: "BRAND" }, province: "gd" });
const save = (token: string, body: Record<string, unknown>) => api.call("/yc-admin/contents", { ...as(token), body: { channels: ["oem1"], scopes: ["gd"], action: "publish", ...body } });
const publicCall = (path: string, channel = "OEM1", province = "gd", token?: string) => api.call(path, { headers: { channel }, province, token });
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((x) => x.id);

describe("home banners", () => {
  let bannerId = 0;

  it("refuses a banner without image, without alt text, or with a link that is not a same-site path or https", async () => {
    const banner = { kind: "banner", title: "2026 志愿填报规则", summary: "2026 年浙江志愿填报规则解读", coverUploadId: imageId, linkUrl: "/gd/gkzxPage" };
    const cases: [Record<string, unknown>, string][] = [
      [{ coverUploadId: null }, CONTENT_TEXT.bannerImageRequired],
      [{ summary: "" }, CONTENT_TEXT.altRequired],
      [{ linkUrl: "javascript:alert(1)" }, CONTENT_TEXT.linkInvalid],
      [{ linkUrl: "http://example.com/" }, CONTENT_TEXT.linkInvalid],
      [{ linkUrl: "//evil.example/" }, CONTENT_TEXT.linkInvalid],
      [{ endsAt: "2026-05-01T00:00:00+08:00", publishAt: "2026-06-01T00:00:00+08:00" }, CONTENT_TEXT.endsBeforeStart],
      [{ endsAt: "明天" }, CONTENT_TEXT.endsAtInvalid],
    ];
    for (const [change, msg] of cases) {
      const res = await save(editor1, { ...banner, ...change });
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const ok = await save(editor1, { ...banner, seriesOrder: 1, endsAt: new Date(api.clock.now() + 2 * DAY).toISOString() });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ kind: "banner", status: "published", linkUrl: "/gd/gkzxPage", cover: `/uploads/${imageId}.png` });
    bannerId = ok.body.data.id;
  });

  it("shows the banner to oem1's gd visitors only, in order, until its window ends", async () => {
    const second = await save(editor1, { kind: "banner", title: "使用手册", summary: "查看使用手册", coverUploadId: imageId, linkUrl: "https://www.eeagd.edu.cn/", seriesOrder: 0 });
    const list = await publicCall("/yc-admin/image/bannerList");
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual([second.body.data.id, bannerId]);
    expect(list.body.data[1]).toMatchObject({ alt: "2026 年浙江志愿填报规则解读", image: `/uploads/${imageId}.png`, link: "/gd/gkzxPage" });
    for (const [channel, province] of [["OEM2", "gd"], ["BRAND", "gd"], ["OEM1", "zj"]]) {
      expect(ids(await publicCall("/yc-admin/image/bannerList", channel, province)), `${channel} ${province}`).toEqual([]);
    }
    await advance(3 * DAY);
    expect(ids(await publicCall("/yc-admin/image/bannerList"))).toEqual([second.body.data.id]);
  });

  it("an editor of another channel can neither see nor change it; the audit log has each step", async () => {
    const list = await api.call("/yc-admin/contents?kind=banner", as(editor2));
    expect(list.status).toBe(200);
    expect(ids(list)).not.toContain(bannerId);
    expect((await api.call(`/yc-admin/contents/info?id=${bannerId}`, as(editor2))).status).toBe(404);
    const edit = await api.call("/yc-admin/contents", { ...as(editor2), method: "PUT", body: { id: bannerId, kind: "banner", title: "改", summary: "改", coverUploadId: imageId, channels: ["oem2"], scopes: ["gd"], action: "publish" } });
    expect(edit.status).toBe(404);
    const widen = await api.call("/yc-admin/contents", { ...as(editor1), method: "PUT", body: { id: bannerId, kind: "banner", title: "改", summary: "改", coverUploadId: imageId, channels: ["all"], scopes: ["gd"], action: "publish" } });
    expect(widen.status).toBe(403);
    expect(widen.body.msg).toBe(ADMIN_TEXT.forbidden);
    const admin = (await adminLogIn(api, ADMIN)).body.data.token;
    const audit = await api.call("/yc-admin/audit?pageSize=100", as(admin));
    const steps = audit.body.data.items.filter((e: { entityId: string | null }) => e.entityId === String(bannerId)).map((e: { action: string }) => e.action);
    expect(steps).toEqual(["banner.create.published"]);
  });
});

describe("home popups", () => {
  it("refuses an empty popup and an unknown audience or frequency", async () => {
    const empty = await save(editor1, { kind: "popup", title: "空" });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(CONTENT_TEXT.popupEmpty);
    const audience = await save(editor1, { kind: "popup", title: "a", body: "b", audience: "everyone" });
    expect(audience.body.msg).toBe(CONTENT_TEXT.audienceInvalid);
    const frequency = await save(editor1, { kind: "popup", title: "a", body: "b", frequency: "hourly" });
    expect(frequency.body.msg).toBe(CONTENT_TEXT.frequencyInvalid);
    const noAlt = await save(editor1, { kind: "popup", title: "a", coverUploadId: imageId });
    expect(noAlt.body.msg).toBe(CONTENT_TEXT.altRequired);
  });

  it("respects each frequency against the session's closings", async () => {
    const make = async (frequency: string) => (await save(editor1, { kind: "popup", title: `频率 ${frequency}`, body: "志愿填报系统开放时间以省考试院公告为准。", audience: "visitor", frequency })).body.data.id as number;
    const once = await make("once");
    const daily = await make("daily");
    const visit = await make("visit");
    const list = (seen = "") => publicCall(`/yc-admin/popup/list?seen=${seen}`).then(ids);
    expect(await list()).toEqual([once, daily, visit]);
    const now = api.clock.now();
    const seen = [once, daily, visit].map((id) => `${id}:${now}`).join(",");
    expect(await list(seen)).toEqual([]);
    // The next day only the daily one is back (in the same session); a new session (no closings) sees all three again.
    await advance(DAY);
    expect(await list(seen)).toEqual([daily]);
    expect(await list()).toEqual([once, daily, visit]);
    const dismissed = await api.call("/yc-admin/popup/dismiss", { headers: { channel: "OEM1" }, province: "gd", body: { id: daily } });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toEqual({ id: daily, at: api.clock.now() });
    // A popup another channel never shows cannot be closed there.
    expect((await api.call("/yc-admin/popup/dismiss", { headers: { channel: "OEM2" }, province: "gd", body: { id: daily } })).status).toBe(404);
    // Archived popups are gone.
    await api.call("/yc-admin/contents", { ...as(editor1), method: "PUT", body: { id: once, kind: "popup", title: "频率 once", body: "x", channels: ["oem1"], scopes: ["gd"], action: "archive" } });
    expect(await list()).toEqual([daily, visit]);
  });

  it("shows each audience its popups, and remembers a logged-in user's closing on the account", async () => {
    const make = async (audience: string, frequency = "once") => (await save(editor1, { kind: "popup", title: `对象 ${audience}`, body: "请先录入成绩。", audience, frequency })).body.data.id as number;
    const before = await publicCall("/yc-admin/popup/list").then(ids);
    const user = await make("user");
    const withScore = await make("with_score");
    const withoutScore = await make("without_score");
    const visitorOnly = await make("visitor");
    const everyone = await make("all", "visit");
    const visitor = (await publicCall("/yc-admin/popup/list").then(ids)).filter((id) => !before.includes(id));
    expect(visitor).toEqual([visitorOnly, everyone]);

    const token = (await logIn(api, "13700000111", { channel: "OEM1" })).body.data.access_token as string;
    const mine = async () => (await publicCall("/yc-admin/popup/list", "OEM1", "gd", token)).body.data.map((p: { id: number }) => p.id).filter((id: number) => !before.includes(id));
    expect(await mine()).toEqual([user, withoutScore, everyone]);
    expect((await publicCall("/yc-admin/popup/score", "OEM1", "gd", token)).body.data).toEqual({ hasScore: false });
    expect((await publicCall("/yc-admin/popup/isRank", "OEM1", "gd", token)).body.data).toEqual({ isRank: false });
    expect((await publicCall("/yc-admin/popup/score")).status).toBe(401);

    const record = await api.call("/yc-user/users/score_records", { token, province: "gd", body: { totalScore: 560, first: "物理", subjects: ["化学", "生物"] } });
    expect(record.status).toBe(200);
    expect((await publicCall("/yc-admin/popup/score", "OEM1", "gd", token)).body.data).toEqual({ hasScore: true });
    expect((await publicCall("/yc-admin/popup/isRank", "OEM1", "gd", token)).body.data).toEqual({ isRank: record.body.data.forecastRank !== null });
    expect(await mine()).toEqual([user, withScore, everyone]);

    // Closed once on the account: gone on any device (no session closings sent); a visit popup needs the session's.
    for (const id of [user, everyone]) expect((await api.call("/yc-admin/popup/dismiss", { headers: { channel: "OEM1" }, province: "gd", token, body: { id } })).status).toBe(200);
    expect(await mine()).toEqual([withScore, everyone]);
  });
});

describe("user-guide videos", () => {
  it("refuses a guide without a video or with an unsafe address, and lists the rest in order", async () => {
    const guide = { kind: "guide", title: "如何模拟填报", summary: "三分钟看懂模拟填报", durationMinutes: 3, channels: ["oem1"], scopes: ["gd"] };
    expect((await save(editor1, { ...guide })).body.msg).toBe(CONTENT_TEXT.videoRequired);
    expect((await save(editor1, { ...guide, videoUrl: "http://example.com/a.mp4" })).body.msg).toBe(CONTENT_TEXT.videoInvalid);
    expect((await save(editor1, { ...guide, videoUrl: "/uploads/../../etc/passwd" })).body.msg).toBe(CONTENT_TEXT.videoInvalid);
    const b = await save(editor1, { ...guide, title: "第二个", videoUrl: "https://video.example.edu.cn/b.mp4", seriesOrder: 2 });
    const a = await save(editor1, { ...guide, videoUrl: "https://video.example.edu.cn/a.mp4", seriesOrder: 1 });
    expect(a.status).toBe(200);
    const list = await publicCall("/yc-admin/userGuide/videoList");
    expect(ids(list)).toEqual([a.body.data.id, b.body.data.id]);
    expect(list.body.data[0]).toMatchObject({ title: "如何模拟填报", videoUrl: "https://video.example.edu.cn/a.mp4", durationMinutes: 3, order: 1 });
    expect(ids(await publicCall("/yc-admin/userGuide/videoList", "OEM2"))).toEqual([]);
  });
});

describe("the rows an instance holds between saves", () => {
  const list = () => publicCall("/yc-admin/image/bannerList", "OEM2", "gd").then(ids);
  const banner = { kind: "banner", summary: "横幅", coverUploadId: imageId, channels: ["oem2"], scopes: ["gd"] };

  it("shows a save on this instance at once, and a scheduled banner at its time", async () => {
    const before = await list();
    const saved = await save(editor2, { ...banner, coverUploadId: imageId, title: "本实例保存" });
    expect(saved.status).toBe(200);
    expect(await list()).toEqual([...before, saved.body.data.id]);
    const soon = await save(editor2, { ...banner, coverUploadId: imageId, title: "两秒后", publishAt: new Date(api.clock.now() + 2_000).toISOString() });
    expect(soon.body.data.status).toBe("scheduled");
    expect(await list()).not.toContain(soon.body.data.id);
    // Within the time the rows are held: the publish time is still checked on every read.
    api.clock.advance(2_000);
    expect(await list()).toContain(soon.body.data.id);
  });

  it("shows a banner another instance saved within five seconds", async () => {
    const before = await list();
    const at = new Date(api.clock.now());
    const other = await repo.insert(api.database.db, { ...banner, coverUploadId: imageId, title: "另一实例", body: "", status: "published", publishAt: at, createdAt: at, updatedAt: at });
    expect(await list()).toEqual(before);
    api.clock.advance(5_000);
    expect(await list()).toContain(other.id);
  });
});
