import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { TrinityMajor, TrinitySchool, TrinityStat, TrinityThreshold } from "#server/modules/trinity/trinity.schema";
import { orDash } from "../../lib/format";
import { GRADES, countText, metText, planText, scoreText, weightText } from "../../lib/trinity";
import * as c from "../candidates/candidates.css";
import * as ui from "../ui/ui.css";
import * as s from "./trinity.css";

/** A figure row that is a compiler's round-number estimate says so. */
export function EstimateMark({ estimated }: { estimated: boolean }) {
  return estimated ? <span className={s.estimate}>估计值</span> : null;
}

/** Admission statistics by year, newest first; estimates marked. */
export function StatsTable({ stats, caption }: { stats: TrinityStat[]; caption: string }) {
  if (stats.length === 0) return <p className={c.muted}>暂无往年招生数据。</p>;
  return (
    <div className={c.tableWrap}>
      <table className={c.lines}>
        <caption className={c.muted}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={c.cell}>
              年份
            </th>
            <th scope="col" className={c.cell}>
              报名
            </th>
            <th scope="col" className={c.cell}>
              入围
            </th>
            <th scope="col" className={c.cell}>
              录取
            </th>
            <th scope="col" className={c.cell}>
              最低综合分（百分制）
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.map((t) => (
            <tr key={t.year}>
              <th scope="row" className={c.cell}>
                {t.year}
                <EstimateMark estimated={t.estimated} />
              </th>
              <td className={c.cell}>{countText(t.applicants)}</td>
              <td className={c.cell}>{countText(t.shortlisted)}</td>
              <td className={c.cell}>{countText(t.admitted)}</td>
              <td className={c.cell}>
                {scoreText(t.lowestPct)}
                {t.lowestRaw !== null && t.lowestPct !== null && t.lowestRaw !== t.lowestPct ? `（原始 ${scoreText(t.lowestRaw)}）` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ThresholdLine({ threshold }: { threshold: TrinityThreshold }) {
  return (
    <>
      {threshold.text ? `${threshold.text}（${threshold.year} 年）` : "-"}
      {threshold.met !== null ? (
        <span className={threshold.met ? s.met : s.notMet} data-testid="threshold-met">
          {" "}
          · 你的学考{metText(threshold.met)}门槛
        </span>
      ) : null}
    </>
  );
}

/** One school in the filter / search lists. */
export function SchoolItem({ scope, school }: { scope: string; school: TrinitySchool }) {
  return (
    <li className={c.unit} data-testid="trinity-school">
      <div className={c.unitHead}>
        <h3 className={c.unitName}>{school.name}</h3>
        <span className={c.muted}>
          {orDash(school.city)} · {orDash(school.type)}
        </span>
      </div>
      <p className={s.flatSmall}>
        综合分 = <strong>{school.formulaText}</strong>（{school.year} 年章程）
      </p>
      <dl className={s.facts}>
        <dt className={s.term}>学考门槛</dt>
        <dd className={s.def}>
          <ThresholdLine threshold={school.threshold} />
        </dd>
        <dt className={s.term}>{school.year} 年计划</dt>
        <dd className={s.def}>
          {planText(school.planTotal, school.planUnknown, school.majorCount)}（{school.majorCount} 个专业）
        </dd>
      </dl>
      <StatsTable stats={school.stats} caption={`${school.name} 往年三位一体招生数据（来源：${school.source.source}）`} />
      <p className={s.links}>
        <Link to={`/${scope}/swytTrinityDetailRulesPage/${school.id}`}>招生规则与折算</Link>
        {school.ucode ? <Link to={`/${scope}/swytTrinityUniversityProfessionList/${school.ucode}`}>招生专业</Link> : null}
        {school.rule.url ? (
          <a href={school.rule.url} rel="noopener noreferrer" target="_blank">
            {school.rule.year} 年招生章程（学校官网）
          </a>
        ) : null}
      </p>
    </li>
  );
}

/** A major row: school, 类别, decoded requirement, eligibility, plan. */
export function MajorTable({ scope, majors, showSchool, caption }: { scope: string; majors: TrinityMajor[]; showSchool: boolean; caption: string }) {
  if (majors.length === 0) return <p>没有符合条件的专业，请调整筛选条件。</p>;
  return (
    <div className={c.tableWrap}>
      <table className={s.wideTable} data-testid="trinity-majors">
        <caption className={c.muted}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={c.cell}>
              专业
            </th>
            {showSchool ? (
              <th scope="col" className={c.cell}>
                院校
              </th>
            ) : null}
            <th scope="col" className={c.cell}>
              类别 / 专业类
            </th>
            <th scope="col" className={c.cell}>
              选科要求
            </th>
            <th scope="col" className={c.cell}>
              计划
            </th>
          </tr>
        </thead>
        <tbody>
          {majors.map((m) => (
            <tr key={m.id} data-testid="trinity-major">
              <th scope="row" className={s.rowHead}>
                {m.name}
              </th>
              {showSchool ? (
                <td className={c.cell}>{m.ucode ? <Link to={`/${scope}/swytTrinityUniversityProfessionList/${m.ucode}`}>{m.school}</Link> : m.school}</td>
              ) : null}
              <td className={c.cell}>
                {orDash(m.category)} / {orDash(m.majorClass)}
              </td>
              <td className={c.cell}>
                {m.requirement.text}
                {m.eligible === false ? <span className={c.ineligible}>（不符：{m.reason}）</span> : m.eligible ? <span>（符合）</span> : null}
              </td>
              <td className={c.cell}>{countText(m.plan)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WeightsLine({ school }: { school: Pick<TrinitySchool, "weights"> }) {
  return (
    <p className={s.weights} data-testid="weights">
      学考 {weightText(school.weights.xuekao)} / 校测 {weightText(school.weights.xiaoce)} / 高考 {weightText(school.weights.gaokao)}
    </p>
  );
}

/** The answer's error (bad input, not found), announced where the results would be. */
export function TrinityError({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className={c.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** The 学考 A–D counts (10 subjects in all), optional on the filter, the basis of the calculator; `children` follow the counts inside the group. */
export function GradeCountsFieldset({ idPrefix, legend, values, children }: { idPrefix: string; legend: string; values: (grade: string) => string; children?: ReactNode }) {
  return (
    <fieldset className={`${ui.fieldset} ${s.fieldset}`}>
      <legend className={c.legend}>{legend}</legend>
      <div className={s.grid}>
        {GRADES.map((g) => (
          <div key={g} className={ui.field}>
            <label className={ui.label} htmlFor={`${idPrefix}-${g}`}>
              {g} 门数
            </label>
            <input className={ui.input} id={`${idPrefix}-${g}`} name={g} inputMode="numeric" pattern="[0-9]*" maxLength={2} defaultValue={values(g)} />
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** A titled list of schools, the empty case said in `empty`. */
export function SchoolResults({ scope, headingId, title, schools, empty, children }: { scope: string; headingId: string; title: string; schools: TrinitySchool[]; empty: string; children?: ReactNode }) {
  return (
    <section className={c.panel} aria-labelledby={headingId}>
      <h2 className={c.title} id={headingId}>
        {title}
      </h2>
      {children}
      {schools.length === 0 ? <p>{empty}</p> : null}
      <ol className={c.list} aria-label="三位一体院校">
        {schools.map((school) => (
          <SchoolItem key={school.id} scope={scope} school={school} />
        ))}
      </ol>
    </section>
  );
}
