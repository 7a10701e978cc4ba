import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessibleAtAllWidths } from "./expect-accessible";

/** Front matter of the seed Markdown files, read from the files themselves. */
function seed(folder: string) {
  const dir = new URL(`../../server/data/content/${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => {
      const text = readFileSync(new URL(f, dir), "utf8");
      const field = (k: string) => new RegExp(`^${k}: (.+)$`, "m").exec(text)?.[1].trim() ?? "";
      return { title: field("title"), series: field("series"), order: Number(field("order")), scopes: field("scopes"), minutes: Number(field("durationMinutes")) };
    })
    .sort((a, b) => a.order - b.order);
}
const LESSONS = seed("micro-classes");
const forScope = (scope: string) => LESSONS.filter((l) => l.scopes === "all" || l.scopes.includes(scope));
const ZJ_ONLY = LESSONS.find((l) => l.scopes !== "all")!;
const SERIES = LESSONS[0].series;
const MANUAL = seed("user-manual");

async function shots(page: import("@playwright/test").Page, name: string, project: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `var/shots/${name}-390-${project}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `var/shots/${name}-1280-${project}.png`, fullPage: true });
}

test.describe("微课堂", () => {
  test("the series page counts the scope's lessons; the list shows them in order; a lesson shows its text and neighbours", async ({ page }, info) => {
    const gd = forScope("gd");
    await page.goto("/gd/microClass");
    await expect(page.getByRole("heading", { level: 1, name: "微课堂" })).toBeVisible();
    await expect(page.getByText(`共 ${gd.length} 课`)).toBeVisible();
    await shots(page, "micro-class", info.project.name);
    await expectAccessibleAtAllWidths(page);

    await page.getByRole("link", { name: SERIES }).click();
    await expect(page).toHaveURL(/\/gd\/microClassList\?series=/);
    await expect(page.getByRole("heading", { level: 1, name: SERIES })).toBeVisible();
    const titles = await page.getByTestId("lesson-list").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles).toEqual(gd.map((l) => l.title));
    await expect(page.getByRole("link", { name: ZJ_ONLY.title })).toHaveCount(0);
    await shots(page, "micro-class-list", info.project.name);
    await expectAccessibleAtAllWidths(page);

    await page.getByRole("link", { name: gd[1].title }).click();
    await expect(page).toHaveURL(/\/gd\/microClassEnter\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: gd[1].title })).toBeVisible();
    await expect(page.getByText(`时长：${gd[1].minutes} 分钟`)).toBeVisible();
    await expect(page.locator("article h2").first()).toBeVisible();
    // No video URL: no player.
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `‹ 上一课：${gd[0].title}` })).toBeVisible();
    await shots(page, "micro-class-lesson", info.project.name);
    await expectAccessibleAtAllWidths(page);
    await page.getByRole("link", { name: `下一课：${gd[2].title} ›` }).click();
    await expect(page.getByRole("heading", { level: 1, name: gd[2].title })).toBeVisible();
  });

  test("a lesson of another scope, an unknown lesson or series is a 404", async ({ page }) => {
    await page.goto(`/zj/microClassList?series=${encodeURIComponent(SERIES)}`);
    await expect(page.getByRole("link", { name: new RegExp(ZJ_ONLY.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();
    const href = await page.getByRole("link", { name: new RegExp(ZJ_ONLY.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).getAttribute("href");
    expect((await page.goto(href!))!.status()).toBe(200);
    expect((await page.goto(href!.replace("/zj/", "/gd/")))!.status()).toBe(404);
    expect((await page.goto("/zj/microClassEnter/999999"))!.status()).toBe(404);
    expect((await page.goto("/zj/microClassEnter/abc"))!.status()).toBe(404);
    expect((await page.goto("/zj/microClassList?series=不存在的系列"))!.status()).toBe(404);
  });
});

test.describe("使用手册", () => {
  test("the manual shows its pages in order with a table of contents linking to each section", async ({ page }, info) => {
    await page.goto("/zj/userManual");
    await expect(page.getByRole("heading", { level: 1, name: "使用手册" })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "目录" });
    expect(await toc.getByRole("link").allTextContents()).toEqual(MANUAL.map((m) => m.title));
    const href = await toc.getByRole("link", { name: MANUAL[1].title }).getAttribute("href");
    await expect(page.locator(href!).getByRole("heading", { name: `2. ${MANUAL[1].title}` })).toBeVisible();
    await shots(page, "user-manual", info.project.name);
    await expectAccessibleAtAllWidths(page);
  });

  test("the sd variant has no user manual", async ({ page }) => {
    expect((await page.goto("/sd/userManual"))!.status()).toBe(404);
    expect((await page.goto("/zj/userManual"))!.status()).toBe(200);
  });
});
