import type { AppLoadContext } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { cleanAnswers, type Answers } from "#server/modules/interest-test/interest-test";
import { api } from "./api.server";
import { currentUser, redirectOnUnauthorized } from "./auth.server";
import { getSession } from "./session.server";

/** A visitor's answers live in the session; a logged-in student's in their draft (API). */
const SESSION_KEY = "interestTest";

export async function loadAnswers(request: Request, context: AppLoadContext, scope: string): Promise<{ answers: Answers; token: string | null }> {
  const { token } = await currentUser(request, context);
  if (token) {
    try {
      const draft = (await (await api(request, context)).call(endpoints.careerTestDraft, {}, { token })).data;
      return { answers: cleanAnswers(draft.answers), token };
    } catch (error) {
      await redirectOnUnauthorized(error, request, context, scope);
    }
  }
  const stored = (await getSession(context)).get(SESSION_KEY) as Record<string, unknown> | undefined;
  return { answers: cleanAnswers(stored ?? {}), token: null };
}

/** Merges a page of answers into what is kept; answers the whole set. */
export async function saveAnswers(request: Request, context: AppLoadContext, scope: string, given: Answers): Promise<Answers> {
  const { token } = await currentUser(request, context);
  if (token) {
    try {
      return cleanAnswers((await (await api(request, context)).call(endpoints.saveCareerTestDraft, { answers: given }, { token })).data.answers);
    } catch (error) {
      await redirectOnUnauthorized(error, request, context, scope);
    }
  }
  const session = await getSession(context);
  const merged = cleanAnswers({ ...((session.get(SESSION_KEY) as Record<string, unknown> | undefined) ?? {}), ...given });
  session.set(SESSION_KEY, merged);
  return merged;
}

/** Starts again: the visitor's answers go; a student's draft is emptied. */
export async function clearAnswers(request: Request, context: AppLoadContext, scope: string): Promise<void> {
  const { token } = await currentUser(request, context);
  if (token) {
    try {
      await (await api(request, context)).call(endpoints.saveCareerTestDraft, { answers: {}, reset: true }, { token });
    } catch (error) {
      await redirectOnUnauthorized(error, request, context, scope);
    }
  }
  (await getSession(context)).unset(SESSION_KEY);
}
