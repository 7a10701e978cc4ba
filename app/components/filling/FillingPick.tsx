import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BAND_WORDS, BANDS_SAFEST_FIRST, type EnrollAnswer } from "#server/modules/zhiyuan/zhiyuan.schema";
import { probabilityText } from "#server/modules/plans/plan-rows";
import { formatCount, orDash } from "../../lib/format";
import { hrefWith } from "../../lib/check-as";
import * as ui from "../ui/ui.css";
import * as c from "../candidates/candidates.css";
import type { PickFilters } from "../../lib/filling-filters";
import * as f from "./filling.css";
import { PickFilterBar } from "./PickFilterBar";
import { GroupMajorsLine } from "./GroupMajorsLine";
import { Steps } from "./Steps";

interface PickData {
  scope: string;
  type: string;
  typeName: string;
  slots: number;
  chosen: string[];
  answer: EnrollAnswer | null;
  error: string | null;
  filters: PickFilters;
  sentence: string;
}

/** Step 2: candidates by band with filters (a GET form: the URL can be shared); each row adds to the plan with a form post. */
export function FillingPick({ mode }: { mode: "real" | "mock" }) {
  const d = useLoaderData<PickData>();
  const location = useLocation();
  const url = new URL(`http://local${location.pathname}${location.search}`);
  const busy = useNavigation().state !== "idle";
  const chosen = new Set(d.chosen);
  const a = d.answer;
  const pages = a ? Math.max(1, Math.ceil(a.total_size / a.pageSize)) : 1;
  return (
    <div className={c.page}>
      <section className={c.panel} aria-labelledby="pick-title">
        <Steps scope={d.scope} type={d.type} at={2} mode={mode} />
        <h1 className={c.title} id="pick-title">
          挑选志愿（{d.typeName}）
        </h1>
        <p className={f.outcome} data-testid="pick-status">
          已选 <strong data-testid="chosen-count">{d.chosen.length}</strong> / {d.slots} 个志愿。{d.sentence}（估算）{" "}
          <Link to={`/${d.scope}/reportedThird/${d.type}`}>去排序、检查与保存 →</Link>
        </p>
        <PickFilterBar scope={d.scope} type={d.type} mode={mode} filters={d.filters} />
      </section>
      {d.error ? (
        <p className={c.error} role="alert">
          {d.error}
        </p>
      ) : null}
      {a ? (
        <section className={c.panel} aria-labelledby="list-title">
          <h2 className={c.title} id="list-title">
            {a.year} 年候选志愿
          </h2>
          <p className={c.muted}>
            {a.rankFromYear !== null ? `按 ${a.rankFromYear} 年一分一段表，位次约 ${formatCount(a.studentRank)}` : `位次 ${formatCount(a.studentRank)}`}。录取概率为估算，依据 {a.historyYears.join("、")} 年录取线；数据来源：{a.source}。
          </p>
          <nav aria-label="录取概率分档">
            <ul className={c.tabs}>
              <li>
                <Link className={c.tab} to={hrefWith(url, { band: null })} aria-current={d.filters.bands.length === 0 ? "page" : undefined}>
                  冲稳保垫
                </Link>
              </li>
              {BANDS_SAFEST_FIRST.map((b) => (
                <li key={b}>
                  <Link className={c.tab} to={hrefWith(url, { band: b })} aria-current={d.filters.bands.length === 1 && d.filters.bands[0] === b ? "page" : undefined} data-testid={`pick-tab-${b}`}>
                    {BAND_WORDS[b]} {formatCount(a[`${b}_size`])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {a.units.length === 0 ? <p>没有符合条件的志愿，请调整筛选条件。</p> : null}
          <ol className={c.list} aria-label="候选志愿">
            {a.units.map((u) => {
              const name = `${u.universityName} ${u.majorName}`;
              const added = chosen.has(u.unitId);
              const last = u.history[0];
              return (
                <li key={u.unitId} className={c.unit} data-testid="pick-unit" data-university={u.universityName} data-band={u.band ?? ""} data-major-codes={(u.majors ? u.majors.map((m) => m.code ?? "") : [u.majorCode ?? ""]).join(" ")} data-tuition={u.tuition ?? ""}>
                  <div className={c.unitHead}>
                    <p className={c.unitName}>
                      {u.zsCode ? `${u.zsCode} ` : ""}
                      {name}
                    </p>
                    <span className={c.chance}>
                      {u.band ? BAND_WORDS[u.band] : "-"} {probabilityText(u.probability)}
                    </span>
                  </div>
                  <p className={c.muted}>
                    计划 {orDash(u.planCount)} · 预测录取位次 {formatCount(u.predictedRank)}
                    {last ? ` · ${last.year} 年最低 ${orDash(last.minScore)} 分 / ${formatCount(last.minRank)} 名` : ""} · 学费 {u.tuition === null ? "-" : `${formatCount(u.tuition)} 元`}
                  </p>
                  <GroupMajorsLine unit={u} />
                  <div className={f.tools}>
                    <Form method="post" className={f.inline}>
                      <input type="hidden" name="intent" value="add" />
                      <input type="hidden" name="unitId" value={u.unitId} />
                      <button type="submit" className={`${ui.button} ${f.small}`} disabled={busy || added || d.chosen.length >= d.slots} aria-label={added ? `${name} 已加入` : `加入志愿：${name}`}>
                        {added ? "已加入" : "加入志愿"}
                      </button>
                    </Form>
                    <Form method="post" className={f.inline}>
                      <input type="hidden" name="intent" value="collect" />
                      <input type="hidden" name="unitId" value={u.unitId} />
                      <input type="hidden" name="label" value={name} />
                      <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`收藏：${name}`}>
                        收藏
                      </button>
                    </Form>
                    <Form method="post" className={f.inline}>
                      <input type="hidden" name="intent" value="unlike" />
                      <input type="hidden" name="unitId" value={u.unitId} />
                      <input type="hidden" name="label" value={name} />
                      <button type="submit" className={`${ui.secondaryButton} ${f.small}`} disabled={busy} aria-label={`不感兴趣：${name}`}>
                        不感兴趣
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ol>
          {pages > 1 ? (
            <nav className={c.pager} aria-label="翻页">
              {d.filters.page > 1 ? <Link to={hrefWith(url, { page: String(d.filters.page - 1) })}>上一页</Link> : null}
              <span>
                第 {d.filters.page} / {pages} 页
              </span>
              {d.filters.page < pages ? <Link to={hrefWith(url, { page: String(d.filters.page + 1) })}>下一页</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
