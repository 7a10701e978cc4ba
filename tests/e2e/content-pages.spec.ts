import { expect, test, type Page } from "@playwright/test";

// The FAQ (/FAQPage) and about-us (/AboutUsPage) groups: texts, per-channel navigation, 404s.

const faqNav = (page: Page) => page.getByRole("navigation", { name: "常见问题" });
const aboutNav = (page: Page) => page.getByRole("navigation", { name: "关于我们" });
const main = (page: Page) => page.locator("#main");

async function navLabels(page: Page, nav: ReturnType<typeof faqNav>) {
  await expect(nav).toBeVisible();
  return (await nav.getByRole("link").allInnerTexts()).map((t) => t.trim());
}

test.describe("FAQ pages", () => {
  test("/FAQPage redirects to its first page, keeping the query", async ({ page }) => {
    await page.goto("/zj/FAQPage");
    await expect(page).toHaveURL(/\/zj\/FAQPage\/FAQUseProducts$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("产品使用");
    await expect(faqNav(page).getByRole("link", { name: "产品使用" })).toHaveAttribute("aria-current", "page");

    // xkzy lists 新手帮助 first.
    await page.goto("/gd/FAQPage?channel=xkzy");
    await expect(page).toHaveURL(/\/gd\/FAQPage\/FAQNewbieHelp\?channel=xkzy$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("新手帮助");
  });

  test("the user agreement renders with its headings and the brand", async ({ page }) => {
    const res = await page.goto("/zj/FAQPage/FAQAgreement");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle("用户协议 - 志愿规划");
    const article = main(page).getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("用户协议");
    for (const h of ["数据来源与标注", "推荐结果仅供参考，以官方为准", "个人信息保护", "未成年人使用", "联系我们"]) {
      await expect(article.getByRole("heading", { level: 2, name: h })).toBeVisible();
    }
    await expect(article).toContainText("欢迎使用志愿规划");
    await expect(article).toContainText("杭州志远规划科技有限公司");
    await expect(article).toContainText("一分一段表");
    await expect(article).toContainText("年份和来源");
    await expect(article).toContainText("不以明文保存");
    await expect(article).toContainText("家长或其他监护人的陪同");
    await expect(article).toContainText("400-826-3175");
    await expect(faqNav(page).getByRole("link", { name: "用户协议" })).toHaveAttribute("aria-current", "page");
  });

  test("the disclaimer renders with its headings", async ({ page }) => {
    await page.goto("/zj/FAQPage/FAQDisclaimer?channel=oem2");
    await expect(page).toHaveTitle("免责声明 - 金榜志愿");
    const article = main(page).getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("免责声明");
    for (const h of ["一、数据来源", "二、推荐结果仅供参考，以官方为准", "四、个人信息", "五、未成年人使用", "六、联系我们"]) {
      await expect(article.getByRole("heading", { level: 2, name: h, exact: true })).toBeVisible();
    }
    await expect(article).toContainText("金榜志愿");
    await expect(article).toContainText("广州金榜信息技术有限公司、深圳金榜教育科技有限公司");
    await expect(article).toContainText("推算");
    await expect(article).toContainText("本省教育考试院");
    await expect(article).not.toContainText("杭州志远规划");
  });

  test("the FAQ navigation follows each channel's config", async ({ page }) => {
    await page.goto("/zj/FAQPage/FAQUseProducts?channel=oem1");
    expect(await navLabels(page, faqNav(page))).toEqual(["产品使用", "新手帮助", "用户协议", "免责声明"]);
    await expect(page).toHaveTitle("产品使用 - 启航志愿");

    await page.goto("/zj/FAQPage/FAQUseProducts?channel=oem2");
    expect(await navLabels(page, faqNav(page))).toEqual(["产品使用", "用户协议", "免责声明"]);
    await expect(page).toHaveTitle("产品使用 - 金榜志愿");

    // ycjy does not list the agreement; it is shown all the same.
    await page.goto("/zj/FAQPage/FAQUseProducts?channel=ycjy");
    expect(await navLabels(page, faqNav(page))).toEqual(["产品使用", "新手帮助", "免责声明", "用户协议"]);
  });

  test("the navigation moves between pages", async ({ page }) => {
    await page.goto("/hb/FAQPage/FAQUseProducts");
    await faqNav(page).getByRole("link", { name: "新手帮助" }).click();
    await expect(page).toHaveURL(/\/hb\/FAQPage\/FAQNewbieHelp$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("新手帮助");
    await expect(page).toHaveTitle("新手帮助 - 志愿规划");
    await expect(faqNav(page).getByRole("link", { name: "新手帮助" })).toHaveAttribute("aria-current", "page");
    await expect(faqNav(page).getByRole("link", { name: "产品使用" })).not.toHaveAttribute("aria-current", "page");
  });

  test("FAQBuyProducts is a 404 for the default channel", async ({ page }) => {
    const res = await page.goto("/zj/FAQPage/FAQBuyProducts");
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page).toHaveTitle("页面不存在 - 志愿规划");
    await expect(faqNav(page).getByRole("link", { name: "购买产品" })).toHaveCount(0);
  });

  test("FAQBuyProducts renders for qjjy, which lists it", async ({ page }) => {
    const res = await page.goto("/zj/FAQPage/FAQBuyProducts?channel=qjjy");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle("购买产品 - 前景教育");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("购买产品");
    await expect(main(page).getByRole("heading", { level: 2, name: "前程卡是什么？" })).toBeVisible();
    expect(await navLabels(page, faqNav(page))).toEqual(["产品使用", "购买产品", "新手帮助", "用户协议", "免责声明"]);
    await expect(faqNav(page).getByRole("link", { name: "购买产品" })).toHaveAttribute("aria-current", "page");
  });

  test("the product-use page speaks of the current region", async ({ page }) => {
    await page.goto("/sd/FAQPage/FAQUseProducts");
    await expect(main(page).getByRole("article")).toContainText("您当前选择的地区是山东");
    await expect(main(page).getByRole("heading", { level: 2, name: "第二步：“冲、稳、保”是什么意思？" })).toBeVisible();
  });
});

test.describe("about-us pages", () => {
  test("/AboutUsPage redirects to 团队介绍", async ({ page }) => {
    await page.goto("/zj/AboutUsPage");
    await expect(page).toHaveURL(/\/zj\/AboutUsPage\/AboutUs$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("团队介绍");
    await expect(page).toHaveTitle("团队介绍 - 志愿规划");
    await expect(aboutNav(page).getByRole("link", { name: "团队介绍" })).toHaveAttribute("aria-current", "page");
    // 商务合作 is listed; it links once that page is built.
    await expect(aboutNav(page)).toContainText("商务合作");
  });

  test("the agreement and disclaimer are the same texts as under FAQPage", async ({ page }) => {
    for (const doc of ["FAQAgreement", "FAQDisclaimer"]) {
      await page.goto(`/zj/FAQPage/${doc}`);
      const faqText = await main(page).getByRole("article").innerText();
      await page.goto(`/zj/AboutUsPage/${doc}`);
      await expect(aboutNav(page)).toBeVisible();
      expect(await main(page).getByRole("article").innerText()).toBe(faqText);
    }
    await expect(page).toHaveTitle("免责声明 - 志愿规划");
  });

  test("AboutContactUs shows the channel's hotline, hours, contacts and companies", async ({ page }) => {
    await page.goto("/zj/AboutUsPage/AboutContactUs?channel=oem1");
    await expect(page).toHaveTitle("联系我们 - 启航志愿");
    const article = main(page).getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("联系我们");
    await expect(article.getByTestId("contact-hotline")).toHaveText("400-651-8290");
    await expect(article.getByTestId("contact-hotline")).toHaveAttribute("href", "tel:400-651-8290");
    await expect(article).toContainText("周一至周五 8:30-17:00");
    await expect(article).toContainText("宁波启航教育咨询有限公司");
    await expect(article).toContainText("浙江省宁波市鄞州区天童南路 588 号");
    await expect(article.getByRole("link", { name: "kefu@qihangzy.example.cn" })).toHaveAttribute("href", "mailto:kefu@qihangzy.example.cn");

    await page.goto("/zj/AboutUsPage/AboutContactUs?channel=oem2");
    await expect(main(page).getByTestId("contact-hotline")).toHaveText("400-930-5862");
    await expect(main(page).getByRole("article")).toContainText("深圳金榜教育科技有限公司");
  });

  test("service terms, and media reports that say there are none", async ({ page }) => {
    await page.goto("/zj/AboutUsPage/AboutServiceTerms?channel=qjjy");
    await expect(page).toHaveTitle("服务条款 - 前景教育");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("服务条款");
    await expect(main(page).getByRole("article")).toContainText("前程卡");

    await page.goto("/zj/AboutUsPage/AboutMediaReport?channel=brand");
    await expect(page).toHaveTitle("媒体报道 - 志愿规划");
    await expect(main(page).getByRole("article")).toContainText("目前暂无媒体报道。");
  });

  test("an unknown page in the group is a 404", async ({ page }) => {
    const res = await page.goto("/zj/AboutUsPage/NoSuchPage");
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });
});

test.describe("layout", () => {
  test("the navigation sits left of the text, and above it on a narrow screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/zj/FAQPage/FAQAgreement");
    let nav = (await faqNav(page).boundingBox())!;
    let text = (await main(page).getByRole("article").boundingBox())!;
    expect(nav.x + nav.width).toBeLessThanOrEqual(text.x);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    nav = (await faqNav(page).boundingBox())!;
    text = (await main(page).getByRole("article").boundingBox())!;
    expect(nav.y + nav.height).toBeLessThanOrEqual(text.y);
    expect(text.width).toBeGreaterThan(300);
  });

  test("the footer links reach the pages", async ({ page }) => {
    await page.goto("/zj/index?channel=oem1");
    await page.getByTestId("footer").getByRole("link", { name: "联系我们" }).click();
    await expect(page).toHaveURL(/\/zj\/AboutUsPage\/AboutContactUs$/);
    await expect(main(page).getByTestId("contact-hotline")).toHaveText("400-651-8290");
    await page.getByTestId("footer").getByRole("link", { name: "免责声明" }).click();
    await expect(page).toHaveURL(/\/zj\/FAQPage\/FAQDisclaimer$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("免责声明");
  });
});
