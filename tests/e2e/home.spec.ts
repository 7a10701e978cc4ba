import { expect, test } from "@playwright/test";
import { publishedRank } from "../helpers/source-data";

/** A rank as the page prints it, with thousands separators. */
const shown = (rank: number) => rank.toLocaleString("en-US");

test.describe("home: 分数换位次", () => {
  test("turns a zj score into its official rank with year and source", async ({ page }) => {
    await page.goto("/zj/index");
    await page.getByLabel("高考分数").fill("490");
    await page.getByRole("button", { name: "查询位次" }).click();
    const result = page.getByTestId("score-rank-result");
    await expect(result).toContainText("2025 年 490 分");
    await expect(result).toContainText(shown(publishedRank("zj", 2025, "combined", 490)));
    await expect(result).toContainText("来源：浙江省教育考试院 2025 年一分一段表");
    await expect(page).toHaveURL(/score=490/);
  });

  test("a score above the top of the table shows its rank as a bound, 前 N 名", async ({ page }) => {
    await page.goto("/zj/index?score=700");
    const result = page.getByTestId("score-rank-result");
    await expect(result).toContainText("前 395 名");
    await expect(result).not.toContainText("位次约");
  });

  test("a 3+1+2 scope asks for the track, and an estimated table says so", async ({ page }) => {
    await page.goto("/gd/index");
    await page.getByLabel("高考分数").fill("436");
    await page.getByLabel("科类").selectOption("physics");
    await page.getByRole("button", { name: "查询位次" }).click();
    await expect(page.getByTestId("score-rank-result")).toContainText(shown(publishedRank("gd", 2025, "physics", 436)));
    await page.goto("/gd/index?score=500&track=history");
    await expect(page.getByTestId("score-rank-result")).toContainText("估算");
  });

  test("a score that is not a number is refused in Chinese", async ({ page }) => {
    const res = await page.goto("/zj/index?score=abc");
    expect(res?.status()).toBe(400);
    await expect(page.getByText("请输入 0 至 750 之间的整数分数")).toBeVisible();
    await expect(page.getByTestId("score-rank-result")).toHaveCount(0);
  });
});

test.describe("home: the remembered scope", () => {
  /** The yc_scope cookies a response sets, as name=value. */
  const scopeCookies = (res: { headersArray(): Array<{ name: string; value: string }> }) =>
    res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("yc_scope="))
      .map((h) => h.value.split(";")[0]!);

  test("is set when it changes and not sent again while the browser holds it", async ({ playwright, baseURL }) => {
    // A new request context per request (no cookie jar carried over): each says exactly which cookies it holds.
    const get = async (path: string, cookie: string) => {
      const request = await playwright.request.newContext({ baseURL });
      const res = await request.get(path, { headers: { Cookie: cookie } });
      const out = { status: res.status(), cookies: scopeCookies(res) };
      await request.dispose();
      return out;
    };
    const gd = (await get("/gd/index?fresh=1", "other=1")).cookies;
    expect(gd).toHaveLength(1);
    const zj = (await get("/zj/index?fresh=1", "other=1")).cookies;
    expect(zj).toHaveLength(1);
    expect(zj[0]).not.toBe(gd[0]);
    // The browser holds gd: a gd page sends no yc_scope, a zj page sends zj's.
    expect(await get("/gd/index?again=1", gd[0]!)).toEqual({ status: 200, cookies: [] });
    expect(await get("/zj/index?again=1", gd[0]!)).toEqual({ status: 200, cookies: zj });
  });
});
