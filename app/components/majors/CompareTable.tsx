import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OutputOf } from "#server/contracts/endpoint";
import type { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO, type Scope } from "#server/modules/scope/scopes";
import { DASH, formatCount, formatTrack, orDash } from "../../lib/format";
import { formatDuration, formatShare, majorPath } from "../../lib/majors";
import * as c from "./compare.css";

type Answer = OutputOf<typeof endpoints.majorCompare>;
type Column = Answer["compareList"][number];
type Source = Column["catalogueSource"];

const LOCKED = "登录后查看";

function sourceText(sources: Source[]): string {
  return [...new Set(sources.map((x) => x.source))].join("；");
}

/** A figure with its year and source under it; "-" with why when there is none. */
function Figure({ value, year, sources, extra }: { value: ReactNode; year?: number | null; sources?: Source[]; extra?: string }) {
  return (
    <>
      <span className={c.value}>{value}</span>
      {year != null ? (
        <span className={c.note}>
          {year} 年{extra ? ` · ${extra}` : ""}
          {sources && sources.length > 0 ? ` · 来源：${sourceText(sources)}` : ""}
        </span>
      ) : null}
    </>
  );
}

interface Row {
  key: string;
  label: string;
  cell: (col: Column) => ReactNode;
  /** How the row is computed (shown under the table). */
  how: string;
}

function rowsFor(answer: Answer): Row[] {
  const locked = (render: (col: Column) => ReactNode) => (col: Column) => (answer.locked ? <span className={c.value}>{LOCKED}</span> : render(col));
  const planYear = answer.planYear;
  return [
    { key: "code", label: "专业代码", cell: (m) => m.code, how: "专业目录中的专业代码（K 为国家控制布点专业，T 为特设专业）。" },
    { key: "level", label: "层次", cell: (m) => m.level, how: "本科、专科（高职）或职教本科。" },
    { key: "class", label: "门类 / 专业类", cell: (m) => `${orDash(m.discipline)} / ${orDash(m.className)}`, how: "专业目录的学科门类（专科为专业大类）和专业类。" },
    { key: "degree", label: "授予学位", cell: (m) => (m.level === "本科" ? orDash(m.degree) : DASH), how: "本科专业目录所列学位门类；备注另有规定的按备注。专科不授学位，显示“-”。" },
    {
      key: "duration",
      label: "基本学制",
      cell: (m) => <Figure value={formatDuration(m.durationYears)} />,
      how: "专业目录所列基本修业年限。",
    },
    {
      key: "summary",
      label: "专业简介",
      cell: (m) =>
        m.summary ? (
          <>
            {m.summary.text}
            <span className={c.note}>
              介绍：{m.summary.author}，{m.summary.date} · <Link to={majorPath(answer.scope, m)}>完整介绍</Link>
            </span>
          </>
        ) : (
          <>暂无本站编写的介绍</>
        ),
      how: "本站编写的专业介绍的开头几句（不超过 80 字）。",
    },
    {
      key: "universities",
      label: "本省开设院校",
      cell: locked((m) => (m.offering ? <Figure value={`${formatCount(m.offering.universities)} 所`} year={m.offering.year} sources={m.offering.sources} extra="招生计划" /> : DASH)),
      how: `${planYear ?? "最新"} 年本省招生计划中列有该专业的院校数（同一院校多个专业组或批次只算一次）。`,
    },
    {
      key: "places",
      label: "计划招生人数",
      cell: locked((m) =>
        m.offering ? (
          <Figure
            value={m.offering.places == null ? DASH : `${formatCount(m.offering.places)} 人`}
            year={m.offering.year}
            sources={m.offering.sources}
            extra={m.offering.placesUnknownUnits > 0 ? `另有 ${m.offering.placesUnknownUnits} 个计划未列人数` : undefined}
          />
        ) : (
          DASH
        ),
      ),
      how: `${planYear ?? "最新"} 年本省招生计划中该专业各条计划的计划数之和；未列人数的计划不计入并注明条数。`,
    },
    {
      key: "ranks",
      label: "录取位次（最好 / 中位 / 最低）",
      cell: locked((m) =>
        !m.lines || m.lines.length === 0 ? (
          DASH
        ) : (
          <>
            {m.lines.map((r) => (
              <span key={r.track} className={c.rankItem}>
                <span className={c.value}>
                  {formatCount(r.best)} / {formatCount(r.median)} / {formatCount(r.worst)}
                </span>
                <span className={c.note}>
                  {formatTrack(r.track)} · {r.year} 年 · {r.basis === "lines" ? `${r.units} 个专业投档线` : `${r.units} 个所在院校专业组投档线`}
                  {r.notOfficial > 0 ? ` · 其中 ${r.notOfficial} 个位次为推算` : ""} · 来源：{sourceText(r.sources)}
                </span>
              </span>
            ))}
          </>
        ),
      ),
      how: "该专业在本省最近一年的最低录取位次：有专业投档线的省份（浙江、山东）取各院校该专业的投档线位次，否则取其所在院校专业组的投档线位次（每组一次）；列出其中最好、中位和最低的位次，按科类分开，位次数字越小越难。",
    },
    {
      key: "subjects",
      label: "选科要求",
      cell: locked((m) =>
        m.subjects ? (
          <Figure
            value={m.subjects.items
              .slice(0, 3)
              .map((i) => `${i.requirement} ${formatShare(i.share)}`)
              .join("；")}
            year={m.subjects.year}
            sources={m.subjects.sources}
            extra={`共 ${formatCount(m.subjects.totalPlaces)} 个名额`}
          />
        ) : (
          DASH
        ),
      ),
      how: "最近一年各选科要求下的计划名额占比（前三项）：浙江按专业投档线所列计划数，其他省份按招生计划；未列选科要求的名额不计入。",
    },
    {
      key: "tuition",
      label: "学费（元/年）",
      cell: locked((m) =>
        m.tuition ? (
          <Figure value={m.tuition.min === m.tuition.max ? formatCount(m.tuition.min) : `${formatCount(m.tuition.min)}–${formatCount(m.tuition.max)}`} year={m.tuition.year} sources={m.tuition.sources} extra={`${m.tuition.units} 条计划`} />
        ) : (
          DASH
        ),
      ),
      how: `${planYear ?? "最新"} 年本省招生计划所列学费的最低到最高值（中外合作、民办院校通常较高）；未列学费的计划不计入。`,
    },
  ];
}

/** The side-by-side table: one column per major, one row per figure, and how each row is computed. */
export function CompareTable({ answer, removeButton }: { answer: Answer; removeButton?: (col: Column) => ReactNode }) {
  const rows = rowsFor(answer);
  return (
    <>
      <div className={c.scroller} role="region" aria-label="专业对比表（可左右滚动）" tabIndex={0}>
        <table className={c.table} data-testid="compare-table">
          <caption className={c.caption}>
            各项数据为{SCOPE_INFO[answer.scope as Scope]?.name ?? "本省"}的数据，“-”表示没有该项数据；宽度不够时表格可左右滚动。
          </caption>
          <thead>
            <tr>
              <td className={c.colHead} />
              {answer.compareList.map((m) => (
                <th key={m.id} scope="col" className={c.colHead}>
                  <Link className={c.colLink} to={majorPath(answer.scope, m)}>
                    {m.name}
                  </Link>
                  {removeButton ? removeButton(m) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-testid={`row-${r.key}`}>
                <th scope="row" className={c.rowHead}>
                  {r.label}
                </th>
                {answer.compareList.map((m) => (
                  <td key={m.id} className={c.cell}>
                    {r.cell(m)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="how-title">
        <h2 id="how-title">各项如何计算</h2>
        <dl className={c.how}>
          {rows.map((r) => (
            <div key={r.key}>
              <dt className={c.howTerm}>{r.label}</dt>
              <dd className={c.howText}>{r.how}</dd>
            </div>
          ))}
          <div>
            <dt className={c.howTerm}>专业目录</dt>
            <dd className={c.howText}>{sourceText(answer.compareList.map((m) => m.catalogueSource))}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
