import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import type { CatalogueMajor, MajorListAnswer } from "#server/modules/xuanke/xuanke.schema";
import { XUANKE_TEXT } from "#server/modules/xuanke/xuanke.schema";
import { XuankeNav } from "../components/xuanke/XuankeNav";
import * as s from "../components/xuanke/xuanke.css";
import * as ui from "../components/ui/ui.css";
import { ApiError, api } from "../lib/api.server";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("专业选科目");

const MAX = 10;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 30);
  const codes = [...new Set(url.searchParams.getAll("m").map((c) => c.trim().toUpperCase()).filter(Boolean))];
  const client = await api(request, context);
  try {
    const catalogue = (await client.call(endpoints.majorList, { level: "本科" })).data;
    const byCode = new Map<string, CatalogueMajor>();
    for (const d of catalogue.tree ?? [])
      for (const c of d.classes) for (const m of c.majors) byCode.set(m.code, { code: m.code, name: m.name, level: "本科", classCode: c.code, className: c.name, disciplineCode: d.code, discipline: d.name });
    const selected = codes.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!] : []));
    const hits: MajorListAnswer["results"] = q ? (await client.call(endpoints.majorList, { keyword: q, level: "本科" })).data.results : [];
    const error = codes.length > MAX ? XUANKE_TEXT.majorsTooMany : null;
    return data({ scope, q, selected, hits, tree: catalogue.tree ?? [], error }, { status: error ? 400 : 200 });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ scope, q, selected: [], hits: [], tree: [], error: error.message }, { status: error.status });
    throw error;
  }
}

function MajorBox({ code, name, checked, note }: { code: string; name: string; checked?: boolean; note?: string }) {
  return (
    <label className={ui.choice}>
      <input type="checkbox" name="m" value={code} defaultChecked={checked} />
      {name}
      {note ? <span className={s.muted}>{note}</span> : null}
    </label>
  );
}

export default function MajorChooseSubject() {
  const { scope, q, selected, hits, tree, error } = useLoaderData<typeof loader>();
  const chosen = new Set(selected.map((m) => m.code));
  return (
    <div className={s.page}>
      <XuankeNav scope={scope} current="majorChooseSubject" />
      <section className={s.panel} aria-labelledby="mcs-title">
        <h1 className={s.title} id="mcs-title">
          专业选科目
        </h1>
        <p className={s.muted}>选择最多 {MAX} 个目标专业（搜索或从专业目录中勾选），查看每个专业在本省的选科要求，以及能同时保留全部目标专业的科目组合。</p>
      </section>
      <Form method="get" action={`/${scope}/majorChooseSubject`} className={s.page}>
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
        <section className={s.panel} aria-labelledby="selected-title">
          <h2 className={s.h2} id="selected-title">
            已选专业（{selected.length} / {MAX}）
          </h2>
          {selected.length === 0 ? (
            <p className={s.muted}>还没有选择专业。</p>
          ) : (
            <div className={ui.checkboxRow} data-testid="selected-majors">
              {selected.map((m) => (
                <MajorBox key={m.code} code={m.code} name={m.name} checked note={m.className ?? undefined} />
              ))}
            </div>
          )}
          <p className={s.muted}>取消勾选即可移除。</p>
          <div className={s.row}>
            <button type="submit" className={ui.button} formAction={`/${scope}/majorChooseSubjectResult`}>
              查看选科要求
            </button>
          </div>
        </section>
        <section className={s.panel} aria-labelledby="search-title">
          <h2 className={s.h2} id="search-title">
            搜索专业
          </h2>
          <div className={`${s.row} ${s.narrowStack}`}>
            <div className={ui.field}>
              <label className={ui.label} htmlFor="major-q">
                专业名称或代码
              </label>
              <input className={ui.input} id="major-q" name="q" defaultValue={q} maxLength={30} placeholder="如：临床医学" />
            </div>
            <div className={ui.field}>
              <button type="submit" className={ui.secondaryButton}>
                搜索
              </button>
            </div>
          </div>
          {q ? (
            hits.length === 0 ? (
              <p>没有找到“{q}”相关的本科专业。</p>
            ) : (
              <div className={ui.checkboxRow} data-testid="search-hits">
                {hits
                  .filter((m) => !chosen.has(m.code))
                  .map((m) => (
                    <MajorBox key={m.code} code={m.code} name={m.name} note={m.className ?? undefined} />
                  ))}
              </div>
            )
          ) : null}
          {q ? <p className={s.muted}>勾选后点“搜索”继续添加，或点“查看选科要求”。</p> : null}
        </section>
        <section className={s.panel} aria-labelledby="tree-title">
          <h2 className={s.h2} id="tree-title">
            本科专业目录（2025）
          </h2>
          <ul className={s.treeList}>
            {tree.map((d) => (
              <li key={d.code}>
                <details className={s.details}>
                  <summary className={s.summary}>{d.name}</summary>
                  <ul className={s.treeList}>
                    {d.classes.map((c) => (
                      <li key={c.code}>
                        <details className={s.details}>
                          <summary className={s.summary}>{c.name}</summary>
                          <div className={ui.checkboxRow}>
                            {c.majors
                              .filter((m) => !chosen.has(m.code))
                              .map((m) => (
                                <MajorBox key={m.code} code={m.code} name={m.name} />
                              ))}
                          </div>
                        </details>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <div className={s.row}>
            <button type="submit" className={ui.secondaryButton}>
              加入已选
            </button>
            <button type="submit" className={ui.button} formAction={`/${scope}/majorChooseSubjectResult`}>
              查看选科要求
            </button>
          </div>
        </section>
      </Form>
    </div>
  );
}
