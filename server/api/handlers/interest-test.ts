import { scopeOf, userOf, type Handlers } from "../handler";
import type { InterestTestService } from "#server/modules/interest-test/interest-test.service";

type Names = "huolandeFieldProfessionList" | "professionInfo" | "careerTestDraft" | "saveCareerTestDraft" | "careerTestResults" | "finishCareerTest" | "careerTestResult";

/** /yc-web-subject/rest: the interest test's 专业类 and a logged-in student's draft and saved results. */
export function interestTestHandlers(tests: InterestTestService): Pick<Handlers, Names> {
  return {
    huolandeFieldProfessionList: (q) => tests.classesFor(q),
    professionInfo: (q, ctx) => tests.professionInfo(scopeOf(ctx), q.classCode),
    careerTestDraft: (_q, ctx) => tests.draft(userOf(ctx).userId),
    saveCareerTestDraft: (q, ctx) => tests.saveDraft(userOf(ctx).userId, q.answers, q.reset),
    careerTestResults: (_q, ctx) => tests.list(userOf(ctx).userId),
    finishCareerTest: (q, ctx) => tests.finish(userOf(ctx).userId, q.answers),
    careerTestResult: (q, ctx) => tests.get(userOf(ctx).userId, q.id),
  };
}
