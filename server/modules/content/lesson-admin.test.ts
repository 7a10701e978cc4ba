import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { adminLogIn, exeBytes, pngOf, upload } from "#tests/helpers/admin-api";
import { CLI_ACTOR, createAdminService } from "../admin/admin.service";
import { CONTENT_TEXT } from "./content.schema";
import { DETAILS_TEXT } from "./content-details.schema";
import { UPLOAD_TEXT } from "./upload-check";

// Micro-class lessons and guide videos edited by staff, with WebVTT captions: what may be saved, what the public
// of each channel sees, how the caption file is served, and that an editor of another channel cannot touch them.

const EDITOR_OEM1 = "13900000201";
const EDITOR_OEM2 = "13900000202";
const VTT = new TextEncoder().encode("WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n同学们好，这一课讲平行志愿。\n");

const uploadDir = mkdtempSync(join(tmpdir(), "lesson-uploads-"));
let api: AuthApi;
let editor1 = "";
let editor2 = "";

beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000", UPLOAD_DIR: uploadDir } });
  const unused = () => Promise.reject(new Error("unused"));
  const cli = createAdminService({ db: api.database.db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand", "oem1", "oem2"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM1, name: "", role: "editor", channels: ["oem1"], scopes: ["zj"] });
  await cli.addStaff(CLI_ACTOR, { phone: EDITOR_OEM2, name: "", role: "editor", channels: ["oem2"], scopes: ["zj"] });
  editor1 = (await adminLogIn(api, EDITOR_OEM1)).body.data.token;
  editor2 = (await adminLogIn(api, EDITOR_OEM2)).body.data.token;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const as = (token: string) => ({ token, headers: { channel: "BRAND" }, province: "zj" });
const publicCall = (path: string, channel: string) => api.call(path, { headers: { channel }, province: "zj" });
const lesson = (extra: Record<string, unknown> = {}) => ({
  kind: "lesson",
  title: "平行志愿怎么填",
  body: "## 要点\n\n按分数优先、遵循志愿。",
  series: "填报入门",
  seriesOrder: 1,
  durationMinutes: 8,
  channels: ["oem1"],
  scopes: ["zj"],
  action: "publish",
  ...extra,
});
const save = (token: string, body: Record<string, unknown>) => api.call("/yc-admin/contents", { ...as(token), body });

describe("WebVTT caption uploads", () => {
  let captions = { id: "", url: "" };

  it("stores a caption file renamed .vtt and serves it as UTF-8 WebVTT, inline, never sniffed", async () => {
    const res = await upload(api, editor1, VTT, "text/vtt");
    expect(res.status).toBe(200);
    captions = res.body.data;
    expect(captions.url).toBe(`/uploads/${captions.id}.vtt`);
    expect(res.body.data).toMatchObject({ mime: "text/vtt", size: VTT.length, width: null, height: null });
    const served = await fetch(api.baseUrl + captions.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="${captions.id}.vtt"`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(VTT);
    // The same upload under another extension does not exist.
    expect((await fetch(`${api.baseUrl}/uploads/${captions.id}.png`)).status).toBe(404);
  });

  it("refuses a renamed executable sent as a .vtt, and caption text in another encoding", async () => {
    const exe = await upload(api, editor1, exeBytes(), "text/vtt");
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toBe(UPLOAD_TEXT.unsupported);
    const gbk = await upload(api, editor1, new Uint8Array([...new TextEncoder().encode("WEBVTT\n\n"), 0xd7, 0xd6, 0xc4, 0xbb]), "text/vtt");
    expect(gbk.status).toBe(400);
    expect(gbk.body.msg).toBe(UPLOAD_TEXT.captionsNotUtf8);
  });

  describe("lessons", () => {
    let lessonId = 0;

    it("refuses a video address that is neither https nor our MP4, captions without a video, and an image as captions", async () => {
      const http = await save(editor1, lesson({ videoUrl: "http://video.example.com/a.mp4" }));
      expect(http.status).toBe(400);
      expect(http.body.msg).toBe(CONTENT_TEXT.videoInvalid);
      const bare = await save(editor1, lesson({ details: { captionsUploadId: captions.id } }));
      expect(bare.status).toBe(400);
      expect(bare.body.msg).toBe(DETAILS_TEXT.captionsWithoutVideo);
      const image = (await upload(api, editor1, pngOf(4, 4))).body.data;
      const wrong = await save(editor1, lesson({ videoUrl: "https://video.example.com/a.mp4", details: { captionsUploadId: image.id } }));
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe(DETAILS_TEXT.captionsNotVtt);
      const missing = await save(editor1, lesson({ videoUrl: "https://video.example.com/a.mp4", details: { captionsUploadId: "0".repeat(32) } }));
      expect(missing.body.msg).toBe(DETAILS_TEXT.captionsMissing);
      const noBody = await save(editor1, lesson({ body: "" }));
      expect(noBody.body.msg).toBe(CONTENT_TEXT.bodyRequired);
      expect((await api.call("/yc-admin/contents?kind=lesson", as(editor1))).body.data).toEqual([]);
    });

    it("publishes a lesson with a video and captions: the channel's public sees both, another channel sees nothing", async () => {
      const saved = await save(editor1, lesson({ videoUrl: "https://video.example.com/a.mp4", details: { captionsUploadId: captions.id } }));
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ kind: "lesson", status: "published", details: { captionsUploadId: captions.id, captionsUrl: captions.url } });
      lessonId = saved.body.data.id;
      const read = await publicCall(`/yc-news/lessons/reading?id=${lessonId}`, "OEM1");
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ title: "平行志愿怎么填", videoUrl: "https://video.example.com/a.mp4", captionsUrl: captions.url, series: "填报入门", durationMinutes: 8 });
      expect((await publicCall(`/yc-news/lessons/reading?id=${lessonId}`, "OEM2")).status).toBe(404);
      expect((await publicCall("/yc-news/lessons", "OEM2")).body.data.series).toEqual([]);
    });

    it("a text-only lesson has neither video nor captions", async () => {
      const saved = await save(editor1, lesson({ title: "什么是位次", seriesOrder: 2 }));
      expect(saved.status).toBe(200);
      const read = (await publicCall(`/yc-news/lessons/reading?id=${saved.body.data.id}`, "OEM1")).body.data;
      expect(read).toMatchObject({ videoUrl: null, captionsUrl: null, hasVideo: false });
      expect(read.previous.id).toBe(lessonId);
    });

    it("an editor of another channel can neither see nor edit the lesson, nor publish one for the first channel", async () => {
      expect((await api.call("/yc-admin/contents?kind=lesson", as(editor2))).body.data).toEqual([]);
      expect((await api.call(`/yc-admin/contents/info?id=${lessonId}`, as(editor2))).status).toBe(404);
      const edit = await api.call("/yc-admin/contents", { ...as(editor2), method: "PUT", body: { ...lesson({ channels: ["oem2"], action: "archive" }), id: lessonId } });
      expect(edit.status).toBe(404);
      const foreign = await save(editor2, lesson());
      expect(foreign.status).toBe(403);
      const still = await publicCall(`/yc-news/lessons/reading?id=${lessonId}`, "OEM1");
      expect(still.body.data).toMatchObject({ title: "平行志愿怎么填", captionsUrl: captions.url });
    });

    it("saving without captions removes them; archiving takes the lesson down", async () => {
      const put = (body: Record<string, unknown>) => api.call("/yc-admin/contents", { ...as(editor1), method: "PUT", body: { ...lesson({ videoUrl: "https://video.example.com/a.mp4" }), id: lessonId, ...body } });
      expect((await put({ details: { captionsUploadId: "" } })).body.data.details).toBeNull();
      expect((await publicCall(`/yc-news/lessons/reading?id=${lessonId}`, "OEM1")).body.data.captionsUrl).toBeNull();
      expect((await put({ action: "archive" })).body.data.status).toBe("archived");
      expect((await publicCall(`/yc-news/lessons/reading?id=${lessonId}`, "OEM1")).status).toBe(404);
    });
  });

  it("a guide video with captions lists their address", async () => {
    const saved = await save(editor1, { kind: "guide", title: "三分钟学会模拟填报", videoUrl: "https://video.example.com/guide.mp4", channels: ["oem1"], scopes: ["zj"], action: "publish", details: { captionsUploadId: captions.id } });
    expect(saved.status).toBe(200);
    const list = await publicCall("/yc-admin/userGuide/videoList", "OEM1");
    expect(list.body.data).toEqual([expect.objectContaining({ id: saved.body.data.id, captionsUrl: captions.url })]);
  });
});
