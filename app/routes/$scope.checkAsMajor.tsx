import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BAND_WORDS, type MajorCatalogue, type MajorHistoryAnswer, type MajorHistoryUniversity } from "#server/modules/zhiyuan/zhiyuan.schema";
import type { Scope } from "#server/modules/scope/scopes";
import * as s from "../components/candidates/candidates.css";
import { ElectiveFields } from "../components/ElectiveFields";
import * as ui from "../components/ui/ui.css";
import { hrefWith } from "../lib/check-as";
import { MAJOR_PAGE_SIZE, type MajorForm } from "../lib/check-as-major";
import { loadMajorPage } from "../lib/check-as-major.server";
import { formatCount, formatRank, orDash } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";

export const meta = pageTitle("按专业查");

// The answer depends on the viewer (the quota): no shared cache may keep the page.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  // Spec §2: the sd variant has no checkAsMajor.
  if (scope === "sd") throw data({ reason: "not-found" }, { status: 404 });
  const page = await loadMajorPage(request, context, scope);
  return data({ scope, ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

const percent = (p: number | null) => (p === null ? "-" : `${Math.round(p * 1000) / 10}%`);

export default function CheckAsMajor() {
  const { scope, form, catalogue, answer, error, login } = useLoaderData<typeof loader>();
  const location = useLocation();
  const url = new URL(`http://local${location.pathname}${location.search}`);
  const busy = useNavigation().state === "loading";
  return (
    <div className={s.page}>
      <section className={s.panel} aria-labelledby="major-title">
        <h1 className={s.title} id="major-title">
          按专业查
        </h1>
        <p className={s.muted}>选一个专业，看本省哪些院校招它、往年录取线和计划；填上分数或位次，再看你的录取概率。</p>
        <Form method="get" className={s.formRow} role="search" aria-label="搜索专业">
          <div className={ui.field}>
            <label className={ui.label} htmlFor="major-q">
              专业名称或代码
            </label>
            <input className={ui.input} id="major-q" name="q" defaultValue={form.q} maxLength={30} size={14} placeholder="如 计算机、0809" />
          </div>
          <div className={ui.field}>
            <button type="submit" className={ui.button} disabled={busy}>
              搜索专业
            </button>
          </div>
        </Form>
        {form.q ? <SearchMatches catalogue={catalogue} url={url} q={form.q} /> : null}
        <CatalogueTree catalogue={catalogue} url={url} chosen={form.major} />
      </section>
      {form.major ? <ChosenMajor scope={scope} form={form} answer={answer} error={error} busy={busy} url={url} login={login} /> : null}
    </div>
  );
}

/** Choosing a major keeps the student's score and subjects, and starts at page 1. */
const chooseHref = (url: URL, code: string) => hrefWith(url, { major: code, q: null });

function SearchMatches({ catalogue, url, q }: { catalogue: MajorCatalogue; url: URL; q: string }) {
  if (catalogue.matches.length === 0) return <p data-testid="major-matches">没有名称含「{q}」的本科专业。</p>;
  return (
    <div data-testid="major-matches">
      <h2 className={s.legend}>名称含「{q}」的专业</h2>
      <ul className={s.tabs}>
        {catalogue.matches.map((m) => (
          <li key={m.code}>
            <Link className={s.chip} to={chooseHref(url, m.code)}>
              {m.name}（{m.code}）
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 门类 → 专业类 → 专业 as nested disclosures: works without JavaScript. */
function CatalogueTree({ catalogue, url, chosen }: { catalogue: MajorCatalogue; url: URL; chosen: string }) {
  return (
    <details className={s.details} open={!chosen || undefined}>
      <summary className={s.summary}>按学科门类浏览本科专业目录</summary>
      <ul className={s.majorList} aria-label="学科门类">
        {catalogue.disciplines.map((d) => (
          <li key={d.code}>
            <details>
              <summary className={s.summary}>
                {d.name}（{d.code}）
              </summary>
              <ul className={s.majorList}>
                {d.classes.map((c) => (
                  <li key={c.code}>
                    <details open={chosen.startsWith(c.code) || undefined}>
                      <summary className={s.summary}>
                        {c.name}（{c.code}，{c.majors.length} 个专业）
                      </summary>
                      <ul className={s.majorList}>
                        <li>
                          <Link to={chooseHref(url, c.code)}>整个{c.name}</Link>
                        </li>
                        {c.majors.map((m) => (
                          <li key={m.code}>
                            <Link to={chooseHref(url, m.code)} aria-current={chosen === m.code ? "page" : undefined}>
                              {m.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ChosenMajor({ scope, form, answer, error, busy, url, login }: { scope: Scope; form: MajorForm; answer: MajorHistoryAnswer | null; error: string | null; busy: boolean; url: URL; login: string }) {
  const name = answer?.major.name ?? form.major;
  const pages = answer ? Math.max(1, Math.ceil((answer.access.full ? answer.university_count : Math.min(answer.university_count, answer.access.perBand ?? 0)) / MAJOR_PAGE_SIZE)) : 1;
  return (
    <section className={s.panel} aria-labelledby="chosen-title">
      <h2 className={s.title} id="chosen-title">
        {name}
        {answer?.major.code ? `（${answer.major.code}）` : ""}
      </h2>
      <Form method="get" className={s.formRow} aria-label="我的成绩">
        <input type="hidden" name="major" value={form.major} />
        <fieldset className={ui.fieldset}>
          <legend className={s.legend}>按</legend>
          <div className={ui.checkboxRow}>
            <label className={ui.choice}>
              <input type="radio" name="kind" value="score" defaultChecked={form.kind === "score"} /> 高考总分
            </label>
            <label className={ui.choice}>
              <input type="radio" name="kind" value="rank" defaultChecked={form.kind === "rank"} /> 位次
            </label>
          </div>
        </fieldset>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="major-value">
            高考总分或位次（可不填）
          </label>
          <input className={ui.input} id="major-value" name="value" inputMode="numeric" pattern="[0-9]*" defaultValue={form.value} size={8} />
        </div>
        <ElectiveFields scope={scope} subjects={form.subjects} first={form.first} />
        <div className={ui.field}>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy ? "查询中…" : "查询"}
          </button>
        </div>
      </Form>
      {error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      {answer ? (
        <>
          <p className={s.muted} data-testid="major-summary">
            本省 <strong>{formatCount(answer.university_count)}</strong> 所院校的 {formatCount(answer.unit_count)} 个
            {answer.unitKind === "group" ? "专业组" : answer.unitKind === "school" ? "院校" : "专业"}招收该专业
            {answer.studentRank !== null
              ? `；${answer.rankFromYear !== null ? `按 ${answer.rankFromYear} 年一分一段表，` : ""}你的位次约 ${formatCount(answer.studentRank)}，录取概率是 ${answer.year} 年的估计值`
              : "；填写分数或位次可看录取概率"}
            。录取线依据 {answer.historyYears.join("、")} 年；数据来源：{answer.source}。
          </p>
          {answer.unitKind === "school" ? <p className={s.notice}>本省只有院校最低录取分（不分专业）：下表是招收该专业的院校的最低线，专业的线会更高。</p> : null}
          {!answer.access.full ? (
            <p className={s.notice} data-testid="quota-notice">
              未登录时只显示前 {answer.access.perBand} 所院校，院校数是全部结果。<Link to={login}>{answer.access.notice}</Link>
            </p>
          ) : null}
          {answer.university_list.length === 0 ? <p>本省暂无院校招收该专业的数据。</p> : null}
          <ol className={s.list} aria-label="招收该专业的院校">
            {answer.university_list.map((u) => (
              <University key={u.ucode} u={u} answer={answer} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav className={s.pager} aria-label="翻页">
              {form.page > 1 ? <Link to={hrefWith(url, { page: String(form.page - 1) })}>上一页</Link> : null}
              <span>
                第 {form.page} / {pages} 页
              </span>
              {form.page < pages ? <Link to={hrefWith(url, { page: String(form.page + 1) })}>下一页</Link> : null}
            </nav>
          ) : null}
        </>
      ) : (
        <p data-testid="major-summary">招收该专业的院校：0 所。</p>
      )}
    </section>
  );
}

function University({ u, answer }: { u: MajorHistoryUniversity; answer: MajorHistoryAnswer }) {
  const tags = [u.is985 ? "985" : null, u.is211 ? "211" : null, u.isDoubleFirstClass ? "双一流" : null].filter(Boolean).join(" ");
  return (
    <li className={s.unit} data-testid="major-university">
      <div className={s.unitHead}>
        <h3 className={s.unitName}>{u.universityName}</h3>
        <span className={s.muted}>
          {[u.province, u.city].filter(Boolean).join(" ") || "-"}
          {tags ? ` · ${tags}` : ""}
          {u.zsCode ? ` · 院校代号 ${u.zsCode}` : ""}
        </span>
      </div>
      {u.units.map((x) => (
        <div key={x.unitId} data-testid="major-unit">
          <p className={s.muted}>
            <strong>{x.majorName}</strong>
            {x.groupCode && x.matchedMajors.length > 0 ? `：${x.matchedMajors.map((m) => `${m.name}（计划 ${orDash(m.plan)} 人）`).join("、")}` : ""}
            {answer.planYear ? ` · ${answer.planYear} 年计划 ${orDash(x.planCount)} 人` : ` · 计划 ${orDash(x.planCount)} 人`} · 预测 {answer.year} 年录取位次约 {formatRank(x.predictedRank)}（估计值）
            {x.band ? (
              <span className={s.chance}>
                {" "}
                · 「{BAND_WORDS[x.band]}」录取概率约 {percent(x.probability)}
              </span>
            ) : null}
          </p>
          {!x.eligible ? <p className={s.ineligible}>选科不符：{x.ineligibleReason}</p> : null}
          {x.history.length > 0 ? (
            <div className={s.tableWrap}>
              <table className={s.lines}>
                <caption className={s.muted} style={{ textAlign: "left" }}>
                  往年录取（{answer.unitKind === "school" ? "院校最低线" : answer.unitKind === "group" ? "专业组线" : "专业线"}）
                </caption>
                <thead>
                  <tr>
                    <th className={s.cell} scope="col">年份</th>
                    <th className={s.cell} scope="col">最低分</th>
                    <th className={s.cell} scope="col">最低位次</th>
                    <th className={s.cell} scope="col">计划</th>
                    <th className={s.cell} scope="col">你的等位分</th>
                  </tr>
                </thead>
                <tbody>
                  {x.history.map((h) => (
                    <tr key={h.year}>
                      <th className={s.cell} scope="row">{h.year}</th>
                      <td className={s.cell}>{orDash(h.minScore)}</td>
                      <td className={s.cell}>
                        {formatRank(h.minRank, h.rankKind)}
                        {h.rankKind && h.rankKind !== "official" && h.rankKind !== "above-table" ? "（推算）" : ""}
                      </td>
                      <td className={s.cell}>{orDash(h.planCount)}</td>
                      <td className={s.cell}>{h.equivalentScore === null ? "-" : h.equivalentScore}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={s.muted}>往年无本{answer.unitKind === "group" ? "专业组" : "专业"}录取线（新增或无法对应），预测按本校往年录取线估计。</p>
          )}
        </div>
      ))}
    </li>
  );
}
