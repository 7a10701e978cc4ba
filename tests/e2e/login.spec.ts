import { expect, test } from "@playwright/test";
import { captchaAnswer, loginThroughPage, smsCode, uniquePhone } from "./helpers";

test.describe("login page", () => {
  test("logs in with phone, captcha and SMS code, edits the profile, logs out", async ({ page, request }) => {
    const phone = uniquePhone();
    await loginThroughPage(page, request, phone);
    await expect(page.getByTestId("notices")).toContainText("登录成功");
    await expect(page.getByTestId("personal-center-link")).toBeVisible();

    await page.getByTestId("personal-center-link").click();
    await expect(page).toHaveURL(/\/zj\/personalCenter\/personalData$/);
    await expect(page.getByTestId("phone")).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    await page.getByLabel("昵称").fill("小明妈妈");
    await page.getByText("家长", { exact: true }).click();
    await page.getByLabel("高考年份").fill("2027");
    for (const subject of ["物理", "化学", "技术"]) await page.getByText(subject, { exact: true }).click();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("notices")).toContainText("设置成功");
    await page.reload();
    await expect(page.getByLabel("昵称")).toHaveValue("小明妈妈");
    await expect(page.getByRole("radio", { name: "家长" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "技术" })).toBeChecked();
    await expect(page.getByTestId("personal-center-link")).toContainText("小明妈妈");

    const sessionId = async () => (await page.context().cookies()).find((c) => c.name === "__session")?.value;
    const before = await sessionId();
    await page.getByRole("button", { name: "退出" }).click();
    await expect(page).toHaveURL(/\/zj\/index$/);
    await expect(page.getByTestId("notices")).toContainText("退出成功");
    // Logout ends that session for good: the notice came in a new one.
    expect(before).toMatch(/\S{20,}/);
    const after = await sessionId();
    expect(after).toMatch(/\S{20,}/);
    expect(after).not.toBe(before);
    await expect(page.getByTestId("login-button")).toBeVisible();
    await page.goto("/zj/personalCenter");
    await expect(page).toHaveURL(/\/zj\/login\?redirectTo=/);
  });

  test("bad profile input keeps the saved data and says why", async ({ page, request }) => {
    await loginThroughPage(page, request, uniquePhone(), "gd");
    await page.goto("/gd/personalCenter/personalData");
    for (const subject of ["物理", "历史", "化学"]) await page.getByText(subject, { exact: true }).click();
    await page.getByLabel("高考年份").fill("1900");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("请输入正确的毕业年份")).toBeVisible();
    await page.goto("/gd/personalCenter/personalData");
    await expect(page.getByLabel("高考年份")).toHaveValue("");
  });

  test("empty fields get the spec's messages", async ({ page }) => {
    await page.goto("/zj/login");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("请输入手机号码")).toBeVisible();
    await expect(page.getByText("请输入验证码")).toBeVisible();
    await expect(page.getByText("请输入短信验证码")).toBeVisible();
  });

  test("a malformed phone and a short captcha are refused before any SMS is sent", async ({ page }) => {
    await page.goto("/zj/login");
    await page.getByLabel("手机号码").fill("2380000000");
    await page.getByLabel("图片验证码").fill("AB");
    await page.getByRole("button", { name: "发送验证码" }).click();
    await expect(page.getByText("请输入正确的手机号码")).toBeVisible();
    await expect(page.getByText("请输入正确的验证码")).toBeVisible();
  });

  test("a wrong SMS code is refused with a message", async ({ page, request }) => {
    const phone = uniquePhone();
    await page.goto("/zj/login");
    const form = page.locator("form", { has: page.getByLabel("手机号码") });
    await page.getByLabel("手机号码").fill(phone);
    await page.getByLabel("图片验证码").fill(await captchaAnswer(request, form));
    await page.getByRole("button", { name: "发送验证码" }).click();
    await page.getByText("验证码已发送").first().waitFor();
    const right = await smsCode(request, phone);
    await page.getByLabel("短信验证码").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /验证码/ })).toBeVisible();
    await expect(page).toHaveURL(/\/zj\/login/);
  });
});

test.describe("login dialog (JavaScript)", () => {
  test("the header button opens the dialog; logging in reloads the page", async ({ page, request }, info) => {
    test.skip(info.project.name === "js-off", "the dialog needs JavaScript; without it the button is a link to the login page");
    const phone = uniquePhone();
    await page.goto("/zj/index");
    await page.getByTestId("login-button").click();
    const dialog = page.getByRole("dialog", { name: "验证码登录" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("captcha-image")).toBeVisible();
    await dialog.getByLabel("手机号码").fill("123");
    await dialog.getByLabel("手机号码").blur();
    await expect(dialog.getByText("请输入正确的手机号码")).toBeVisible();
    await dialog.getByLabel("手机号码").fill(phone);
    await dialog.getByLabel("图片验证码").fill(await captchaAnswer(request, dialog.locator("form")));
    await dialog.getByRole("button", { name: "发送验证码" }).click();
    await expect(page.getByTestId("notices")).toContainText("验证码已发送");
    await expect(dialog.getByRole("button", { name: /重新发送\(\d+s\)/ })).toBeDisabled();
    await dialog.getByLabel("短信验证码").fill(await smsCode(request, phone));
    await dialog.getByLabel("短信验证码").press("Enter");
    await expect(page.getByTestId("notices")).toContainText("登录成功");
    await expect(page.getByTestId("personal-center-link")).toBeVisible({ timeout: 10_000 });
  });

  test("Esc closes the dialog and reopening resets it", async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "the dialog needs JavaScript");
    await page.goto("/zj/index");
    await page.getByTestId("login-button").click();
    const dialog = page.getByRole("dialog", { name: "验证码登录" });
    await dialog.getByLabel("手机号码").fill("13900000000");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.getByTestId("login-button").click();
    await expect(page.getByRole("dialog", { name: "验证码登录" }).getByLabel("手机号码")).toHaveValue("");
  });

  test("a page that needs a login opens the dialog during client-side navigation", async ({ page, request }, info) => {
    test.skip(info.project.name === "js-off", "client-side navigation needs JavaScript; without it the login page is shown");
    await page.goto("/zj/index");
    await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate("/zj/personalCenter/personalData"));
    const dialog = page.getByRole("dialog", { name: "验证码登录" });
    await expect(dialog).toBeVisible();
    await expect(page.getByText("请先登录系统")).toBeVisible();
    const phone = uniquePhone();
    await dialog.getByLabel("手机号码").fill(phone);
    await dialog.getByLabel("图片验证码").fill(await captchaAnswer(request, dialog.locator("form")));
    await dialog.getByRole("button", { name: "发送验证码" }).click();
    await expect(page.getByTestId("notices")).toContainText("验证码已发送");
    await dialog.getByLabel("短信验证码").fill(await smsCode(request, phone));
    await dialog.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByRole("heading", { name: "个人资料" })).toBeVisible({ timeout: 10_000 });
  });

  test("without JavaScript the login button leads to the login page", async ({ page }, info) => {
    test.skip(info.project.name === "js-on", "checks the no-JavaScript path");
    await page.goto("/zj/index");
    await page.getByTestId("login-button").click();
    await expect(page).toHaveURL(/\/zj\/login\?redirectTo=%2Fzj%2Findex$/);
    await expect(page.getByRole("heading", { name: "验证码登录" })).toBeVisible();
  });
});
