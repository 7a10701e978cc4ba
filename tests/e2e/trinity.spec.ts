import { expect, test, type Page } from "@playwright/test";
import { sourceRows } from "../helpers/source-data";
import { expectAccessible, expectAccessibleAtAllWidths, VIEWPORTS } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";

// Zhejiang 三位一体 as a student uses it, in both projects (JavaScript on and off): every form is a GET form.
const DIR = "programs/zj-sanweiyiti-2026";
const formula = (name: string) => sourceRows(`${DIR}/formulas.csv`).find((r) => r["院校"] === name)!;

/** Screenshots at both widths (the js-on project only: the pages look the same without JavaScript). */
async function shoot(page: Page, name: string, item?: string) {
  if (test.info().project.name !== "js-on") return;
  for (const [w, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `var/shots/trinity-${name}-${w}.png`, fullPage: w === "desktop" });
    if (item) await page.getByTestId(item).first().screenshot({ path: `var/shots/trinity-${name}-${w}-item.png` });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test.describe("三位一体", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the zj menu shows 三位一体 with its two filters; gd shows no such menu and its routes are 404", async ({ page }) => {
    await page.goto("/zj/index");
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await expect(menu).toContainText("三位一体");
    await expect(menu.locator('a[href="/zj/trinity2021"]').first()).toBeAttached();
    await expect(menu.locator('a[href="/zj/trinity2018"]').first()).toBeAttached();
    await page.goto("/gd/index");
    await expect(page.getByRole("navigation", { name: "主菜单" })).not.toContainText("三位一体");
    for (const path of ["/gd/trinity2018", "/gd/trinity2021", "/gd/swytTrinitySearchPage/school", "/gd/swytTrinityCalculator", "/sd/trinity2018", "/gd/swytTrinityDetailRulesPage/1"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test("a student filters schools whose 学考 threshold they meet, then opens 杭州师范大学's rules: 10 % / 30 % / 60 % with the source", async ({ page }) => {
    await page.goto("/zj/trinity2018");
    await page.getByLabel("A 门数").fill("4");
    await page.getByLabel("B 门数").fill("4");
    await page.getByLabel("C 门数").fill("2");
    await page.getByLabel("D 门数").fill("0");
    await page.getByLabel("只看我达到学考门槛的院校").check();
    await page.getByRole("button", { name: "筛选" }).click();
    await expect(page).toHaveURL(/meets=1/);
    const schools = page.getByTestId("trinity-school");
    await expect(schools.first()).toBeVisible();
    const names = await schools.locator("h3").allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(sourceRows(`${DIR}/formulas.csv`).length);
    // 杭州师范大学 asks 学考≥5A: not met with 4 A; 温州大学 asks ≥4A.
    expect(names).not.toContain("杭州师范大学");
    expect(names).toContain("温州大学");
    for (const met of await schools.getByTestId("threshold-met").allTextContents()) expect(met).toContain("达到门槛");
    await expect(page.getByText("估计值").first()).toBeVisible();
    await shoot(page, "2018", "trinity-school");
    await expectAccessible(page);

    await page.goto("/zj/trinity2018?keyword=杭州师范大学");
    await page.getByTestId("trinity-school").getByRole("link", { name: "招生规则与折算" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("杭州师范大学 · 三位一体招生规则");
    await expect(page.getByTestId("weights")).toHaveText("学考 10% / 校测 30% / 高考 60%");
    const raw = formula("杭州师范大学");
    await expect(page.getByTestId("conversion")).toHaveText([raw["学考A"], raw["学考B"], raw["学考C"], raw["学考D"]].join(""));
    const source = page.getByTestId("rule-source").getByRole("link");
    await expect(source).toHaveAttribute("href", raw["来源链接"]!);
    await expect(source).toHaveText(raw["来源标题"]!);
    await shoot(page, "rules");
    await expectAccessibleAtAllWidths(page);
  });

  test("the calculator computes three schools under their own formulas, with every assumption written out", async ({ page }) => {
    await page.goto("/zj/swytTrinityCalculator");
    await page.getByLabel("A 门数").fill("6");
    await page.getByLabel("B 门数").fill("3");
    await page.getByLabel("C 门数").fill("1");
    await page.getByLabel("D 门数").fill("0");
    await page.getByLabel("高考成绩（0–750）").fill("600");
    await page.getByLabel("假设校测成绩（百分制）").fill("80");
    for (const n of ["杭州师范大学", "浙江工业大学", "浙江大学"]) await page.getByLabel(n, { exact: true }).check();
    await page.getByRole("button", { name: "计算综合分" }).click();
    await expect(page).toHaveURL(/gaokao=600/);
    const rows = page.getByTestId("composite-row");
    await expect(rows).toHaveCount(3);
    // By hand: 杭州师范大学 0.1 × 85 + 0.3 × 80 + 0.6 × 80 = 80.5; 浙江工业大学 (6A3B1C = 126 of 150) 0.15 × 84 + 0.25 × 80 + 0.6 × 80 = 80.6;
    // 浙江大学 (6A3B1C = 60 + 27 + 8 = 95 of 100) 0.05 × 95 + 0.1 × 80 + 0.85 × 80 = 80.75.
    await expect(rows.filter({ hasText: "杭州师范大学" }).getByTestId("composite")).toHaveText("80.5 分");
    await expect(rows.filter({ hasText: "浙江工业大学" }).getByTestId("composite")).toHaveText("80.6 分");
    await expect(rows.filter({ hasText: "浙江大学" }).getByTestId("composite")).toHaveText("80.75 分");
    await expect(rows.filter({ hasText: "杭州师范大学" }).getByTestId("verdict")).toContainText(/(高于|低于) 2025 年最低综合分/);
    await expect(page.getByText("校测成绩无法预知")).toBeVisible();
    await rows.first().getByText("本校的计算过程与假设").click();
    await expect(rows.first()).toContainText("校测为假设值");
    await shoot(page, "calculator", "composite-row");
    await expectAccessible(page);
  });

  test("the calculator refuses grades that do not add up to 10 with a clear message and 400", async ({ page }) => {
    const res = await page.goto("/zj/swytTrinityCalculator?A=6&B=3&C=0&D=0&gaokao=600&xiaoce=80");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("学考 A、B、C、D 门数合计应为 10 门");
  });

  test("trinity majors open to 物化技", async ({ page }) => {
    await page.goto("/zj/trinity2021");
    for (const s of ["物理", "化学", "技术"]) await page.getByLabel(s, { exact: true }).check();
    await page.getByLabel("只看我的选考符合要求的专业").check();
    await page.getByRole("button", { name: "筛选" }).click();
    await expect(page).toHaveURL(/eligibleOnly=1/);
    const mine = new Set(["物理", "化学", "技术"]);
    const open = sourceRows(`${DIR}/majors.csv`).filter((r) => (r["选科要求"] ?? "").split("、").filter(Boolean).every((s) => mine.has(s))).length;
    await expect(page.getByTestId("major-total")).toContainText(`（${open} 个）`);
    const rows = page.getByTestId("trinity-major");
    await expect(rows).toHaveCount(50);
    // The requirement column (院校, 类别 / 专业类, then 选科要求) names no subject outside 物化技.
    for (const text of await rows.locator("td:nth-of-type(3)").allTextContents()) {
      expect(text).toContain("（符合）");
      expect(text).not.toMatch(/政治|历史|地理|生物/);
    }
    await page.getByRole("link", { name: "下一页" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toContainText("（符合）");
    await shoot(page, "2021", "trinity-majors");
    await expectAccessible(page);
  });

  test("search by type, and a school's trinity majors", async ({ page }) => {
    await page.goto("/zj/swytTrinitySearchPage/major?keyword=临床医学");
    await expect(page.getByTestId("trinity-major").first()).toContainText("临床医学");
    await shoot(page, "search");
    await expectAccessible(page);
    await page.getByRole("link", { name: "搜院校" }).click();
    await expect(page).toHaveURL(/swytTrinitySearchPage\/school\?keyword=/);
    await page.goto("/zj/swytTrinitySearchPage/school?keyword=杭州师范");
    await page.getByTestId("trinity-school").getByRole("link", { name: "招生专业" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("杭州师范大学 · 三位一体招生专业");
    const expected = sourceRows(`${DIR}/majors.csv`).filter((r) => r["院校"] === "杭州师范大学");
    await expect(page.getByTestId("trinity-major")).toHaveCount(expected.length);
    await expect(page.getByTestId("weights")).toHaveText("学考 10% / 校测 30% / 高考 60%");
    await shoot(page, "university");
    await expectAccessible(page);
    // 浙江大学's rules list its earlier weights year by year (the older compilations: 2024 高考 85 %, 2025 50 %).
    await page.goto("/zj/swytTrinitySearchPage/school?keyword=浙江大学");
    await page.getByTestId("trinity-school").filter({ has: page.getByRole("heading", { name: "浙江大学", exact: true }) }).getByRole("link", { name: "招生规则与折算" }).click();
    const history = page.getByTestId("formula-history");
    await expect(history.getByRole("row").filter({ hasText: "2024" }).first()).toContainText("5% / 10% / 85%");
    await expect(history.getByRole("row").filter({ hasText: "2025" }).first()).toContainText("20% / 30% / 50%");
    await expectAccessible(page);
    expect((await page.goto("/zj/swytTrinitySearchPage/other"))?.status()).toBe(404);
    expect((await page.goto("/zj/swytTrinityDetailRulesPage/999999"))?.status()).toBe(404);
  });

  test("a school's trinity majors open by address; a malformed or unknown school, or another scope, is 404", async ({ page }) => {
    const hznu = sourceRows("universities/universities.csv").find((r) => r.name === "杭州师范大学")!.id;
    expect((await page.goto(`/zj/swytTrinityUniversityProfessionList/${hznu}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("杭州师范大学 · 三位一体招生专业");
    await expect(page.getByTestId("trinity-major")).toHaveCount(sourceRows(`${DIR}/majors.csv`).filter((r) => r["院校"] === "杭州师范大学").length);
    expect((await page.goto("/zj/swytTrinityUniversityProfessionList/abc"))?.status()).toBe(404);
    expect((await page.goto("/zj/swytTrinityUniversityProfessionList/999999999"))?.status()).toBe(404);
    expect((await page.goto(`/gd/swytTrinityUniversityProfessionList/${hznu}`))?.status()).toBe(404);
  });

  test("a logged-in student's score record decides eligibility and fills the calculator's 高考 score", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone());
    await page.goto("/zj/personalCenter/myScore");
    await page.getByLabel("高考总分").fill("612");
    for (const s of ["物理", "化学", "技术"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await page.goto("/zj/trinity2021?keyword=历史学");
    await expect(page.getByTestId("from-record")).toContainText("物理化学技术");
    for (const s of ["物理", "化学", "技术"]) await expect(page.getByLabel(s, { exact: true })).toBeChecked();
    // majors.csv: 浙江海洋大学 历史学(师范) requires 历史.
    await expect(page.getByTestId("trinity-major").filter({ hasText: "历史学(师范)" }).filter({ hasText: "浙江海洋大学" })).toContainText("不符：需选考 历史");
    await page.goto("/zj/swytTrinityCalculator");
    await expect(page.getByLabel("高考成绩（0–750）")).toHaveValue("612");
  });
});
