import { readFile } from "node:fs/promises";
import { expect, type Download, type Page } from "@playwright/test";
import ExcelJS from "exceljs";

/** A form post to a page's action, as its form would send it (cookies of the page's context). */
export async function postForm(page: Page, path: string, fields: Record<string, string>) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { form: fields, headers: { Origin: origin }, maxRedirects: 0 });
  expect([200, 302, 303, 204]).toContain(res.status());
  return res;
}

/** A 3+1+2 score record (物理, 化学 生物) through 我的成绩. */
export async function gdScoreRecord(page: Page, scope: string, score: string) {
  await page.goto(`/${scope}/personalCenter/myScore`);
  await page.getByLabel("高考总分").fill(score);
  await page.getByRole("radio", { name: "物理" }).check({ force: true });
  for (const s of ["化学", "生物"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("保存成功")).toBeVisible();
}

/** Full-page shots at 1280 and 390 px; at 390 px nothing may scroll sideways. */
export async function shoot(page: Page, name: string, project: string, dir = "var/shots") {
  await page.screenshot({ path: `${dir}/${name}-${project}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-${project}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(392);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The entry rows of a downloaded plan workbook (below its six-row title block). */
export async function workbookRows(file: Download): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row, i) => {
    if (i > 6) rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
  });
  return rows;
}

/** The print page's table as text cells. */
export async function printRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId("print-table")
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
}
