import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, VIEWPORTS } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";
import { sourceRows } from "../helpers/source-data";

// 专业对比 as a family uses it, in both projects (JavaScript on and off).
test.setTimeout(150_000);

/** zj 2025 plans of a major straight from the raw plan file (a row without a code is matched by its printed name). */
function zjPlans(code: string, name: string) {
  const rows = sourceRows("plans/major_plans_2025.csv").filter((r) => r.scope === "zj" && (r.major_code === code || (!r.major_code && r.major_name.trim() === name)));
  return { universities: new Set(rows.map((r) => r.school_id)).size, places: rows.reduce((s, r) => s + Number(r.plan_count || 0), 0) };
}

async function shot(page: Page, name: string, project: string) {
  for (const [label, size] of Object.entries({ 1280: VIEWPORTS.desktop, 390: VIEWPORTS.phone })) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `var/shots-compare/${name}-${label}-${project}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

const jsReady = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));

test.describe("专业对比", () => {
  test("a visitor can search the catalogue but is asked to log in to pick", async ({ page }, info) => {
    await page.goto("/zj/majorCompare");
    await expect(page.getByRole("heading", { name: "专业对比", level: 1 })).toBeVisible();
    await expect(page.getByTestId("compare-list")).toContainText("登录后可加入对比");
    await page.getByLabel("专业类（专业目录）").selectOption({ label: "计算机类（" + sourceRows("majors/undergraduate_catalogue_2025.csv").filter((r) => r["专业类"] === "计算机类").length + "）" });
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/className=0809/);
    const results = page.getByTestId("compare-results");
    await expect(results).toContainText("计算机科学与技术");
    await expect(results).not.toContainText("护理");
    await expectAccessible(page);
    if (info.project.name === "js-on") {
      await jsReady(page);
      await page.getByRole("button", { name: "加入对比：计算机科学与技术" }).click();
      await expect(page.getByRole("dialog", { name: "验证码登录" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "加入对比：计算机科学与技术" }).click();
      await expect(page).toHaveURL(/\/zj\/login\?redirectTo=/);
    }
  });

  test("a visitor's shared link shows the catalogue facts, the figures after login", async ({ page }) => {
    const res = await page.goto("/zj/majorCompareResult?ids=080901,080902");
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("compare-locked")).toContainText("登录后查看");
    await expect(page.getByTestId("row-code")).toContainText("080902");
    await expect(page.getByTestId("row-universities")).toContainText("登录后查看");
    const bad = await page.goto("/zj/majorCompareResult?ids=080901,089999");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("未找到专业：089999");
  });

  test("a student adds majors from the major page and the picker, compares them side by side, and the list is gone after logout", async ({ page, request }, info) => {
    const phone = uniquePhone();
    await loginThroughPage(page, request, phone);
    const firstCodeAt = Date.now();
    await page.goto("/zj/professionDetails?code=080901");
    if (info.project.name === "js-on") await jsReady(page);
    await page.getByRole("button", { name: "加入对比：计算机科学与技术" }).click();
    await expect(page.getByRole("button", { name: "移出对比：计算机科学与技术" })).toBeVisible();
    await expect(page.getByText("已加入对比").first()).toBeVisible();

    await page.getByRole("link", { name: "专业对比", exact: true }).first().click();
    await expect(page).toHaveURL(/\/zj\/majorCompare/);
    await expect(page.getByTestId("compare-list")).toContainText("对比清单（1/4）");
    await expect(page.getByTestId("compare-list")).toContainText("再选 1 个专业即可开始对比");
    if (info.project.name === "js-on") {
      // The ComboBox suggests as one types; choosing a suggestion adds it at once.
      await jsReady(page);
      await page.getByRole("combobox", { name: "专业名称或代码" }).fill("软件工程");
      await page.getByRole("option", { name: /^软件工程/ }).first().click();
    } else {
      await page.getByLabel("专业名称或代码").fill("软件工程");
      await page.getByRole("button", { name: "搜索" }).click();
      await expect(page).toHaveURL(/keyword=/);
      await page.getByRole("button", { name: "加入对比：软件工程" }).click();
    }
    await expect(page.getByTestId("compare-list")).toContainText("对比清单（2/4）");
    await expectAccessible(page);
    await shot(page, "picker", info.project.name);

    await page.getByTestId("start-compare").click();
    await expect(page).toHaveURL(/\/zj\/majorCompareResult$/);
    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader")).toHaveText(["计算机科学与技术移出对比", "软件工程移出对比"]);
    const cs = zjPlans("080901", "计算机科学与技术");
    const se = zjPlans("080902", "软件工程");
    const offering = page.getByTestId("row-universities").getByRole("cell");
    await expect(offering.nth(0)).toContainText(`${cs.universities.toLocaleString("en-US")} 所`);
    await expect(offering.nth(1)).toContainText(`${se.universities.toLocaleString("en-US")} 所`);
    await expect(offering.nth(0)).toContainText("2025 年");
    await expect(page.getByTestId("row-places").getByRole("cell").nth(0)).toContainText(`${cs.places.toLocaleString("en-US")} 人`);
    await expect(page.getByTestId("row-ranks").getByRole("cell").nth(0)).toContainText(/2025 年 · \d+ 个专业投档线/);
    // The catalogue's note names the degree where it differs from the 门类's (计算机科学与技术: 工学或理学).
    await expect(page.getByTestId("row-degree").getByRole("cell").nth(0)).toContainText("工学");
    await expect(page.getByRole("heading", { name: "各项如何计算" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "result", info.project.name);

    // Removing one from the table leaves too few to compare: the page says what to do.
    await page.getByRole("button", { name: "移出对比：软件工程" }).click();
    await expect(page.getByRole("alert")).toHaveText("请至少选择 2 个专业进行对比");

    // Logout clears the list (spec §4); logging in again shows it empty.
    await page.goto("/zj/index");
    await page.getByRole("button", { name: "退出" }).click();
    await expect(page.getByTestId("notices")).toContainText("退出成功");
    // The same phone gets its next SMS code 60 s after the last one.
    await page.waitForTimeout(Math.max(0, firstCodeAt + 61_000 - Date.now()));
    await loginThroughPage(page, request, phone);
    await page.goto("/zj/majorCompare");
    await expect(page.getByTestId("compare-list")).toContainText("还没有选择专业");
  });

  test("the list holds at most 4 majors: the fifth cannot be added", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone());
    await page.goto(`/zj/majorCompare?level=${encodeURIComponent("本科")}&className=0809`);
    for (const name of ["计算机科学与技术", "软件工程", "网络工程", "信息安全"]) {
      await page.getByRole("button", { name: `加入对比：${name}`, exact: true }).click();
      await expect(page.getByRole("button", { name: `移出对比：${name}`, exact: true }).last()).toBeVisible();
    }
    await expect(page.getByTestId("compare-list")).toContainText("对比清单（4/4）");
    await expect(page.getByRole("button", { name: "加入对比：物联网工程" })).toBeDisabled();
    await page.getByRole("button", { name: "清空对比清单" }).click();
    await expect(page.getByTestId("compare-list")).toContainText("还没有选择专业");
  });
});
