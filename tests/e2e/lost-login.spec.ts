import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { captchaAnswer, loginThroughPage, smsCode, uniquePhone } from "./helpers";

/**
 * The web session still holds tokens, but the API refuses them (the login
 * was ended elsewhere: revoked by an operator, a reused refresh token, a
 * deleted account). The next page that calls the API asks for a login and,
 * after it, shows the page the visitor was going to.
 */
async function endEveryLoginOf(request: APIRequestContext, phone: string) {
  const res = await request.post("/__dev/logins/revoke", { data: { phone } });
  expect(res.status()).toBe(200);
}

/**
 * The phone for logging in again. A second code to the first phone would
 * have to wait out the 60 s resend spacing, which is not what these tests are about.
 */
const secondPhone = uniquePhone;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** Fills and sends the login form inside `within` (the login page or the dialog). */
async function logInWith(page: Page, request: APIRequestContext, within: Locator, phone: string) {
  const form = within.locator("form", { has: page.getByLabel("手机号码") });
  await form.getByLabel("手机号码").fill(phone);
  await form.getByLabel("图片验证码").fill(await captchaAnswer(request, form));
  await form.getByRole("button", { name: "发送验证码" }).click();
  await expect(page.getByText("验证码已发送").first()).toBeVisible();
  await form.getByLabel("短信验证码").fill(await smsCode(request, phone));
  await form.getByRole("button", { name: "登录", exact: true }).click();
}

test("without JavaScript: the login page, with the way back, then the page", async ({ page, request }, info) => {
  test.skip(info.project.name === "js-on", "checks the no-JavaScript path");
  const phone = uniquePhone();
  await loginThroughPage(page, request, phone);
  await expect(page.getByTestId("personal-center-link")).toBeVisible();
  await endEveryLoginOf(request, phone);

  await page.goto("/zj/personalCenter/personalData");
  await expect(page).toHaveURL(/\/zj\/login\?redirectTo=%2Fzj%2FpersonalCenter%2FpersonalData$/);
  await expect(page.getByRole("heading", { name: "验证码登录" })).toBeVisible();
  // The refused tokens were dropped: the header offers a login, not the personal center.
  await expect(page.getByTestId("personal-center-link")).toHaveCount(0);

  const again = secondPhone();
  await logInWith(page, request, page.locator("main"), again);
  await expect(page).toHaveURL(/\/zj\/personalCenter\/personalData$/);
  await expect(page.getByRole("heading", { name: "个人资料" })).toBeVisible();
  await expect(page.getByTestId("phone")).toHaveText(masked(again));
});

test("with JavaScript: the login dialog on the page, then the page", async ({ page, request }, info) => {
  test.skip(info.project.name === "js-off", "the dialog needs JavaScript");
  const phone = uniquePhone();
  await loginThroughPage(page, request, phone);
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
  await endEveryLoginOf(request, phone);

  // A client-side navigation: the page's loader meets the API's 401.
  await page.getByTestId("personal-center-link").click();
  const dialog = page.getByRole("dialog", { name: "验证码登录" });
  await expect(dialog).toBeVisible();
  await expect(page.getByText("请先登录系统")).toBeVisible();
  await expect(page).toHaveURL(/\/zj\/personalCenter/);

  const again = secondPhone();
  await logInWith(page, request, dialog, again);
  await expect(page.getByTestId("notices")).toContainText("登录成功");
  await expect(page.getByRole("heading", { name: "个人资料" })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/zj\/personalCenter\/personalData$/);
  await expect(page.getByTestId("phone")).toHaveText(masked(again));
});
