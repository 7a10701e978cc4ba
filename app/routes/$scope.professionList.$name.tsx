import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { MajorItem } from "../components/majors/MajorItem";
import * as s from "../components/majors/majors.css";
import * as layout from "../components/layout.css";
import { api } from "../lib/api.server";
import { formatCount } from "../lib/format";
import { LEVEL_TABS } from "../lib/majors";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("专业列表");
export const headers = sameForEveryVisitor;

/** The majors of one 专业类, by its name (计算机类) or code (0809), at every level that has such a class (临床医学类: 本科 and 专科). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const name = (params.name ?? "").trim();
  if (!name || name.length > 30) throw data({ reason: "not-found" }, { status: 404 });
  const client = await api(request, context);
  const answers = await Promise.all(LEVEL_TABS.map((t) => client.call(endpoints.majorCatalogue, { level: t.level, className: name })));
  const groups = answers
    .map((a) => a.data)
    .filter((c) => c.total > 0)
    .map((c) => ({
      level: c.level,
      source: c.source,
      classes: c.disciplines.flatMap((d) => d.classes.map((k) => ({ discipline: d.name, code: k.code, name: k.name, majors: k.majors }))),
    }));
  if (groups.length === 0) throw data({ reason: "not-found" }, { status: 404 });
  return { scope, name, groups, coverage: answers[0]!.data.coverage };
}

export default function ProfessionList() {
  const { scope, name, groups } = useLoaderData<typeof loader>();
  const title = groups[0]?.classes[0]?.name ?? name;
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <p className={s.muted}>
          <Link to={`/${scope}/professionQuery`}>查专业</Link> › {title}
        </p>
        <h1 className={s.title}>{title}</h1>
        {groups.map((g) => (
          <section key={g.level} className={s.panel} aria-label={g.level}>
            {g.classes.map((c) => (
              <div key={`${c.code}-${c.name}`}>
                <h2 className={s.panelTitle}>
                  {g.level}·{c.discipline} {c.name}
                  {c.code ? <span className={s.mark}>（{c.code}）</span> : null}：{formatCount(c.majors.length)} 个专业
                </h2>
                <ul className={s.majorList}>
                  {c.majors.map((m) => (
                    <MajorItem key={m.code} scope={scope} major={m} />
                  ))}
                </ul>
              </div>
            ))}
            <p className={s.muted}>专业目录来源：{g.source.source}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
