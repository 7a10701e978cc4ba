import { expect, test } from "@playwright/test";
import { BUILT_PAGES } from "../../app/lib/routes";
import { CHANNEL_CONFIGS } from "../../channels/all";
import { SCOPES } from "../../server/modules/scope/scopes";
import { expectAccessibleAtAllWidths } from "./expect-accessible";
import { startZjDraft } from "./filling-start";
import { loginThroughPage, uniquePhone } from "./helpers";
import { sourceRows } from "../helpers/source-data";

// WCAG 2.2 A/AA on every page the app serves, at 1280 px and 390 px: the page
// list comes from the app's own route registry, so a new page is audited here
// as soon as it is built (pages behind a login are audited logged in below).

const PUBLIC_PAGES = [...BUILT_PAGES].filter((page) => !page.startsWith("personalCenter")).sort();

const ZJU = sourceRows("universities/universities.csv").find((r) => r.name === "浙江大学")!.id;
/** Pages that show one thing: the address of a real one (an article's id is only known once the seed is loaded: see below). */
const SAMPLE: Record<string, string> = {
  universityInquiryDetail: `universityInquiryDetail/${ZJU}`,
  universityProfessionList: `universityProfessionList/${ZJU}`,
  detailRulesPage: `detailRulesPage/${ZJU}`,
  collegeRank: "collegeRank/admission/combined",
  professionList: `professionList/${encodeURIComponent("计算机类")}`,
  professionDetails: "professionDetails?code=080901",
  professionDetailsZhuan: "professionDetailsZhuan?code=520201",
  careerTestingMajorsEnter: "careerTestingMajorsEnter?class=0809",
  majorChooseSubjectResult: "majorChooseSubjectResult?m=100201K&m=080901",
  // A shared comparison (the table a visitor sees); the logged-in table is audited in major-compare.spec.ts.
  majorCompareResult: "majorCompareResult?ids=080901,080902,520201",
};

/** Pages whose ids exist only once the seed is loaded: audited at the first one their list page links to. */
const FOUND_FROM: Record<string, string> = {
  gkzxPageDetails: "gkzxPage",
  // The series of server/data/content/micro-classes/*.md.
  microClassEnter: `microClassList?series=${encodeURIComponent("志愿填报六讲")}`,
};

/**
 * Pages with nothing to show until staff publish one (no university show is seeded: we hold no
 * videos or photos of our own), audited in the spec that publishes one.
 */
const AUDITED_IN: Record<string, string> = { throughCollegeShow: "content-shows.spec.ts" };

/** FAQ pages exist per channel: the address of a page, under a channel that offers it (the default one if it does). */
function addressOf(page: string): string {
  const faq = /^FAQPage\/(\w+)$/.exec(page)?.[1];
  if (!faq) return `/zj/${SAMPLE[page] ?? page}`;
  const channels = Object.entries(CHANNEL_CONFIGS as Record<string, { faqLinks: string[] }>).sort(([a], [b]) => Number(b === "brand") - Number(a === "brand"));
  const offering = channels.find(([, config]) => config.faqLinks.includes(faq));
  if (!offering) throw new Error(`no channel offers ${page}`);
  return offering[0] === "brand" ? `/zj/${page}` : `/zj/${page}?channel=${offering[0]}`;
}
const LOGGED_IN_PAGES = [...BUILT_PAGES].filter((page) => page.startsWith("personalCenter")).sort();

test.describe("accessibility (WCAG 2.2 A/AA, no serious or critical violation)", () => {
  // Two full audits per test, each a few seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const page of PUBLIC_PAGES.filter((p) => !(p in FOUND_FROM) && !(p in AUDITED_IN))) {
    test(addressOf(page), async ({ page: tab }) => {
      const res = await tab.goto(addressOf(page));
      expect(res?.status()).toBe(200);
      await expectAccessibleAtAllWidths(tab);
    });
  }

  for (const [page, list] of Object.entries(FOUND_FROM)) {
    test(`/zj/${page}/{the first one /zj/${list.split("?")[0]} links to}`, async ({ page: tab }) => {
      await tab.goto(`/zj/${list}`);
      const first = tab.getByRole("main").locator(`a[href*="/zj/${page}/"]`).first();
      const res = await tab.goto((await first.getAttribute("href"))!);
      expect(res?.status()).toBe(200);
      await expectAccessibleAtAllWidths(tab);
    });
  }

  // Each province has its own menu and calendar, so each home page is audited.
  for (const scope of SCOPES.filter((s) => s !== "zj")) {
    test(`/${scope}/index`, async ({ page }) => {
      expect((await page.goto(`/${scope}/index`))?.status()).toBe(200);
      await expectAccessibleAtAllWidths(page);
    });
  }

  // Each channel brings its own colours: contrast is checked per channel.
  for (const channel of Object.keys(CHANNEL_CONFIGS).filter((c) => c !== "brand")) {
    test(`/zj/index?channel=${channel}`, async ({ page }) => {
      expect((await page.goto(`/zj/index?channel=${channel}`))?.status()).toBe(200);
      await expectAccessibleAtAllWidths(page);
    });
  }

  test("the not-found page", async ({ page }) => {
    expect((await page.goto("/zj/noSuchPage"))?.status()).toBe(404);
    await expectAccessibleAtAllWidths(page);
  });

  test("the login page showing errors", async ({ page }) => {
    await page.goto("/zj/login");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("请输入手机号码").first()).toBeVisible();
    await expectAccessibleAtAllWidths(page);
  });

  test("the login dialog", async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "the dialog needs JavaScript; without it the button leads to the login page, audited above");
    await page.goto("/zj/index");
    await page.getByTestId("login-button").click();
    await expect(page.getByRole("dialog", { name: "验证码登录" })).toBeVisible();
    await expectAccessibleAtAllWidths(page);
  });

  // The filling filter pages need a started draft: audited with one (logged out they are the login page).
  test("/zj/reportedFilter, /zj/reportedFilterNew, /zj/reportedFilterStage, with a draft", async ({ page, request }) => {
    test.setTimeout(120_000);
    await startZjDraft(page, request);
    for (const path of ["reportedFilter", "reportedFilterNew", "reportedFilterStage"]) {
      expect((await page.goto(`/zj/${path}?type=1`))?.status()).toBe(200);
      await expectAccessibleAtAllWidths(page);
    }
  });

  // The header changes once logged in, so the home page is audited that way too.
  for (const path of ["index", ...LOGGED_IN_PAGES]) {
    test(`/zj/${path}, logged in`, async ({ page, request }) => {
      await loginThroughPage(page, request, uniquePhone());
      const res = await page.goto(`/zj/${path}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId("personal-center-link")).toBeVisible();
      await expectAccessibleAtAllWidths(page);
    });
  }
});
