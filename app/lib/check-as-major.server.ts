import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { endpoints } from "#server/contracts/endpoints";
import type { Scope } from "#server/modules/scope/scopes";
import type { MajorHistoryQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";
import { ApiError, api } from "./api.server";
import { currentUser, loginUrl } from "./auth.server";
import { electiveModel } from "./check-as";
import { MAJOR_PAGE_SIZE, readMajorForm } from "./check-as-major";

/** The loader of /checkAsMajor: the catalogue (with the search's matches) and, once a major is chosen, filter-by-major. */
export async function loadMajorPage(request: Request, context: AppLoadContext, scope: Scope) {
  const form = readMajorForm(new URL(request.url));
  const client = await api(request, context);
  const login = loginUrl(request, scope);
  const catalogue = (await client.call(endpoints.majorHistoryCatalogue, { keyword: form.q || undefined })).data;
  if (!form.major) return { form, catalogue, answer: null, error: null, login };
  const body: z.input<typeof MajorHistoryQuerySchema> = { page: form.page, pageSize: MAJOR_PAGE_SIZE };
  if (/^\d/.test(form.major)) body.majorCode = form.major;
  else body.majorName = form.major;
  if (form.value) {
    body[form.kind] = form.value;
    body.subjects = form.subjects;
    if (electiveModel(scope).kind === "1+2" && form.first) body.track = form.first === "历史" ? "history" : "physics";
  } else if (electiveModel(scope).kind === "1+2" && form.first) body.track = form.first === "历史" ? "history" : "physics";
  const { token } = await currentUser(request, context);
  try {
    const res = await client.call(endpoints.filterByMajor, body, { token });
    return { form, catalogue, answer: res.data, error: null, login };
  } catch (error) {
    // The spec: a failed filter shows an empty university list, with the reason.
    if (error instanceof ApiError && error.status < 500) return { form, catalogue, answer: null, error: error.message, login };
    throw error;
  }
}
