import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** WCAG 2.2 levels A and AA, as axe-core tags them (2.0, 2.1 and the new 2.2 criteria). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Widths every page must work at: a desktop window and a common phone (iPhone 12–15). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const BLOCKING = new Set(["serious", "critical"]);

/**
 * Audits the page as it is now with axe-core against WCAG 2.2 A/AA and fails
 * on any serious or critical violation, listing each rule with the elements
 * that break it. Minor and moderate findings are reported by axe but do not
 * fail: they need a person's judgement.
 *
 *   await expectAccessible(page);
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await withAuditable(page, (audited) => audit(audited, page.url(), options));
}

/** The same audit at each width in VIEWPORTS; the page is not reloaded, only resized. */
export async function expectAccessibleAtAllWidths(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await withAuditable(page, async (audited) => {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      if (audited !== page) await audited.setViewportSize(viewport);
      await audit(audited, page.url(), options);
    }
  });
}

async function audit(audited: Page, url: string, options: { exclude?: string[] }): Promise<void> {
  let builder = new AxeBuilder({ page: audited }).withTags(WCAG_22_AA);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((v) => v.impact != null && BLOCKING.has(v.impact))
    .map((v) => {
      const where = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`);
      const more = v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : [];
      return [`${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}`, ...where, ...more].join("\n");
    });
  const width = audited.viewportSize()?.width ?? "?";
  expect(blocking, `accessibility of ${url} at ${width} px:\n${blocking.join("\n")}`).toEqual([]);
}

/**
 * axe runs as a script in the page, which a page without JavaScript cannot do. So the
 * document exactly as that page shows it (its DOM, minus the scripts it never ran) is
 * served at the same address, with the same styles and width, to a page that can.
 */
async function withAuditable(page: Page, use: (audited: Page) => Promise<void>): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) return use(page);
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route((u) => u.href === url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(url);
    await use(copy);
  } finally {
    await context.close();
  }
}
