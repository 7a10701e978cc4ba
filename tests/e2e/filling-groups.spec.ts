import { mkdir } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./expect-accessible";
import { gdScoreRecord, postForm, printRows, shoot, workbookRows } from "./filling-helpers";
import { loginThroughPage, uniquePhone } from "./helpers";

// 院校专业组 filling in gd (45 groups × up to 6 majors + 服从调剂), the same pages as zj's, JS on and off.

const SHOTS = "var/shots-gdfill";

/** The candidate groups on one list page: id and how many majors the group lists. */
async function listed(page: Page): Promise<Array<{ unitId: string; majors: number }>> {
  return page.getByTestId("pick-unit").evaluateAll((els) =>
    els.map((el) => ({
      unitId: (el.querySelector('form input[name="intent"][value="add"] ~ input[name="unitId"]') as HTMLInputElement).value,
      majors: Number(/组内 (\d+) 个专业/.exec(el.textContent ?? "")?.[1] ?? 0),
    })),
  );
}

const entry = (page: Page, n: number) => page.getByTestId("plan-entry").nth(n - 1);

/** Opens a group's chooser (a <details>, so it works without JavaScript too). */
async function openChooser(e: Locator) {
  const details = e.getByTestId("group-choice");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await expect(e.getByRole("button", { name: /^保存第 \d+ 个志愿的专业与调剂$/ })).toBeVisible();
}

test.describe("志愿填报：院校专业组 (gd)", () => {
  test("score → groups by band → 45 groups with majors in order and 调剂 → replace two → checks → save → print → Excel → mySave", async ({ page, request }, info) => {
    test.setTimeout(600_000);
    const project = info.project.name;
    await mkdir(SHOTS, { recursive: true });
    await loginThroughPage(page, request, uniquePhone(), "gd");
    await gdScoreRecord(page, "gd", "560");

    // Step 1: the record and 本科批.
    await page.goto("/gd/reportedFirst");
    await expect(page.getByLabel("志愿段 / 批次")).toContainText("本科批");
    await page.getByLabel("志愿段 / 批次").selectOption("1");
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    await expect(page).toHaveURL(/\/gd\/reportedSecond\?type=1$/, { timeout: 30_000 });

    // Step 2: the engine's groups by band; each lists what it offers.
    await expect(page.getByTestId("pick-unit").first()).toBeVisible();
    await expect(page.getByText(/已选 0 \/ 45 个志愿/)).toBeVisible();
    await expect(page.getByTestId("group-majors-line").first()).toContainText(/组内 \d+ 个专业：/);
    await expectAccessible(page);
    await shoot(page, "gd-reportedSecond", project, SHOTS);

    // 45 groups, reach first; the first two list at least 7 majors (for the 6-major limit).
    const pools: Record<string, Array<{ unitId: string; majors: number }>> = {};
    for (const band of ["radical", "steady", "conservative", "bottom"]) {
      await page.goto(`/gd/reportedSecond?type=1&band=${band}`);
      pools[band] = await listed(page);
    }
    const all = Object.values(pools).flat();
    const rich = all.filter((u) => u.majors >= 7).slice(0, 2);
    expect(rich).toHaveLength(2);
    const take = (band: string, n: number) => pools[band]!.filter((u) => !rich.includes(u)).slice(0, n);
    const wanted = [...rich, ...take("radical", 6), ...take("steady", 15), ...take("conservative", 12), ...take("bottom", 10)].map((u) => u.unitId);
    expect(new Set(wanted).size).toBe(45);
    // The first by its button, the rest by the same form post.
    const firstBand = Object.keys(pools).find((b) => pools[b]!.includes(rich[0]!))!;
    await page.goto(`/gd/reportedSecond?type=1&band=${firstBand}`);
    await page.getByTestId("pick-unit").filter({ has: page.locator(`input[name="unitId"][value="${wanted[0]}"]`) }).getByRole("button", { name: /^加入志愿：/ }).click();
    await expect(page.getByTestId("chosen-count")).toHaveText("1");
    for (const unitId of wanted.slice(1)) await postForm(page, "/gd/reportedSecond?type=1", { intent: "add", unitId });

    // The 45-group limit: every add button is off, and a 46th post is refused with the rule.
    await page.goto("/gd/reportedSecond?type=1&band=bottom&page=2");
    await expect(page.getByTestId("chosen-count")).toHaveText("45");
    await expect(page.getByRole("button", { name: /^加入志愿：/ }).first()).toBeDisabled();
    const extra = await page.locator('form:has(input[name="intent"][value="add"]) input[name="unitId"]').first().inputValue();
    await postForm(page, "/gd/reportedSecond?type=1&band=bottom&page=2", { intent: "add", unitId: extra });
    await page.goto("/gd/reportedSecond?type=1&band=bottom&page=2");
    await expect(page.getByText("本段最多可填 45 个志愿")).toBeVisible();
    await expect(page.getByTestId("chosen-count")).toHaveText("45");

    // Step 3: the plan of groups.
    await page.goto("/gd/reportedThird/1");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("45 / 45");
    await expect(page.getByTestId("plan-entry")).toHaveCount(45);
    await expect(page.getByTestId("outcome-sentence")).toHaveText(/^按本方案，(约 \d+%|超过 99%|不到 1%) 的可能被录取；最可能录取在第 \d+(–\d+)? 个志愿$/);
    await expect(page.locator('[data-code="groupMajors"][data-level="warn"]').first()).toContainText("还没有选专业");

    // Entry 1: seven majors ticked → the 6-major limit blocks, and a save is refused.
    const first = entry(page, 1);
    await openChooser(first);
    const boxes = first.getByTestId("group-major").locator('input[type="checkbox"]:not([disabled])');
    expect(await boxes.count()).toBeGreaterThanOrEqual(7);
    const names: string[] = [];
    for (let k = 0; k < 7; k++) {
      await boxes.nth(k).check();
      names.push(await boxes.nth(k).inputValue());
    }
    await first.getByRole("button", { name: "保存第 1 个志愿的专业与调剂" }).click();
    await expect(page.locator('[data-code="groupMajors"][data-level="block"]')).toContainText("第 1 个志愿选了 7 个专业，每个专业组最多 6 个");
    await page.getByRole("button", { name: "保存方案" }).click();
    await expect(page.getByTestId("save-error")).toContainText("志愿方案有必须修改的问题，暂不能保存：第 1 个志愿选了 7 个专业");

    // Down to three, the third moved to the top: the order is the student's.
    await page.goto("/gd/reportedThird/1?open=1#e1");
    await openChooser(entry(page, 1));
    for (const name of names.slice(3)) await entry(page, 1).getByRole("checkbox", { name: new RegExp(`^\\d+\\. ${escapeRe(name)} `) }).uncheck();
    await entry(page, 1).getByRole("button", { name: "保存第 1 个志愿的专业与调剂" }).click();
    await expect(entry(page, 1).getByTestId("group-majors-chosen")).toHaveText(names.slice(0, 3).map((m, k) => `${k + 1}.${m}`).join("；"));
    await expect(page.locator('[data-code="groupMajors"][data-level="block"]')).toHaveCount(0);
    // Found by the value the button posts: without JavaScript its aria-label was served with two U+FFFD in
    // place of a character (a byte-level fault in the page's HTML, reported; the visible text is right).
    const up = (name: string) => entry(page, 1).locator(`button[name="move"][value="up:${name}"]`);
    await up(names[2]!).click();
    await expect(entry(page, 1).getByTestId("group-majors-chosen")).toHaveText(`1.${names[0]}；2.${names[2]}；3.${names[1]}`);
    await up(names[2]!).click();
    const ordered = [names[2]!, names[0]!, names[1]!];
    await expect(entry(page, 1).getByTestId("group-majors-chosen")).toHaveText(ordered.map((m, k) => `${k + 1}.${m}`).join("；"));
    await expectAccessible(page);

    // 服从调剂 off in a 冲 group: a warning (saved anyway).
    const risky = 3;
    await openChooser(entry(page, risky));
    await entry(page, risky).getByRole("checkbox", { name: "服从专业调剂" }).uncheck();
    await entry(page, risky).getByRole("button", { name: `保存第 ${risky} 个志愿的专业与调剂` }).click();
    await expect(entry(page, risky).getByTestId("group-adjust")).toHaveText("不服从调剂");
    await expect(page.locator('[data-code="adjust"][data-level="warn"]')).toContainText(`第 ${risky} 个志愿`);

    // Reorder groups: the second one up; move-to.
    const secondName = (await entry(page, 2).locator("p").first().textContent())!;
    await page.getByRole("button", { name: "上移第 2 个志愿" }).click();
    await expect(entry(page, 1).locator("p").first()).toHaveText(secondName);
    await page.getByLabel("第 1 个志愿移到第几位").fill("2");
    await page.getByRole("button", { name: "移动第 1 个志愿" }).click();
    await expect(entry(page, 2).locator("p").first()).toHaveText(secondName);
    await expect(entry(page, 1).getByTestId("group-majors-chosen")).toHaveText(ordered.map((m, k) => `${k + 1}.${m}`).join("；"));

    // Replace two groups (entries 20 and 30): alternatives in the same band sharing a 专业类.
    for (const n of [20, 30]) {
      const before = (await entry(page, n).locator("p").first().textContent())!;
      await page.getByRole("link", { name: `替换第 ${n} 个志愿` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `替换第 ${n} 个志愿` })).toBeVisible();
      await expect(page.getByText("有同类专业")).toBeVisible();
      await expectAccessible(page);
      const choice = page.getByRole("button", { name: /^换成：/ }).first();
      const label = ((await choice.getAttribute("aria-label")) ?? "").replace(/^换成：/, "");
      await choice.click();
      await expect(page).toHaveURL(/\/gd\/reportedThird\/1/);
      await expect(entry(page, n).locator("p").first()).toContainText(label);
      expect(before).not.toContain(label);
    }
    await expect(page.getByTestId("plan-entry")).toHaveCount(45);

    // What students at similar ranks chose: too few saved plans yet.
    await page.goto("/gd/reportedReplaceByPeople/1");
    await expect(page.getByTestId("hot-not-enough")).toContainText("暂无足够数据");
    await page.goto("/gd/reportedThird/1");

    // Checks: no blocking ones left; the warnings stay.
    await expect(page.locator('[data-level="block"]')).toHaveCount(0);
    await expect(page.locator('[data-code="adjust"]')).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, "gd-reportedThird", project, SHOTS);

    // Save.
    await page.getByLabel("方案名称").fill("广东本科方案");
    await page.getByRole("button", { name: "保存方案" }).click();
    await expect(page).toHaveURL(/\/gd\/personalCenter\/mySave/);
    await expect(page.getByText("保存成功")).toBeVisible();
    const saved = page.getByTestId("saved-plan").filter({ hasText: "广东本科方案" });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("本科批 · 45 个志愿");

    // Print: each group's code, its majors in order and 服从调剂.
    await page.getByRole("link", { name: "查看并打印：广东本科方案" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "广东本科方案" })).toBeVisible();
    const table = page.getByTestId("print-table");
    await expect(table.locator("tbody tr")).toHaveCount(45);
    const head = await table.locator("thead th").allTextContents();
    expect(head.slice(3, 7)).toEqual(["专业组", "专业代号", "专业名称", "服从调剂"]);
    const screen = await printRows(page);
    expect(screen[0]![5]).toBe(ordered.map((m, k) => `${k + 1}.${m}`).join("；"));
    expect(screen[0]![3]).toMatch(/^\S+$/);
    expect(screen[0]![3]).not.toBe("-");
    expect(screen[risky - 1]![6]).toBe("不服从");
    expect(screen.filter((r) => r[6] === "服从")).toHaveLength(44);
    await expectAccessible(page);
    await shoot(page, "gd-reportedPrintPage", project, SHOTS);

    // Excel: the same rows.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "导出 Excel" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("广东本科方案.xlsx");
    expect(await workbookRows(file)).toEqual(screen);

    // Found again in mySave, and opened again in the editor with its groups' choices.
    await page.goto("/gd/personalCenter/mySave");
    await page.getByRole("button", { name: "编辑：广东本科方案" }).click();
    await expect(page).toHaveURL(/\/gd\/reportedThird\/1/);
    await expect(entry(page, 1).getByTestId("group-majors-chosen")).toHaveText(ordered.map((m, k) => `${k + 1}.${m}`).join("；"));
    await expect(entry(page, risky).getByTestId("group-adjust")).toHaveText("不服从调剂");
  });
});

test.describe("志愿填报：院校专业组 (hb)", () => {
  test("hb's candidate groups load and a group's majors are chosen on the plan page", async ({ page, request }) => {
    test.setTimeout(180_000);
    await loginThroughPage(page, request, uniquePhone(), "hb");
    await page.goto("/hb/mockReported");
    await page.getByLabel("高考总分").fill("560");
    await page.getByRole("radio", { name: "物理" }).check({ force: true });
    for (const s of ["化学", "生物"]) await page.getByRole("checkbox", { name: s }).check({ force: true });
    await page.getByRole("button", { name: "下一步：挑选志愿" }).click();
    // hb's engine index is built on its first use: the first list may take a while on a busy machine.
    await expect(page).toHaveURL(/\/hb\/mockReportedSecond\?type=1$/, { timeout: 60_000 });
    await expect(page.getByText(/已选 0 \/ 45 个志愿/)).toBeVisible();
    const group = page.getByTestId("pick-unit").filter({ has: page.getByTestId("group-majors-line") }).first();
    await expect(group).toBeVisible();
    await group.getByRole("button", { name: /^加入志愿：/ }).click();
    await expect(page.getByTestId("chosen-count")).toHaveText("1");

    await page.goto("/hb/reportedThird/1");
    await openChooser(entry(page, 1));
    const box = entry(page, 1).getByTestId("group-major").locator('input[type="checkbox"]:not([disabled])').first();
    const name = await box.inputValue();
    await box.check();
    await entry(page, 1).getByRole("button", { name: "保存第 1 个志愿的专业与调剂" }).click();
    await expect(entry(page, 1).getByTestId("group-majors-chosen")).toHaveText(`1.${name}`);
    await expect(entry(page, 1).getByTestId("group-adjust")).toHaveText("服从调剂");
    await expectAccessible(page);
    await page.goto("/hb/reportedPrintPage/1");
    await expect(page.getByTestId("print-table").locator("thead th").nth(6)).toHaveText("服从调剂");
    await expect(page.getByTestId("print-table").locator("tbody tr").first().locator("td").nth(5)).toHaveText(`1.${name}`);
  });
});

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
