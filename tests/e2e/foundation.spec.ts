import { menuFor } from "../../app/lib/menus";
import { BUILT_PAGES } from "../../app/lib/routes";
import { expect, test } from "@playwright/test";
import { ZJ_FIRST_STAGE_DATE } from "./calendar";

test.describe("routing", () => {
  test("/render-check renders the smallest page (the bench's ceiling and a monitoring probe)", async ({ page }) => {
    const res = await page.goto("/render-check");
    expect(res?.status()).toBe(200);
    await expect(page.getByText(/^ok \d{4}-\d{2}-\d{2}T/)).toBeVisible();
  });

  test("/ and /index redirect to the scope's home", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/zj\/index$/);
    await expect(page.getByTestId("exam-model")).toContainText("80 个专业+院校志愿");
    await page.goto("/index");
    await expect(page).toHaveURL(/\/zj\/index$/);
  });

  test("/{scope} redirects to its index and the scope is remembered", async ({ page }) => {
    await page.goto("/sd");
    await expect(page).toHaveURL(/\/sd\/index$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/sd\/index$/);
  });

  test("an unscoped spec path goes under the remembered scope", async ({ page }) => {
    await page.goto("/gd/index");
    const res = await page.goto("/universityInquiry?series=YCONE");
    await expect(page).toHaveURL(/\/gd\/universityInquiry\?series=YCONE$/);
    expect(res).not.toBeNull();
  });

  test("a bad scope is a 404 page", async ({ page }) => {
    const res = await page.goto("/xx/index");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await expect(page).toHaveTitle(/页面不存在 - 志愿规划/);
  });

  test("an unknown page under a scope is a 404 inside the layout", async ({ page }) => {
    const res = await page.goto("/zj/noSuchPage/1");
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("hotline")).toBeVisible();
  });

  test("the title is the route title and the brand", async ({ page }) => {
    await page.goto("/zj/index");
    await expect(page).toHaveTitle("首页 - 志愿规划");
  });
});

test.describe("menus", () => {
  const expectations: Array<[scope: string, has: string[], lacks: string[]]> = [
    ["zj", ["志愿填报", "院校专业", "7选3", "三位一体", "高职提前招生", "直通高校"], []],
    ["gd", ["志愿填报", "院校专业", "7选3", "直通高校"], ["三位一体", "高职提前招生"]],
    ["hb", ["志愿填报", "院校专业", "7选3"], ["三位一体", "高职提前招生"]],
    ["ah", ["志愿填报", "院校专业"], ["三位一体", "高职提前招生"]],
    ["jx", ["志愿填报", "院校专业"], ["三位一体", "高职提前招生"]],
    ["sd", ["模拟填报", "按分数查", "按位次查", "查大学", "查专业", "科目选专业"], ["三位一体", "7选3", "院校专业"]],
  ];
  for (const [scope, has, lacks] of expectations) {
    test(`${scope} shows its own menu`, async ({ page }) => {
      await page.goto(`/${scope}/index`);
      const menu = page.getByTestId("menu");
      for (const label of has) await expect(menu).toContainText(label);
      for (const label of lacks) await expect(menu).not.toContainText(label);
      await expect(menu.getByText("首页")).toBeVisible();
    });
  }

  test("pages not built yet are marked, not linked", async ({ page }) => {
    await page.goto("/zj/index");
    // As many marks as zj's menu has entries the build lacks (none once every one is built).
    const unbuilt = menuFor("zj").flatMap((item) => (item.children ? item.children : [item])).filter((item) => !BUILT_PAGES.has(item.page));
    const coming = page.getByTestId("menu").locator("[data-coming]");
    await expect(coming).toHaveCount(unbuilt.length);
    for (const mark of await coming.all()) {
      await expect(mark).toContainText("即将上线");
      expect(await mark.evaluate((el) => el.closest("a"))).toBeNull();
    }
  });
});

test.describe("channels", () => {
  test("?channel=oem1 changes brand, logo and hotline, and sticks", async ({ page }) => {
    await page.goto("/zj/index");
    await expect(page.getByTestId("hotline")).toHaveText("400-826-3175");
    await page.goto("/zj/index?channel=oem1");
    await expect(page.getByTestId("logo")).toHaveAttribute("src", /\/brand-assets\/oem1\//);
    await expect(page.getByTestId("hotline")).toHaveText("400-651-8290");
    await expect(page).toHaveTitle("首页 - 启航志愿");
    await page.goto("/gd/index");
    await expect(page.getByTestId("hotline")).toHaveText("400-651-8290");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("启航志愿");
  });

  test("an unknown channel code is ignored", async ({ page }) => {
    await page.goto("/zj/index?channel=oem2");
    await page.goto("/zj/index?channel=nosuch");
    await expect(page.getByTestId("logo")).toHaveAttribute("src", /\/brand-assets\/oem2\//);
  });

  test("channel images are served", async ({ request }) => {
    const res = await request.get("/brand-assets/oem1/logo.svg");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/svg+xml");
    expect((await request.get("/brand-assets/oem1/channel.ts")).status()).toBe(404);
  });
});

test.describe("countdown", () => {
  test("shown with two digits for a future date", async ({ page }) => {
    await page.goto("/zj/index");
    // The server's calendar is pinned (./calendar.ts), 9 days 14 hours before the date.
    await expect(page.getByTestId("countdown")).toContainText("10天");
    await expect(page.getByTestId("countdown")).toContainText(ZJ_FIRST_STAGE_DATE);
  });
  test("hidden once the date has passed", async ({ page }) => {
    await page.goto("/gd/index");
    await expect(page.getByTestId("menu")).toBeVisible();
    await expect(page.getByTestId("countdown")).toHaveCount(0);
  });
});

test.describe("unsupported browsers", () => {
  test.use({ userAgent: "Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko" });
  test("IE 11 gets the not-found page", async ({ page }) => {
    const res = await page.goto("/zj/index");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "浏览器版本过低" })).toBeVisible();
  });
});

test.describe("old Firefox", () => {
  test.use({ userAgent: "Mozilla/5.0 (Windows NT 10.0; rv:60.0) Gecko/20100101 Firefox/60.0" });
  test("Firefox 60 gets the not-found page", async ({ page }) => {
    const res = await page.goto("/zj/index");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "浏览器版本过低" })).toBeVisible();
  });
});

test.describe("city selector and notices", () => {
  test("choosing a city goes to its home with a notice", async ({ page }) => {
    await page.goto("/zj/index");
    await page.getByTestId("city-selector").locator("summary").click();
    await page.getByRole("button", { name: "广东" }).click();
    await expect(page).toHaveURL(/\/gd\/index$/);
    await expect(page.getByTestId("notices")).toContainText("提示");
    await expect(page.getByTestId("notices")).toContainText("已切换到广东");
    // The notice is shown once.
    await page.reload();
    await expect(page.getByTestId("notices")).not.toContainText("已切换到广东");
  });

  test("a cross-site form post is refused", async ({ request }) => {
    const res = await request.post("/zj/region", { form: { scope: "gd" }, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(res.status()).toBe(403);
  });
});

test.describe("server", () => {
  test("healthz answers 200 and pages carry a nonce CSP", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const res = await request.get("/zj/index");
    const csp = res.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain(`nonce="${nonce}"`);
    const second = (await request.get("/zj/index")).headers()["content-security-policy"];
    // A fresh nonce for every response.
    expect(/'nonce-([^']+)'/.exec(second)?.[1]).toMatch(/^[\w+/=-]{16,}$/);
    expect(second).not.toBe(csp);
  });

  test("hashed assets are cached for a year", async ({ request, page }) => {
    await page.goto("/zj/index");
    const src = await page.locator("link[rel=stylesheet]").first().getAttribute("href");
    const res = await request.get(src!);
    expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  });
});
