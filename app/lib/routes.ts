// The spec's page names (first path segment under /{scope}/), and which of them this build serves.

export const SPEC_PAGES = [
  "index", "universityInquiry", "universityInquiryDetail", "collegeRank", "personalCenter", "myCollectionsPreview",
  "professionQuery", "professionList", "professionDetails", "professionDetailsZhuan", "aboutCard", "checkAsScore",
  "checkAsPrecedence", "checkAsMajor", "buyCardSuccess", "evaluation", "evaluationEnter", "evaluationReport",
  "expertsOnebyone", "earlyVocational", "majorChooseSubject", "majorChooseSubjectResult", "subjectChooseMajor",
  "subjectChooseMajorResult", "mockReported", "mockReportedSecond", "reportedFirst", "reportedSecond", "reportedThird",
  "reportedReplace", "reportedReplaceByPeople", "reportedFilter", "reportedFilterNew", "reportedFilterStage",
  "reportedPrintPage", "majorCompare", "majorCompareResult", "universityProfessionList", "detailRulesPage", "gkzxPage",
  "gkzxPageDetails", "microClass", "microClassList", "microClassEnter", "throughCollege", "throughCollegeShow",
  "careerTestingEnter", "careerTesting", "careerTestingResult", "careerTestingMajors", "careerTestingMajorsEnter",
  "FAQPage", "AboutUsPage", "trinity2018", "trinity2021", "swytTrinitySearchPage", "swytTrinityUniversityProfessionList",
  "swytTrinityDetailRulesPage", "userManual", "login",
] as const;

/** The FAQ and about-us pages (app/routes/$scope.FAQPage*.tsx, $scope.AboutUsPage*.tsx). */
const CONTENT_PAGES = [
  "FAQPage", "FAQPage/FAQUseProducts", "FAQPage/FAQBuyProducts", "FAQPage/FAQNewbieHelp", "FAQPage/FAQAgreement",
  "FAQPage/FAQDisclaimer", "AboutUsPage", "AboutUsPage/AboutUs", "AboutUsPage/AboutContactUs", "AboutUsPage/AboutServiceTerms",
  "AboutUsPage/AboutMediaReport", "AboutUsPage/FAQAgreement", "AboutUsPage/FAQDisclaimer",
];

/** The 7选3 section. */
const XUANKE_PAGES = [
  "careerTestingEnter", "careerTesting", "careerTestingResult", "careerTestingMajors", "careerTestingMajorsEnter",
  "majorChooseSubject", "majorChooseSubjectResult", "subjectChooseMajor", "subjectChooseMajorResult",
];

/** Application filling (docs/routes.md "Filling"). */
const FILLING_PAGES = [
  "mockReported", "mockReportedSecond", "reportedFirst", "reportedSecond", "reportedThird", "reportedReplace", "reportedReplaceByPeople",
  "reportedPrintPage", "personalCenter/mySave", "personalCenter/mySaveReplace",
  "reportedFilter", "reportedFilterNew", "reportedFilterStage",
];

/** 专业对比 (docs/routes.md "Compare majors"). */
const COMPARE_PAGES = ["majorCompare", "majorCompareResult"];

/**
 * Pages that exist in this build. A menu entry whose page is not here is shown
 * as coming soon instead of linking to nothing. routes.test.ts checks each has a route module.
 */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
  ...CONTENT_PAGES,
  "index", "login", "personalCenter", "personalCenter/myScore", "personalCenter/personalData", "personalCenter/deleteAccount", "accountDeleted", "AboutUsPage/AboutBusinessCooperation", "checkAsScore", "checkAsPrecedence",
  "universityInquiry", "universityInquiryDetail", "collegeRank", "universityProfessionList", "detailRulesPage", "personalCenter/myCollections", "personalCenter/myUnlike", "myCollectionsPreview",
  "professionQuery", "professionList", "professionDetails", "professionDetailsZhuan",
  ...XUANKE_PAGES,
  "trinity2018", "trinity2021", "swytTrinitySearchPage/school", "swytTrinityCalculator",
  "checkAsMajor",
  "gkzxPage", "gkzxPageDetails",
  "microClass", "microClassList", "microClassEnter", "userManual",
  "microClass/liveRoom", "throughCollege", "throughCollegeShow", "earlyVocational",
  ...FILLING_PAGES,
  ...COMPARE_PAGES,
]);

export function isSpecPage(segment: string): boolean {
  return (SPEC_PAGES as readonly string[]).some((p) => p.toLowerCase() === segment.toLowerCase());
}
