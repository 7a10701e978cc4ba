import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { Scope } from "#server/modules/scope/scopes";
import { BACKTEST_HEADLINES } from "#server/modules/zhiyuan/backtest-headline";
import { BAND_WORDS, BANDS_SAFEST_FIRST, type EnrollAnswer, type EnrollUnit } from "#server/modules/zhiyuan/zhiyuan.schema";
import { CHIPS, DEFAULT_BANDS, hrefWith, PAGE_SIZE, type CheckForm, type CheckKind } from "../../lib/check-as";
import { formatCount, formatRank, orDash } from "../../lib/format";
import { ElectiveFields } from "../ElectiveFields";
import * as ui from "../ui/ui.css";
import * as s from "./candidates.css";

export interface CandidatePageProps {
  scope: Scope;
  kind: CheckKind;
  form: CheckForm;
  answer: EnrollAnswer | null;
  error: string | null;
  login: string;
  /** The viewer's saved score records of this scope (empty for visitors). */
  records?: Array<{ id: string; label: string }>;
}

const percent = (p: number | null) => (p === null ? "-" : `${Math.round(p * 1000) / 10}%`);

/** checkAsScore / checkAsPrecedence: a GET form (the URL can be shared), bands as tabs, one explained row per unit. */
export function CandidatePage({ scope, kind, form, answer, error, login, records = [] }: CandidatePageProps) {
  const location = useLocation();
  const url = new URL(`http://local${location.pathname}${location.search}`);
  const busy = useNavigation().state === "loading";
  const title = kind === "score" ? "按分数查" : "按位次查";
  const headline = BACKTEST_HEADLINES[scope];
  return (
    <div className={s.page}>
      <section className={s.panel} aria-labelledby="check-title">
        <h1 className={s.title} id="check-title">
          {title}
        </h1>
        <p className={s.muted}>填写{kind === "score" ? "高考总分" : "全省位次"}和选考科目，看每个专业的录取概率（搏 冲 稳 保 垫）和依据。</p>
        <QueryForm scope={scope} kind={kind} form={form} busy={busy} records={records} />
        {headline ? (
          <p className={s.headline} data-testid="backtest-headline">
            去年验证：用 {headline.asOf} 年及以前的数据预测 {headline.target} 年录取，标为「保」的有 <strong>{percent(headline.conservativeRight)}</strong> 录取成功，标为「垫」的有{" "}
            <strong>{percent(headline.bottomRight)}</strong>（{formatCount(headline.pairs)} 组检验，数据：{headline.source}）。
          </p>
        ) : (
          <p className={s.headline}>本省暂无回测结果：录取概率为估计值，请结合往年录取线判断。</p>
        )}
      </section>
      {error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      {answer ? <Results answer={answer} url={url} form={form} login={login} /> : null}
    </div>
  );
}

function QueryForm({ scope, kind, form, busy, records }: { scope: Scope; kind: CheckKind; form: CheckForm; busy: boolean; records: Array<{ id: string; label: string }> }) {
  const label = kind === "score" ? "高考总分" : "位次";
  return (
    <Form method="get" className={s.formRow}>
      {records.length > 0 ? (
        <div className={ui.field}>
          <label className={ui.label} htmlFor="check-record">
            我的成绩
          </label>
          <select className={ui.select} id="check-record" name="record" defaultValue={form.record}>
            <option value="">不使用，手动填写</option>
            {records.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={ui.field}>
        <label className={ui.label} htmlFor="check-value">
          {label}
        </label>
        <input
          className={ui.input}
          id="check-value"
          name={kind}
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={form.value}
          required={records.length === 0}
          size={8}
          placeholder={kind === "score" ? "0–750" : "如 52000"}
        />
      </div>
      <ElectiveFields scope={scope} subjects={form.subjects} first={form.first} />
      <div className={ui.field}>
        <label className={ui.label} htmlFor="check-keyword">
          院校或专业名称（可不填）
        </label>
        <input className={ui.input} id="check-keyword" name="keyword" defaultValue={form.keyword} maxLength={30} size={14} />
      </div>
      {CHIPS.filter((c) => form.chips.includes(c.param)).map((c) => (
        <input key={c.param} type="hidden" name={c.param} value="1" />
      ))}
      <div className={ui.field}>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy ? "查询中…" : "查询"}
        </button>
      </div>
    </Form>
  );
}

function Results({ answer, url, form, login }: { answer: EnrollAnswer; url: URL; form: CheckForm; login: string }) {
  const all = BANDS_SAFEST_FIRST.reduce((n, b) => n + answer[`${b}_size`], 0);
  const planned = DEFAULT_BANDS.reduce((n, b) => n + answer[`${b}_size`], 0);
  const pages = Math.max(1, Math.ceil((answer.access.full ? answer.total_size : Math.min(answer.total_size, answer.units.length + (form.page - 1) * PAGE_SIZE)) / PAGE_SIZE));
  return (
    <section className={s.panel} aria-labelledby="result-title">
      <h2 className={s.title} id="result-title">
        {answer.year} 年志愿参考
      </h2>
      <p className={s.muted} data-testid="student-rank">
        {answer.rankFromYear !== null
          ? `按 ${answer.rankFromYear} 年一分一段表，你的位次约 ${formatCount(answer.studentRank)}`
          : `你的位次 ${formatCount(answer.studentRank)}`}
        。录取概率和预测位次都是估计值，依据 {answer.historyYears.join("、")} 年录取线；数据来源：{answer.source}。
      </p>
      <nav aria-label="录取概率分档">
        <ul className={s.tabs}>
          <li>
            <Link className={s.tab} to={hrefWith(url, { band: null })} aria-current={form.band === null ? "page" : undefined} data-testid="tab-default">
              冲稳保 {formatCount(planned)}
            </Link>
          </li>
          {BANDS_SAFEST_FIRST.map((b) => (
            <li key={b}>
              <Link className={s.tab} to={hrefWith(url, { band: b })} aria-current={form.band === b ? "page" : undefined} data-testid={`tab-${b}`}>
                {BAND_WORDS[b]} {formatCount(answer[`${b}_size`])}
              </Link>
            </li>
          ))}
          <li>
            <Link className={s.tab} to={hrefWith(url, { band: "all" })} aria-current={form.band === "all" ? "page" : undefined} data-testid="tab-all">
              全部 {formatCount(all)}
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="筛选">
        <ul className={s.tabs}>
          {CHIPS.map((c) => {
            const on = form.chips.includes(c.param);
            return (
              <li key={c.param}>
                <Link className={s.chip} to={hrefWith(url, { [c.param]: on ? null : "1" })} aria-current={on ? "page" : undefined}>
                  {on ? "✓ " : ""}
                  {c.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {!answer.access.full ? (
        <p className={s.notice} data-testid="quota-notice">
          未登录时每档只显示前 {answer.access.perBand} 个专业，各档数量是全部结果。<Link to={login}>{answer.access.notice}</Link>
        </p>
      ) : null}
      {answer.unitKind === "group" ? (
        <p className={s.muted} data-testid="unit-kind-note">
          本省按「院校专业组」填报：每行是一个专业组，组内专业和选科要求见「组内专业」。专业组每年重新编号，往年录取线按院校、选科要求（和所含专业）对应到今年的组，并在说明中注明。
        </p>
      ) : answer.unitKind === "school" ? (
        <p className={s.notice} data-testid="unit-kind-note">
          本省暂无专业组或专业录取线，只有各院校的最低录取分（各批次合并）：下列概率按院校最低线估计，组内专业的线会更高，仅供参考。
        </p>
      ) : null}
      {answer.units.length === 0 ? <p>没有符合条件的{answer.unitKind === "group" ? "专业组" : answer.unitKind === "school" ? "院校" : "专业"}，请调整分数、科目或筛选条件。</p> : null}
      <ol className={s.list} aria-label={answer.unitKind === "group" ? "候选专业组" : answer.unitKind === "school" ? "候选院校" : "候选专业"}>
        {answer.units.map((u) => (
          <UnitRow key={u.unitId} unit={u} planYear={answer.planYear} year={answer.year} />
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
    </section>
  );
}

function UnitRow({ unit: u, planYear, year }: { unit: EnrollUnit; planYear: number | null; year: number }) {
  const band = u.band ? BAND_WORDS[u.band] : "-";
  return (
    <li className={s.unit} data-testid="unit" data-band={u.band ?? ""}>
      <div className={s.unitHead}>
        <h3 className={s.unitName}>
          {u.universityName} · {u.majorName}
        </h3>
        <span className={s.chance}>
          「{band}」录取概率约 {percent(u.probability)}
        </span>
      </div>
      <p className={s.muted}>
        {u.zsCode ? `院校代号 ${u.zsCode} · ` : ""}
        {planYear ? `${planYear} 年计划 ${orDash(u.planCount)} 人` : `计划 ${orDash(u.planCount)} 人`} · 预测 {year} 年录取位次约 {formatRank(u.predictedRank)}
        {u.predictedRankRange ? `（80% 区间 ${formatCount(u.predictedRankRange[0])}–${formatCount(u.predictedRankRange[1])}，估计值）` : ""}
      </p>
      {!u.eligible ? <p className={s.ineligible}>选科不符：{u.ineligibleReason}</p> : null}
      {u.majors ? (
        u.majors.length > 0 ? (
          <details className={s.details} data-testid="group-majors">
            <summary className={s.summary}>
              组内专业（{u.majors.length} 个{planYear ? `，${planYear} 年计划` : ""}）
            </summary>
            <ul className={s.majorList}>
              {u.majors.map((m, k) => (
                <li key={`${m.name}-${k}`}>
                  {m.name}
                  {m.code ? `（${m.code}）` : ""} · 计划 {orDash(m.plan)} 人{m.eligibility.eligible ? "" : ` · 选科不符：${m.eligibility.reason}`}
                </li>
              ))}
            </ul>
          </details>
        ) : (
          <p className={s.muted}>暂无本组的专业计划数据。</p>
        )
      ) : null}
      {u.history.length > 0 ? (
        <div className={s.tableWrap}>
          <table className={s.lines}>
            <caption className={s.muted} style={{ textAlign: "left" }}>
              往年录取（最近三年）
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
              {u.history.slice(0, 3).map((h) => (
                <tr key={h.year}>
                  <th className={s.cell} scope="row">
                    {h.year}
                    {h.groupCode && h.groupCode !== u.groupCode ? `（第${h.groupCode}组）` : ""}
                  </th>
                  <td className={s.cell}>{orDash(h.minScore)}</td>
                  <td className={s.cell}>
                    {formatRank(h.minRank, h.rankKind)}
                    {h.rankKind && h.rankKind !== "official" && h.rankKind !== "above-table" ? "（推算）" : ""}
                  </td>
                  <td className={s.cell}>{orDash(h.planCount)}</td>
                  <td className={s.cell}>{h.equivalentScore === null ? "暂无" : h.equivalentScore}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={s.muted}>
          {u.basis === "school"
            ? "无法确定本组对应往年哪一组，按本校选科要求相同的专业组往年录取线估计，误差更大。"
            : `本${u.groupCode ? "专业组" : "专业"}往年无录取线（新增），按${u.basis === "borrowed" ? "本校或同类专业" : ""}往年录取线估计，误差更大。`}
        </p>
      )}
      <details className={s.details}>
        <summary className={s.summary}>为什么是「{band}」</summary>
        <p>{u.explanation.reason}</p>
        {u.explanation.margin !== null ? (
          <p className={s.muted}>
            位次差：预测录取位次 − 你的位次 = {u.explanation.margin >= 0 ? "+" : ""}
            {formatCount(u.explanation.margin)}（正数表示你更靠前）。
          </p>
        ) : null}
        <p className={s.muted}>等位分：你的位次在当年一分一段表中对应的分数，便于和当年最低分直接比较。</p>
      </details>
    </li>
  );
}
