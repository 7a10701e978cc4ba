import { expect, test } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { postForm, printRows, shoot, workbookRows } from "./filling-helpers";
import { loginThroughPage, uniquePhone } from "./helpers";

test.describe("志愿填报 (zj)", () => {
  test("score → bands → an 80-entry plan → replace two → checks → save → print → Excel → mySave; a stale save is refused", async ({ page, request }, info) => {
    test.setTimeout(300_000);
    const project = info.project.name;
    await loginThroughPage(page, request, uniquePhone());

    // A score record.
    await page.goto("/zj/personalCenter/myScore");
    await page.getByLabel("高考总分").fill("600");
    for (const s of ["物理", "化学", "技术"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();

    // Step 1: the record and 一段.
    await page.goto("/zj/reportedFirst");
    await expect(page.getByRole("heading", { level: 1, name: "志愿填报：选择成绩" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("志愿段 / 批次").selectOption("1");
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    // The first candidate list after a server start builds (and fits) the engine's index: allow for it.
    await expect(page).toHaveURL(/\/zj\/reportedSecond\?type=1$/, { timeout: 30_000 });

    // Step 2: candidates by band; the first one added by its button.
    await expect(page.getByTestId("pick-unit").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: /^加入志愿：/ }).first().click();
    await expect(page.getByTestId("chosen-count")).toHaveText("1", { timeout: 20_000 });
    await shoot(page, "filling-pick", project);

    // The rest from the bands, reach first, each the same form post the buttons send.
    const ids: string[] = [];
    for (const [band, pages] of [["radical", 1], ["steady", 2], ["conservative", 1], ["bottom", 1]] as const) {
      for (let p = 1; p <= pages; p++) {
        await page.goto(`/zj/reportedSecond?type=1&band=${band}&page=${p}`);
        ids.push(...(await page.locator('form:has(input[name="intent"][value="add"]) input[name="unitId"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))));
      }
    }
    const wanted = [...new Set(ids)].slice(0, 90);
    for (const unitId of wanted) await postForm(page, "/zj/reportedSecond?type=1", { intent: "add", unitId });
    await page.goto("/zj/reportedThird/1");
    let count = await page.getByTestId("plan-entry").count();
    // Over 80 are refused by the page: trim to exactly 80 through the remove button's post.
    while (count > 80) {
      await postForm(page, "/zj/reportedThird/1", { intent: "remove", index: String(count - 1) });
      count--;
    }
    await page.goto("/zj/reportedThird/1");
    await expect(page.getByTestId("plan-entry")).toHaveCount(80);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("80 / 80");
    await expect(page.getByTestId("outcome-sentence")).toHaveText(/^按本方案，(约 \d+%|超过 99%|不到 1%) 的可能被录取；最可能录取在第 \d+(–\d+)? 个志愿$/);

    // Reorder: the second entry up.
    const second = (await page.getByTestId("plan-entry").nth(1).locator("p").first().textContent())!;
    await page.getByRole("button", { name: "上移第 2 个志愿" }).click();
    await expect(page.getByTestId("plan-entry").first().locator("p").first()).toHaveText(second);

    // Replace two entries.
    for (const n of [3, 10]) {
      const before = (await page.getByTestId("plan-entry").nth(n - 1).locator("p").first().textContent())!;
      await page.getByRole("link", { name: `替换第 ${n} 个志愿` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `替换第 ${n} 个志愿` })).toBeVisible();
      await expectAccessible(page);
      const choice = page.getByRole("button", { name: /^换成：/ }).first();
      const label = ((await choice.getAttribute("aria-label")) ?? "").replace(/^换成：/, "");
      await choice.click();
      await expect(page).toHaveURL(/\/zj\/reportedThird\/1/);
      await expect(page.getByTestId("plan-entry").nth(n - 1).locator("p").first()).toContainText(label);
      expect(before).not.toBe(label);
    }
    await expect(page.getByTestId("plan-entry")).toHaveCount(80);

    // Checks are shown, blocking ones none.
    await expect(page.getByRole("heading", { name: "检查", exact: true })).toBeVisible();
    await expect(page.locator('[data-level="block"]')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, "filling-plan", project);

    // Save.
    await page.getByLabel("方案名称").fill("一段方案A");
    await page.getByRole("button", { name: "保存方案" }).click();
    await expect(page).toHaveURL(/\/zj\/personalCenter\/mySave/);
    await expect(page.getByText("保存成功")).toBeVisible();
    const saved = page.getByTestId("saved-plan").filter({ hasText: "一段方案A" });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("80 个志愿");
    await expectAccessible(page);
    await shoot(page, "filling-mysave", project);

    // Print.
    await page.getByRole("link", { name: "查看并打印：一段方案A" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "一段方案A" })).toBeVisible();
    const rows = page.getByTestId("print-table").locator("tbody tr");
    await expect(rows).toHaveCount(80);
    await expect(page.getByTestId("outcome-sentence")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "filling-print", project);
    const screenRows = await printRows(page);

    // Excel: the same rows as the screen.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "导出 Excel" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("一段方案A.xlsx");
    expect(await workbookRows(file)).toEqual(screenRows);

    // A stale save: the editor opened at version 1, the plan saved again elsewhere, then this page saves.
    await page.goto("/zj/personalCenter/mySave");
    await page.getByRole("button", { name: "编辑：一段方案A" }).click();
    await expect(page).toHaveURL(/\/zj\/reportedThird\/1/);
    await expect(page.locator('input[name="planId"]')).toHaveCount(1);
    const other = await page.context().newPage();
    await other.goto("/zj/reportedThird/1");
    await other.getByRole("button", { name: "保存方案" }).click();
    await expect(other.getByText("保存成功")).toBeVisible();
    await other.close();
    await page.getByRole("button", { name: "保存方案" }).click();
    await expect(page.getByTestId("save-error")).toContainText("已在其他页面或设备上修改并保存");
    await page.goto("/zj/personalCenter/mySave");
    await expect(page.getByTestId("saved-plan").filter({ hasText: "一段方案A" }).first()).toContainText("版本 2");
  });

  test("each filling page opens by its address: mock filling, replace, replace by people, print and a saved plan's replace page", async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const path of ["/zj/mockReported", "/zj/mockReportedSecond?type=1", "/zj/reportedReplace/1", "/zj/reportedReplaceByPeople/1", "/zj/reportedPrintPage/1", "/zj/personalCenter/mySaveReplace/1"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/zj\/login/);
    }
    await loginThroughPage(page, request, uniquePhone());

    expect((await page.goto("/zj/mockReported"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "模拟填报：填写成绩" })).toBeVisible();
    await page.getByLabel("高考总分").fill("600");
    for (const s of ["物理", "化学", "技术"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    await expect(page).toHaveURL(/\/zj\/mockReportedSecond\?type=1/, { timeout: 30_000 });
    expect((await page.goto("/zj/mockReportedSecond?type=1"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "挑选志愿（一段）" })).toBeVisible();
    const unitId = await page.locator('form:has(input[name="intent"][value="add"]) input[name="unitId"]').first().inputValue();
    await page.getByRole("button", { name: /^加入志愿：/ }).first().click();
    await expect(page.getByTestId("chosen-count")).toHaveText("1");

    expect((await page.goto(`/zj/reportedReplace/1?unitId=${encodeURIComponent(unitId)}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "替换第 1 个志愿" })).toBeVisible();
    await expect(page.getByText(/^现在是：/)).toBeVisible();
    expect((await page.goto("/zj/reportedReplace/1?unitId=not-in-the-plan"))?.status()).toBe(404);
    expect((await page.goto(`/zj/reportedReplaceByPeople/1?unitId=${encodeURIComponent(unitId)}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "相近位次同学的选择" })).toBeVisible();
    await expect(page.getByText(/你的位次 [\d,]+ 上下 10%/)).toBeVisible();
    expect((await page.goto("/zj/reportedPrintPage/1"))?.status()).toBe(200);
    await expect(page.getByTestId("print-table").locator("tbody tr")).toHaveCount(1);

    await page.goto("/zj/reportedThird/1");
    await page.getByLabel("方案名称").fill("按地址打开");
    await page.getByRole("button", { name: "保存方案" }).click();
    await expect(page).toHaveURL(/\/zj\/personalCenter\/mySave/);
    const href = (await page.getByRole("link", { name: "替换志愿：按地址打开" }).getAttribute("href"))!;
    const id = new URL(href, page.url()).searchParams.get("id")!;
    expect((await page.goto(`/zj/personalCenter/mySaveReplace/1?id=${id}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "替换志愿：按地址打开" })).toBeVisible();
    expect((await page.goto(`/zj/reportedPrintPage/1?id=${id}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "按地址打开" })).toBeVisible();
  });

  test("filling pages need a login and an existing 段", async ({ page }) => {
    const res = await page.goto("/zj/reportedThird/9");
    expect(res?.status()).toBe(404);
    await page.goto("/zj/reportedFirst");
    await expect(page).toHaveURL(/login/);
  });
});
