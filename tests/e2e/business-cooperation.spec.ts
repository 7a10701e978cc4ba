import { expect, test } from "@playwright/test";

test.describe("business cooperation", () => {
  test("a complete form is stored and acknowledged", async ({ page }) => {
    await page.goto("/zj/AboutUsPage/AboutBusinessCooperation");
    await expect(page).toHaveTitle("商务合作 - 志愿规划");
    await page.getByLabel("公司名称").fill("杭州某某中学");
    await page.getByLabel("联系人").fill("王老师");
    await page.getByLabel("联系电话").fill("0571-88886666");
    await page.getByLabel("合作内容").fill("希望为高三年级开通志愿填报系统。");
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByTestId("notices")).toContainText("提交成功");
    await expect(page.getByLabel("公司名称")).toHaveValue("");
  });

  test("missing fields are named in Chinese and nothing is sent", async ({ page }) => {
    await page.goto("/zj/AboutUsPage/AboutBusinessCooperation");
    await page.getByLabel("联系电话").fill("abc");
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("请输入公司名称")).toBeVisible();
    await expect(page.getByText("请输入正确的联系电话")).toBeVisible();
    await expect(page.getByTestId("notices")).not.toContainText("提交成功");
  });
});
