import { expect, test } from "@playwright/test";
import { expectAccessible, VIEWPORTS } from "./expect-accessible";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceRows } from "../helpers/source-data";

const DESCRIPTIONS = fileURLToPath(new URL("../../server/data/content/major-descriptions/", import.meta.url));

// The major pages as a family uses them, in both projects (JavaScript on and off).
test.setTimeout(60_000);

test.describe("major lookup", () => {
  test("the 本科 catalogue is a tree 门类 → 专业类 → 专业 with degree, duration and offerer counts", async ({ page }, info) => {
    await page.goto("/zj/professionQuery");
    await expect(page.getByRole("heading", { name: "查专业", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "专业层次" }).getByRole("link", { name: "本科", exact: true })).toHaveAttribute("aria-current", "page");
    const engineering = page.getByRole("region", { name: "工学" });
    await engineering.getByText("计算机类（", { exact: false }).click();
    const cs = engineering.getByTestId("major-item").filter({ hasText: "计算机科学与技术" }).first();
    await expect(cs).toContainText("代码 080901");
    await expect(cs).toContainText("学制 4 年");
    await expect(cs).toContainText(/本省开设院校 \d{3} 所/);
    await expectAccessible(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: `var/shots/major-query-390-${info.project.name}.png`, fullPage: false });
  });

  test("search by name on the 专科 tab finds 护理 and opens its page with the colleges offering it in zj", async ({ page }, info) => {
    await page.goto("/zj/professionQuery");
    const zhuan = page.getByRole("navigation", { name: "专业层次" }).getByRole("link", { name: "专科（高职）" });
    await zhuan.click();
    await expect(page).toHaveURL(/level=%E4%B8%93%E7%A7%91/);
    // The tab is current once the 专科 page has rendered: only then does the search form carry level=专科.
    await expect(zhuan).toHaveAttribute("aria-current", "page");
    await page.getByLabel("专业名称或代码").fill("护理");
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/keyword=%E6%8A%A4%E7%90%86/);
    const item = page.getByTestId("major-item").filter({ hasText: "代码 520201" });
    await expect(item).toBeVisible();
    await item.getByRole("link", { name: "护理" }).click();
    await expect(page).toHaveURL(/\/zj\/professionDetailsZhuan\?code=520201/);
    await expect(page.getByRole("heading", { name: "护理", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "主要课程" })).toContainText("护理学基础");
    await expect(page.getByRole("heading", { name: /本省开设院校（\d+ 所）/ })).toBeVisible();
    // The first page lists colleges with their 2025 lines; each line shown is one the official file prints, with its plan places.
    const raw = sourceRows("zj/zj_major_lines_2025.csv").filter((r) => r.major_name.trim() === "护理" && r.duration === "3");
    const rows = page.getByTestId("offerer-line");
    expect(await rows.count()).toBeGreaterThanOrEqual(20);
    for (const row of (await rows.all()).slice(0, 20)) {
      const when = await row.getByTestId("when").textContent();
      const score = await row.getByTestId("score").textContent();
      const plan = await row.getByTestId("plan").textContent();
      expect(when).toMatch(/^2025 /);
      expect(raw.some((r) => [r.seg1_min_score, r.seg2_min_score].includes(score!) && r.plan_count === plan), `${score} ${plan}`).toBe(true);
    }
    await expect(page.getByText("浙江省教育考试院 2025 年普通类平行投档分数线").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "开设院校分页" })).toContainText("第 1 /");
    await expectAccessible(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: `var/shots/major-zhuan-390-${info.project.name}.png` });
    await page.getByRole("region", { name: "本省选科要求" }).screenshot({ path: `var/shots/major-zhuan-shares-390-${info.project.name}.png` });
    await page.getByRole("region", { name: /本省开设院校/ }).screenshot({ path: `var/shots/major-zhuan-offerers-390-${info.project.name}.png` });
  });

  test("a 本科 major page shows the catalogue facts, requirement shares, offerers, related majors and the collect form", async ({ page }, info) => {
    await page.goto("/zj/professionDetails?code=080901");
    await expect(page.getByRole("heading", { name: "计算机科学与技术", level: 1 })).toBeVisible();
    const facts = page.getByRole("list", { name: "专业基本信息" });
    await expect(facts).toContainText("授予学位 工学或理学");
    await expect(facts).toContainText("学制 4 年");
    await expect(page.getByRole("region", { name: "本省选科要求" })).toContainText("物理+化学");
    await expect(page.getByRole("region", { name: "本省选科要求" })).toContainText("2025 年");
    await expect(page.getByRole("region", { name: /同类专业/ }).getByRole("link", { name: /软件工程/ })).toBeVisible();
    const collect = page.locator('form[action="/zj/collect"]');
    await expect(collect.locator('input[name="kind"]')).toHaveValue("major");
    await expect(collect.locator('input[name="id"]')).toHaveValue("080901");
    await expect(collect.getByRole("button", { name: "收藏", exact: true })).toBeVisible();
    await expect(collect.getByTestId("collect-count")).toHaveText(/^专业收藏数：[\d,]+$/);
    // Paging keeps the code.
    await page.getByRole("navigation", { name: "开设院校分页" }).getByRole("link", { name: "下一页" }).click();
    await expect(page).toHaveURL(/code=080901&page=2/);
    await expect(page.getByRole("navigation", { name: "开设院校分页" })).toContainText("第 2 /");
    await expectAccessible(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: `var/shots/major-benke-1280-${info.project.name}.png`, fullPage: false });
  });

  test("a major without a description shows 暂无 for courses and careers but still its facts and offerers", async ({ page }) => {
    // 本科 majors with gd plans, rare enough that no description file covers them; the first one not described is used.
    const described = readdirSync(DESCRIPTIONS).flatMap((f) => (JSON.parse(readFileSync(join(DESCRIPTIONS, f), "utf8")) as Array<{ code: string }>).map((e) => e.code));
    const code = ["050302", "070601", "070503", "120403", "080406"].find((c) => !described.includes(c));
    test.skip(!code, "every candidate major has a description");
    const name = sourceRows("majors/undergraduate_catalogue_2025.csv").find((r) => r["专业代码"] === code)!["专业名称"]!;
    await page.goto(`/gd/professionDetails?code=${code}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("暂无本站编写的专业介绍。")).toBeVisible();
    await expect(page.getByTestId("courses-none")).toHaveText("暂无");
    await expect(page.getByTestId("careers-none")).toHaveText("暂无");
    await expect(page.getByRole("region", { name: "本省选科要求" })).toContainText(/首选(物理|历史)/);
    await expect(page.getByTestId("offerer-plan").first()).toBeVisible();
  });

  test("a class list, the wrong level's route, bad and unknown codes", async ({ page }) => {
    await page.goto(`/zj/professionList/${encodeURIComponent("临床医学类")}`);
    await expect(page.getByRole("heading", { name: "临床医学类", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "本科" })).toContainText("临床医学");
    await expect(page.getByRole("region", { name: "专科" })).toContainText("520101K");
    await expectAccessible(page);
    await page.goto("/zj/professionDetails?code=520201");
    await expect(page).toHaveURL(/\/zj\/professionDetailsZhuan\?code=520201/);
    const bad = await page.goto("/zj/professionDetails?code=abc");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("请输入正确的专业代码");
    const unknown = await page.goto("/zj/professionDetails?code=999999");
    expect(unknown?.status()).toBe(404);
    const noClass = await page.goto("/zj/professionList/不存在的类");
    expect(noClass?.status()).toBe(404);
  });
});
