import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { CONTENT_SEED_DIR, loadContentSeed, parseSeedFile } from "./content-seed";
import { insert } from "./content.repo";

/** The seed files as written: what each scope should see, in order. */
async function seedFiles(folder: string) {
  const names = (await readdir(join(CONTENT_SEED_DIR, folder))).filter((f) => f.endsWith(".md")).sort();
  return Promise.all(names.map(async (n) => parseSeedFile(`${folder}/${n}`, await readFile(join(CONTENT_SEED_DIR, folder, n), "utf8")).meta));
}
const forScope = <T extends { scopes: string[] }>(items: T[], scope: string) => items.filter((m) => m.scopes.includes("all") || m.scopes.includes(scope));

let api: AuthApi;
beforeAll(async () => {
  api = await startAuthApi();
  await loadContentSeed(api.database.db);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

describe("micro-class lessons and the user manual, through the API", () => {
  it("shows nothing before the lessons' publish time", async () => {
    const res = await api.call("/yc-news/lessons", { province: "zj" });
    expect(res.status).toBe(200);
    expect(res.body.data.series).toEqual([]);
  });

  it("lists each scope's lessons by series in the files' order, with counts and minutes", async () => {
    api.clock.advance(200 * 24 * 3600_000);
    const lessons = await seedFiles("micro-classes");
    for (const scope of ["zj", "gd"]) {
      const mine = forScope(lessons, scope).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
      const res = await api.call("/yc-news/lessons", { province: scope });
      expect(res.status).toBe(200);
      const [series] = res.body.data.series;
      expect(res.body.data.series).toHaveLength(1);
      expect(series.name).toBe(mine[0].series);
      expect(series.count).toBe(mine.length);
      expect(series.minutes).toBe(mine.reduce((s, m) => s + (m.durationMinutes ?? 0), 0));
      expect(series.lessons.map((l: { title: string }) => l.title)).toEqual(mine.map((m) => m.title));
    }
    // The zj-only lessons are not in gd's list.
    expect(forScope(lessons, "gd").length).toBeLessThan(forScope(lessons, "zj").length);
  });

  it("reads one lesson with its rendered body and its neighbours among the lessons this scope sees", async () => {
    const gd = (await api.call("/yc-news/lessons", { province: "gd" })).body.data.series[0].lessons;
    const res = await api.call(`/yc-news/lessons/reading?id=${gd[1].id}`, { province: "gd" });
    expect(res.status).toBe(200);
    const lesson = res.body.data;
    expect(lesson.title).toBe(gd[1].title);
    expect(lesson.html).toContain("<h2");
    expect(lesson.previous.id).toBe(gd[0].id);
    expect(lesson.next.id).toBe(gd[2].id);
    expect(lesson.videoUrl).toBeNull();
    const first = (await api.call(`/yc-news/lessons/reading?id=${gd[0].id}`, { province: "gd" })).body.data;
    expect(first.previous).toBeNull();
    const last = (await api.call(`/yc-news/lessons/reading?id=${gd.at(-1).id}`, { province: "gd" })).body.data;
    expect(last.next).toBeNull();
  });

  it("answers 404 for a lesson another scope's, an article's id or an unknown id", async () => {
    const zj = (await api.call("/yc-news/lessons", { province: "zj" })).body.data.series[0].lessons;
    const gdIds = new Set((await api.call("/yc-news/lessons", { province: "gd" })).body.data.series[0].lessons.map((l: { id: number }) => l.id));
    const zjOnly = zj.find((l: { id: number }) => !gdIds.has(l.id));
    expect((await api.call(`/yc-news/lessons/reading?id=${zjOnly.id}`, { province: "zj" })).status).toBe(200);
    const refused = await api.call(`/yc-news/lessons/reading?id=${zjOnly.id}`, { province: "gd" });
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe("内容不存在或已下线");
    const article = (await api.call("/yc-news/articles", { province: "zj" })).body.data.results[0];
    expect((await api.call(`/yc-news/lessons/reading?id=${article.id}`, { province: "zj" })).status).toBe(404);
    expect((await api.call("/yc-news/lessons/reading?id=999999", { province: "zj" })).status).toBe(404);
    expect((await api.call("/yc-news/lessons/reading?id=abc", { province: "zj" })).status).toBe(400);
  });

  it("gives a lesson's video address only when it has one", async () => {
    const at = new Date(api.clock.now() - 1000);
    const row = await insert(api.database.db, {
      kind: "lesson", status: "published", title: "视频课", summary: "", category: "", body: "正文", source: "", channels: ["all"], scopes: ["all"],
      publishAt: at, series: "视频系列", seriesOrder: 1, durationMinutes: 3, videoUrl: "/uploads/0123456789abcdef0123456789abcdef.mp4", createdAt: at, updatedAt: at,
    });
    const res = await api.call(`/yc-news/lessons/reading?id=${row.id}`, { province: "gd" });
    expect(res.body.data.videoUrl).toBe("/uploads/0123456789abcdef0123456789abcdef.mp4");
    expect(res.body.data.hasVideo).toBe(true);
    const series = (await api.call("/yc-news/lessons", { province: "gd" })).body.data.series;
    expect(series.map((s: { name: string }) => s.name)).toContain("视频系列");
  });

  it("lists the manual's pages in order, rendered", async () => {
    const pages = await seedFiles("user-manual");
    const res = await api.call("/yc-news/manual", { province: "zj" });
    expect(res.status).toBe(200);
    const expected = forScope(pages, "zj").sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    expect(res.body.data.pages.map((p: { title: string }) => p.title)).toEqual(expected.map((m) => m.title));
    expect(res.body.data.pages[0].html).toContain("<h2");
  });
});
