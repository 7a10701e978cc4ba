import { expect, test } from "@playwright/test";
import { expectAccessibleAtAllWidths } from "./expect-accessible";
import { captchaAnswer, uniquePhone } from "./helpers";
import { addStaff, adminLogin, png } from "./admin-helpers";

test.describe("管理后台", () => {
  test("staff only: a number nobody added cannot log in, and /admin sends visitors to the login page", async ({ page, request }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "管理后台登录" })).toBeVisible();
    await expectAccessibleAtAllWidths(page);
    const phone = uniquePhone();
    const form = page.locator("form", { has: page.getByLabel("手机号") });
    await page.getByLabel("手机号").fill(phone);
    await page.getByLabel("图形验证码").fill(await captchaAnswer(request, form));
    await page.getByRole("button", { name: "发送短信验证码" }).click();
    await expect(page.getByText("验证码已发送")).toBeVisible();
    await page.getByLabel("短信验证码").fill("123456");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("该手机号不是工作人员，请联系管理员添加");
  });

  test("staff pages by address: visitors go to the login page; an admin opens /admin/staff and an article's /admin/preview; GET /admin/logout goes back, the form post ends the session", async ({ page, request }) => {
    test.setTimeout(90_000);
    for (const path of ["/admin/staff", "/admin/preview/1"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
    const phone = uniquePhone();
    await addStaff(request, { phone, role: "admin", channels: "all", scopes: "all" });
    await adminLogin(page, request, phone);
    expect((await page.goto("/admin/staff"))?.status()).toBe(200);
    await expect(page.getByTestId("staff-table")).toContainText(phone);
    // A published article (the seed's), as the public page shows it.
    await page.goto("/zj/gkzxPage");
    const href = (await page.getByRole("main").locator('a[href*="/zj/gkzxPageDetails/"]').first().getAttribute("href"))!;
    await page.goto(href);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect((await page.goto(`/admin/preview/${href.split("/").pop()}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect((await page.goto("/admin/preview/999999999"))?.status()).toBe(404);
    await page.goto("/admin/logout");
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("button", { name: "退出" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("an admin adds an oem1/gd editor, who publishes an article with a cover: it shows on oem1's gd news only, and the audit log has each step", async ({ page, request }, info) => {
    // Two logins, two forms, eight accessibility audits.
    test.setTimeout(180_000);
    const adminPhone = uniquePhone();
    const editorPhone = uniquePhone();
    await addStaff(request, { phone: adminPhone, role: "admin", channels: "all", scopes: "all" });
    await adminLogin(page, request, adminPhone);
    await expectAccessibleAtAllWidths(page);

    await page.getByRole("link", { name: "工作人员" }).click();
    await page.getByLabel("手机号").fill(editorPhone);
    await page.getByLabel("姓名").fill("编辑甲");
    await page.getByLabel("角色").selectOption("editor");
    await page.getByRole("checkbox", { name: /（oem1）/ }).check();
    await page.getByRole("checkbox", { name: "广东" }).check();
    await page.getByRole("button", { name: "添加" }).click();
    await expect(page.getByTestId("staff-table")).toContainText(editorPhone);
    await expect(page.getByTestId("staff-table")).toContainText("oem1 / 广东");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `var/shots/admin-staff-390-${info.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessibleAtAllWidths(page);
    // Kept for the end: a second code to the same phone within a minute would be refused.
    const adminCookies = await page.context().cookies();

    await adminLogin(page, request, editorPhone);
    // Editors see neither staff nor the audit log.
    await expect(page.getByRole("link", { name: "工作人员" })).toHaveCount(0);
    expect((await page.goto("/admin/audit"))!.status()).toBe(403);
    await page.goto("/admin/articles/new");
    // Only the editor's own channel and scope are offered.
    await expect(page.getByRole("checkbox", { name: /（oem2）/ })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "浙江" })).toHaveCount(0);
    const title = `广东填报提醒 ${editorPhone.slice(-4)} ${info.project.name}`;
    await page.getByLabel("标题").fill(title);
    await page.getByLabel("摘要").fill("本科批 45 个院校专业组");
    await page.getByLabel("分类").fill("填报提醒");
    await page.getByLabel("正文（Markdown）").fill("## 要点\n\n本科批可填 **45** 个院校专业组。");
    await page.getByLabel("来源").fill("广东省教育考试院");
    await page.getByRole("checkbox", { name: /（oem1）/ }).check();
    await page.getByRole("checkbox", { name: "广东" }).check();

    // A renamed executable is refused with a Chinese message.
    const exe = Buffer.alloc(256);
    exe.write("MZ", 0);
    await page.getByLabel("封面图片").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: exe });
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByRole("alert")).toHaveText("仅支持 PNG、JPEG、WebP 图片、MP4 视频或 WebVTT 字幕，文件内容与格式不符");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `var/shots/admin-editor-390-${info.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessibleAtAllWidths(page);

    await page.getByLabel("封面图片").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png() });
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const row = page.getByTestId("admin-articles").getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("已发布");
    await expect(row).toContainText("oem1 / 广东");
    await page.screenshot({ path: `var/shots/admin-list-1280-${info.project.name}.png`, fullPage: true });
    await expectAccessibleAtAllWidths(page);
    await row.getByRole("link", { name: /预览/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("strong", { hasText: "45" })).toBeVisible();
    await expectAccessibleAtAllWidths(page);

    // The public news: oem1's gd page has it; oem1's zj page and the default brand's gd page do not.
    await page.goto("/gd/gkzxPage?channel=oem1");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.locator(`img[src^="/uploads/"]`).first()).toBeVisible();
    await page.goto("/zj/gkzxPage?channel=oem1");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await page.goto("/gd/gkzxPage?channel=brand");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    // The editor logs out: the session ends and /admin asks for a login again.
    await page.goto("/admin");
    await page.getByRole("button", { name: "退出" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The admin reads the audit log.
    await page.context().clearCookies();
    await page.context().addCookies(adminCookies);
    await page.goto("/admin/audit");
    const audit = page.getByTestId("audit-table");
    await expect(audit).toContainText("新建资讯（发布）");
    await expect(audit).toContainText("上传被拒绝");
    await expect(audit).toContainText("上传文件");
    await expect(audit).toContainText("添加工作人员");
    await expect(audit.getByRole("row", { name: new RegExp(`${editorPhone}.*新建资讯`) })).toContainText(title);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `var/shots/admin-audit-390-${info.project.name}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `var/shots/admin-audit-1280-${info.project.name}.png` });
    await expectAccessibleAtAllWidths(page);
  });
});
