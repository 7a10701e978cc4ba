import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessibleAtAllWidths } from "./expect-accessible";

/** A seed article's title, read from its Markdown file. */
function seedTitle(file: string): string {
  const text = readFileSync(new URL(`../../server/data/content/articles/${file}`, import.meta.url), "utf8");
  return /^title: (.+)$/m.exec(text)![1].trim();
}
const ZJ = seedTitle("2026-zj-80-choices.md");
const GD = seedTitle("2026-gd-45-groups.md");

test.describe("高考资讯", () => {
  test("the news list shows the scope's published articles with date and source; the article page counts a read", async ({ page }, info) => {
    await page.goto("/zj/gkzxPage");
    await expect(page.getByRole("heading", { level: 1, name: "高考资讯" })).toBeVisible();
    const list = page.getByTestId("news-list");
    await expect(list.getByRole("link", { name: ZJ })).toBeVisible();
    await expect(list.getByRole("link", { name: GD })).toHaveCount(0);
    await expect(list).toContainText("发布时间：2026-05-28 10:00");
    await expect(list).toContainText("来源：浙江省教育考试院");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `var/shots/news-list-390-${info.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `var/shots/news-list-1280-${info.project.name}.png`, fullPage: true });
    await expectAccessibleAtAllWidths(page);

    await list.getByRole("link", { name: ZJ }).click();
    await expect(page).toHaveURL(/\/zj\/gkzxPageDetails\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: ZJ })).toBeVisible();
    await expect(page.getByRole("cell", { name: "普通类第一段" })).toBeVisible();
    await expect(page.getByText(/^来源：浙江省教育考试院/)).toBeVisible();
    const reads = async () => Number((await page.getByText(/^阅读 [\d,]+$/).textContent())!.replace(/[^\d]/g, ""));
    const first = await reads();
    await page.reload();
    expect(await reads()).toBe(first + 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `var/shots/news-detail-390-${info.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `var/shots/news-detail-1280-${info.project.name}.png`, fullPage: true });
    await expectAccessibleAtAllWidths(page);
  });

  test("another scope sees its own articles; an article of another scope, or none, is a 404", async ({ page }) => {
    await page.goto("/gd/gkzxPage");
    await expect(page.getByTestId("news-list").getByRole("link", { name: GD })).toBeVisible();
    await expect(page.getByTestId("news-list").getByRole("link", { name: ZJ })).toHaveCount(0);
    const zjHref = await (async () => {
      await page.goto("/zj/gkzxPage");
      return page.getByTestId("news-list").getByRole("link", { name: ZJ }).getAttribute("href");
    })();
    const id = zjHref!.split("/").pop();
    expect((await page.goto(`/gd/gkzxPageDetails/${id}`))!.status()).toBe(404);
    expect((await page.goto("/zj/gkzxPageDetails/999999"))!.status()).toBe(404);
    expect((await page.goto("/zj/gkzxPageDetails/abc"))!.status()).toBe(404);
  });

  test("a category without articles shows an intentional empty state", async ({ page }) => {
    // Every scope has the seed's articles for all provinces, so the empty list is a category's.
    await page.goto(`/jx/gkzxPage?category=${encodeURIComponent("征集志愿")}`);
    await expect(page.getByText("“征集志愿”分类下暂无资讯。")).toBeVisible();
    await expectAccessibleAtAllWidths(page);
  });
});
