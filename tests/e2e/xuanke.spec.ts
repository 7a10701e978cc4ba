import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtAllWidths, VIEWPORTS } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";

// 7选3 as a student uses it, with JavaScript on and off: the interest test, major → subjects, subjects → majors.
// The first coverage question of a server builds its index (a few seconds).
test.setTimeout(180_000);

/** A react-aria checkbox or radio: its label lies over the real input, so the click goes through the label. */
async function pick(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).check({ force: true });
}

/** Screenshots of the page as it is, at both widths (var/shots), once per project. */
async function shots(page: Page, name: string, project: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `var/shots/xuanke-${name}-${label}-${project}.png`, fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Answers pages `from`..`to` of the test: 研究型 非常喜欢, 艺术型 and 社会型 比较喜欢, 现实型 不太喜欢, the rest 说不清. */
async function answerPages(page: Page, from: number, to: number) {
  const answer: Record<number, string> = { 0: "不太喜欢", 1: "非常喜欢", 2: "比较喜欢", 3: "比较喜欢", 4: "说不清", 5: "说不清" };
  for (let p = from; p <= to; p++) {
    await expect(page.getByText(`第 ${p} / 8 页`)).toBeVisible();
    const items = page.getByTestId("test-item");
    await expect(items).toHaveCount(6);
    for (let i = 0; i < 6; i++) await items.nth(i).getByLabel(answer[i]!, { exact: true }).check();
    await page.getByRole("button", { name: p === 8 ? "提交，查看结果" : "下一页" }).click();
    // The page's answers are saved once the next page shows (with JavaScript the post is a fetch).
    if (p < 8) await expect(page.getByText(`第 ${p + 1} / 8 页`)).toBeVisible({ timeout: 30_000 });
  }
}

test.describe("interest test", () => {
  test("a visitor takes the test, answers survive a reload, and sees a Holland code with fitting 专业类 and combinations", async ({ page }, info) => {
    await page.goto("/zj/careerTestingEnter");
    await page.getByRole("link", { name: "开始测评" }).click();
    await expect(page).toHaveURL(/careerTesting\?page=1/);
    await expectAccessibleAtAllWidths(page);
    await shots(page, "testing", info.project.name);
    // A page with an unanswered item is refused with a message.
    await page.getByTestId("test-item").first().getByLabel("非常喜欢", { exact: true }).check();
    await page.getByRole("button", { name: "下一页" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "请回答本页全部题目后再继续" })).toBeVisible();
    await answerPages(page, 1, 2);
    // Reload: page 2's answers are kept, and the test continues where it stopped.
    await page.goto("/zj/careerTesting?page=2");
    await expect(page.getByTestId("test-item").nth(1).getByLabel("非常喜欢", { exact: true })).toBeChecked();
    await page.goto("/zj/careerTestingEnter");
    await page.getByRole("link", { name: /继续答题（已答 12 \/ 48 题）/ }).click();
    await answerPages(page, 3, 8);
    // The first result of a server builds the coverage index behind the fitting combinations.
    await expect(page).toHaveURL(/careerTestingResult/, { timeout: 60_000 });
    await expect(page.getByTestId("holland-code")).toHaveText("IAS");
    await expect(page.getByTestId("riasec-chart")).toHaveAttribute("aria-label", /研究型 100 分/);
    await expect(page.getByTestId("fit-class")).toHaveCount(8);
    await expect(page.getByTestId("fit-combinations").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("fit-pair")).toContainText("%");
    await expectAccessibleAtAllWidths(page);
    await shots(page, "result", info.project.name);
    // The 专业类 behind the result, and one of them in detail.
    await page.getByRole("link", { name: "查看更多匹配的专业类" }).click();
    await expect(page.getByTestId("class-list").locator("li")).toHaveCount(30);
    await expectAccessibleAtAllWidths(page);
    await page.getByRole("link", { name: "心理学类" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("心理学类");
    await expect(page.getByTestId("class-majors")).toContainText("应用心理学");
    await expect(page.getByText("本省选科要求（2025 年）")).toBeVisible();
    await expectAccessibleAtAllWidths(page);
    await shots(page, "class", info.project.name);
  });

  test("a logged-in student's result is saved and listed", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone());
    await page.goto("/zj/careerTesting?page=1");
    await answerPages(page, 1, 8);
    await expect(page).toHaveURL(/careerTestingResult\?id=/, { timeout: 60_000 });
    await expect(page.getByText("已保存到你的账号")).toBeVisible();
    await page.goto("/zj/careerTestingEnter");
    await expect(page.getByTestId("saved-results").locator("li")).toHaveCount(1);
    await expect(page.getByTestId("saved-results")).toContainText("霍兰德代码 IAS");
    await expectAccessibleAtAllWidths(page);
  });
});

test.describe("major → subjects", () => {
  test("picks 临床医学 and 计算机科学与技术 and sees that 物理+化学 keeps both open, with the share of places", async ({ page }, info) => {
    await page.goto("/zj/majorChooseSubject");
    await page.getByLabel("专业名称或代码").fill("临床医学");
    await page.getByRole("button", { name: "搜索" }).click();
    await page.getByTestId("search-hits").getByRole("checkbox", { name: /^临床医学\s*临床医学类$/ }).check();
    await page.getByLabel("专业名称或代码").fill("计算机科学与技术");
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page.getByTestId("selected-majors")).toContainText("临床医学");
    await page.getByTestId("search-hits").getByRole("checkbox", { name: /^计算机科学与技术\s*计算机类$/ }).check();
    await expectAccessibleAtAllWidths(page);
    await shots(page, "major-choose", info.project.name);
    await page.getByRole("button", { name: "查看选科要求" }).first().click();
    await expect(page).toHaveURL(/majorChooseSubjectResult\?.*m=100201K.*m=080901/, { timeout: 60_000 });
    const core = page.getByTestId("core-pair");
    await expect(core).toContainText("选考 物理+化学（第三门任选）可同时报考 临床医学、计算机科学与技术");
    await expect(core).toContainText(/按 2025 年计划名额.*\d+\.\d%/);
    await expect(page.getByTestId("requirements-100201K-2023-combined")).toContainText("化学+生物（均须选考）");
    await expect(page.getByTestId("combinations").locator("tbody tr")).toHaveCount(35);
    await expectAccessibleAtAllWidths(page);
    await shots(page, "major-result", info.project.name);
  });
});

test.describe("subjects → majors", () => {
  test("picks 物化生, then compares 物化生 with 物化技 and 史政地", async ({ page }, info) => {
    await page.goto("/zj/subjectChooseMajor");
    for (const s of ["物理", "化学", "生物"]) await pick(page, s);
    await page.getByRole("button", { name: "查看可报专业" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("科目选专业：物化生", { timeout: 60_000 });
    await expect(page.getByTestId("places-share")).toHaveText(/^\d+\.\d%$/);
    await expect(page.getByText("数据：2025 年浙江普通类平行投档").first()).toBeVisible();
    await expect(page.getByTestId("closed-majors").locator("li").first()).toBeVisible();
    await expectAccessibleAtAllWidths(page);
    await shots(page, "subject-result", info.project.name);
    await page.getByLabel("组合1").selectOption("物化生");
    await page.getByLabel("组合2").selectOption("物化技");
    await page.getByLabel("组合3").selectOption("政史地");
    await page.getByRole("button", { name: "对比" }).click();
    const table = page.getByTestId("compare-table");
    await expect(table.locator("thead th")).toHaveText(["项目", "物化生", "物化技", "政史地"]);
    const row = table.locator("tbody tr").first();
    const shares = (await row.locator("td").allTextContents()).map((t) => Number(t.replace("%", "")));
    expect(shares[0]).toBeGreaterThan(shares[2]!);
    expect(shares[1]).toBeGreaterThan(shares[2]!);
    await expectAccessibleAtAllWidths(page);
    await shots(page, "compare", info.project.name);
  });

  test("refuses four subjects with a Chinese message and 400; sd says how little of its data gives requirements", async ({ page }) => {
    const res = await page.goto("/zj/subjectChooseMajorResult?s=物理&s=化学&s=生物&s=地理");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("最多选择 3 门科目");
    await page.goto("/sd/subjectChooseMajorResult");
    for (const s of ["物理", "化学", "地理"]) await pick(page, s);
    await page.getByRole("button", { name: "查看可报专业" }).click();
    await expect(page.getByText(/山东 2025 年招生计划中只有 \d+% 的专业注明了选科要求/).first()).toBeVisible();
    await expectAccessibleAtAllWidths(page);
  });

  test("a 3+1+2 scope picks a 首选 and two 再选", async ({ page }) => {
    await page.goto("/gd/subjectChooseMajor");
    await pick(page, "历史");
    for (const s of ["政治", "地理"]) await pick(page, s);
    await page.getByRole("button", { name: "查看可报专业" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("科目选专业：政史地", { timeout: 60_000 });
    await expect(page.getByText("数据：2025 年广东历史类招生计划").first()).toBeVisible();
  });
});
