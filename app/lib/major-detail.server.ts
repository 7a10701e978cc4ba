import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { endpoints } from "#server/contracts/endpoints";
import { ApiError, api } from "./api.server";
import { accessToken } from "./auth.server";
import { isLevel, majorPath } from "./majors";
import { requireScope } from "./scope.server";

export const DETAIL_TEXT = { code: "请输入正确的专业代码", page: "页码须为正整数" } as const;
export const OFFERERS_PAGE_SIZE = 20;

/**
 * professionDetails (本科, 职教本科) and professionDetailsZhuan (专科): ?code= the catalogue code,
 * ?page= the page of universities offering it. A code of the other level goes to its own page.
 */
export async function loadMajorDetail(args: { params: { scope?: string }; request: Request; context: AppLoadContext }, route: "professionDetails" | "professionDetailsZhuan") {
  const { params, request, context } = args;
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const code = (url.searchParams.get("code") ?? "").trim().toUpperCase();
  const rawPage = url.searchParams.get("page");
  const base = { scope, code, detail: null, offerers: null, collect: null, compare: null, error: null, path: `${url.pathname}${url.search}` };
  if (!/^\d{6}[KT]{0,2}$/.test(code)) return data({ ...base, error: DETAIL_TEXT.code }, { status: 400 });
  if (rawPage !== null && !/^[1-9]\d{0,3}$/.test(rawPage)) return data({ ...base, error: DETAIL_TEXT.page }, { status: 400 });
  const page = rawPage ? Number(rawPage) : 1;
  const client = await api(request, context);
  try {
    const [detail, offerers] = await Promise.all([
      client.call(endpoints.majorDetail, { code }),
      client.call(endpoints.universityByMajorJob, { code, page, pageSize: OFFERERS_PAGE_SIZE }),
    ]);
    const wanted = detail.data.major.level === "专科" ? "professionDetailsZhuan" : "professionDetails";
    if (wanted !== route) throw redirect(`${majorPath(scope, detail.data.major)}${page > 1 ? `&page=${page}` : ""}`);
    // A stale token must not hide the page: the count is read again as a visitor.
    const token = await accessToken(request, context);
    const collect = await client
      .call(endpoints.majorCollectData, { code: detail.data.major.code }, { token })
      .catch(() => client.call(endpoints.majorCollectData, { code: detail.data.major.code }))
      .then((r) => r.data)
      .catch(() => null);
    // 加入对比: whether it is in the person's compare list already, and whether that list is full.
    const m = detail.data.major;
    const compare = token
      ? await client
          .call(endpoints.majorFiltrate, { level: isLevel(m.level) ? m.level : undefined, keyword: m.code, pageSize: 1 }, { token })
          .then((r) => ({ selected: r.data.selected.includes(m.code), full: r.data.compareList.length >= r.data.max }))
          .catch(() => null)
      : null;
    return { ...base, detail: detail.data, offerers: offerers.data, collect, compare };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ reason: "not-found" }, { status: 404 });
    if (error instanceof ApiError && error.status === 400) return data({ ...base, error: error.message }, { status: 400 });
    throw error;
  }
}

export type MajorDetailData = Awaited<ReturnType<typeof loadMajorDetail>>;
