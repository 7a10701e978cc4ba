import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { addStaff, adminLogin } from "./admin-helpers";
import { expectAccessibleAtAllWidths } from "./expect-accessible";
import { uniquePhone } from "./helpers";

/** Front matter of the seed files (title, scopes), read from the files themselves. */
function seed(folder: string) {
  const dir = new URL(`../../server/data/content/${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => {
      const text = readFileSync(new URL(f, dir), "utf8");
      const field = (k: string) => new RegExp(`^${k}: (.+)$`, "m").exec(text)?.[1].trim() ?? "";
      return { title: field("title"), order: Number(field("order")), scopes: field("scopes") };
    })
    .sort((a, b) => a.order - b.order);
}
const MANUAL = seed("user-manual");
const ARTICLES = seed("articles");
const sees = (scope: string) => (m: { scopes: string }) => m.scopes === "all" || m.scopes.replace(/[[\]\s]/g, "").split(",").includes(scope);

test.describe("使用手册 covers every feature", () => {
  test("gd's manual lists every page but zj's 三位一体; zj's has it", async ({ page }) => {
    await page.goto("/gd/userManual");
    const toc = page.getByRole("navigation", { name: "目录" });
    const gd = MANUAL.filter(sees("gd")).map((m) => m.title);
    expect(gd.length).toBeGreaterThanOrEqual(13);
    expect(await toc.getByRole("link").allTextContents()).toEqual(gd);
    expect(gd.some((t) => t.includes("三位一体"))).toBe(false);
    await page.goto("/zj/userManual");
    await expect(page.getByRole("navigation", { name: "目录" }).getByRole("link", { name: /三位一体/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /志愿填报：模拟填报和正式填报的三个步骤/ })).toBeVisible();
  });

  test("the labels the manual names are the ones on the pages", async ({ page }) => {
    await page.goto("/zj/userManual");
    const manual = await page.locator("main").innerText();
    // Each pair: the manual says it, and the page it describes shows it.
    const checks: Array<[text: string, path: string, locate: (p: typeof page) => ReturnType<typeof page.getByRole>]> = [
      ["开始测评", "/zj/careerTestingEnter", (p) => p.getByRole("link", { name: "开始测评" })],
      ["搜索", "/zj/universityInquiry", (p) => p.getByRole("button", { name: "搜索" })],
      ["专科（高职）", "/zj/professionQuery", (p) => p.getByRole("link", { name: "专科（高职）" })],
      ["院校筛选", "/zj/trinity2018", (p) => p.getByRole("heading", { level: 1 })],
      ["上一课", "/zj/microClass", (p) => p.getByRole("heading", { level: 1, name: "微课堂" })],
      ["时间安排", "/zj/gkzxPage", (p) => p.getByRole("link", { name: "时间安排" })],
    ];
    for (const [text, path, locate] of checks) {
      expect(manual, text).toContain(text);
      await page.goto(path);
      await expect(locate(page).first(), path).toBeVisible();
    }
  });
});

test.describe("高考资讯 seed", () => {
  test("every scope's news page counts at least 12 articles, the scope's calendar among them", async ({ page }) => {
    const names: Record<string, string> = { zj: "浙江", gd: "广东", hb: "湖北", sd: "山东", ah: "安徽", jx: "江西" };
    for (const scope of Object.keys(names)) {
      const expected = ARTICLES.filter(sees(scope)).length;
      expect(expected, scope).toBeGreaterThanOrEqual(12);
      await page.goto(`/${scope}/gkzxPage`);
      await expect(page.getByText(new RegExp(`共 ${expected} 篇`))).toBeVisible();
      await page.goto(`/${scope}/gkzxPage?category=${encodeURIComponent("时间安排")}`);
      await page.getByRole("link", { name: new RegExp(`${names[scope]} 2026 年高考全程时间表`) }).click();
      await expect(page.getByText("暂定").first()).toBeVisible();
      await expect(page.getByText(/来源/).first()).toBeVisible();
    }
  });
});

test.describe("专业介绍 in the admin module", () => {
  test("an editor of everything edits a description: the draft is previewed, the public page changes only when published; a gd-only editor is refused", async ({ page, request, javaScriptEnabled }) => {
    // Two logins, two editors' pages audited at two widths each.
    test.setTimeout(120_000);
    const code = javaScriptEnabled ? "050201" : "050101";
    const name = javaScriptEnabled ? "英语" : "汉语言文学";
    const editor = uniquePhone();
    const narrow = uniquePhone();
    await addStaff(request, { phone: editor, name: "全站编辑", role: "editor", channels: ["all"], scopes: ["all"] });
    await addStaff(request, { phone: narrow, name: "广东编辑", role: "editor", channels: ["oem1"], scopes: ["gd"] });
    await adminLogin(page, request, editor);

    await page.getByRole("navigation", { name: "管理后台导航" }).getByRole("link", { name: "专业介绍" }).click();
    await page.getByLabel("专业名称或代码").fill(code);
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page.getByTestId("admin-majors")).toContainText(name);
    await expectAccessibleAtAllWidths(page);
    await page.getByRole("link", { name: new RegExp(`编辑\\s*：${name}$`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
    const before = await page.getByRole("textbox", { name: "专业介绍" }).inputValue();
    expect(before.length).toBeGreaterThan(20);

    // A bad edit: the message, and nothing saved.
    await page.getByLabel("主要课程（每行一门，3—15 门）").fill("只有一门");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await expect(page.getByRole("alert")).toHaveText("主要课程请填写 3 到 15 门，每行一门");

    const marker = `（本站修订 ${Date.now()}）`;
    // Written afresh, not from the field: the edit must not depend on what the page happened to render.
    const intro = `${name}专业学习本学科的基础理论和专门知识，培养能在相关领域从事研究、教学和实际工作的人才。${marker}`;
    await page.getByRole("textbox", { name: "专业介绍" }).fill(intro);
    await page.getByLabel("主要课程（每行一门，3—15 门）").fill("基础课一\n基础课二\n基础课三");
    await page.getByLabel("就业方向（每行一项，1—15 项）").fill("教学\n研究");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await expect(page.getByText("草稿已保存")).toBeVisible();
    await expect(page.getByRole("heading", { name: "预览（草稿）" })).toBeVisible();
    await expect(page.getByTestId("major-preview")).toContainText(marker);
    await expectAccessibleAtAllWidths(page);

    const publicPage = await page.context().newPage();
    await publicPage.goto(`/zj/professionDetails?code=${code}`);
    await expect(publicPage.getByText(marker)).toHaveCount(0);

    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByText("已发布", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "预览（前台当前内容）" })).toBeVisible();
    await publicPage.reload();
    await expect(publicPage.getByText(marker)).toBeVisible();
    await expect(publicPage.getByRole("list", { name: "主要课程" })).toContainText("基础课三");
    await publicPage.close();

    await adminLogin(page, request, narrow);
    const refused = await page.goto("/admin/majors");
    expect(refused!.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "没有权限" })).toBeVisible();
  });
});
