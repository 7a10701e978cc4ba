import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { endpoints } from "#server/contracts/endpoints";
import type { Scope } from "#server/modules/scope/scopes";
import type { MajorHistoryQuerySchema } from "#server/modules/zhiyuan/zhiyuan.schema";
import { ApiError, api } from "./api.server";
import { currentUser, loginUrl } from "./auth.server";
import { electiveModel } from "./check-as";

export const MAJOR_PAGE_SIZE = 20;

/** What the checkAsMajor URL holds: the major chosen, the catalogue search, and the student's score or rank. */
export interface MajorForm {
  major: string;
  q: string;
  kind: "score" | "rank";
  value: string;
  first: string | null;
  subjects: string[];
  page: number;
}

export function readMajorForm(url: URL): MajorForm {
  const p = url.searchParams;
  const page = Number(p.get("page") ?? "1");
  return {
    major: (p.get("major") ?? "").trim().slice(0, 10),
    q: (p.get("q") ?? "").trim().slice(0, 30),
    kind: p.get("kind") === "rank" ? "rank" : "score",
    value: (p.get("value") ?? "").trim(),
    first: p.get("first"),
    subjects: p.getAll("subjects"),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The loader of /checkAsMajor: the catalogue (with the search's matches) and, once a major is chosen, filter-by-major. */
export async function loadMajorPage(request: Request, context: AppLoadContext, scope: Scope) {
  const form = readMajorForm(new URL(request.url));
  const client = await api(request, context);
  const login = loginUrl(request, scope);
  const catalogue = (await client.call(endpoints.majorCatalogue, { keyword: form.q || undefined })).data;
  if (!form.major) return { form, catalogue, answer: null, error: null, login };
  const body: z.input<typeof MajorHistoryQuerySchema> = { page: form.page, pageSize: MAJOR_PAGE_SIZE };
  if (/^\d{4}/.test(form.major)) body.majorCode = form.major;
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
