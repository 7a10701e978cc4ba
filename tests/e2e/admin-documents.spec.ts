import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { uniquePhone } from "./helpers";
import { addStaff, adminLogin } from "./admin-helpers";

// Staff edit the agreement, disclaimer, service terms and FAQ texts per channel (/admin/documents).

/** The public page as a visitor without cookies gets it (the page cache may replay it). */
async function publicHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { Accept: "text/html" } });
  expect(res.status()).toBe(200);
  return res.text();
}

async function shoot(page: Page, name: string, project: string) {
  if (project !== "js-on") return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `var/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("协议与常见问题", () => {
  test("an admin edits the agreement for oem1: oem1's page shows the new text at once, the default channel keeps the old; a text without a title is refused; resetting returns oem1 to the default", async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const marker = `本协议已于${info.project.name}-${Date.now()}修订。`;
    const phone = uniquePhone();
    await addStaff(request, { phone, role: "admin", channels: "all", scopes: "all" });
    await adminLogin(page, request, phone);

    await page.getByRole("link", { name: "协议与常见问题" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "协议与常见问题" })).toBeVisible();
    await expect(page.getByTestId("admin-documents")).toContainText("用户协议");
    await expectAccessible(page);
    await shoot(page, "admin-documents", info.project.name);

    await page.getByRole("link", { name: "编辑用户协议（默认（所有渠道））" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("用户协议（默认（所有渠道））");
    await page.getByLabel("渠道", { exact: true }).selectOption("oem1");
    await page.getByRole("button", { name: "切换渠道" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("用户协议（启航志愿（oem1））");
    await expectAccessible(page);
    await shoot(page, "admin-document-edit", info.project.name);
    const original = await page.getByLabel("正文").inputValue();
    expect(original).toMatch(/^# 用户协议\n/);

    // The public page before the edit, now possibly kept by the page cache.
    expect(await publicHtml(request, "/zj/FAQPage/FAQAgreement?channel=oem1")).not.toContain(marker);

    await page.getByLabel("正文").fill("只有一段，没有标题");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByRole("alert")).toHaveText("请填写标题（以“# ”开头的第一行）");
    await expect(page.getByLabel("正文")).toHaveValue("只有一段，没有标题");
    expect(await publicHtml(request, "/zj/FAQPage/FAQAgreement?channel=oem1")).toContain("用户协议");

    await page.getByLabel("正文").fill(original.replace("# 用户协议\n", `# 用户协议\n\n${marker}\n`));
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await expect(page.getByTestId("document-state")).toContainText(phone);

    expect(await publicHtml(request, "/zj/FAQPage/FAQAgreement?channel=oem1")).toContain(marker);
    expect(await publicHtml(request, "/zj/AboutUsPage/FAQAgreement?channel=oem1")).toContain(marker);
    await page.goto("/zj/FAQPage/FAQAgreement?channel=oem1");
    const article = page.getByRole("main").getByRole("article");
    await expect(article).toContainText(marker);
    await expect(article).toContainText("启航志愿");
    // The visit above remembered oem1 for this browser: name the default channel (brand).
    await page.goto("/zj/FAQPage/FAQAgreement?channel=brand");
    await expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 1 })).toHaveText("用户协议");
    await expect(page.getByRole("main").getByRole("article")).not.toContainText(marker);
    expect(await publicHtml(request, "/zj/FAQPage/FAQAgreement?channel=oem2")).not.toContain(marker);

    // Dropping oem1's own version: it follows the default again.
    await page.goto("/admin/documents/agreement?channel=oem1");
    await page.getByRole("button", { name: "删除本渠道版本，恢复默认" }).click();
    await expect(page.getByText("已恢复为默认版本")).toBeVisible();
    await expect(page.getByTestId("document-state")).toContainText("这个渠道还没有单独的版本");
    expect(await publicHtml(request, "/zj/FAQPage/FAQAgreement?channel=oem1")).not.toContain(marker);
  });

  test("a viewer reads a text and cannot save it", async ({ page, request }) => {
    test.setTimeout(90_000);
    const phone = uniquePhone();
    await addStaff(request, { phone, role: "viewer", channels: "all", scopes: "all" });
    await adminLogin(page, request, phone);
    await page.goto("/admin/documents/disclaimer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("免责声明（默认（所有渠道））");
    await expect(page.getByLabel("正文（只读）")).toHaveJSProperty("readOnly", true);
    await expect(page.getByLabel("正文（只读）")).toHaveValue(/^# 免责声明/);
    await expect(page.getByRole("button", { name: "保存" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
