import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endpoints } from "#server/contracts/endpoints";
import { SCOPE_INFO } from "#server/modules/scope/scopes";
import { UniversitySearchBox } from "../components/UniversitySearchBox";
import * as ui from "../components/ui/ui.css";
import { api } from "../lib/api.server";
import { formatCount, formatFigureKind, formatRank, formatTrack, orDash } from "../lib/format";
import { pageTitle } from "../lib/meta";
import { requireScope } from "../lib/scope.server";
import { LEVELS, NATURES, PROVINCES, SORTS, TAGS, TAG_ORDER, TYPES, activeFilters, readQuery, toApiQuery, toSearch, toggleTag, withChange, type SortKey, type UniversityQuery } from "../lib/university-query";
import * as u from "./university.css";

export const meta = pageTitle("院校查询");

const PAGE_SIZE = 20;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const scope = await requireScope(params.scope, request);
  const query = readQuery(new URL(request.url).searchParams);
  const { data: page } = await (await api(request, context)).call(endpoints.queryUniversities, toApiQuery(query, PAGE_SIZE));
  return data({ scope, scopeName: SCOPE_INFO[scope].name, query, page });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function Chip({ to, on, children }: { to: string; on: boolean; children: React.ReactNode }) {
  return (
    <Link to={to || "?"} className={on ? u.chipOn : u.chip} aria-current={on ? "true" : undefined} preventScrollReset>
      {children}
    </Link>
  );
}

function ChipGroup({ legend, options, value, field, q }: { legend: string; options: readonly string[]; value: string | null; field: "province" | "city" | "level" | "type" | "nature"; q: UniversityQuery }) {
  return (
    <div role="group" aria-label={legend} className={u.fieldset}>
      <span className={u.legend}>{legend}</span>
      <Chip to={withChange(q, { [field]: null })} on={value === null}>
        不限
      </Chip>
      {options.map((o) => (
        <Chip key={o} to={withChange(q, { [field]: value === o ? null : o })} on={value === o}>
          {o}
        </Chip>
      ))}
    </div>
  );
}

function Filters({ q, cities }: { q: UniversityQuery; cities: string[] }) {
  return (
    <div className={u.filters} aria-label="筛选条件" role="region">
      <ChipGroup legend="院校省份" options={PROVINCES} value={q.province} field="province" q={q} />
      {q.province && cities.length > 0 ? <ChipGroup legend="城市" options={cities} value={q.city} field="city" q={q} /> : null}
      <ChipGroup legend="办学层次" options={LEVELS} value={q.level} field="level" q={q} />
      <ChipGroup legend="院校类型" options={TYPES} value={q.type} field="type" q={q} />
      <ChipGroup legend="办学性质" options={NATURES} value={q.nature} field="nature" q={q} />
      <div role="group" aria-label="院校特色" className={u.fieldset}>
        <span className={u.legend}>院校特色</span>
        {TAG_ORDER.map((t) => (
          <Chip key={t} to={toggleTag(q, t)} on={q.tags.includes(t)}>
            {TAGS[t]}
          </Chip>
        ))}
      </div>
      <div role="group" aria-label="排序" className={u.fieldset}>
        <span className={u.legend}>排序</span>
        {(Object.keys(SORTS) as SortKey[]).map((k) => (
          <Chip key={k} to={withChange(q, { sort: k })} on={q.sort === k}>
            {k === "popularity" && q.keyword ? "按匹配度" : SORTS[k]}
          </Chip>
        ))}
      </div>
    </div>
  );
}

function Result({ scope, scopeName, card }: { scope: string; scopeName: string; card: Data["page"]["results"][number] }) {
  const line = card.latestLine;
  const tags = [card.is985 ? "985" : null, card.is211 ? "211" : null, card.isDoubleFirstClass ? "双一流" : null, card.nature, card.type].filter(Boolean);
  return (
    <li className={u.card} data-testid="university-result">
      <div className={u.cardMain}>
        <Link className={u.cardName} to={`/${scope}/universityInquiryDetail/${card.ucode}`}>
          {card.name}
        </Link>
        <ul className={u.tags} aria-label="院校标签">
          {tags.map((t) => (
            <li key={t} className={u.tag}>
              {t}
            </li>
          ))}
        </ul>
        <p className={u.note}>
          {orDash(card.province)} · {orDash(card.city)} · {orDash(card.level)} · 主管部门 {orDash(card.belong)}
        </p>
      </div>
      <div className={u.cardSide}>
        {line ? (
          <>
            <div>
              {line.year} 年{scopeName}最低分 <strong>{orDash(line.minScore)}</strong>
            </div>
            <div>
              最低位次 <strong>{formatRank(line.minRank, line.rankKind)}</strong>
            </div>
            <div className={u.muted}>
              {formatTrack(line.track)} · 位次{formatFigureKind(line.rankKind)} · 来源：{line.source.source}
            </div>
          </>
        ) : (
          <div className={u.muted}>{scopeName}暂无录取分数</div>
        )}
        <div className={u.muted}>人气值 {formatCount(card.popularity)}</div>
      </div>
    </li>
  );
}

export default function UniversityInquiry() {
  const { scope, scopeName, query: q, page } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filters = activeFilters(q);
  return (
    <div className={`${u.page}`}>
      <div className={u.panel}>
        <h1 className={u.title}>院校查询</h1>
        <Form method="get" className={u.searchRow} role="search" aria-label="按名称查找院校">
          <UniversitySearchBox key={q.keyword} scope={scope} defaultValue={q.keyword} />
          {q.province ? <input type="hidden" name="province" value={q.province} /> : null}
          {q.city ? <input type="hidden" name="city" value={q.city} /> : null}
          {q.level ? <input type="hidden" name="level" value={q.level} /> : null}
          {q.type ? <input type="hidden" name="type" value={q.type} /> : null}
          {q.nature ? <input type="hidden" name="nature" value={q.nature} /> : null}
          {q.tags.map((t) => (
            <input key={t} type="hidden" name="tag" value={t} />
          ))}
          <button type="submit" className={ui.button}>
            搜索
          </button>
        </Form>
        <p className={u.note}>可输入全称、简称（如 浙大）、拼音或首字母（如 zjdx）。</p>
      </div>
      <div className={u.panel}>
        <Filters q={q} cities={page.cities ?? []} />
      </div>
      <section className={u.panel} aria-labelledby="results-title">
        <h2 id="results-title" className={u.title}>
          共 <span data-testid="total">{formatCount(page.total)}</span> 所院校
        </h2>
        <p className={u.note}>
          录取分数为{scopeName}最新年份、主科类的院校最低分与最低位次（各批次合并）；人气值暂以院校在各省录取数据中的条目数计。点开院校可看各年、各批次的详细分数。
        </p>
        {page.total === 0 ? (
          <div data-testid="empty-state">
            <p>没有符合条件的院校。</p>
            {filters.length > 0 ? (
              <>
                <p>可以放宽这些条件：</p>
                <ul>
                  {filters.map((f) => (
                    <li key={f.label}>
                      <Link to={f.without || "?"}>去掉{f.label}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : (
          <ul className={u.list}>
            {page.results.map((c) => (
              <Result key={c.ucode} scope={scope} scopeName={scopeName} card={c} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className={u.pager} aria-label="分页">
            {q.page > 1 ? <Link to={toSearch({ ...q, page: q.page - 1 }) || "?"}>上一页</Link> : null}
            <span>
              第 {q.page} / {formatCount(pages)} 页
            </span>
            {q.page < pages ? <Link to={toSearch({ ...q, page: q.page + 1 })}>下一页</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
