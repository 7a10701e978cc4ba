import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { captchaAnswer, smsCode } from "./helpers";

/** A staff member added as `npm run admin:add` does, through the development inbox. */
export async function addStaff(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post("/__dev/staff", { data: body });
  expect(res.status()).toBe(200);
}

export async function adminLogin(page: Page, request: APIRequestContext, phone: string) {
  // A live staff session would skip the login page.
  await page.context().clearCookies();
  await page.goto("/admin/login");
  const form = page.locator("form", { has: page.getByLabel("手机号") });
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("图形验证码").fill(await captchaAnswer(request, form));
  await page.getByRole("button", { name: "发送短信验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  await page.getByLabel("短信验证码").fill(await smsCode(request, phone));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL(/\/admin$/);
}
