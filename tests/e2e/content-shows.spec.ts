import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtAllWidths } from "./expect-accessible";
import { uniquePhone } from "./helpers";
import { addStaff, adminLogin, png } from "./admin-helpers";
import { sourceRows } from "../helpers/source-data";

// 直播间, 直通高校 and 高职提前招生: an oem1 editor publishes one of each in /admin, the public pages
// of oem1 show them (with JavaScript on and off) and another channel's do not.

const ZJU = sourceRows("universities/universities.csv").find((r) => r.name === "浙江大学")!;

async function shot(page: Page, name: string, project: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `var/shots-shows/${name}-${width}-${project}.png`, fullPage: true });
  }
}

test.describe("直播间、直通高校、高职提前招生", () => {
  test("empty states read as intentional; sd and gd have no 高职提前招生, sd no 直播间", async ({ page }, info) => {
    // oem2 never gets any of these in this run.
    await page.goto("/zj/microClass/liveRoom?channel=oem2");
    await expect(page.getByRole("heading", { level: 1, name: "直播间" })).toBeVisible();
    await expect(page.getByText("近期暂无直播安排")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "微课堂" })).toBeVisible();
    await page.goto("/zj/throughCollege");
    await expect(page.getByText("暂无高校介绍")).toBeVisible();
    await page.goto("/zj/earlyVocational");
    await expect(page.getByText("本年度的高职提前招生项目尚未发布")).toBeVisible();
    await shot(page, "vocational-empty", info.project.name);
    await expectAccessibleAtAllWidths(page);
    expect((await page.goto("/gd/earlyVocational"))!.status()).toBe(404);
    expect((await page.goto("/sd/earlyVocational"))!.status()).toBe(404);
    expect((await page.goto("/sd/microClass/liveRoom"))!.status()).toBe(404);
    // The 直播间 menu names the live room and keeps 微课堂.
    await page.goto("/zj/index");
    const menu = page.getByTestId("menu");
    await expect(menu.locator('a[href="/zj/microClass/liveRoom"]')).toHaveCount(1);
    await expect(menu.locator('a[href="/zj/microClass"]')).toHaveCount(1);
    await expect(menu.locator('a[href="/zj/earlyVocational"]')).toHaveCount(1);
  });

  test("an oem1 editor publishes a live link, a university show and a programme; oem1's pages show them, oem2's do not", async ({ page, request }, info) => {
    test.setTimeout(240_000);
    const phone = uniquePhone();
    const tag = `${phone.slice(-4)}${info.project.name}`;
    await addStaff(request, { phone, role: "editor", channels: "oem1", scopes: "zj" });
    await adminLogin(page, request, phone);

    // 直播间
    await page.getByRole("link", { name: /直播间 · 直通高校/ }).click();
    await page.getByRole("link", { name: "新建直播链接" }).click();
    await page.getByLabel("标题").fill(`志愿填报直播 ${tag}`);
    await page.getByLabel(/^分类/).fill("升学指导");
    await page.getByLabel("直播间链接").fill("http://live.example.com/room");
    await page.getByLabel(/开播时间/).fill("2026-06-26T19:30");
    await page.getByRole("checkbox", { name: /（oem1）/ }).check();
    await page.getByRole("checkbox", { name: "浙江" }).check();
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByRole("alert")).toHaveText("请输入以 https:// 开头的直播间链接");
    await expectAccessibleAtAllWidths(page);
    await page.getByLabel("直播间链接").fill("https://live.example.com/room");
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/showcase\?kind=live$/);
    await expect(page.getByTestId("admin-showcase")).toContainText(`志愿填报直播 ${tag}`);

    // 直通高校, with an image and its alt text
    await page.goto("/admin/showcase/show/new");
    const showTitle = `走进浙江大学 ${tag}`;
    await page.getByLabel("标题").fill(showTitle);
    await page.getByLabel("简介").fill("求是园一瞥");
    await page.getByLabel("院校代码").fill(String(ZJU.id));
    await page.getByLabel("介绍（Markdown）").fill("浙江大学位于**杭州**。");
    await page.getByLabel("来源").fill("浙江大学本科招生网");
    await page.getByLabel("视频链接（可选）").fill("https://video.example.com/zju.mp4");
    await page.getByLabel("添加图片（可选）").setInputFiles({ name: "campus.png", mimeType: "image/png", buffer: png() });
    await page.getByLabel("新图片的说明文字").fill("紫金港校区图书馆");
    await page.getByRole("checkbox", { name: /（oem1）/ }).check();
    await page.getByRole("checkbox", { name: "浙江" }).check();
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/showcase\?kind=show$/);

    // 高职提前招生 (zj only: the scope is fixed)
    await page.goto("/admin/showcase/vocational/new");
    const programme = `测试职业技术学院 ${tag} 提前招生`;
    await page.getByLabel("标题").fill(programme);
    await page.getByLabel("招生院校").fill(`测试职业技术学院${tag}`);
    await page.getByLabel("所在城市").fill("宁波");
    await page.getByLabel("招生专业").fill("港口与航运管理、机电一体化技术");
    await page.getByLabel("计划人数（可选）").fill("120");
    await page.getByLabel("报名开始日期").fill("2026-03-10");
    await page.getByLabel("报名截止日期").fill("2026-03-01");
    await page.getByLabel("报考条件与说明（Markdown）").fill("须为浙江省 2026 年高考报名考生。");
    await page.getByRole("checkbox", { name: /（oem1）/ }).check();
    await page.getByLabel("来源").fill("测试职业技术学院 2026 年提前招生章程");
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page.getByRole("alert")).toHaveText("报名截止日期不能早于报名开始日期");
    await page.getByLabel("报名截止日期").fill("2026-03-20");
    await page.getByRole("button", { name: "发布" }).click();
    await expect(page).toHaveURL(/\/admin\/showcase\?kind=vocational$/);
    await expect(page.getByTestId("admin-showcase")).toContainText("oem1 / 浙江");
    await expectAccessibleAtAllWidths(page);

    // The public pages of oem1
    await page.goto("/zj/microClass/liveRoom?channel=oem1");
    const live = page.getByTestId("live-links").getByRole("listitem").filter({ hasText: `志愿填报直播 ${tag}` });
    await expect(live).toContainText("开播时间：2026-06-26 19:30");
    await expect(live.getByRole("link", { name: /进入直播间/ })).toHaveAttribute("href", "https://live.example.com/room");
    await shot(page, "live", info.project.name);
    await expectAccessibleAtAllWidths(page);

    await page.goto("/zj/throughCollege");
    await page.getByLabel("院校名称").fill("浙江大");
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByRole("img", { name: "紫金港校区图书馆" }).first()).toBeVisible();
    await shot(page, "shows", info.project.name);
    await expectAccessibleAtAllWidths(page);
    await page.getByRole("link", { name: showTitle }).click();
    await expect(page.getByRole("heading", { level: 1, name: showTitle })).toBeVisible();
    await expect(page.locator("strong", { hasText: "杭州" })).toBeVisible();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("src", "https://video.example.com/zju.mp4");
    expect(await video.evaluate((v) => v.getBoundingClientRect().height)).toBe(360);
    await expect(page.getByRole("main").getByRole("link", { name: /查看浙江大学的院校详情/ })).toHaveAttribute("href", `/zj/universityInquiryDetail/${ZJU.id}`);
    await expect(page.getByText("来源：浙江大学本科招生网")).toBeVisible();
    await shot(page, "show", info.project.name);
    await expectAccessibleAtAllWidths(page);
    const showUrl = page.url();

    await page.goto("/zj/earlyVocational");
    await page.getByLabel("城市").selectOption("宁波");
    await page.getByLabel("专业关键词").fill("航运");
    await page.getByRole("button", { name: "筛选" }).click();
    await expect(page).toHaveURL(/major=/);
    const item = page.getByTestId("vocational-list").getByRole("listitem").filter({ hasText: programme });
    await expect(item).toContainText("2026 年计划：120 人");
    await expect(item).toContainText("报名：2026年3月10日至2026年3月20日");
    await expect(item).toContainText("考试：-");
    await expect(item).toContainText("来源：测试职业技术学院 2026 年提前招生章程");
    await shot(page, "vocational", info.project.name);
    await expectAccessibleAtAllWidths(page);
    await page.getByLabel("专业关键词").fill("护理");
    await page.getByRole("button", { name: "筛选" }).click();
    await expect(page.getByText("没有符合条件的招生项目")).toBeVisible();
    await page.goto("/zj/earlyVocational");
    await page.getByRole("link", { name: programme }).click();
    await expect(page.getByRole("heading", { level: 1, name: programme })).toBeVisible();
    await expect(page.getByText("港口与航运管理、机电一体化技术")).toBeVisible();
    await expect(page.getByText("须为浙江省 2026 年高考报名考生。")).toBeVisible();
    await shot(page, "programme", info.project.name);
    await expectAccessibleAtAllWidths(page);
    const programmeUrl = page.url();

    // Another channel sees none of it.
    await page.goto("/zj/index?channel=oem2");
    expect((await page.goto(showUrl))!.status()).toBe(404);
    expect((await page.goto(programmeUrl))!.status()).toBe(404);
    await page.goto("/zj/microClass/liveRoom");
    await expect(page.getByText(`志愿填报直播 ${tag}`)).toHaveCount(0);
  });
});
