// The home page's popups: which are due (the API decides) and closing one (kept in the session, and on the account when logged in).
import type { AppLoadContext } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import type { Popup } from "#server/modules/content/content.schema";
import { ApiError, api } from "./api.server";
import { accessToken } from "./auth.server";
import { getSession } from "./session.server";

const SEEN_KEY = "popupsSeen";
/** Enough for every popup an operator runs at once; the oldest closings drop first. */
const MAX_SEEN = 40;

async function seenOf(context: AppLoadContext): Promise<Record<string, number>> {
  const value = (await getSession(context)).get(SEEN_KEY) as Record<string, number> | undefined;
  return value && typeof value === "object" ? value : {};
}

/** The popups due for this visitor now, first one first; none when the API cannot say (a popup is never worth an error page). */
export async function duePopups(request: Request, context: AppLoadContext): Promise<Popup[]> {
  const seen = Object.entries(await seenOf(context))
    .map(([id, at]) => `${id}:${at}`)
    .join(",");
  try {
    const { data } = await (await api(request, context)).call(endpoints.popupList, { seen }, { token: await accessToken(request, context) });
    return data;
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** Closes a popup for this session (and the account); answers the API's refusal message, if any. */
export async function dismissPopup(request: Request, context: AppLoadContext, rawId: FormDataEntryValue | null): Promise<string | null> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) return "弹窗不存在或已下线";
  try {
    const { data } = await (await api(request, context)).call(endpoints.popupDismiss, { id }, { token: await accessToken(request, context) });
    const session = await getSession(context);
    const entries = Object.entries({ ...(await seenOf(context)), [String(data.id)]: data.at })
      .sort((a, b) => a[1] - b[1])
      .slice(-MAX_SEEN);
    session.set(SEEN_KEY, Object.fromEntries(entries));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return error.message;
    throw error;
  }
}
