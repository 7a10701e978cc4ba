import type { AppLoadContext } from "@remix-run/node";
import type { Scope } from "#server/modules/scope/scopes";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "./api.server";
import { currentUser, loginUrl } from "./auth.server";
import { enrollBody, readCheckForm, type CheckKind } from "./check-as";

/** The loader of both candidate-list pages: the form as the URL holds it and, once filled, the API's answer. */
export async function loadCandidates(request: Request, context: AppLoadContext, scope: Scope, kind: CheckKind) {
  const url = new URL(request.url);
  const form = readCheckForm(url, kind);
  const body = enrollBody(scope, kind, form);
  const login = loginUrl(request, scope);
  const { token } = await currentUser(request, context);
  const client = await api(request, context);
  // A logged-in student may pick one of their saved score records of this scope.
  let records: Array<{ id: string; label: string }> = [];
  if (token) {
    try {
      records = (await client.call(endpoints.scoreRecords, {}, { token })).data.map((r) => ({ id: r.id, label: r.label }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status < 500)) throw error;
    }
  }
  if (!body) return { form, answer: null, error: null, login, records };
  try {
    const res = await client.call(endpoints.enrollWithDyParam, body, { token });
    return { form, answer: res.data, error: null, login, records };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { form, answer: null, error: error.message, login, records };
    throw error;
  }
}
