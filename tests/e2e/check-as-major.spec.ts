import { expect, test } from "@playwright/test";
import { expectAccessible, VIEWPORTS } from "./expect-accessible";
import { sourceRows } from "../helpers/source-data";

// /checkAsMajor in both projects (JavaScript on and off): choose a major, see who offers it, add a score.
test.setTimeout(150_000);

test.describe("checkAsMajor", () => {
  test("search a major, choose it, see the universities offering it with lines; a score adds the chance", async ({ page }, info) => {
    await page.goto("/zj/checkAsMajor");
    await expect(page.getByRole("heading", { name: "按专业查", level: 1 })).toBeVisible();
    await page.getByLabel("专业名称或代码").fill("计算机");
    await page.getByRole("button", { name: "搜索专业" }).click();
    await expect(page).toHaveURL(/q=%E8%AE%A1%E7%AE%97%E6%9C%BA/);
    await page.getByTestId("major-matches").getByRole("link", { name: "计算机科学与技术（080901）" }).click();
    await expect(page).toHaveURL(/major=080901/, { timeout: 90_000 });
    await expect(page.getByRole("heading", { name: /计算机科学与技术（080901）/ })).toBeVisible({ timeout: 90_000 });
    // Visitors see the count and the first five universities.
    const summary = page.getByTestId("major-summary");
    await expect(summary).toContainText("所院校");
    const count = Number(((await summary.locator("strong").textContent()) ?? "").replace(/[^\d]/g, ""));
    const printed = new Set(sourceRows("zj/zj_major_lines_2025.csv").filter((r) => /^计算机科学与技术(\(|（|$)/.test(r.major_name!)).map((r) => r.college_name));
    expect(count).toBeGreaterThanOrEqual(printed.size);
    await expect(page.getByTestId("quota-notice")).toContainText("登录后查看全部");
    await expect(page.getByTestId("major-university")).toHaveCount(5);
    await expect(page.getByTestId("major-university").first().getByRole("table").first()).toContainText("最低位次");
    // With a score: the student's chance per unit.
    await page.getByLabel("高考总分或位次（可不填）").fill("600");
    for (const s of ["物理", "化学", "技术"]) await page.getByLabel(s, { exact: true }).check({ force: true });
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/value=600/, { timeout: 90_000 });
    await expect(summary).toContainText("你的位次约");
    await expect(page.getByTestId("major-unit").first()).toContainText("录取概率约");
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${name}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `var/screenshots/check-as-major-${info.project.name}-${size.width}.png`, fullPage: true });
    }
    await expectAccessible(page);
  });

  test("the catalogue tree works without JavaScript, and gd lists groups with the matched majors", async ({ page }) => {
    await page.goto("/gd/checkAsMajor");
    await page.getByText("医学（10）").click();
    await page.getByText(/^临床医学类（1002/).click();
    await page.getByRole("link", { name: "临床医学", exact: true }).click();
    await expect(page).toHaveURL(/major=100201/, { timeout: 90_000 });
    await expect(page.getByTestId("major-unit").first()).toContainText(/第\d+组：.*临床医学/, { timeout: 90_000 });
    await expectAccessible(page);
  });

  test("sd has no checkAsMajor (spec §2)", async ({ page }) => {
    const res = await page.goto("/sd/checkAsMajor");
    expect(res?.status()).toBe(404);
  });

  test("a bad major code is answered in Chinese with an empty list", async ({ page }) => {
    await page.goto("/zj/checkAsMajor?major=08x");
    await expect(page.getByRole("alert")).toContainText("专业代码应为");
    await expect(page.getByTestId("major-summary")).toContainText("0 所");
  });
});
