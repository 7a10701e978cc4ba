import { expect, test } from "@playwright/test";
import { expectAccessible, VIEWPORTS } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";

// The candidate list as a family uses it, in both projects (JavaScript on and off).
// The first query of a server builds the zj engine index (seconds); the server warms it at start.
test.setTimeout(120_000);

const BANDS = ["垫", "保", "稳", "冲", "搏"];
const countOf = async (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test.describe("checkAsScore", () => {
  test("a visitor fills 600 / 物理 化学 技术, sees bands with counts that add up, explained rows and the quota message", async ({ page }) => {
    await page.goto("/zj/checkAsScore");
    await page.getByLabel("高考总分", { exact: true }).fill("600");
    for (const s of ["物理", "化学", "技术"]) await page.getByLabel(s, { exact: true }).check({ force: true });
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/score=600/, { timeout: 30_000 });
    await expect(page).toHaveURL(/subjects=%E7%89%A9%E7%90%86/);
    const tabs = page.getByRole("navigation", { name: "录取概率分档" });
    await expect(tabs).toBeVisible({ timeout: 90_000 });
    const all = await countOf(await tabs.getByTestId("tab-all").textContent());
    const size: Record<string, number> = {};
    for (const b of BANDS) size[b] = await countOf(await tabs.getByRole("link", { name: new RegExp(`^${b} `) }).textContent());
    expect(Object.values(size).reduce((a, b) => a + b, 0)).toBe(all);
    expect(all).toBeGreaterThan(5000);
    // The page opens on 冲 稳 保, the bands a plan is built from.
    expect(await countOf(await tabs.getByTestId("tab-default").textContent())).toBe(size["冲"]! + size["稳"]! + size["保"]!);
    await expect(tabs.getByTestId("tab-default")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("student-rank")).toContainText("按 2025 年一分一段表");
    await expect(page.getByTestId("backtest-headline")).toContainText("标为「保」的有");
    // Visitors: five units per band and the message.
    await expect(page.getByTestId("quota-notice")).toContainText("登录后查看全部");
    await expect(page.getByTestId("unit")).toHaveCount(15);
    for (const band of await page.getByTestId("unit").evaluateAll((els) => els.map((e) => e.getAttribute("data-band")))) expect(["radical", "steady", "conservative"]).toContain(band);
    const first = page.getByTestId("unit").first();
    await expect(first.getByRole("table")).toContainText("你的等位分");
    await expect(first).toContainText("估计值");
    // The explanation is one click away, without JavaScript.
    await first.getByText(/^为什么是/).click();
    await expect(first).toContainText("录取概率约");
    await expectAccessible(page);
  });

  test("a band tab is a link that keeps the query and shows only that band", async ({ page }) => {
    await page.goto("/zj/checkAsScore?score=600&subjects=物理&subjects=化学&subjects=技术");
    await page.getByRole("navigation", { name: "录取概率分档" }).getByRole("link", { name: /^保 / }).click();
    await expect(page).toHaveURL(/band=conservative/);
    // With JS the URL changes before the new list replaces the old one: wait until no unit of another band is left.
    const units = page.getByTestId("unit");
    await expect(page.locator('[data-testid="unit"]:not([data-band="conservative"])')).toHaveCount(0);
    await expect(units.first()).toBeVisible();
    expect(new Set(await units.evaluateAll((els) => els.map((e) => e.getAttribute("data-band"))))).toEqual(new Set(["conservative"]));
    await page.getByRole("navigation", { name: "筛选" }).getByRole("link", { name: "985" }).click();
    await expect(page).toHaveURL(/tag985=1/);
    await expect(page).toHaveURL(/band=conservative/);
  });

  test("a logged-in family sees every unit of a band, with no quota message", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone());
    await page.goto("/zj/checkAsScore?score=600&subjects=物理&subjects=化学&subjects=技术&band=bottom");
    await expect(page.getByTestId("unit")).toHaveCount(20);
    await expect(page.getByTestId("quota-notice")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "翻页" })).toContainText("下一页");
  });

  test("a logged-in student picks a saved score record instead of typing", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone());
    await page.goto("/zj/personalCenter/myScore");
    await page.getByLabel("高考总分").fill("600");
    for (const s of ["物理", "化学", "技术"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await page.goto("/zj/checkAsScore");
    const picker = page.getByLabel("我的成绩");
    await expect(picker.locator("option")).toHaveCount(2);
    await picker.selectOption({ index: 1 });
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/record=/);
    await expect(page.getByTestId("student-rank")).toContainText("按 2025 年一分一段表", { timeout: 90_000 });
    // The same rank as typing 600 / 物理 化学 技术.
    const byRecord = await page.getByTestId("student-rank").textContent();
    await page.goto("/zj/checkAsScore?score=600&subjects=物理&subjects=化学&subjects=技术");
    expect(await page.getByTestId("student-rank").textContent()).toBe(byRecord);
  });

  test("bad input is answered in Chinese", async ({ page }) => {
    await page.goto("/zj/checkAsScore?score=600&subjects=物理&subjects=化学");
    await expect(page.getByRole("alert")).toContainText("请选择 3 门选考科目");
  });

  test("checkAsPrecedence asks for 位次, and the menu links both pages", async ({ page }) => {
    await page.goto("/zj/checkAsPrecedence?rank=52000&subjects=物理&subjects=化学&subjects=技术");
    await expect(page.getByLabel("位次", { exact: true })).toHaveValue("52000");
    await expect(page.getByTestId("student-rank")).toContainText("你的位次 52,000");
    await expect(page.getByTestId("unit").first()).toBeVisible();
    await expect(page.locator('a[href="/zj/checkAsScore"]').first()).toBeAttached();
  });

  test("works at phone and desktop widths", async ({ page }, info) => {
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto("/zj/checkAsScore?score=600&subjects=物理&subjects=化学&subjects=技术");
      await expect(page.getByTestId("unit").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${name}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `var/screenshots/check-as-score-${info.project.name}-${size.width}.png` });
      const row = page.getByTestId("unit").first();
      await row.getByText(/^为什么是/).click();
      await row.screenshot({ path: `var/screenshots/check-as-score-row-${info.project.name}-${size.width}.png` });
    }
    await expectAccessible(page);
  });
});

test.describe("checkAsScore in gd (院校专业组)", () => {
  test("groups are rows, each with its majors one click away, history across renumbering, at phone and desktop widths", async ({ page }, info) => {
    await page.goto("/gd/checkAsScore");
    // 635 is rank 8,015 in gd 2025: 中山大学's physics groups (ranks 3,575–10,616 in 2025) span 冲 to 保.
    await page.getByLabel("高考总分", { exact: true }).fill("635");
    await page.getByLabel("物理", { exact: true }).check({ force: true });
    for (const s of ["化学", "生物"]) await page.getByLabel(s, { exact: true }).check({ force: true });
    await page.getByLabel("院校或专业名称（可不填）").fill("中山大学");
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/first=%E7%89%A9%E7%90%86/);
    await expect(page.getByTestId("unit-kind-note")).toContainText("院校专业组", { timeout: 90_000 });
    const row = page.getByTestId("unit").first();
    await expect(row.getByRole("heading")).toContainText(/中山大学 · 第\d+组/);
    const majors = row.getByTestId("group-majors");
    await majors.getByText(/^组内专业/).click();
    await expect(majors.getByRole("listitem").first()).toContainText("计划");
    await row.getByText(/^为什么是/).click();
    await expect(row).toContainText("专业组每年重新编号");
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${name}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `var/screenshots/check-as-score-gd-${info.project.name}-${size.width}.png`, fullPage: true });
    }
    await expectAccessible(page);
  });

  test("ah says it has school lines only", async ({ page }) => {
    await page.goto("/ah/checkAsPrecedence?rank=20000&first=物理&subjects=化学&subjects=生物");
    await expect(page.getByTestId("unit-kind-note")).toContainText("只有各院校的最低录取分", { timeout: 90_000 });
    await expect(page.getByTestId("unit").first()).toContainText("院校最低分");
  });
});
