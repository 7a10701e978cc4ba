import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { loadUniversityPage } from "../lib/university-page.server";
import * as u from "./university.css";

export const meta = ({ data }: { data?: { name?: string } }) => [{ title: data?.name ? `${data.name} 招生章程` : "招生章程" }];

/** The university's admission rules (招生章程) by year when held; none are held yet, which the page says. */
export async function loader(args: LoaderFunctionArgs) {
  const { scope, ucode, answer } = await loadUniversityPage(args, (call, ucode) => Promise.all([call(endpoints.universityByUcode, { ucode }), call(endpoints.recruitmentBrochure, { ucode })]));
  const [info, brochure] = answer;
  return data({ scope, ucode, name: info.data.university_info.name, brochures: brochure.data.results });
}

export default function DetailRulesPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={u.page}>
      <section className={u.panel} aria-labelledby="rules-title">
        <h1 className={u.title} id="rules-title">
          {d.name} · 招生章程
        </h1>
        {d.brochures.length === 0 ? (
          <p data-testid="rules-empty">暂无。本站尚未收录该校的招生章程，也没有该校官网地址的记录；请在学校官网或省教育考试院网站查阅当年章程。</p>
        ) : (
          [...d.brochures]
            .sort((a, b) => b.year - a.year)
            .map((b) => (
              <article key={b.year}>
                <h2>{b.year} 年招生章程</h2>
                <p style={{ whiteSpace: "pre-wrap" }}>{b.content}</p>
              </article>
            ))
        )}
        <p>
          <Link className={u.link} to={`/${d.scope}/universityInquiryDetail/${d.ucode}`}>
            返回院校详情
          </Link>
        </p>
      </section>
    </div>
  );
}
