import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { loginThroughPage, uniquePhone } from "./helpers";

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `var/shots/${name}-${project}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `var/shots/${name}-${project}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(392);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The name a candidate row's buttons carry, e.g. "收藏：浙江大学 计算机类" → "浙江大学 计算机类". */
async function firstUnitName(page: Page, verb: string): Promise<string> {
  const label = await page.getByRole("button", { name: new RegExp(`^${verb}：`) }).first().getAttribute("aria-label");
  return label!.slice(verb.length + 1);
}

test.describe("收藏的志愿 and 不感兴趣 (zj)", () => {
  test("visitors are sent to the login page and back", async ({ page }) => {
    for (const path of ["/zj/personalCenter/myUnlike", "/zj/myCollectionsPreview"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/zj/login\\?redirectTo=${encodeURIComponent(path)}`));
    }
  });

  test("mark 不感兴趣 and restore it; collect, uncollect and clear with a confirmation", async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const project = info.project.name;
    await loginThroughPage(page, request, uniquePhone());

    // Empty states.
    await page.goto("/zj/personalCenter/myUnlike");
    await expect(page.getByRole("heading", { level: 1, name: "不感兴趣" })).toBeVisible();
    await expect(page.getByTestId("marks-empty")).toBeVisible();
    await page.goto("/zj/myCollectionsPreview");
    await expect(page.getByRole("heading", { level: 1, name: "收藏的志愿" })).toBeVisible();
    await expect(page.getByTestId("marks-empty")).toBeVisible();

    // A score record and a draft of 一段, so the candidate list shows.
    await page.goto("/zj/personalCenter/myScore");
    await page.getByLabel("高考总分").fill("600");
    for (const s of ["物理", "化学", "技术"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await page.goto("/zj/reportedFirst");
    await page.getByLabel("志愿段 / 批次").selectOption("1");
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedSecond\?type=1$/, { timeout: 30_000 });
    await expect(page.getByTestId("pick-unit").first()).toBeVisible();

    // 不感兴趣: the unit leaves the list and shows on myUnlike.
    const unliked = await firstUnitName(page, "不感兴趣");
    await page.getByRole("button", { name: `不感兴趣：${unliked}`, exact: true }).click();
    await expect(page.getByText("已标为不感兴趣，不再显示")).toBeVisible();
    await expect(page.getByRole("button", { name: `不感兴趣：${unliked}`, exact: true })).toHaveCount(0);
    await page.goto("/zj/personalCenter/myUnlike");
    await expect(page.getByTestId("unit-mark")).toHaveCount(1);
    await expect(page.getByTestId("unit-mark")).toContainText(unliked);
    await expectAccessible(page);
    await shoot(page, "my-unlike", project);
    await page.getByRole("button", { name: `恢复：${unliked}`, exact: true }).click();
    await expect(page.getByText("已恢复，该志愿将重新显示")).toBeVisible();
    await expect(page.getByTestId("marks-empty")).toBeVisible();
    await page.goto("/zj/reportedSecond?type=1");
    await expect(page.getByRole("button", { name: `不感兴趣：${unliked}`, exact: true })).toHaveCount(1);

    // 收藏 two units; one is cancelled, then the rest cleared after the confirmation.
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const row = page.getByTestId("pick-unit").nth(i);
      names.push(await row.locator('form:has(input[name="intent"][value="collect"]) input[name="label"]').inputValue());
      // Wait for this post's own answer: the notice of the first one is still on the page.
      const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/zj/reportedSecond"));
      await row.getByRole("button", { name: /^收藏：/ }).click();
      await posted;
      await expect(page.getByText("收藏成功").first()).toBeVisible();
    }
    await page.goto("/zj/myCollectionsPreview");
    await expect(page.getByTestId("unit-mark")).toHaveCount(2);
    for (const n of names) await expect(page.getByTestId("unit-mark").filter({ hasText: n })).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, "collections-preview", project);
    await page.getByRole("button", { name: `取消收藏：${names[0]}`, exact: true }).click();
    await expect(page.getByText("已取消收藏")).toBeVisible();
    await expect(page.getByTestId("unit-mark")).toHaveCount(1);
    await page.getByRole("link", { name: "清空" }).click();
    await expect(page).toHaveURL(/\?confirm=clear$/);
    await expect(page.getByTestId("clear-confirm")).toContainText("确定清空全部 1 个志愿吗");
    await expectAccessible(page);
    await page.getByRole("link", { name: "取消" }).click();
    await expect(page.getByTestId("unit-mark")).toHaveCount(1);
    await page.getByRole("link", { name: "清空" }).click();
    await page.getByRole("button", { name: "确定清空" }).click();
    await expect(page.getByText("已清空收藏")).toBeVisible();
    await expect(page.getByTestId("marks-empty")).toBeVisible();
  });
});
