import { readdir } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { adminLogIn, exeBytes, pngOf, upload } from "#tests/helpers/admin-api";
import { CLI_ACTOR, createAdminService } from "./admin.service";
import { ADMIN_TEXT } from "./admin.schema";
import { UPLOAD_TEXT } from "../content/upload-check";

const ADMIN = "13900000001";
const EDITOR_OEM1 = "13900000002";
const EDITOR_OEM2 = "13900000003";
const STRANGER = "13900000009";
const uploadDir = mkdtempSync(join(tmpdir(), "uploads-"));

let api: AuthApi;
beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000", UPLOAD_DIR: uploadDir } });
  // The first admin comes from the command line (npm run admin:add), which runs this.
  const unused = () => Promise.reject(new Error("unused"));
  const cli = createAdminService({ db: api.database.db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand", "oem1", "oem2"] });
  await cli.addStaff(CLI_ACTOR, { phone: ADMIN, name: "管理员", role: "admin", channels: ["all"], scopes: ["all"] });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const as = (token: string, channel = "BRAND", province = "zj") => ({ token, headers: { channel }, province });
const news = (channel: string, province: string) => api.call("/yc-news/articles", { headers: { channel }, province });

describe("the admin module, end to end through the API", () => {
  let adminToken = "";
  let editor1 = "";
  let editor2 = "";
  let articleId = 0;
  let coverId = "";

  it("lets only staff numbers in: a stranger's login is refused with a Chinese message", async () => {
    const stranger = await adminLogIn(api, STRANGER);
    expect(stranger.status).toBe(403);
    expect(stranger.body.msg).toBe(ADMIN_TEXT.notStaff);
    const res = await adminLogIn(api, ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.data.staff).toMatchObject({ phone: ADMIN, role: "admin" });
    adminToken = res.body.data.token;
    // The staff session is no user login: /yc-user refuses it, and a user token is no staff session.
    expect((await api.call("/yc-user/users/own", { token: adminToken })).status).toBe(401);
  });

  it("an admin adds an editor for channel oem1 and scope gd, and one for oem2", async () => {
    const added = await api.call("/yc-admin/staff", { ...as(adminToken), body: { phone: EDITOR_OEM1, name: "编辑甲", role: "editor", channels: ["oem1"], scopes: ["gd"] } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ role: "editor", channels: ["oem1"], scopes: ["gd"] });
    const other = await api.call("/yc-admin/staff", { ...as(adminToken), body: { phone: EDITOR_OEM2, role: "editor", channels: "oem2", scopes: "gd" } });
    expect(other.status).toBe(200);
    const again = await api.call("/yc-admin/staff", { ...as(adminToken), body: { phone: EDITOR_OEM2, role: "editor", channels: "oem2", scopes: "gd" } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(ADMIN_TEXT.staffExists);
    const bad = await api.call("/yc-admin/staff", { ...as(adminToken), body: { phone: "13900000010", role: "editor", channels: "nosuch", scopes: "gd" } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(ADMIN_TEXT.channelInvalid);

    editor1 = (await adminLogIn(api, EDITOR_OEM1)).body.data.token;
    editor2 = (await adminLogIn(api, EDITOR_OEM2)).body.data.token;
    expect(editor1 && editor2).toBeTruthy();
    // Editors manage no staff.
    const refused = await api.call("/yc-admin/staff", { ...as(editor1), body: { phone: "13900000011", role: "admin", channels: "all", scopes: "all" } });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(ADMIN_TEXT.forbidden);
  });

  it("refuses a renamed .exe sent as a .png, and stores a real PNG renamed, served with its own headers", async () => {
    const exe = await upload(api, editor1, exeBytes(), "image/png");
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toBe(UPLOAD_TEXT.unsupported);
    const huge = await upload(api, editor1, pngOf(5000, 1), "image/png");
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe(UPLOAD_TEXT.dimensions(4096));
    expect(await readdir(uploadDir)).toEqual([]);

    const png = await upload(api, editor1, pngOf(64, 36));
    expect(png.status).toBe(200);
    expect(png.body.data).toMatchObject({ mime: "image/png", width: 64, height: 36 });
    coverId = png.body.data.id;
    expect(png.body.data.url).toBe(`/uploads/${coverId}.png`);
    expect(await readdir(uploadDir)).toEqual([`${coverId}.png`]);
    const served = await fetch(api.baseUrl + png.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="${coverId}.png"`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngOf(64, 36));
    expect((await fetch(`${api.baseUrl}/uploads/${coverId}.mp4`)).status).toBe(404);
    // Without a staff session nothing is stored.
    expect((await upload(api, "not-a-token", pngOf(4, 4))).status).toBe(401);
  });

  it("the oem1 editor schedules an article with the image a minute ahead: it appears on oem1's gd news only, at its time", async () => {
    const at = new Date(api.clock.now() + 60_000).toISOString();
    const created = await api.call("/yc-admin/contents", {
      ...as(editor1),
      body: {
        title: "广东本科批填报提醒",
        summary: "45 个院校专业组",
        category: "填报规则",
        body: "# 提醒\n\n本科批可填 **45** 个院校专业组。<script>alert(1)</script>",
        source: "广东省教育考试院",
        coverUploadId: coverId,
        channels: ["oem1"],
        scopes: ["gd"],
        action: "publish",
        publishAt: at,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: "scheduled", live: false, cover: `/uploads/${coverId}.png`, channels: ["oem1"], scopes: ["gd"] });
    articleId = created.body.data.id;

    const before = await news("OEM1", "gd");
    expect(before.body.data.results.map((a: { id: number }) => a.id)).not.toContain(articleId);
    expect((await api.call(`/yc-news/articles/reading?id=${articleId}`, { headers: { channel: "OEM1" }, province: "gd" })).status).toBe(404);

    api.clock.advance(61_000);
    const after = await news("OEM1", "gd");
    expect(after.status).toBe(200);
    const listed = after.body.data.results.find((a: { id: number }) => a.id === articleId);
    expect(listed).toMatchObject({ title: "广东本科批填报提醒", source: "广东省教育考试院", cover: `/uploads/${coverId}.png`, publishAt: at });
    for (const [channel, province] of [["OEM2", "gd"], ["BRAND", "gd"], ["OEM1", "zj"], ["OEM1", "hb"]]) {
      const elsewhere = await news(channel, province);
      expect(elsewhere.body.data.results.map((a: { id: number }) => a.id), `${channel} ${province}`).not.toContain(articleId);
    }
    // provinceId 44 (广东) picks the scope when no province header says otherwise.
    const byId = await api.call("/yc-news/articles?provinceId=44", { headers: { channel: "OEM1" }, province: "" });
    expect(byId.body.data.results.map((a: { id: number }) => a.id)).toContain(articleId);

    const read = await api.call(`/yc-news/articles/reading?id=${articleId}`, { headers: { channel: "OEM1" }, province: "gd" });
    expect(read.status).toBe(200);
    expect(read.body.data.reads).toBe(1);
    expect(read.body.data.html).toContain("<strong>45</strong>");
    expect(read.body.data.html).not.toContain("<script");
    expect((await api.call(`/yc-news/articles/reading?id=${articleId}`, { headers: { channel: "OEM1" }, province: "gd" })).body.data.reads).toBe(2);
  });

  it("an editor of another channel can neither see nor edit it", async () => {
    const list = await api.call("/yc-admin/contents?kind=article", as(editor2));
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(articleId);
    expect((await api.call(`/yc-admin/contents/info?id=${articleId}`, as(editor2))).status).toBe(404);
    expect((await api.call(`/yc-admin/contents/preview?id=${articleId}`, as(editor2))).status).toBe(404);
    const edit = await api.call("/yc-admin/contents", {
      ...as(editor2),
      method: "PUT",
      body: { id: articleId, title: "改掉", body: "x", channels: ["oem2"], scopes: ["gd"], action: "archive" },
    });
    expect(edit.status).toBe(404);
    // Nor may it publish to oem1 itself, nor the oem1 editor to oem2 or to every channel.
    const foreign = await api.call("/yc-admin/contents", { ...as(editor2), body: { title: "t", body: "b", channels: ["oem1"], scopes: ["gd"], action: "publish" } });
    expect(foreign.status).toBe(403);
    const wider = await api.call("/yc-admin/contents", { ...as(editor1), body: { title: "t", body: "b", channels: ["all"], scopes: ["gd"], action: "publish" } });
    expect(wider.status).toBe(403);
    const move = await api.call("/yc-admin/contents", { ...as(editor1), method: "PUT", body: { id: articleId, title: "t", body: "b", channels: ["oem1"], scopes: ["zj"], action: "publish" } });
    expect(move.status).toBe(403);
    // The owner still sees it unchanged.
    const mine = await api.call(`/yc-admin/contents/info?id=${articleId}`, as(editor1));
    expect(mine.body.data).toMatchObject({ title: "广东本科批填报提醒", status: "scheduled", live: true });
  });

  it("the audit log shows each step, to admins only", async () => {
    expect((await api.call("/yc-admin/audit", as(editor1))).status).toBe(403);
    const log = await api.call("/yc-admin/audit?pageSize=100", as(adminToken));
    expect(log.status).toBe(200);
    const steps = (log.body.data.items as { staffPhone: string; action: string; entityId: string | null; after: any; before: any }[]).reverse();
    const seq = steps.map((s) => `${s.staffPhone} ${s.action}`);
    expect(seq).toEqual([
      `cli staff.add`,
      `${ADMIN} login`,
      `${ADMIN} staff.add`,
      `${ADMIN} staff.add`,
      `${EDITOR_OEM1} login`,
      `${EDITOR_OEM2} login`,
      `${EDITOR_OEM1} upload.refused`,
      `${EDITOR_OEM1} upload.refused`,
      `${EDITOR_OEM1} upload.store`,
      `${EDITOR_OEM1} article.create.scheduled`,
    ]);
    const created = steps.find((s) => s.action === "article.create.scheduled")!;
    expect(created.entityId).toBe(String(articleId));
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ title: "广东本科批填报提醒", channels: ["oem1"], scopes: ["gd"] });
    expect(steps[2].after).toMatchObject({ phone: EDITOR_OEM1, channels: ["oem1"], scopes: ["gd"] });
  });

  it("an update is audited with before and after; archiving takes it off the news at once", async () => {
    const res = await api.call("/yc-admin/contents", {
      ...as(editor1),
      method: "PUT",
      body: { id: articleId, title: "广东本科批填报提醒（已下线）", body: "x", channels: ["oem1"], scopes: ["gd"], action: "archive" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("archived");
    expect((await news("OEM1", "gd")).body.data.results.map((a: { id: number }) => a.id)).not.toContain(articleId);
    const log = await api.call("/yc-admin/audit?pageSize=1", as(adminToken));
    expect(log.body.data.items[0]).toMatchObject({ action: "article.update.archived", before: { title: "广东本科批填报提醒" }, after: { title: "广东本科批填报提醒（已下线）" } });
  });

  it("logging out ends the staff session; a disabled member's sessions end at once", async () => {
    const disable = await api.call("/yc-admin/staff", { ...as(adminToken), method: "PUT", body: { id: (await api.call("/yc-admin/me", as(editor2))).body.data.id, role: "editor", channels: "oem2", scopes: "gd", disabled: true } });
    expect(disable.status).toBe(200);
    expect(disable.body.data.disabled).toBe(true);
    expect((await api.call("/yc-admin/me", as(editor2))).status).toBe(401);
    expect((await adminLogIn(api, EDITOR_OEM2)).status).toBe(403);
    expect((await api.call("/yc-admin/logout", { ...as(editor1), body: {} })).status).toBe(200);
    expect((await api.call("/yc-admin/me", as(editor1))).status).toBe(401);
  });
});
