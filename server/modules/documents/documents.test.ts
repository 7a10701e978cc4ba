import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "#tests/helpers/db";
import { startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { adminLogIn } from "#tests/helpers/admin-api";
import { CLI_ACTOR, createAdminService } from "../admin/admin.service";
import { ADMIN_TEXT } from "../admin/admin.schema";
import { printDocumentText } from "./document-text";
import { loadDocumentSeed, seedDocument } from "./documents-seed";
import { DOCUMENT_TEXT, DOCUMENT_TYPES } from "./documents.schema";

const ADMIN = "13900000061";
const EDITOR_OEM1 = "13900000062";
const VIEWER = "13900000063";
const BASE = "/yc-admin/documents";

let api: AuthApi;
const tokens: Record<string, string> = {};
const as = (phone: string) => tokens[phone];
/** The public text as a channel's pages read it. */
const publicText = async (channel: string, type = "agreement") =>
  (await api.call(`/yc-admin/document_info?document_type=${type}`, { headers: { channel } })).body.data.content;

beforeAll(async () => {
  const database = await freshDatabase();
  expect(await loadDocumentSeed(database.db)).toBe(DOCUMENT_TYPES.length);
  api = await startAuthApi({ database, env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  const unused = () => Promise.reject(new Error("unused"));
  const cli = createAdminService({ db: database.db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand", "oem1", "oem2"] });
  await cli.addStaff(CLI_ACTOR, { phone: ADMIN, name: "管理员", role: "admin", channels: ["all"], scopes: ["all"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM1, name: "oem1 编辑", role: "editor", channels: ["oem1"], scopes: ["gd"] });
  await cli.addStaff(CLI_ACTOR, { phone: VIEWER, name: "查看员", role: "viewer", channels: ["all"], scopes: ["all"] });
  for (const phone of [ADMIN, EDITOR_OEM1, VIEWER]) tokens[phone] = (await adminLogIn(api, phone)).body.data.token;
}, 180_000);
afterAll(async () => {
  await api?.close();
});

describe("documents, through the API", () => {
  it("serves the seed text filled in with the caller's channel and scope; an unknown type is a 400 in Chinese", async () => {
    const res = await api.call("/yc-admin/document_info?document_type=agreement", { headers: { channel: "OEM1" } });
    expect(res.status).toBe(200);
    expect(res.body.errCode).toBe(200);
    expect(res.body.data.content.title).toBe("用户协议");
    expect(JSON.stringify(res.body.data.content)).toContain("启航志愿");
    expect(JSON.stringify(res.body.data.content)).not.toContain("{{");
    const bad = await api.call("/yc-admin/document_info?document_type=secret");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(DOCUMENT_TEXT.typeInvalid);
    // A seeded database is not seeded twice.
    expect(await loadDocumentSeed(api.database.db)).toBe(0);
  });

  it("lets an editor save its own channel's text only; a channel without its own text reads the default", async () => {
    const text = printDocumentText(seedDocument("agreement")).replace("# 用户协议", "# 启航用户协议");
    const other = await api.call(BASE, { method: "PUT", token: as(EDITOR_OEM1), body: { document_type: "agreement", channel: "oem2", text } });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe(ADMIN_TEXT.forbidden);
    const byDefault = await api.call(BASE, { method: "PUT", token: as(EDITOR_OEM1), body: { document_type: "agreement", channel: "all", text } });
    expect(byDefault.status).toBe(403);
    const viewer = await api.call(BASE, { method: "PUT", token: as(VIEWER), body: { document_type: "agreement", channel: "oem1", text } });
    expect(viewer.status).toBe(403);
    expect((await publicText("OEM2")).title).toBe("用户协议");

    const saved = await api.call(BASE, { method: "PUT", token: as(EDITOR_OEM1), body: { document_type: "agreement", channel: "oem1", text } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ channel: "oem1", own: true, updatedBy: EDITOR_OEM1, editable: ["oem1"] });
    expect((await publicText("OEM1")).title).toBe("启航用户协议");
    expect((await publicText("OEM2")).title).toBe("用户协议");
    expect((await publicText("BRAND")).title).toBe("用户协议");

    const info = await api.call(`${BASE}/info?document_type=agreement&channel=oem2`, { token: as(VIEWER) });
    expect(info.body.data).toMatchObject({ channel: "oem2", own: false, editable: [] });
    expect(info.body.data.text).toBe(printDocumentText(seedDocument("agreement")));
  });

  it("writes each save to the audit log with the text before and after", async () => {
    const before = seedDocument("disclaimer");
    const text = printDocumentText(before).replace("# 免责声明", "# 免责声明（修订）");
    const res = await api.call(BASE, { method: "PUT", token: as(ADMIN), body: { document_type: "disclaimer", channel: "all", text } });
    expect(res.status).toBe(200);
    const audit = await api.call("/yc-admin/audit?page=1&pageSize=5", { token: as(ADMIN) });
    const entry = audit.body.data.items.find((e: { action: string }) => e.action === "document.save");
    expect(entry).toMatchObject({ staffPhone: ADMIN, entity: "document", entityId: "disclaimer:all" });
    expect(entry.before).toEqual(before);
    expect(entry.after.title).toBe("免责声明（修订）");
    // Every channel without its own text follows the default.
    expect((await publicText("OEM2", "disclaimer")).title).toBe("免责声明（修订）");
  });

  it("refuses an empty title or no sections with a Chinese 400, keeping the stored text", async () => {
    for (const [text, msg] of [
      ["## 一、章节\n内容", DOCUMENT_TEXT.titleRequired],
      ["# 用户协议\n只有开头", DOCUMENT_TEXT.sectionsRequired],
    ] as const) {
      const res = await api.call(BASE, { method: "PUT", token: as(ADMIN), body: { document_type: "agreement", channel: "oem1", text } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const bad = await api.call(BASE, { method: "PUT", token: as(ADMIN), body: { document_type: "agreement", channel: "nope", text: "# 甲\n## 乙\n丙" } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(DOCUMENT_TEXT.channelInvalid);
    expect((await publicText("OEM1")).title).toBe("启航用户协议");
  });

  it("lists every stored text with its channel and last editor, for any staff member; a visitor gets 401", async () => {
    expect((await api.call(BASE)).status).toBe(401);
    const res = await api.call(BASE, { token: as(VIEWER) });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(expect.objectContaining({ document_type: "agreement", channel: "oem1", title: "启航用户协议", updatedBy: EDITOR_OEM1 }));
    expect(res.body.data).toContainEqual(expect.objectContaining({ document_type: "faqNewbieHelp", channel: "all", updatedBy: null }));
  });

  it("drops a channel's own version on reset, so the channel follows the default again; the audit entry keeps the dropped text", async () => {
    const other = await api.call(`${BASE}/reset`, { token: as(EDITOR_OEM1), body: { document_type: "agreement", channel: "oem2" } });
    expect(other.status).toBe(403);
    const byDefault = await api.call(`${BASE}/reset`, { token: as(ADMIN), body: { document_type: "agreement", channel: "all" } });
    expect(byDefault.status).toBe(400);
    expect(byDefault.body.msg).toBe(DOCUMENT_TEXT.resetDefault);
    const res = await api.call(`${BASE}/reset`, { token: as(EDITOR_OEM1), body: { document_type: "agreement", channel: "oem1" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ channel: "oem1", own: false });
    expect((await publicText("OEM1")).title).toBe("用户协议");
    const audit = await api.call("/yc-admin/audit?page=1&pageSize=5", { token: as(ADMIN) });
    const entry = audit.body.data.items.find((e: { action: string }) => e.action === "document.reset");
    expect(entry).toMatchObject({ staffPhone: EDITOR_OEM1, entityId: "agreement:oem1", after: null });
    expect(entry.before.title).toBe("启航用户协议");
    const again = await api.call(`${BASE}/reset`, { token: as(EDITOR_OEM1), body: { document_type: "agreement", channel: "oem1" } });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe(DOCUMENT_TEXT.noOwnVersion);
  });
});
