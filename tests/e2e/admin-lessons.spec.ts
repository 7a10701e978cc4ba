import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { uniquePhone } from "./helpers";
import { addStaff, adminLogin } from "./admin-helpers";

// Micro-class lessons and manual pages edited in the admin, for a channel no other lesson spec visits, so the
// seeded lessons the micro-class spec counts stay as they are.
const CHANNEL = "xkzy";
const CAPTIONS = "WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n同学们好，这一课讲平行志愿。\n";
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(126, 0x90)]);

async function shots(page: Page, name: string, project: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `var/screenshots/${name}-390-${project}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `var/screenshots/${name}-1280-${project}.png`, fullPage: true });
}

async function newLesson(page: Page, fields: { title: string; series: string; order: string; body: string }) {
  await page.goto("/admin/lessons");
  await page.getByRole("link", { name: "新建微课" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "新建微课" })).toBeVisible();
  await page.getByLabel("标题").fill(fields.title);
  await page.getByLabel("摘要").fill("平行志愿的投档规则");
  await page.getByLabel("所属系列").fill(fields.series);
  await page.getByLabel(/^系列内顺序/).fill(fields.order);
  await page.getByLabel("时长（分钟）").fill("6");
  await page.getByLabel("正文（Markdown）").fill(fields.body);
  await page.getByRole("checkbox", { name: new RegExp(`（${CHANNEL}）`) }).check();
  await page.getByRole("checkbox", { name: "浙江", exact: true }).check();
}

/** The lesson's id, read from its edit link in the admin list. */
async function idOf(page: Page, title: string): Promise<string> {
  const href = await page.getByTestId("admin-lessons").getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: /^编辑/ }).getAttribute("href");
  return /\/admin\/lessons\/(\d+)$/.exec(href ?? "")![1];
}

test.describe("管理后台：微课堂", () => {
  test("an editor publishes a lesson with a video address and captions: the lesson page plays it with the Chinese caption track", async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const phone = uniquePhone();
    const stamp = `${phone.slice(-4)}${info.project.name}`;
    const title = `平行志愿怎么填 ${stamp}`;
    await addStaff(request, { phone, role: "editor", channels: CHANNEL, scopes: "zj" });
    await adminLogin(page, request, phone);

    await page.getByRole("link", { name: "微课堂 · 使用手册" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "微课堂" })).toBeVisible();
    await expectAccessible(page);

    await newLesson(page, { title, series: `填报入门 ${stamp}`, order: "1", body: "## 要点\n\n按**分数优先、遵循志愿**的规则投档。" });
    await page.getByLabel(/^视频地址/).fill("https://video.example.com/lesson.mp4");
    // A program renamed .vtt is refused with the reason; what was typed stays.
    await page.getByLabel("字幕文件（WebVTT，可选）").setInputFiles({ name: "captions.vtt", mimeType: "text/vtt", buffer: EXE });
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByRole("alert")).toHaveText("仅支持 PNG、JPEG、WebP 图片、MP4 视频或 WebVTT 字幕，文件内容与格式不符");
    await expect(page.getByLabel("标题")).toHaveValue(title);
    await expectAccessible(page);
    await shots(page, "admin-lesson-editor", info.project.name);

    await page.getByLabel("字幕文件（WebVTT，可选）").setInputFiles({ name: "captions.vtt", mimeType: "text/vtt", buffer: Buffer.from(CAPTIONS) });
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/lessons\?kind=lesson$/);
    const row = page.getByTestId("admin-lessons").getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("已发布");
    await expect(row).toContainText("有（含字幕）");
    await expectAccessible(page);
    await shots(page, "admin-lessons", info.project.name);
    const id = await idOf(page, title);

    // The editor shows the saved captions; the preview plays them too.
    await row.getByRole("link", { name: /^编辑/ }).click();
    await expect(page.getByText(/当前字幕：/)).toBeVisible();
    await page.getByRole("link", { name: "预览" }).click();
    await expect(page.locator('video track[kind="captions"]')).toHaveCount(1);

    // The public lesson page of that channel, as a visitor.
    await page.context().clearCookies();
    await page.goto(`/zj/microClassEnter/${id}?channel=${CHANNEL}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("src", "https://video.example.com/lesson.mp4");
    await expect(video).toHaveAttribute("width", "100%");
    await expect(video).toHaveAttribute("height", "360");
    const track = video.locator("track");
    await expect(track).toHaveAttribute("kind", "captions");
    await expect(track).toHaveAttribute("srclang", "zh");
    await expect(track).toHaveAttribute("label", "中文字幕");
    await expect(track).toHaveAttribute("default", "");
    const captions = await request.get((await track.getAttribute("src"))!);
    expect(captions.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(await captions.text()).toBe(CAPTIONS);
    await expectAccessible(page);
    await shots(page, "lesson-with-captions", info.project.name);

    // Another channel does not have it.
    expect((await page.goto(`/zj/microClassEnter/${id}?channel=oem2`))!.status()).toBe(404);
  });

  test("a text-only lesson and a manual page: saved through the form, read on the public pages without a player", async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const phone = uniquePhone();
    const stamp = `${phone.slice(-4)}${info.project.name}`;
    const title = `什么是位次 ${stamp}`;
    const series = `位次入门 ${stamp}`;
    await addStaff(request, { phone, role: "editor", channels: CHANNEL, scopes: "zj" });
    await adminLogin(page, request, phone);

    await newLesson(page, { title, series, order: "1", body: "位次是考生成绩在全省的**排名**。" });
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/lessons\?kind=lesson$/);
    await expect(page.getByTestId("admin-lessons").getByRole("row", { name: new RegExp(title) })).toContainText("无");
    const id = await idOf(page, title);

    await page.getByRole("link", { name: "使用手册", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "使用手册" })).toBeVisible();
    await page.getByRole("link", { name: "新建手册页面" }).click();
    await expect(page.getByLabel(/^视频地址/)).toHaveCount(0);
    const manualTitle = `如何录入成绩 ${stamp}`;
    await page.getByLabel("标题").fill(manualTitle);
    await page.getByLabel("顺序（数字小的在前）").fill("99");
    await page.getByLabel("正文（Markdown）").fill("在**个人中心**录入高考成绩。");
    await page.getByRole("checkbox", { name: new RegExp(`（${CHANNEL}）`) }).check();
    await page.getByRole("checkbox", { name: "浙江", exact: true }).check();
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/lessons\?kind=manual$/);
    await expect(page.getByTestId("admin-lessons")).toContainText(manualTitle);

    await page.context().clearCookies();
    await page.goto(`/zj/microClassList?series=${encodeURIComponent(series)}&channel=${CHANNEL}`);
    await page.getByRole("link", { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/zj/microClassEnter/${id}`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("strong", { hasText: "排名" })).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    await expectAccessible(page);
    await shots(page, "lesson-text-only", info.project.name);

    await page.goto(`/zj/userManual?channel=${CHANNEL}`);
    await expect(page.getByRole("heading", { name: manualTitle })).toBeVisible();
  });

  test("a guide video with captions: the user manual plays it with the caption track", async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const phone = uniquePhone();
    const title = `三分钟学会模拟填报 ${phone.slice(-4)}${info.project.name}`;
    await addStaff(request, { phone, role: "editor", channels: CHANNEL, scopes: "zj" });
    await adminLogin(page, request, phone);

    await page.goto("/admin/promos/guide/new");
    await page.getByLabel("标题").fill(title);
    await page.getByLabel(/^视频地址/).fill("https://video.example.com/guide.mp4");
    await page.getByLabel("字幕文件（WebVTT，可选）").setInputFiles({ name: "guide.vtt", mimeType: "text/vtt", buffer: Buffer.from(CAPTIONS) });
    await page.getByRole("checkbox", { name: new RegExp(`（${CHANNEL}）`) }).check();
    await page.getByRole("checkbox", { name: "浙江", exact: true }).check();
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/promos\/guide$/);

    await page.context().clearCookies();
    await page.goto(`/zj/userManual?channel=${CHANNEL}`);
    const guide = page.getByTestId("guide-videos").getByRole("article", { name: title });
    await expect(guide.locator("video")).toHaveAttribute("src", "https://video.example.com/guide.mp4");
    await expect(guide.locator('video track[kind="captions"][srclang="zh"][label="中文字幕"]')).toHaveCount(1);
  });
});
