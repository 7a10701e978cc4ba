import { expect, test } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";

test.describe("我的成绩", () => {
  test("the personal center opens on 我的成绩; add, edit and delete a record, with a bad input refused", async ({ page, request }, info) => {
    await loginThroughPage(page, request, uniquePhone());
    await page.goto("/zj/personalCenter");
    await expect(page).toHaveURL(/\/zj\/personalCenter\/myScore$/);
    await expect(page.getByRole("heading", { level: 1, name: "我的成绩" })).toBeVisible();
    await expect(page.getByRole("link", { name: "我的成绩" })).toBeVisible();
    await expectAccessible(page);

    // Bad input: a total above 750 and only two electives.
    await page.getByLabel("高考总分").fill("800");
    await page.getByRole("checkbox", { name: "物理" }).check({ force: true });
    await page.getByRole("checkbox", { name: "化学" }).check({ force: true });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("高考总分须为0至750之间的整数")).toBeVisible();
    await expect(page.getByText("请选择3门选考科目")).toBeVisible();
    await expect(page.getByTestId("score-record")).toHaveCount(0);

    // Add.
    await page.getByLabel("高考总分").fill("600");
    await page.getByRole("checkbox", { name: "物理" }).check({ force: true });
    await page.getByRole("checkbox", { name: "化学" }).check({ force: true });
    await page.getByRole("checkbox", { name: "技术" }).check({ force: true });
    await page.getByLabel("物理成绩").fill("90");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    const first = page.getByTestId("score-record");
    await expect(first).toHaveCount(1);
    await expect(first).toContainText(/成绩1 600分 位次\d+ 物理化学技术 [\d.]+%/);
    await expect(first).toContainText("按 2025 年一分一段表");
    await expect(first).toContainText("实考成绩");

    // Edit: the form opens with the record's values.
    await page.getByRole("link", { name: "修改成绩1" }).click();
    await expect(page.getByRole("heading", { name: "修改成绩1" })).toBeVisible();
    await expect(page.getByLabel("高考总分")).toHaveValue("600");
    await expect(page.getByLabel("物理成绩")).toHaveValue("90");
    await page.getByLabel("高考总分").fill("640");
    await page.getByLabel("成绩类型").selectOption("estimate");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await expect(page.getByTestId("score-record")).toHaveCount(1);
    await expect(page.getByTestId("score-record")).toContainText("成绩1 640分");
    await expect(page.getByTestId("score-record")).toContainText("估分");

    await page.screenshot({ path: `test-results/my-score-${info.project.name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/my-score-${info.project.name}-390.png`, fullPage: true });
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Delete.
    await page.getByRole("button", { name: "删除成绩1" }).click();
    await expect(page.getByText("删除成功")).toBeVisible();
    await expect(page.getByTestId("score-record")).toHaveCount(0);
  });

  test("3+1+2 scopes ask for 首选 as a radio and 再选 as checkboxes", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone(), "gd");
    await page.goto("/gd/personalCenter/myScore");
    await page.getByLabel("高考总分").fill("580");
    await page.getByRole("radio", { name: "历史" }).check({ force: true });
    await page.getByRole("checkbox", { name: "政治" }).check({ force: true });
    await page.getByRole("checkbox", { name: "地理" }).check({ force: true });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await expect(page.getByTestId("score-record")).toContainText(/成绩1 580分 位次\d+ 历史政治地理/);
    // A zj record is not shown in gd, nor this one in zj.
    await page.goto("/zj/personalCenter/myScore");
    await expect(page.getByTestId("score-record")).toHaveCount(0);
  });
});
