import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";
import { publishedSchoolMinScore, sourceRows } from "../helpers/source-data";

// Expected figures come from the raw files, not the seed.
const ZJU = sourceRows("universities/universities.csv").find((r) => r.name === "浙江大学")!;
const DETAIL = `/zj/universityInquiryDetail/${ZJU.id}`;

async function shot(page: Page, name: string, project: string) {
  if (project !== "js-on") return;
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `var/shots/${name}-${w}.png`, fullPage: true });
    // The first screens, at a size that can be looked at.
    await page.screenshot({ path: `var/shots/${name}-${w}-top.png`, fullPage: true, clip: { x: 0, y: 0, width: w, height: 1400 } });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("院校查询", () => {
  test("typing 浙大 or zjdx reaches 浙江大学's page in two steps", async ({ page }, info) => {
    await page.goto("/zj/universityInquiry");
    await expect(page.getByRole("heading", { level: 1, name: "院校查询" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "university-inquiry", info.project.name);
    const box = page.getByLabel("院校名称、简称或拼音");
    if (info.project.name === "js-on") {
      await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
      // Step 1: type; step 2: choose the suggestion.
      await box.pressSequentially("浙大");
      await page.getByRole("option", { name: /^浙江大学/ }).click();
    } else {
      // Step 1: type and search; step 2: open the first result.
      await box.fill("zjdx");
      await page.getByRole("button", { name: "搜索" }).click();
      await expect(page).toHaveURL(/keyword=zjdx/);
      await page.getByTestId("university-result").first().getByRole("link", { name: "浙江大学" }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${DETAIL}$`));
    await expect(page.getByRole("heading", { level: 1, name: /浙江大学/ })).toBeVisible();
    // The header's 招生代码 is this scope's (zj 4 digits, as the line file prints it), the national code under its own label.
    const zjCode = sourceRows("zj/zj_major_lines_2025.csv").find((r) => r.college_name === "浙江大学")!.college_code;
    await expect(page.getByTestId("scope-zs-code")).toContainText(`${zjCode}（2025年`);
    await expect(page.getByRole("region", { name: /浙江大学/ })).toContainText(`招生代码（浙江）${zjCode}`);
    await expect(page.getByRole("region", { name: /浙江大学/ })).toContainText(`国标院校代码${ZJU.zs_code}`);

    // The other spelling lands the same school first.
    await page.goto(`/zj/universityInquiry?keyword=${encodeURIComponent(info.project.name === "js-on" ? "zjdx" : "浙大")}`);
    await expect(page.getByTestId("university-result").first()).toContainText("浙江大学");
  });

  test("filters are chips in the URL; an empty result names the filters to relax", async ({ page }) => {
    await page.goto("/zj/universityInquiry");
    await page.getByRole("group", { name: "院校省份" }).getByRole("link", { name: "浙江", exact: true }).click();
    await expect(page).toHaveURL(/province=%E6%B5%99%E6%B1%9F/);
    await page.getByRole("group", { name: "院校特色" }).getByRole("link", { name: "985" }).click();
    await expect(page).toHaveURL(/tag=985/);
    await expect(page.getByTestId("total")).toHaveText("1");
    await expect(page.getByTestId("university-result")).toContainText("浙江大学");
    // The city chips of the chosen province.
    await expect(page.getByRole("group", { name: "城市" }).getByRole("link", { name: "杭州市" })).toBeVisible();

    await page.goto("/zj/universityInquiry?province=%E8%A5%BF%E8%97%8F&tag=985");
    await expect(page.getByTestId("empty-state")).toContainText("没有符合条件的院校");
    await page.getByRole("link", { name: "去掉「985」" }).click();
    await expect(page).not.toHaveURL(/tag=985/);
    await expect(page.getByTestId("university-result").first()).toBeVisible();
  });
});

test.describe("院校名称提示", () => {
  test("/suggestUniversities answers the ComboBox with a few rows; no keyword, no rows", async ({ page }) => {
    const res = await page.goto(`/zj/suggestUniversities?keyword=${encodeURIComponent("浙大")}`);
    expect(res?.status()).toBe(200);
    const { results } = (await res!.json()) as { results: Array<{ name: string }> };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(8);
    expect(results.map((r) => r.name)).toContain(ZJU.name);
    const empty = await page.goto("/zj/suggestUniversities?keyword=");
    expect(await empty!.json()).toEqual({ results: [] });
  });
});

test.describe("院校详情", () => {
  test("录取分数: three years of zj lines with ranks, 等位分 and a chart with its table", async ({ page }, info) => {
    await page.goto(DETAIL);
    await page.getByRole("link", { name: "录取分数" }).click();
    await expect(page).toHaveURL(/tab=admissionScore/);
    const table = page.getByTestId("admission-table");
    for (const year of [2025, 2024, 2023]) {
      const row = table.locator("tbody tr", { hasText: String(year) }).first();
      await expect(row).toContainText(String(publishedSchoolMinScore("zj", year, "combined", "浙江大学")));
      // A rank is shown (digits with separators), not a dash.
      await expect(row.locator("td").nth(4)).toHaveText(/^(前 )?[\d,]+( 名)?$/);
    }
    await expect(page.getByTestId("trend-chart")).toHaveCount(2);
    await expect(page.getByTestId("trend-chart").first().locator("circle")).toHaveCount(3);
    await expect(page.getByTestId("sources")).toContainText("数据年份：2025、2024、2023 年");
    await expectAccessible(page);
    await shot(page, "university-detail-admission", info.project.name);

    for (const [tab, testId] of [["专业分数", "major-table"], ["招生计划", "plan-table"], ["特色专业", "special-plan"]] as const) {
      await page.getByRole("link", { name: tab, exact: true }).click();
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    await page.getByRole("link", { name: "招生章程", exact: true }).first().click();
    await expect(page.getByText(/暂无/).first()).toBeVisible();
  });

  test("the ranking page explains how it is computed", async ({ page }, info) => {
    await page.goto("/zj/collegeRank/admission/combined");
    await expect(page.getByTestId("rank-explanation")).toContainText("不是办学水平排名");
    await expect(page.getByTestId("rank-table").locator("tbody tr").first()).toContainText("1");
    await expectAccessible(page);
    await shot(page, "college-rank", info.project.name);
    await page.getByRole("link", { name: "985", exact: true }).click();
    await expect(page).toHaveURL(/collegeRank\/985\/all/);
    await expect(page.getByText("共 39 所院校")).toBeVisible();
  });
});

test.describe("收藏", () => {
  test("a visitor is asked to log in; a user collects, sees it in 我的收藏 and removes it", async ({ page, request }, info) => {
    await page.goto(DETAIL);
    if (info.project.name === "js-on") {
      await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
      await page.getByTestId("collect-button").click();
      await expect(page.getByRole("dialog", { name: "验证码登录" })).toBeVisible();
    } else {
      await page.getByTestId("collect-button").click();
      await expect(page).toHaveURL(new RegExp(`/zj/login\\?redirectTo=${encodeURIComponent(DETAIL).replace(/%2F/g, "%2F")}`));
    }

    await loginThroughPage(page, request, uniquePhone());
    await page.goto(DETAIL);
    const before = Number((await page.getByTestId("collect-count").innerText()).replace(/\D/g, ""));
    await page.getByTestId("collect-button").click();
    await expect(page.getByTestId("collect-button")).toHaveText("取消收藏");
    await expect(page.getByTestId("collect-count")).toHaveText(`院校收藏数：${(before + 1).toLocaleString("en-US")}`);

    await page.goto("/zj/personalCenter/myCollections");
    await expect(page.getByRole("heading", { level: 1, name: "我的收藏" })).toBeVisible();
    await expect(page.getByTestId("collected-universities")).toContainText("浙江大学");
    await expectAccessible(page);
    await shot(page, "my-collections", info.project.name);
    await page.getByRole("button", { name: "取消收藏浙江大学" }).click();
    await expect(page.getByText("已取消收藏").first()).toBeVisible();
    await expect(page.getByTestId("collected-universities")).toHaveCount(0);
    await expect(page.getByText("还没有收藏院校")).toBeVisible();
  });
});

test.describe("院校专业与招生章程", () => {
  test("a university's majors here with plans and lines; its rules page says 暂无; a bad id is 404", async ({ page }) => {
    await page.goto(`/zj/universityProfessionList/${ZJU.id}`);
    await expect(page.getByRole("heading", { level: 1, name: /浙江大学 · 在浙江招生的专业/ })).toBeVisible();
    const rows = page.getByTestId("profession-table").locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(10);
    await expectAccessible(page);
    await page.goto(`/zj/detailRulesPage/${ZJU.id}`);
    await expect(page.getByTestId("rules-empty")).toContainText("暂无");
    await expectAccessible(page);
    expect((await page.goto("/zj/universityInquiryDetail/abc"))?.status()).toBe(404);
    expect((await page.goto("/zj/universityInquiryDetail/999999999"))?.status()).toBe(404);
  });
});
