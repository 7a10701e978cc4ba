import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OutputOf } from "#server/contracts/endpoint";
import type { endpoints } from "#server/contracts/endpoints";
import { formatCount, formatRank, orDash } from "../../lib/format";
import { NONE, formatDuration, formatShare, majorPath, splitList } from "../../lib/majors";
import { BUILT_PAGES } from "../../lib/routes";
import { CollectButton } from "../CollectButton";
import { CompareButton } from "./CompareButton";
import * as layout from "../layout.css";
import * as s from "./majors.css";

type Detail = OutputOf<typeof endpoints.majorDetail>;
type Offerers = OutputOf<typeof endpoints.universityByMajorJob>;
type Source = Detail["source"];

export interface MajorDetailProps {
  scope: string;
  code: string;
  path: string;
  detail: Detail | null;
  offerers: Offerers | null;
  /** 专业收藏数 and whether the viewer collected it (null when the figure could not be read). */
  collect: { collectCount: number; collected: boolean } | null;
  /** Whether the major is in the viewer's compare list, and whether it is full (null for a visitor). */
  compare: { selected: boolean; full: boolean } | null;
  error: string | null;
}

/** A rank the source did not print (derived from the 一分一段表, interpolated, estimated) says so. */
function Rank({ rank, kind }: { rank: number | null; kind: string | null }) {
  const marked = rank != null && kind != null && kind !== "official" && kind !== "above-table";
  return (
    <>
      {formatRank(rank, kind)}
      {marked ? <span className={s.mark}>（{kind === "derived" ? "推算" : "估算"}）</span> : null}
    </>
  );
}

/** One figure of a line or plan: a label and its value. */
function Figure({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className={s.figure}>
      <dt className={s.figureLabel}>{label}</dt>
      <dd className={s.figureValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function sourceNames(sources: Source[]): string {
  return [...new Set(sources.map((x) => x.source))].join("；");
}

export function List({ items, label, testId }: { items: string[]; label: string; testId: string }) {
  if (items.length === 0) return <p data-testid={`${testId}-none`}>{NONE}</p>;
  return (
    <ul className={s.bullets} aria-label={label}>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

function Facts({ detail }: { detail: Detail }) {
  const m = detail.major;
  return (
    <ul className={s.badges} aria-label="专业基本信息">
      <li className={s.badge}>专业代码 {m.code}</li>
      <li className={s.badge}>{m.level}</li>
      {m.discipline ? <li className={s.badge}>{m.discipline}</li> : null}
      {m.className ? <li className={s.badge}>{m.className}</li> : null}
      {m.level === "本科" ? <li className={s.badge}>授予学位 {orDash(m.degree)}</li> : null}
      <li className={s.badge}>学制 {formatDuration(m.durationYears)}</li>
      {m.note ? <li className={s.badge}>{m.note}</li> : null}
    </ul>
  );
}

function Intro({ detail }: { detail: Detail }) {
  const m = detail.major;
  const d = detail.description;
  const facts = `${m.name}是${m.level}专业，属${orDash(m.discipline)}${m.className ? `·${m.className}` : ""}，基本学制 ${formatDuration(m.durationYears)}${m.level === "本科" && m.degree ? `，授予${m.degree}学士学位` : ""}。`;
  return (
    <section className={s.panel} aria-labelledby="intro-title">
      <h2 id="intro-title" className={s.panelTitle}>
        专业介绍
      </h2>
      {d ? <p className={s.intro}>{d.intro}</p> : <p className={s.intro}>暂无本站编写的专业介绍。</p>}
      <p className={s.intro}>{facts}</p>
      <p className={s.muted}>
        {d ? `介绍：${d.author}，${d.date}。` : ""}专业目录：{detail.source.source}。
      </p>
    </section>
  );
}

function Shares({ detail }: { detail: Detail }) {
  const sh = detail.subjectShares;
  return (
    <section className={s.panel} aria-labelledby="shares-title">
      <h2 id="shares-title" className={s.panelTitle}>
        本省选科要求
      </h2>
      {!sh || sh.totalPlaces === 0 ? (
        <p>{NONE}：本省数据中没有该专业带选科要求的招生计划。</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.narrowTable}>
            <caption className={s.caption}>
              {sh.year} 年，按{sh.basis === "lines" ? "各院校该专业投档线所列计划数" : "招生计划的计划数"}统计，共 {formatCount(sh.totalPlaces)} 个名额
              {sh.unknownPlaces > 0 ? `（另有 ${formatCount(sh.unknownPlaces)} 个名额来源未列选科要求，未计入）` : ""}。来源：{sourceNames(sh.sources)}。
            </caption>
            <thead>
              <tr>
                <th className={s.th} scope="col">
                  选科要求
                </th>
                <th className={s.th} scope="col">
                  计划数
                </th>
                <th className={s.th} scope="col">
                  占比
                </th>
                <th className={`${s.th} ${s.hideNarrow}`} scope="col">
                  <span aria-hidden="true">分布</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sh.items.map((i) => (
                <tr key={i.requirement}>
                  <th className={s.td} scope="row">
                    {i.requirement}
                  </th>
                  <td className={s.num}>{formatCount(i.places)}</td>
                  <td className={s.num}>{formatShare(i.share)}</td>
                  <td className={`${s.td} ${s.hideNarrow}`} aria-hidden="true">
                    <span className={s.bar} style={{ width: `${Math.max(1, Math.round(i.share * 100))}%` }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SchoolName({ scope, ucode, name }: { scope: string; ucode: string; name: string }) {
  return BUILT_PAGES.has("universityInquiryDetail") ? <Link to={`/${scope}/universityInquiryDetail/${ucode}`}>{name}</Link> : <>{name}</>;
}

function OfferersTable({ scope, offerers, path }: { scope: string; offerers: Offerers; path: string }) {
  const sources = offerers.results.flatMap((u) => [...u.lines.map((l) => l.source), ...u.plans.map((p) => p.source)]);
  const pages = Math.max(1, Math.ceil(offerers.total / offerers.pageSize));
  const pageHref = (p: number) => {
    const url = new URL(path, "http://x");
    url.searchParams.set("page", String(p));
    return `${url.pathname}${url.search}`;
  };
  return (
    <section className={s.panel} aria-labelledby="offerers-title">
      <h2 id="offerers-title" className={s.panelTitle}>
        本省开设院校（{formatCount(offerers.total)} 所）
      </h2>
      {offerers.total === 0 ? (
        <p>{NONE}：本省数据中没有开设该专业的院校。</p>
      ) : (
        <>
          <p className={s.muted}>每所院校列出其最新一年的专业投档线和招生计划；最新年份有数据的院校在前，同一年份按最低位次由高到低排列；招生名称为考试院公布的原文。</p>
          <ul className={s.offerers}>
            {offerers.results.map((u) => (
              <li key={u.ucode} className={s.offerer} data-testid="offerer">
                <h3 className={s.offererName}>
                  <SchoolName scope={scope} ucode={u.ucode} name={u.schoolName} />
                  {u.province ? <span className={s.mark}>（{[u.province, u.city].filter(Boolean).join(" · ")}）</span> : null}
                </h3>
                <ul className={s.entries}>
                  {u.lines.map((l, i) => (
                    <li key={`l${i}`} className={s.entry} data-testid="offerer-line">
                      <p className={s.entryHead}>
                        <span data-testid="when">
                          {l.year} {l.batch} 投档线
                        </span>{" "}
                        · {l.majorName}
                      </p>
                      <dl className={s.figures}>
                        <Figure label="最低分" testId="score">
                          {orDash(l.minScore)}
                        </Figure>
                        <Figure label="最低位次">
                          <Rank rank={l.minRank} kind={l.rankKind} />
                        </Figure>
                        <Figure label="计划数" testId="plan">
                          {formatCount(l.planCount)}
                        </Figure>
                        <Figure label="选科要求">{orDash(l.subjectRequirement)}</Figure>
                      </dl>
                    </li>
                  ))}
                  {u.plans.map((p, i) => (
                    <li key={`p${i}`} className={s.entry} data-testid="offerer-plan">
                      <p className={s.entryHead}>
                        <span data-testid="when">
                          {p.year} {p.batch}
                          {p.groupCode ? ` ${p.groupCode}组` : ""} 招生计划
                        </span>{" "}
                        · {p.majorName}
                      </p>
                      <dl className={s.figures}>
                        <Figure label="计划数" testId="plan">
                          {formatCount(p.planCount)}
                        </Figure>
                        <Figure label="学费（元/年）">{formatCount(p.tuition)}</Figure>
                        <Figure label="学制">{formatDuration(p.durationYears)}</Figure>
                        <Figure label="最低分" testId="score">
                          {orDash(p.majorMinScore)}
                        </Figure>
                        <Figure label="最低位次">
                          <Rank rank={p.majorMinRank} kind={p.majorMinRank == null ? null : "official"} />
                        </Figure>
                        <Figure label="选科要求">{orDash(p.subjectRequirement)}</Figure>
                      </dl>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className={s.muted}>数据来源：{sourceNames(sources)}。标“推算”的位次由当年一分一段表按分数换算。</p>
          {pages > 1 ? (
            <nav className={s.pager} aria-label="开设院校分页">
              {offerers.page > 1 ? <Link to={pageHref(offerers.page - 1)}>上一页</Link> : null}
              <span>
                第 {offerers.page} / {pages} 页
              </span>
              {offerers.page < pages ? <Link to={pageHref(offerers.page + 1)}>下一页</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

export function MajorDetailPage({ scope, code, path, detail, offerers, collect, compare, error }: MajorDetailProps) {
  if (!detail || !offerers) {
    return (
      <div className={layout.container}>
        <div className={s.page}>
          <h1 className={s.title}>专业详情</h1>
          <p className={s.error} role="alert">
            {error ?? "请输入正确的专业代码"}
          </p>
          <p>
            <Link to={`/${scope}/professionQuery`}>返回查专业</Link>
            {code ? `（收到的代码：${code}）` : ""}
          </p>
        </div>
      </div>
    );
  }
  const m = detail.major;
  return (
    <div className={layout.container}>
      <div className={s.page}>
        <p className={s.muted}>
          <Link to={`/${scope}/professionQuery?level=${encodeURIComponent(m.level)}`}>查专业</Link> ›{" "}
          {m.className ? <Link to={`/${scope}/professionList/${encodeURIComponent(m.className)}`}>{m.className}</Link> : null} › {m.name}
        </p>
        <div className={s.head}>
          <div>
            <h1 className={s.title}>{m.name}</h1>
            <Facts detail={detail} />
            <p className={s.muted}>本省开设院校 {formatCount(m.universityCount)} 所</p>
          </div>
          <div className={s.headActions}>
            <CollectButton scope={scope} kind="major" id={m.code} name={m.name} collected={collect?.collected ?? false} count={collect?.collectCount ?? null} />
            <div className={s.inlineForm}>
              <CompareButton scope={scope} code={m.code} name={m.name} selected={compare?.selected ?? false} full={compare?.full ?? false} />
              <Link className={s.classLink} to={`/${scope}/majorCompare`}>
                专业对比
              </Link>
            </div>
          </div>
        </div>
        <Intro detail={detail} />
        <section className={s.panel} aria-labelledby="courses-title">
          <h2 id="courses-title" className={s.panelTitle}>
            主要课程
          </h2>
          <List items={splitList(detail.major_job.major_course)} label="主要课程" testId="courses" />
        </section>
        <section className={s.panel} aria-labelledby="careers-title">
          <h2 id="careers-title" className={s.panelTitle}>
            就业方向
          </h2>
          <List items={splitList(detail.major_job.job_position)} label="就业方向" testId="careers" />
        </section>
        <Shares detail={detail} />
        <OfferersTable scope={scope} offerers={offerers} path={path} />
        <section className={s.panel} aria-labelledby="related-title">
          <h2 id="related-title" className={s.panelTitle}>
            同类专业{m.className ? `（${m.className}）` : ""}
          </h2>
          {detail.related.length === 0 ? (
            <p>{NONE}</p>
          ) : (
            <ul className={s.related}>
              {detail.related.map((r) => (
                <li key={r.code}>
                  <Link className={s.badge} to={majorPath(scope, r)}>
                    {r.name}（{formatCount(r.universityCount)} 所）
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
