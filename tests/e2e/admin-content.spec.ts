import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAtAllWidths } from "./expect-accessible";
import { uniquePhone } from "./helpers";
import { addStaff, adminLogin, png } from "./admin-helpers";

// Each project works in its own scope of a channel no other spec visits, so one project's popup never covers another's page.
const CHANNEL = "qjjy";
const scopeOf = (project: string) => (project === "js-on" ? "ah" : "jx");

async function fillTarget(page: Page, scope: string) {
  await page.getByRole("checkbox", { name: new RegExp(`（${CHANNEL}）`) }).check();
  await page.getByRole("checkbox", { name: scope === "ah" ? "安徽" : "江西", exact: true }).check();
}

test.describe("管理后台：横幅、弹窗与视频指南", () => {
  test("an admin publishes a banner and a popup: the home page shows them for that channel and scope only; the popup closes and stays closed", async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const scope = scopeOf(info.project.name);
    const stamp = `${info.project.name}-${Date.now()}`;
    const admin = uniquePhone();
    await addStaff(request, { phone: admin, role: "admin", channels: "all", scopes: "all" });
    await adminLogin(page, request, admin);

    await page.getByRole("link", { name: "首页横幅" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "首页横幅" })).toBeVisible();
    await page.getByRole("link", { name: "新建首页横幅" }).click();
    await page.getByLabel("标题").fill(`使用手册 ${stamp}`);
    await page.getByLabel("横幅图片（建议 3:1）").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png() });
    await page.getByLabel("图片说明（必填，供读屏软件朗读）").fill(`查看使用手册 ${stamp}`);
    // A javascript: link is refused with the Chinese message, the form keeps what was typed.
    await page.getByLabel(/^链接/).fill("javascript:alert(1)");
    await fillTarget(page, scope);
    await expectAccessibleAtAllWidths(page);
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByRole("alert")).toHaveText("链接只能是本站路径（以 / 开头）或 https:// 开头的地址");
    await expect(page.getByLabel("标题")).toHaveValue(`使用手册 ${stamp}`);
    await page.getByLabel(/^链接/).fill(`/${scope}/userManual`);
    await page.getByLabel("横幅图片（建议 3:1）").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png() });
    await fillTarget(page, scope);
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/promos\/banner$/);
    await expect(page.getByTestId("admin-banner")).toContainText(`使用手册 ${stamp}`);
    await expectAccessible(page);

    // The saved-notice toast sits over the bar a moment: go straight to the new popup form.
    await page.goto("/admin/promos/popup/new");
    await page.getByLabel("标题").fill(`填报提醒 ${stamp}`);
    await page.getByLabel("弹窗文字（Markdown）").fill("志愿填报时间以本省教育考试院公告为准，请提前保存志愿表。");
    await page.getByLabel("弹窗对象").selectOption("all");
    await page.getByLabel("弹窗频率").selectOption("once");
    await fillTarget(page, scope);
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/promos\/popup$/);
    await expect(page.getByTestId("admin-popup")).toContainText(`填报提醒 ${stamp}`);

    // The public home page of that channel and scope, as a visitor.
    await page.context().clearCookies();
    await page.goto(`/${scope}/index?channel=${CHANNEL}`);
    const popup = page.getByTestId("home-popup");
    // Popups of earlier runs on this database come first (oldest first): close them, as a visitor would.
    for (let i = 0; i < 20 && !((await popup.textContent()) ?? "").includes(stamp); i++) {
      const before = await popup.textContent();
      await popup.getByRole("button", { name: /^关闭/ }).click();
      await expect(popup).not.toHaveText(before ?? "");
    }
    await expect(popup).toContainText(`填报提醒 ${stamp}`);
    await expect(popup).toContainText("请提前保存志愿表");
    if (info.project.name === "js-on") await expect(page.getByRole("dialog", { name: `填报提醒 ${stamp}` })).toBeVisible();
    await expectAccessible(page);
    await popup.getByRole("button", { name: /^关闭/ }).click();
    await expect(page.getByTestId("home-popup")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${scope}/index`));
    const banner = page.getByTestId("home-banners").getByRole("img", { name: `查看使用手册 ${stamp}` });
    await expect(banner).toBeVisible();
    await expectAccessibleAtAllWidths(page);
    // Once: it stays closed on the next visit of this session.
    await page.reload();
    await expect(page.getByTestId("home-banners")).toBeVisible();
    await expect(page.getByTestId("home-popup")).toHaveCount(0);
    await banner.click();
    await expect(page).toHaveURL(new RegExp(`/${scope}/userManual`));

    // Another channel, or another scope, shows neither.
    await page.goto(`/${scope}/index?channel=oem2`);
    await expect(page.getByRole("img", { name: `查看使用手册 ${stamp}` })).toHaveCount(0);
    await page.goto(`/zj/index?channel=${CHANNEL}`);
    await expect(page.getByRole("img", { name: `查看使用手册 ${stamp}` })).toHaveCount(0);
  });
});
