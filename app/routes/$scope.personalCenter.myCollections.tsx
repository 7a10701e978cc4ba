import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import * as ui from "../components/ui/ui.css";
import { api } from "../lib/api.server";
import { redirectOnUnauthorized, requireUser } from "../lib/auth.server";
import { formatChinaTime, formatCount, orDash } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import * as s from "./personal-center.css";
import * as u from "./university.css";

export const meta = pageTitle("我的收藏");

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const { token } = await requireUser(request, context, scope);
  const client = await api(request, context);
  try {
    const [universities, majors] = await Promise.all([client.call(endpoints.collectedUniversities, {}, { token }), client.call(endpoints.collectedMajors, {}, { token })]);
    return data({ scope, universities: universities.data, majors: majors.data });
  } catch (error) {
    return redirectOnUnauthorized(error, request, context, scope);
  }
}

function RemoveButton({ scope, kind, id, name }: { scope: string; kind: "university" | "major"; id: string; name: string }) {
  return (
    <Form method="post" action={`/${scope}/collect`} className={u.inline}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="redirectTo" value={`/${scope}/personalCenter/myCollections`} />
      <button type="submit" className={ui.secondaryButton} aria-label={`取消收藏${name}`}>
        取消收藏
      </button>
    </Form>
  );
}

export default function MyCollections() {
  const { scope, universities, majors } = useLoaderData<typeof loader>();
  return (
    <section className={s.panel} aria-labelledby="my-collections-title">
      <h1 className={s.panelTitle} id="my-collections-title">
        我的收藏
      </h1>
      <p className={u.muted}>收藏保存在账号中，退出登录后仍在，在任何设备登录都能看到。收藏数为收藏该院校或专业的用户人数。</p>
      <h2 id="collected-universities">收藏的院校（{universities.total}）</h2>
      {universities.total === 0 ? (
        <p>
          还没有收藏院校。可在<Link to={`/${scope}/universityInquiry`}>院校查询</Link>中打开院校页面收藏。
        </p>
      ) : (
        <ul className={u.list} aria-labelledby="collected-universities" data-testid="collected-universities">
          {universities.results.map((x) => (
            <li key={x.ucode} className={u.card}>
              <div className={u.cardMain}>
                <Link className={u.cardName} to={`/${scope}/universityInquiryDetail/${x.ucode}`}>
                  {x.name}
                </Link>
                <p className={u.note}>
                  {orDash(x.province)} · {orDash(x.city)} · {orDash(x.level)} · {orDash(x.type)}
                  {x.is985 ? " · 985" : ""}
                  {x.is211 ? " · 211" : ""}
                  {x.isDoubleFirstClass ? " · 双一流" : ""}
                </p>
                <p className={u.note}>
                  院校收藏数 {formatCount(x.collectCount)} · 收藏于 {formatChinaTime(x.collectedAt)}
                </p>
              </div>
              <RemoveButton scope={scope} kind="university" id={x.ucode} name={x.name} />
            </li>
          ))}
        </ul>
      )}
      <h2 id="collected-majors">收藏的专业（{majors.total}）</h2>
      {majors.total === 0 ? (
        <p>
          还没有收藏专业。可在<Link to={`/${scope}/professionQuery`}>专业查询</Link>中打开专业页面收藏。
        </p>
      ) : (
        <ul className={u.list} aria-labelledby="collected-majors" data-testid="collected-majors">
          {majors.results.map((m) => (
            <li key={m.code} className={u.card}>
              <div className={u.cardMain}>
                <Link className={u.cardName} to={`/${scope}/${m.level === "专科" ? "professionDetailsZhuan" : "professionDetails"}?code=${encodeURIComponent(m.code)}`}>
                  {m.name}
                </Link>
                <p className={u.note}>
                  {m.code} · {m.level} · {orDash(m.className)} · {m.degree ? `${m.degree}学位` : "-"} · 学制 {m.durationYears ? `${m.durationYears} 年` : "-"}
                </p>
                <p className={u.note}>
                  专业收藏数 {formatCount(m.collectCount)} · 收藏于 {formatChinaTime(m.collectedAt)}
                </p>
              </div>
              <RemoveButton scope={scope} kind="major" id={m.code} name={m.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
