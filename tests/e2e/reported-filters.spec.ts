import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { sourceRows } from "../helpers/source-data";
import { expectAccessibleAtAllWidths } from "./expect-accessible";
import { startZjDraft } from "./filling-start";

// The filter pages of filling (reportedFilter, reportedFilterNew, reportedFilterStage): GET forms that
// lead back into reportedSecond with the filters in the URL. Expected facts come from the raw files.
const universities = sourceRows("universities/universities.csv");
const schoolsWhere = (test: (r: Record<string, string>) => boolean) => new Set(universities.filter(test).map((r) => r.name));

async function shoot(page: Page, name: string, project: string) {
  mkdirSync("var/shots-repfilter", { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `var/shots-repfilter/${name}-${project}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `var/shots-repfilter/${name}-${project}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(392);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const units = (page: Page) => page.getByTestId("pick-unit");
const total = async (page: Page) => Number(((await page.getByTestId("filter-total").textContent()) ?? "").replace(/,/g, ""));
const attrs = (page: Page, name: string) => units(page).evaluateAll((els, a) => els.map((e) => e.getAttribute(a) ?? ""), name);

test.describe("filling filter pages (zj)", () => {
  test("school, major and band filters lead back into reportedSecond with only matching units, the URL holding all of them", async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const project = info.project.name;
    await startZjDraft(page, request);

    // School filters: in 浙江 or 江苏, 理工类, 公办, at most 10000 a year.
    await page.getByRole("link", { name: "院校筛选" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedFilter\?type=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "院校筛选（一段）" })).toBeVisible();
    const unfiltered = await total(page);
    expect(unfiltered).toBeGreaterThan(100);
    await expectAccessibleAtAllWidths(page);
    for (const name of ["浙江", "江苏", "理工类"]) await page.getByRole("checkbox", { name, exact: true }).check({ force: true });
    await page.getByRole("radio", { name: "公办", exact: true }).check({ force: true });
    await page.getByLabel("学费上限（元/年）").fill("10000");
    await page.getByRole("button", { name: "更新数量" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedFilter\?type=1&.*schoolType=/);
    await expect.poll(() => total(page)).toBeLessThan(unfiltered);
    expect(await total(page)).toBeGreaterThan(0);
    await expect(page.getByRole("checkbox", { name: "理工类", exact: true })).toBeChecked();
    // One province chosen would offer its cities; two do not.
    await expect(page.getByLabel(/^城市/)).toHaveCount(0);
    await shoot(page, "filter-school", project);
    await page.getByRole("button", { name: "查看志愿" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedSecond\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("province").sort()).toEqual(["江苏", "浙江"]);
    expect(url.searchParams.getAll("schoolType")).toEqual(["理工类"]);
    expect(url.searchParams.get("nature")).toBe("public");
    expect(url.searchParams.get("tuitionMax")).toBe("10000");
    await expect(units(page).first()).toBeVisible();
    const allowed = schoolsWhere((r) => ["浙江", "江苏"].includes(r.province!) && r.type === "理工类" && r.nature === "公办");
    for (const name of await attrs(page, "data-university")) expect(allowed, name).toContain(name);
    for (const fee of await attrs(page, "data-tuition")) expect(Number(fee)).toBeLessThanOrEqual(10000);
    await expect(page.getByTestId("active-filters")).toContainText("院校在江苏");

    // Major filter: 计算机类 (0809); the school filters stay.
    await page.getByRole("link", { name: "专业筛选" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "专业筛选（一段）" })).toBeVisible();
    await page.getByText("工学（08，", { exact: false }).click();
    await page.getByRole("checkbox", { name: /^计算机类（/ }).check({ force: true });
    await expectAccessibleAtAllWidths(page);
    await shoot(page, "filter-major", project);
    await page.getByRole("button", { name: "查看志愿" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedSecond\?.*majorClass=0809/);
    await expect(page.getByTestId("active-filters")).toContainText("（0809）");
    expect(new URL(page.url()).searchParams.getAll("schoolType")).toEqual(["理工类"]);
    const codes = await attrs(page, "data-major-codes");
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) expect(c.split(" ").some((code) => code.startsWith("0809")), c).toBe(true);
    for (const name of await attrs(page, "data-university")) expect(allowed).toContain(name);

    // Band: 保 only; its count on the filter page is the list's tab count.
    await page.getByRole("link", { name: "分档与批次" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "分档与批次（一段）" })).toBeVisible();
    const safeCount = Number(((await page.getByTestId("band-counts").locator('tr[data-band="conservative"] td').last().textContent()) ?? "").replace(/,/g, ""));
    await expect(page.getByTestId("stage-student")).toContainText("600 分");
    await expectAccessibleAtAllWidths(page);
    await shoot(page, "filter-stage", project);
    await page.getByRole("checkbox", { name: /^保（/ }).check({ force: true });
    await page.getByRole("button", { name: "查看志愿" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedSecond\?.*band=conservative/);
    expect(new URL(page.url()).searchParams.get("type")).toBe("1");
    await expect(page.getByTestId("pick-tab-conservative")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("pick-tab-conservative")).toContainText(String(safeCount));
    const bands = await attrs(page, "data-band");
    expect(bands.length).toBe(Math.min(safeCount, 20));
    expect(safeCount).toBeGreaterThan(0);
    for (const b of bands) expect(b).toBe("conservative");
    await expectAccessibleAtAllWidths(page);
    await shoot(page, "filtered-list", project);

    // Dropping one filter keeps the others.
    await page.getByRole("link", { name: "去掉筛选：理工类" }).click();
    await expect(page).not.toHaveURL(/schoolType=/);
    expect(new URL(page.url()).searchParams.getAll("majorClass")).toEqual(["0809"]);
    expect(new URL(page.url()).searchParams.get("band")).toBe("conservative");
  });

  test("bad filters are named with 400, an unknown 段 is 404, and a visitor is sent to log in", async ({ page, request }) => {
    test.setTimeout(90_000);
    const visitor = await page.goto("/zj/reportedFilterNew?type=1");
    await expect(page).toHaveURL(/\/zj\/login/);
    expect(visitor?.status()).toBe(200);

    await startZjDraft(page, request);
    let res = await page.goto("/zj/reportedFilter?type=1&tuitionMax=abc");
    expect(res?.status()).toBe(400);
    await expect(page.getByTestId("filter-error")).toContainText("学费上限应为 0 至 1000000 之间的整数（元/年）");
    res = await page.goto("/zj/reportedSecond?type=1&tuitionMin=9000&tuitionMax=5000");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("学费下限不能高于上限");
    await expect(page.getByTestId("pick-unit")).toHaveCount(0);
    res = await page.goto("/zj/reportedFilterStage?type=9");
    expect(res?.status()).toBe(404);
    // A filter no unit meets: zero, said plainly.
    await page.goto("/zj/reportedFilter?type=1&province=西藏&tag=985");
    await expect(page.getByTestId("filter-total")).toHaveText("0");
  });
});
