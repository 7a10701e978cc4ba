import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { sourceRows } from "../helpers/source-data";
import { expectAccessible } from "./expect-accessible";
import { gdScoreRecord, shoot } from "./filling-helpers";
import { loginThroughPage, uniquePhone } from "./helpers";

// gd's 专科批: the 段 chosen in step 1 decides which 院校专业组 step 2 lists, JS on and off.

const SHOTS = "var/shots-batches";

/** "institution code|group code" of gd's 2025 physics group lines of one batch, from the published file. */
function publishedGroups(batch: string): Set<string> {
  return new Set(
    sourceRows("groups/gd_group_lines_2022_2025.csv")
      .filter((r) => r.year === "2025" && r.track === "physics" && r.batch === batch)
      .map((r) => `${r.school_code}|${r.group_code}`),
  );
}

/** The listed groups as "institution code|group code", read from each row's heading ("10558 中山大学 第219组"). */
async function listedGroups(page: Page): Promise<string[]> {
  const heads = await page.getByTestId("pick-unit").evaluateAll((els) => els.map((el) => el.querySelector("p")?.textContent ?? ""));
  return heads.map((t) => {
    const m = /^(\d+) .* 第(\S+)组$/.exec(t.trim());
    expect(m, t).not.toBeNull();
    return `${m![1]}|${m![2]}`;
  });
}

test.describe("志愿填报：专科批 (gd)", () => {
  test("step 1 choosing 专科批 lists only 专科批 groups; 本科批 only 本科批 groups", async ({ page, request }, info) => {
    test.setTimeout(300_000);
    await mkdir(SHOTS, { recursive: true });
    await loginThroughPage(page, request, uniquePhone(), "gd");
    await gdScoreRecord(page, "gd", "420");

    await page.goto("/gd/reportedFirst");
    await page.getByLabel("志愿段 / 批次").selectOption("2");
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    await expect(page).toHaveURL(/\/gd\/reportedSecond\?type=2$/, { timeout: 90_000 });
    await expect(page.getByRole("heading", { name: /挑选志愿（专科批）/ })).toBeVisible();
    await expect(page.getByTestId("pick-unit").first()).toBeVisible();
    const zhuan = publishedGroups("专科批");
    const benke = publishedGroups("本科批");
    const listed = await listedGroups(page);
    expect(listed.length).toBeGreaterThan(0);
    for (const g of listed) {
      expect(zhuan.has(g), g).toBe(true);
      expect(benke.has(g), g).toBe(false);
    }
    await expectAccessible(page);
    await shoot(page, "gd-reportedSecond-zhuanke", info.project.name, SHOTS);

    // The same student's 本科批 list has none of them.
    await page.goto("/gd/reportedFirst");
    await page.getByLabel("志愿段 / 批次").selectOption("1");
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    await expect(page).toHaveURL(/\/gd\/reportedSecond\?type=1$/, { timeout: 90_000 });
    await expect(page.getByTestId("pick-unit").first()).toBeVisible();
    for (const g of await listedGroups(page)) expect(benke.has(g), g).toBe(true);
  });
});
