import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { CompareButton } from "../components/majors/CompareButton";
import { CompareTable } from "../components/majors/CompareTable";
import * as s from "../components/majors/majors.css";
import * as layout from "../components/layout.css";
import { ApiError, api } from "../lib/api.server";
import { accessToken } from "../lib/auth.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("专业对比结果");

/**
 * The logged-in person's compare list side by side; ?ids=080901,080902 compares
 * those majors instead (a shared link; a visitor sees the catalogue facts, the
 * figures after login). docs/routes.md, 专业对比.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const raw = new URL(request.url).searchParams.get("ids");
  const ids = raw ? raw.split(/[,，\s]+/).filter(Boolean).slice(0, 20) : undefined;
  const token = await accessToken(request, context);
  const base = { scope, fromList: !ids, loggedIn: Boolean(token), answer: null, error: null };
  if (!ids && !token) return data(base);
  const client = await api(request, context);
  try {
    const reply = await client.call(endpoints.majorCompare, { ids }, { token }).catch((e) => {
      // A token the API no longer takes reads as a visitor, like every public page.
      if (token && ids && e instanceof ApiError && e.status === 401) return client.call(endpoints.majorCompare, { ids });
      throw e;
    });
    return data({ ...base, answer: reply.data });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // Too few in one's own list is a step still to take, not a bad request.
    return data({ ...base, error: error.message }, { status: !ids && error.status === 400 ? 200 : error.status });
  }
}

export default function MajorCompareResult() {
  const { scope, fromList, loggedIn, answer, error } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const picker = `/${scope}/majorCompare`;
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <h1 className={s.title}>专业对比结果</h1>
        <p>
          <Link to={picker}>{fromList ? "修改对比清单" : "选择要对比的专业"}</Link>
        </p>
        {!answer && !error ? (
          <p data-testid="compare-login">
            <Link to={`/${scope}/login?redirectTo=${encodeURIComponent(pathname + search)}`}>登录</Link>后，在<Link to={picker}>专业对比</Link>中选择 2–4 个专业即可在这里并排对比。
          </p>
        ) : null}
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        {answer ? (
          <>
            {answer.locked ? (
              <p role="status" data-testid="compare-locked">
                <Link to={`/${scope}/login?redirectTo=${encodeURIComponent(pathname + search)}`}>登录</Link>后查看开设院校、计划人数、录取位次、选科要求和学费。
              </p>
            ) : null}
            <CompareTable
              answer={answer}
              removeButton={fromList && loggedIn ? (m) => <CompareButton scope={scope} code={m.code} name={m.name} selected full={false} redirectTo={pathname + search} /> : undefined}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
