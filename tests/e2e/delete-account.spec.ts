import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { captchaAnswer, loginThroughPage, smsCode, uniquePhone } from "./helpers";

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

async function openDeletionPage(page: Page, request: APIRequestContext, phone: string) {
  await loginThroughPage(page, request, phone);
  await page.goto("/zj/personalCenter/personalData");
  await page.getByRole("link", { name: "注销账号" }).click();
  await expect(page).toHaveURL(/\/zj\/personalCenter\/deleteAccount$/);
  await expect(page.getByRole("heading", { level: 1, name: "注销账号" })).toBeVisible();
}

/** Fills the captcha, asks for the code and waits for 验证码已发送. */
async function requestCode(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const form = page.locator("form", { has: page.getByLabel("短信验证码") });
  await page.getByLabel("图片验证码").fill(await captchaAnswer(request, form));
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(page.getByTestId("sms-sent")).toContainText(`验证码已发送，请查看手机 ${masked(phone)}`);
  return smsCode(request, phone);
}

test.describe("注销账号", () => {
  test("deletes the account after SMS confirmation, logs out and says what was deleted", async ({ page, request }) => {
    const phone = uniquePhone();
    await openDeletionPage(page, request, phone);
    const warning = page.getByRole("note", { name: "注销后无法恢复" });
    await expect(warning).toContainText(masked(phone));
    await expect(warning).toContainText("个人资料");
    await expect(warning).toContainText("无法找回");

    const code = await requestCode(page, request, phone);
    await page.getByLabel("短信验证码").fill(code);
    await page.getByRole("button", { name: "确认注销" }).click();
    // Not ticked yet: nothing is deleted.
    await expect(page.getByText("请勾选确认已了解注销后果")).toBeVisible();
    await expect(page).toHaveURL(/\/zj\/personalCenter\/deleteAccount$/);

    await page.getByLabel("短信验证码").fill(code);
    await page.getByLabel("我已了解注销后账号和上述信息将被永久删除、无法恢复").check();
    await page.getByRole("button", { name: "确认注销" }).click();

    await expect(page).toHaveURL(/\/zj\/accountDeleted$/);
    await expect(page.getByRole("heading", { level: 1, name: "账号已注销" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "已在所有设备上退出登录" })).toBeVisible();
    const deleted = page.getByTestId("deleted-data");
    await expect(deleted).toContainText("个人资料（手机号、昵称、身份、性别、就读高中、高考年份、省份、选考科目）：1 条记录");
    // The web session, its token family and one access and one refresh token: the session was found through its user.
    await expect(deleted).toContainText("登录状态（各设备上的登录会话与登录令牌）：4 条记录");
    await expect(deleted).toContainText("短信验证记录");
    await expect(page.getByTestId("login-button")).toBeVisible();

    // Logged out: the personal center asks for a login; the result page is shown once only.
    await page.goto("/zj/personalCenter/personalData");
    await expect(page).toHaveURL(/\/zj\/login\?redirectTo=/);
    await page.goto("/zj/accountDeleted");
    await expect(page).toHaveURL(/\/zj\/index$/);
  });

  test("a wrong code is refused with a Chinese message and the account stays", async ({ page, request }) => {
    const phone = uniquePhone();
    await openDeletionPage(page, request, phone);
    const code = await requestCode(page, request, phone);
    await page.getByLabel("短信验证码").fill(code === "000000" ? "111111" : "000000");
    await page.getByLabel("我已了解注销后账号和上述信息将被永久删除、无法恢复").check();
    await page.getByRole("button", { name: "确认注销" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "短信验证码错误，还可尝试4次" })).toBeVisible();
    await page.goto("/zj/personalCenter/personalData");
    await expect(page.getByTestId("phone")).toHaveText(masked(phone));
  });

  test("the login code cannot confirm a deletion", async ({ page, request }) => {
    const phone = uniquePhone();
    await openDeletionPage(page, request, phone);
    const loginCode = await smsCode(request, phone);
    await page.getByLabel("短信验证码").fill(loginCode);
    await page.getByLabel("我已了解注销后账号和上述信息将被永久删除、无法恢复").check();
    await page.getByRole("button", { name: "确认注销" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "请先获取短信验证码" })).toBeVisible();
  });

  test("fields are labelled and keyboard order follows the steps", async ({ page, request }) => {
    const phone = uniquePhone();
    await openDeletionPage(page, request, phone);
    await page.getByLabel("图片验证码").focus();
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute("aria-label") || (el as HTMLInputElement | null)?.labels?.[0]?.textContent || el?.textContent || "";
      }));
      await page.keyboard.press("Tab");
    }
    expect(order).toEqual([
      "图片验证码",
      "看不清？换一张验证码图片",
      "发送验证码",
      "短信验证码",
      "我已了解注销后账号和上述信息将被永久删除、无法恢复",
      "确认注销",
    ]);
    await expect(page.getByRole("button", { name: "确认注销" })).toHaveAccessibleDescription(/注销后无法恢复/);
  });

  test("without a login the page asks to log in", async ({ page }) => {
    await page.goto("/zj/personalCenter/deleteAccount");
    await expect(page).toHaveURL(/\/zj\/login\?redirectTo=%2Fzj%2FpersonalCenter%2FdeleteAccount/);
  });
});
