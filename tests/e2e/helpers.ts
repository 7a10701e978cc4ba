import type { APIRequestContext, Locator, Page } from "@playwright/test";

let counter = 0;
/** A phone number no other test (or earlier run against the same database) has used. */
export function uniquePhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter}`.padStart(8, "0").slice(-8);
  return `139${tail}`;
}

/** The answer of the captcha a form is showing, read from the development inbox. */
export async function captchaAnswer(request: APIRequestContext, form: Locator): Promise<string> {
  const encrypt = await form.locator('input[name="encrypt"]').inputValue();
  const res = await request.get(`/__dev/captcha?encrypt=${encodeURIComponent(encrypt)}`);
  return (await res.json()).data.code as string;
}

export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/__dev/sms?phone=${phone}`);
  return (await res.json()).data.code as string;
}

/** Logs in through the no-JavaScript login page (works in both projects). */
export async function loginThroughPage(page: Page, request: APIRequestContext, phone: string, scope = "zj"): Promise<void> {
  await page.goto(`/${scope}/login?redirectTo=/${scope}/index`);
  const form = page.locator("form", { has: page.getByLabel("手机号码") });
  await page.getByLabel("手机号码").fill(phone);
  await page.getByLabel("图片验证码").fill(await captchaAnswer(request, form));
  await page.getByRole("button", { name: "发送验证码" }).click();
  await page.getByText("验证码已发送").first().waitFor();
  await page.getByLabel("短信验证码").fill(await smsCode(request, phone));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL(`**/${scope}/index`);
}
