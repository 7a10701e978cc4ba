import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { CollectButton } from "../components/CollectButton";
import { Sources } from "../components/Sources";
import { TrendChart, type TrendSeries } from "../components/TrendChart";
import { ApiError, api } from "../lib/api.server";
import { accessToken } from "../lib/auth.server";
import { formatCount, formatFigureKind, formatMajorGrade, formatRank, formatTrack, orDash } from "../lib/format";
import { requireScope } from "../lib/scope.server";
import * as u from "./university.css";

const TABS = {
  universityInfo: "概况",
  admissionScore: "录取分数",
  majorEnroll: "专业分数",
  enrollmentPlans: "招生计划",
  recruitmentBrochure: "招生章程",
  majorCourse: "开设专业",
  universitySpecialMajor: "特色专业",
} as const;
type Tab = keyof typeof TABS;
const isTab = (t: string | null): t is Tab => t !== null && t in TABS;

export const meta = ({ data }: { data?: { info?: { name: string }; tab?: Tab } }) => [{ title: data?.info ? `${data.info.name} ${TABS[data.tab ?? "universityInfo"]} - 院校详情` : "院校详情" }];

const notFound = () => data({ reason: "not-found" }, { status: 404 });

async function tabData(call: Awaited<ReturnType<typeof api>>["call"], tab: Tab, ucode: string, name: string, url: URL) {
  const yearParam = Number(url.searchParams.get("year"));
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2100 ? yearParam : undefined;
  switch (tab) {
    case "universityInfo":
      return { tab, rank: (await call(endpoints.universityRank, { uName: name })).data };
    case "admissionScore":
      return { tab, lines: (await call(endpoints.enrollInfo, { ucode })).data };
    case "majorEnroll": {
      const level = url.searchParams.get("level");
      const majorLevel = level === "0" || level === "1" ? Number(level) : undefined;
      return { tab, majors: (await call(endpoints.majorEnrolls, { ucode, year, majorLevel })).data, majorLevel: majorLevel ?? null };
    }
    case "enrollmentPlans":
      return { tab, plans: (await call(endpoints.enrollmentPlans, { ucode, year, studentProvinceId: 1100 })).data };
    case "recruitmentBrochure":
      return { tab, brochure: (await call(endpoints.recruitmentBrochure, { ucode })).data };
    case "majorCourse":
      return { tab, courses: (await call(endpoints.majorCourses, { ucode, year })).data };
    case "universitySpecialMajor":
      return { tab, special: (await call(endpoints.universitySpecialMajor, { uname: name })).data };
  }
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const ucode = params.id ?? "";
  if (!/^\d{1,9}$/.test(ucode)) throw notFound();
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "universityInfo";
  const { call } = await api(request, context);
  const token = await accessToken(request, context);
  let info;
  try {
    info = (await call(endpoints.universityByUcode, { ucode })).data.university_info;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  const [collect, content] = await Promise.all([
    call(endpoints.universityCollectData, { ucode }, { token }).catch(() => call(endpoints.universityCollectData, { ucode })),
    tabData(call, tab, ucode, info.name, url),
  ]);
  return data({ scope, scopeName: SCOPE_INFO[scope].name, info, tab, collect: collect.data, content }, { headers: { "Cache-Control": "private, no-store" } });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Content<T extends Tab> = Extract<Data["content"], { tab: T }>;

function Header({ d }: { d: Data }) {
  const { info, collect, scope } = d;
  const tags = [info.is985 ? "985" : null, info.is211 ? "211" : null, info.isDoubleFirstClass ? "双一流" : null, info.level, info.type, info.nature, info.isBranch ? "分校区" : null].filter(Boolean);
  return (
    <section className={u.panel} aria-labelledby="uni-name">
      <h1 className={u.title} id="uni-name">
        {info.name}
        {info.initials ? (
          <span className={u.badge} title="名称首字母">
            {info.initials.toUpperCase()}
          </span>
        ) : null}
      </h1>
      <ul className={u.tags} aria-label="院校标签">
        {tags.map((t) => (
          <li key={t} className={u.tag}>
            {t}
          </li>
        ))}
      </ul>
      <dl className={u.facts}>
        <dt>所在地</dt>
        <dd>
          {orDash(info.province)} · {orDash(info.city)}
        </dd>
        <dt>主管部门</dt>
        <dd>{orDash(info.belong)}</dd>
        <dt>学校标识码</dt>
        <dd>{orDash(info.moeCode)}</dd>
        <dt>招生代码（{d.scopeName}）</dt>
        <dd data-testid="scope-zs-code">
          {orDash(info.zsCode)}
          {info.zsCodeFrom ? `（${info.zsCodeFrom.year}年 · ${info.zsCodeFrom.source.source}）` : `（${d.scopeName}数据中暂无该校招生代码）`}
        </dd>
        <dt>国标院校代码</dt>
        <dd>{orDash(info.nationalCode)}</dd>
        <dt>人气值</dt>
        <dd>{formatCount(info.popularity)}</dd>
      </dl>
      <div className={u.row} style={{ marginTop: "12px" }}>
        <CollectButton scope={scope} kind="university" id={info.ucode} name={info.name} collected={collect.collected} count={collect.collectCount} />
      </div>
      <p className={u.note}>
        <Link className={u.link} to={`/${scope}/universityProfessionList/${info.ucode}`}>
          在{d.scopeName}招生的专业
        </Link>
        {" · "}
        <Link className={u.link} to={`/${scope}/detailRulesPage/${info.ucode}`}>
          招生章程
        </Link>
        {" · "}院校信息来源：{info.source.source}
      </p>
    </section>
  );
}

function Tabs({ d }: { d: Data }) {
  return (
    <nav aria-label="院校信息分类">
      <ul className={u.tabs}>
        {(Object.keys(TABS) as Tab[]).map((t) => (
          <li key={t}>
            <Link to={t === "universityInfo" ? "?" : `?tab=${t}`} className={d.tab === t ? u.tabOn : u.tab} aria-current={d.tab === t ? "page" : undefined} preventScrollReset>
              {TABS[t]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Overview({ d, c }: { d: Data; c: Content<"universityInfo"> }) {
  const { info, scope, scopeName } = d;
  const aliases = info.aliases.filter((a) => a !== info.name);
  return (
    <>
      <h2>概况</h2>
      <dl className={u.facts}>
        <dt>全称</dt>
        <dd>{info.name}</dd>
        <dt>曾用名/别称</dt>
        <dd>{aliases.length ? aliases.join("、") : "-"}</dd>
        <dt>办学层次</dt>
        <dd>{orDash(info.level)}</dd>
        <dt>院校类型</dt>
        <dd>{orDash(info.type)}</dd>
        <dt>办学性质</dt>
        <dd>{orDash(info.nature)}</dd>
        <dt>拼音</dt>
        <dd>{orDash(info.pinyin)}</dd>
      </dl>
      <h3>在本站榜单中的位置（{scopeName}）</h3>
      {c.rank.ranks.length === 0 ? (
        <p>暂无</p>
      ) : (
        <ul>
          {c.rank.ranks.map((r) => (
            <li key={`${r.type}-${r.track}`}>
              <Link className={u.link} to={`/${scope}/collegeRank/${r.type}/${r.track ?? "all"}`}>
                {r.title}
              </Link>
              ：第 {formatCount(r.position)} / {formatCount(r.total)} 位
            </li>
          ))}
        </ul>
      )}
      <p className={u.note}>榜单均由本站按收录数据计算（录取位次、人气值、985/211/双一流名单），不是第三方办学水平排名。</p>
    </>
  );
}

function AdmissionScore({ d, c }: { d: Data; c: Content<"admissionScore"> }) {
  const lines = [...c.lines.newEnrollInfoList, ...c.lines.oldEnrollInfoList];
  if (lines.length === 0) return <p>暂无{d.scopeName}的院校录取分数。</p>;
  const tracks = [...new Set(lines.map((l) => l.track))];
  const seriesOf = (pick: (l: (typeof lines)[number]) => number | null): TrendSeries[] =>
    tracks.map((t) => ({
      label: formatTrack(t),
      points: [...new Set(lines.filter((l) => l.track === t).map((l) => l.year))].map((year) => {
        const vals = lines.filter((l) => l.track === t && l.year === year).map(pick).filter((v): v is number => v != null);
        return { year, value: vals.length ? Math.min(...vals) : null };
      }),
    }));
  const rankSeries = seriesOf((l) => (l.rankKind === "above-table" ? null : l.minRank));
  const scoreSeries = seriesOf((l) => l.minScore).map((s) => ({ ...s, points: s.points }));
  const eqYear = lines.find((l) => l.equivalentScore)?.equivalentScore?.year;
  return (
    <>
      <h2>{d.scopeName}历年录取分数</h2>
      <p className={u.note}>
        每年该校在{d.scopeName}的最低录取分与最低位次（来源未分批次时合并为“全部批次”）。位次越小越靠前；推算的位次已注明。
        {eqYear ? `等位分：按该年最低位次，在 ${eqYear} 年一分一段表中对应的分数，用来比较不同年份的分数。` : ""}
      </p>
      <div className={u.row} style={{ alignItems: "flex-start" }}>
        <div style={{ flex: "1 1 300px", minWidth: 0 }}>
          <h3>最低位次走势</h3>
          <TrendChart id="rank-chart" title={`${d.info.name}在${d.scopeName}历年最低录取位次`} series={rankSeries} unit="名" invert />
        </div>
        <div style={{ flex: "1 1 300px", minWidth: 0 }}>
          <h3>最低分走势</h3>
          <TrendChart id="score-chart" title={`${d.info.name}在${d.scopeName}历年最低录取分`} series={scoreSeries} unit="分" />
        </div>
      </div>
      <div className={u.tableWrap} tabIndex={0} role="region" aria-label="历年录取分数表">
        <table className={u.table} data-testid="admission-table">
          <caption>历年录取分数（图表的数据）</caption>
          <thead>
            <tr>
              <th scope="col">年份</th>
              <th scope="col">批次</th>
              <th scope="col">科类</th>
              <th scope="col">最低分</th>
              <th scope="col">最低位次</th>
              <th scope="col">位次说明</th>
              <th scope="col">{eqYear ? `${eqYear}年等位分` : "等位分"}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i}>
                <td>{l.year}</td>
                <td>{l.batchName}</td>
                <td>{formatTrack(l.track)}</td>
                <td>{orDash(l.minScore)}</td>
                <td>{formatRank(l.minRank, l.rankKind)}</td>
                <td>{l.rankFrom === "major-lines" ? "官方公布（该年无一分一段表，取最低分专业的位次）" : formatFigureKind(l.rankKind)}</td>
                <td>{l.equivalentScore ? l.equivalentScore.score : "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Sources sources={[...lines.map((l) => l.source), ...lines.flatMap((l) => (l.equivalentScore ? [l.equivalentScore.source] : []))]} years={lines.map((l) => l.year)} />
    </>
  );
}

function YearLinks({ years, current, extra = "" }: { years: number[]; current: number | null; extra?: string }) {
  if (years.length < 2) return null;
  return (
    <div role="group" aria-label="年份" className={u.fieldset}>
      <span className={u.legend}>年份</span>
      {years.map((y) => (
        <Link key={y} to={`?${extra}year=${y}`} className={y === current ? u.chipOn : u.chip} aria-current={y === current ? "true" : undefined} preventScrollReset>
          {y}
        </Link>
      ))}
    </div>
  );
}

function MajorEnroll({ d, c }: { d: Data; c: Content<"majorEnroll"> }) {
  const m = c.majors;
  const group = m.results[0];
  if (!group) return <p>暂无{d.scopeName}的专业录取分数。</p>;
  return (
    <>
      <h2>
        {group.year} 年{d.scopeName}专业录取分数
      </h2>
      <YearLinks years={m.years} current={group.year} extra="tab=majorEnroll&" />
      {m.majorLevels.length > 1 || c.majorLevel !== null ? (
        <div role="group" aria-label="层次" className={u.fieldset}>
          <span className={u.legend}>层次</span>
          {[null, 1, 0].map((lv) => (
            <Link key={String(lv)} to={`?tab=majorEnroll&year=${group.year}${lv === null ? "" : `&level=${lv}`}`} className={c.majorLevel === lv ? u.chipOn : u.chip} preventScrollReset>
              {lv === null ? "全部" : formatMajorGrade(lv)}
            </Link>
          ))}
        </div>
      ) : null}
      <div className={u.tableWrap} tabIndex={0} role="region" aria-label="专业录取分数表">
        <table className={u.table} data-testid="major-table">
          <thead>
            <tr>
              <th scope="col">专业</th>
              <th scope="col">批次</th>
              <th scope="col">科类</th>
              <th scope="col">层次</th>
              <th scope="col">计划数</th>
              <th scope="col">最低分</th>
              <th scope="col">平均分</th>
              <th scope="col">最低位次</th>
              <th scope="col">选科要求</th>
            </tr>
          </thead>
          <tbody>
            {group.items.map((r, i) => (
              <tr key={i}>
                <td>{r.majorName}</td>
                <td>{r.batchName}</td>
                <td>{formatTrack(r.track)}</td>
                <td>{formatMajorGrade(r.majorLevel)}</td>
                <td>{formatCount(r.planCount)}</td>
                <td>{orDash(r.minScore)}</td>
                <td>{r.avgScore == null ? "-" : Math.round(r.avgScore * 10) / 10}</td>
                <td>
                  {formatRank(r.minRank, r.rankKind)}
                  {r.rankKind && r.rankKind !== "official" ? `（${formatFigureKind(r.rankKind)}）` : ""}
                </td>
                <td>{orDash(r.subjectRequirement)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Sources sources={group.items.map((r) => r.source)} years={[group.year]} />
    </>
  );
}

function Plans({ d, c }: { d: Data; c: Content<"enrollmentPlans"> }) {
  const p = c.plans;
  if (p.results.length === 0) return <p>暂无{d.scopeName}的招生计划。</p>;
  const groups = p.results.some((r) => r.groupCode);
  const total = p.results.reduce((n, r) => n + (r.planCount ?? 0), 0);
  return (
    <>
      <h2>
        {p.year} 年{d.scopeName}招生计划
      </h2>
      <YearLinks years={p.years} current={p.year} extra="tab=enrollmentPlans&" />
      <p className={u.note}>共 {formatCount(total)} 个计划名额（各专业计划数之和）。</p>
      <div className={u.tableWrap} tabIndex={0} role="region" aria-label="招生计划表">
        <table className={u.table} data-testid="plan-table">
          <thead>
            <tr>
              {groups ? <th scope="col">专业组</th> : null}
              <th scope="col">专业</th>
              <th scope="col">批次</th>
              <th scope="col">科类</th>
              <th scope="col">层次</th>
              <th scope="col">计划数</th>
              <th scope="col">学费（元/年）</th>
              <th scope="col">学制</th>
              <th scope="col">选科要求</th>
              <th scope="col">备注</th>
            </tr>
          </thead>
          <tbody>
            {p.results.map((r, i) => (
              <tr key={i}>
                {groups ? <td>{orDash(r.groupCode)}</td> : null}
                <td>{r.majorName}</td>
                <td>{r.batchName}</td>
                <td>{formatTrack(r.track)}</td>
                <td>{formatMajorGrade(r.major_grade)}</td>
                <td>{formatCount(r.planCount)}</td>
                <td>{formatCount(r.tuition)}</td>
                <td>{r.durationYears ? `${r.durationYears} 年` : "-"}</td>
                <td>{orDash(r.subjectRequirement)}</td>
                <td>{orDash(r.note)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Sources sources={p.results.map((r) => r.source)} years={p.year ? [p.year] : []} />
    </>
  );
}

function Brochure({ d, c }: { d: Data; c: Content<"recruitmentBrochure"> }) {
  return (
    <>
      <h2>招生章程</h2>
      {c.brochure.results.length === 0 ? (
        <p>
          暂无。本站尚未收录{d.info.name}的招生章程，请以学校官网和省教育考试院公布的章程为准。
          <Link className={u.link} to={`/${d.scope}/detailRulesPage/${d.info.ucode}`}>
            查看招生章程页
          </Link>
        </p>
      ) : (
        c.brochure.results.map((b) => (
          <article key={b.year}>
            <h3>{b.year} 年招生章程</h3>
            <p>{b.content}</p>
          </article>
        ))
      )}
    </>
  );
}

function Courses({ d, c }: { d: Data; c: Content<"majorCourse"> }) {
  const k = c.courses;
  if (k.results.length === 0) return <p>暂无{d.scopeName}的开设专业数据。</p>;
  return (
    <>
      <h2>
        {k.year} 年在{d.scopeName}招生的专业
      </h2>
      <YearLinks years={k.years} current={k.year} extra="tab=majorCourse&" />
      <p className={u.note}>按该年{d.scopeName}招生计划和专业录取线列出；课程设置：{k.coursesNote}。</p>
      {k.results.map((g) => (
        <section key={g.majorGrade} aria-label={formatMajorGrade(g.majorGrade)}>
          <h3>
            {formatMajorGrade(g.majorGrade)}（{g.majorList.length} 个）
          </h3>
          <ul className={u.tags}>
            {g.majorList.map((m) => (
              <li key={m.majorName} className={u.tag}>
                {m.majorCode ? (
                  <Link className={u.link} to={`/${d.scope}/${g.majorGrade === 1 ? "professionDetails" : "professionDetailsZhuan"}?code=${encodeURIComponent(m.majorCode)}`}>
                    {m.majorName}
                  </Link>
                ) : (
                  m.majorName
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Special({ c }: { c: Content<"universitySpecialMajor"> }) {
  const s = c.special;
  const table = (rows: typeof s.byPlan, label: string, id: string) =>
    rows.length === 0 ? (
      <p>暂无</p>
    ) : (
      <div className={u.tableWrap} tabIndex={0} role="region" aria-label={label}>
        <table className={u.table} data-testid={id}>
          <thead>
            <tr>
              <th scope="col">专业</th>
              <th scope="col">年份</th>
              <th scope="col">科类</th>
              <th scope="col">计划数</th>
              <th scope="col">最低分</th>
              <th scope="col">最低位次</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.majorName}</td>
                <td>{r.year}</td>
                <td>{formatTrack(r.track)}</td>
                <td>{formatCount(r.planCount)}</td>
                <td>{orDash(r.minScore)}</td>
                <td>{formatRank(r.minRank, r.rankKind)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <>
      <h2>特色专业</h2>
      <p className={u.note}>{s.explanation}</p>
      <h3>招生计划数最多的专业</h3>
      {table(s.byPlan, "招生计划数最多的专业", "special-plan")}
      <h3>录取位次最靠前的专业</h3>
      {table(s.byLine, "录取位次最靠前的专业", "special-line")}
      <Sources sources={[...s.byPlan, ...s.byLine].map((r) => r.source)} years={[...s.byPlan, ...s.byLine].map((r) => r.year)} />
    </>
  );
}

export default function UniversityDetail() {
  const d = useLoaderData<typeof loader>();
  const c = d.content;
  return (
    <div className={u.page}>
      <Header d={d} />
      <div className={u.panel}>
        <Tabs d={d} />
        <div data-testid={`tab-${d.tab}`}>
          {c.tab === "universityInfo" ? <Overview d={d} c={c} /> : null}
          {c.tab === "admissionScore" ? <AdmissionScore d={d} c={c} /> : null}
          {c.tab === "majorEnroll" ? <MajorEnroll d={d} c={c} /> : null}
          {c.tab === "enrollmentPlans" ? <Plans d={d} c={c} /> : null}
          {c.tab === "recruitmentBrochure" ? <Brochure d={d} c={c} /> : null}
          {c.tab === "majorCourse" ? <Courses d={d} c={c} /> : null}
          {c.tab === "universitySpecialMajor" ? <Special c={c} /> : null}
        </div>
      </div>
    </div>
  );
}

