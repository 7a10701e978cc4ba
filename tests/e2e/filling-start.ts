import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { loginThroughPage, uniquePhone } from "./helpers";

/** A new zj student with a 600-point record (物理 化学 技术) and the 一段 draft started: lands on reportedSecond. */
export async function startZjDraft(page: Page, request: APIRequestContext): Promise<void> {
  await loginThroughPage(page, request, uniquePhone());
  await page.goto("/zj/personalCenter/myScore");
  await page.getByLabel("高考总分").fill("600");
  for (const s of ["物理", "化学", "技术"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("保存成功")).toBeVisible();
  await page.goto("/zj/reportedFirst");
  await page.getByLabel("志愿段 / 批次").selectOption("1");
  await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
  // The first candidate list after a server start builds the engine's index: allow for it.
  await expect(page).toHaveURL(/\/zj\/reportedSecond\?type=1$/, { timeout: 30_000 });
}
