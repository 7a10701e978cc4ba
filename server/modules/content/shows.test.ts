import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { adminLogIn, pngOf, upload } from "#tests/helpers/admin-api";
import { refSources, refUniversities } from "#server/db/schema/reference";
import { CLI_ACTOR, createAdminService } from "../admin/admin.service";
import { ADMIN_TEXT } from "../admin/admin.schema";
import { CONTENT_TEXT } from "./content.schema";
import { DETAILS_TEXT } from "./content-details.schema";

// 直播间, 直通高校 and 高职提前招生 through the API: what staff may save, what the public of
// each channel sees, and that an editor of another channel can neither see nor change it.

const ADMIN = "13900000101";
const EDITOR_OEM1 = "13900000102";
const EDITOR_OEM2 = "13900000103";
const UNIVERSITY = { id: 1001, name: "测试理工大学" };

const uploadDir = mkdtempSync(join(tmpdir(), "shows-uploads-"));
let api: AuthApi;
let editor1 = "";
let editor2 = "";
let adminToken = "";

/** The first bytes of an MP4 (ISO base media, brand isom). */
function mp4(): Uint8Array {
  const b = Buffer.alloc(64, 0);
  b.writeUInt32BE(32, 0);
  b.write("ftypisom", 4, "ascii");
  return new Uint8Array(b);
}

beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000", UPLOAD_DIR: uploadDir } });
  const db = api.database.db;
  await db.insert(refSources).values({ id: 1, file: "test", source: "测试", licence: "test" });
  await db.insert(refUniversities).values({ ...UNIVERSITY, city: "杭州", sourceId: 1 });
  const unused = () => Promise.reject(new Error("unused"));
  const cli = createAdminService({ db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand", "oem1", "oem2"] });
  await cli.addStaff(CLI_ACTOR, { phone: ADMIN, name: "", role: "admin", channels: ["all"], scopes: ["all"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM1, name: "", role: "editor", channels: ["oem1"], scopes: ["zj", "gd"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM2, name: "", role: "editor", channels: ["oem2"], scopes: ["zj", "gd"] });
  adminToken = (await adminLogIn(api, ADMIN)).body.data.token;
  editor1 = (await adminLogIn(api, EDITOR_OEM1)).body.data.token;
  editor2 = (await adminLogIn(api, EDITOR_OEM2)).body.data.token;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const as = (token: string) => ({ token, headers: { channel: "BRAND" }, province: "zj" });
const publicCall = (path: string, channel: string, province = "zj", body?: unknown) => api.call(path, { headers: { channel }, province, body });
const save = (token: string, body: Record<string, unknown>) => api.call("/yc-admin/contents", { ...as(token), body: { channels: ["oem1"], scopes: ["zj"], action: "publish", ...body } });

describe("直播间 links", () => {
  let liveId = 0;
  it("refuses a link that is not https, or without a start time, with the reason", async () => {
    const http = await save(editor1, { kind: "live", title: "志愿填报直播", details: { url: "http://live.example.com/1", startAt: "2026-06-26T19:00:00+08:00" } });
    expect(http.status).toBe(400);
    expect(http.body.msg).toBe(DETAILS_TEXT.liveUrlInvalid);
    const script = await save(editor1, { kind: "live", title: "t", details: { url: "javascript:alert(1)", startAt: "2026-06-26T19:00:00+08:00" } });
    expect(script.body.msg).toBe(DETAILS_TEXT.liveUrlInvalid);
    const noStart = await save(editor1, { kind: "live", title: "t", details: { url: "https://live.example.com/1" } });
    expect(noStart.status).toBe(400);
    expect(noStart.body.msg).toBe(DETAILS_TEXT.liveStartInvalid);
    expect((await api.call("/yc-admin/contents?kind=live", as(editor1))).body.data).toEqual([]);
  });

  it("lists the channel's links by start time, with departments, limit and offset; other channels see none", async () => {
    const later = await save(editor1, { kind: "live", title: "三位一体面试准备", category: "招生办", details: { url: "https://live.example.com/b", startAt: "2026-06-28T19:00:00+08:00" } });
    const sooner = await save(editor1, { kind: "live", title: "志愿填报直播", category: "升学指导", details: { url: "https://live.example.com/a", startAt: "2026-06-26T19:00:00+08:00" } });
    expect(later.status).toBe(200);
    expect(sooner.body.data).toMatchObject({ kind: "live", status: "published", details: { url: "https://live.example.com/a" } });
    liveId = sooner.body.data.id;
    const page = await publicCall("/yc-gk-info/wzy/get_online_watching?limit=1&offset=0", "OEM1");
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.body.data.results).toEqual([
      { id: liveId, title: "志愿填报直播", summary: "", department: "升学指导", url: "https://live.example.com/a", startAt: "2026-06-26T19:00:00+08:00", cover: null },
    ]);
    const second = await publicCall("/yc-gk-info/wzy/get_online_watching?limit=1&offset=1", "OEM1");
    expect(second.body.data.results.map((l: { title: string }) => l.title)).toEqual(["三位一体面试准备"]);
    const departments = await publicCall("/yc-gk-info/wzy/get_departments_online_watching", "OEM1");
    expect(departments.body.data).toEqual([
      { department: "升学指导", count: 1 },
      { department: "招生办", count: 1 },
    ]);
    const one = await publicCall(`/yc-gk-info/wzy/get_list_online_watching?department=${encodeURIComponent("招生办")}`, "OEM1");
    expect(one.body.data.map((l: { title: string }) => l.title)).toEqual(["三位一体面试准备"]);
    for (const channel of ["OEM2", "BRAND"]) expect((await publicCall("/yc-gk-info/wzy/get_online_watching", channel)).body.data.total).toBe(0);
    expect((await publicCall("/yc-gk-info/wzy/get_online_watching", "OEM1", "gd")).body.data.total).toBe(0);
  });

  it("an editor of another channel can neither see nor edit a link", async () => {
    expect((await api.call("/yc-admin/contents?kind=live", as(editor2))).body.data).toEqual([]);
    expect((await api.call(`/yc-admin/contents/info?id=${liveId}`, as(editor2))).status).toBe(404);
    const edit = await api.call("/yc-admin/contents", { ...as(editor2), method: "PUT", body: { id: liveId, kind: "live", title: "改掉", channels: ["oem2"], scopes: ["zj"], action: "archive", details: { url: "https://x.example.com", startAt: "2026-06-26T19:00:00+08:00" } } });
    expect(edit.status).toBe(404);
    const foreign = await api.call("/yc-admin/contents", { ...as(editor2), body: { kind: "live", title: "t", channels: ["oem1"], scopes: ["zj"], action: "publish", details: { url: "https://x.example.com", startAt: "2026-06-26T19:00:00+08:00" } } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe(ADMIN_TEXT.forbidden);
    expect((await publicCall("/yc-gk-info/wzy/get_online_watching", "OEM1")).body.data.results[0].title).toBe("志愿填报直播");
  });
});

describe("直通高校 shows", () => {
  let showId = 0;
  let imageId = "";
  let videoId = "";
  it("refuses an unknown university, a video that is not an MP4, an image without alt text, and a non-https video link", async () => {
    imageId = (await upload(api, editor1, pngOf(64, 36))).body.data.id;
    videoId = (await upload(api, editor1, mp4())).body.data.id;
    expect(videoId).toMatch(/^[0-9a-f]{32}$/);
    const cases: [Record<string, unknown>, string][] = [
      [{ details: { ucode: 999999, images: [] } }, DETAILS_TEXT.showUniversityUnknown],
      [{ details: { images: [] } }, DETAILS_TEXT.showUniversityRequired],
      [{ details: { ucode: UNIVERSITY.id, videoUploadId: imageId } }, DETAILS_TEXT.showVideoNotMp4],
      [{ details: { ucode: UNIVERSITY.id, images: [{ uploadId: videoId, alt: "校园" }] } }, DETAILS_TEXT.showImageNotImage],
      [{ details: { ucode: UNIVERSITY.id, images: [{ uploadId: imageId, alt: " " }] } }, DETAILS_TEXT.showImageAltRequired],
      [{ videoUrl: "http://v.example.com/a.mp4", details: { ucode: UNIVERSITY.id } }, DETAILS_TEXT.showVideoUrlInvalid],
    ];
    for (const [body, msg] of cases) {
      const res = await save(editor1, { kind: "show", title: "走进测试理工大学", ...body });
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it("publishes a show with images and an uploaded video; the public finds it by university name", async () => {
    const res = await save(editor1, {
      kind: "show",
      title: "走进测试理工大学",
      summary: "校园与专业一览",
      body: "学校位于**杭州**。",
      source: "测试理工大学招生办",
      details: { ucode: UNIVERSITY.id, images: [{ uploadId: imageId, alt: "图书馆外景" }], videoUploadId: videoId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.details).toMatchObject({ ucode: UNIVERSITY.id, universityName: UNIVERSITY.name });
    showId = res.body.data.id;
    const found = await publicCall("/yc-major/rest/show/query_university_show_more", "OEM1", "zj", { keyword: "理工", page: 1, pageSize: 12 });
    expect(found.status).toBe(200);
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.results[0]).toMatchObject({ id: showId, universityName: UNIVERSITY.name, ucode: UNIVERSITY.id, hasVideo: true, image: { url: `/uploads/${imageId}.png`, alt: "图书馆外景" } });
    expect((await publicCall("/yc-major/rest/show/query_university_show_more", "OEM1", "zj", { keyword: "师范" })).body.data.total).toBe(0);
    // A search with LIKE's own characters matches them literally.
    expect((await publicCall("/yc-major/rest/show/query_university_show_more", "OEM1", "zj", { keyword: "%" })).body.data.total).toBe(0);
    const one = await publicCall(`/yc-major/rest/show/query_university_show?id=${showId}`, "OEM1");
    expect(one.body.data).toMatchObject({ videoUrl: `/uploads/${videoId}.mp4`, source: "测试理工大学招生办", images: [{ url: `/uploads/${imageId}.png`, alt: "图书馆外景", width: 64, height: 36 }] });
    expect(one.body.data.html).toContain("<strong>杭州</strong>");
    expect((await publicCall(`/yc-major/rest/show/query_university_show?id=${showId}`, "OEM2")).status).toBe(404);
    const bad = await publicCall("/yc-major/rest/show/query_university_show?id=abc", "OEM1");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("an editor of another channel can neither see nor edit the show; archiving takes it down; each step is audited", async () => {
    expect((await api.call("/yc-admin/contents?kind=show", as(editor2))).body.data).toEqual([]);
    expect((await api.call(`/yc-admin/contents/preview?id=${showId}`, as(editor2))).status).toBe(404);
    const edit = await api.call("/yc-admin/contents", { ...as(editor2), method: "PUT", body: { id: showId, title: "改掉", channels: ["oem2"], scopes: ["zj"], action: "publish", details: { ucode: UNIVERSITY.id } } });
    expect(edit.status).toBe(404);
    const archived = await api.call("/yc-admin/contents", { ...as(editor1), method: "PUT", body: { id: showId, title: "走进测试理工大学", channels: ["oem1"], scopes: ["zj"], action: "archive", details: { ucode: UNIVERSITY.id } } });
    expect(archived.body.data.status).toBe("archived");
    expect((await publicCall(`/yc-major/rest/show/query_university_show?id=${showId}`, "OEM1")).status).toBe(404);
    const log = await api.call("/yc-admin/audit?pageSize=100", as(adminToken));
    const actions = (log.body.data.items as { staffPhone: string; action: string; entityId: string }[]).filter((e) => e.entityId === String(showId)).map((e) => `${e.staffPhone} ${e.action}`);
    expect(actions).toEqual([`${EDITOR_OEM1} show.update.archived`, `${EDITOR_OEM1} show.create.published`]);
  });
});

describe("高职提前招生 programmes", () => {
  const programme = {
    kind: "vocational",
    title: "测试职业技术学院 2026 年高职提前招生",
    body: "须为浙江省 2026 年高考报名考生。",
    source: "测试职业技术学院 2026 年提前招生章程",
    details: { year: 2026, school: "测试职业技术学院", city: "宁波", majors: "港口与航运管理、机电一体化技术", plan: "120", applyStart: "2026-03-01", applyEnd: "2026-03-10", examDate: "2026-04-11" },
  };
  let id = 0;
  it("refuses other scopes than zj, a programme without a source, and bad dates or plans", async () => {
    const gd = await save(editor1, { ...programme, scopes: ["gd"] });
    expect(gd.status).toBe(400);
    expect(gd.body.msg).toBe(DETAILS_TEXT.vocationalScopeOnly);
    const noSource = await save(editor1, { ...programme, source: "" });
    expect(noSource.body.msg).toBe(DETAILS_TEXT.vocationalSourceRequired);
    const cases: [Record<string, unknown>, string][] = [
      [{ applyEnd: "2026-02-30" }, DETAILS_TEXT.vocationalDateInvalid],
      [{ applyEnd: "2026-02-01" }, DETAILS_TEXT.vocationalDatesOrder],
      [{ plan: "-3" }, DETAILS_TEXT.vocationalPlanInvalid],
      [{ majors: "" }, DETAILS_TEXT.vocationalMajorsRequired],
      [{ school: "" }, DETAILS_TEXT.vocationalSchoolRequired],
    ];
    for (const [change, msg] of cases) {
      const res = await save(editor1, { ...programme, details: { ...programme.details, ...change } });
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const noTitle = await save(editor1, { ...programme, title: "" });
    expect(noTitle.body.msg).toBe(CONTENT_TEXT.titleRequired);
  });

  it("lists the channel's programmes with city, school and major filters, and reads one", async () => {
    const res = await save(editor1, programme);
    expect(res.status).toBe(200);
    id = res.body.data.id;
    expect(res.body.data.details).toMatchObject({ majors: ["港口与航运管理", "机电一体化技术"], plan: 120 });
    const all = await publicCall("/yc-news/early-vocational", "OEM1");
    expect(all.body.data).toMatchObject({ total: 1, cities: ["宁波"] });
    expect(all.body.data.results[0]).toMatchObject({ id, school: "测试职业技术学院", plan: 120, applyStart: "2026-03-01", applyEnd: "2026-03-10", examDate: "2026-04-11", year: 2026 });
    for (const q of ["city=宁波", "school=职业技术", "major=航运"]) expect((await publicCall(`/yc-news/early-vocational?${encodeURI(q)}`, "OEM1")).body.data.total, q).toBe(1);
    for (const q of ["city=杭州", "school=大学", "major=护理"]) expect((await publicCall(`/yc-news/early-vocational?${encodeURI(q)}`, "OEM1")).body.data.total, q).toBe(0);
    const one = await publicCall(`/yc-news/early-vocational/info?id=${id}`, "OEM1");
    expect(one.body.data.html).toContain("浙江省 2026 年高考报名考生");
    expect((await publicCall(`/yc-news/early-vocational/info?id=${id}`, "OEM2")).status).toBe(404);
    expect((await publicCall("/yc-news/early-vocational", "OEM1", "gd")).body.data.total).toBe(0);
  });

  it("an editor of another channel can neither see nor edit a programme", async () => {
    expect((await api.call("/yc-admin/contents?kind=vocational", as(editor2))).body.data).toEqual([]);
    const edit = await api.call("/yc-admin/contents", { ...as(editor2), method: "PUT", body: { ...programme, id, channels: ["oem2"], scopes: ["zj"], action: "archive" } });
    expect(edit.status).toBe(404);
    expect((await api.call(`/yc-admin/contents/info?id=${id}`, as(editor1))).body.data.title).toBe(programme.title);
  });
});
