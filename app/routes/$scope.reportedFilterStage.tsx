import { useLoaderData } from "@remix-run/react";
import { BAND_FLOOR } from "#server/modules/engine/probability";
import { BAND_WORDS, type BandName } from "#server/modules/zhiyuan/zhiyuan.schema";
import * as c from "../components/candidates/candidates.css";
import { FilterPage, type FilterPageData } from "../components/filling/FilterPage";
import * as fc from "../components/filling/filling.css";
import { CheckboxChoice, RadioChoice } from "../components/ui/ChoiceGroup";
import type { FilterKey } from "../lib/filling-filters";
import { filterLoader } from "../lib/filling-filter.server";
import { formatCount, orDash } from "../lib/format";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("分档与批次");
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const loader = filterLoader("stage");

const OWNS: FilterKey[] = ["bands"];
/** Riskiest first, as a plan is ordered. */
const BANDS: BandName[] = ["gamble", "radical", "steady", "conservative", "bottom"];
const pct = (p: number) => `${Math.round(p * 100)}%`;
const RANGE: Record<BandName, string> = {
  gamble: `低于 ${pct(BAND_FLOOR.radical)}`,
  radical: `${pct(BAND_FLOOR.radical)}–${pct(BAND_FLOOR.steady)}`,
  steady: `${pct(BAND_FLOOR.steady)}–${pct(BAND_FLOOR.conservative)}`,
  conservative: `${pct(BAND_FLOOR.conservative)}–${pct(BAND_FLOOR.bottom)}`,
  bottom: `${pct(BAND_FLOOR.bottom)} 及以上`,
};

/** Filling's band and 段/批次: which bands the list shows, with how many units each holds for this student. */
export default function ReportedFilterStage() {
  const d = useLoaderData<typeof loader>() as FilterPageData;
  const s = d.student;
  return (
    <FilterPage path="reportedFilterStage" title="分档与批次" intro="选择志愿段（批次）和录取概率分档。" owns={OWNS} choosesType>
      <p className={c.muted} data-testid="stage-student">
        你的成绩：{s.score === null ? "-" : `${s.score} 分`} · 位次约 {formatCount(s.rank)}
        {s.rankFromYear !== null ? `（按 ${s.rankFromYear} 年一分一段表）` : ""} · 选考 {s.subjects.length > 0 ? s.subjects.join(" ") : "-"}
      </p>
      <RadioChoice label="志愿段 / 批次" name="type" options={Object.keys(d.types)} optionLabels={d.types} defaultValue={d.type} description="换到另一段时，使用该段的草稿（还没有时先回到第一步选择成绩）。" />
      <CheckboxChoice
        label="录取概率分档"
        name="band"
        options={BANDS}
        optionLabels={Object.fromEntries(BANDS.map((b) => [b, `${BAND_WORDS[b]}（${d.counts ? formatCount(d.counts.bands[b]) : "-"} 个）`]))}
        defaultValue={d.filters.bands.includes("all") ? BANDS : d.filters.bands.filter((b): b is BandName => b !== "all")}
        description="不勾选时显示冲、稳、保、垫四档（搏需要单独勾选）。"
      />
      <div className={c.tableWrap}>
        <table className={fc.table} data-testid="band-counts">
          <caption className={c.muted} style={{ textAlign: "left" }}>
            各档数量（按其他页面已应用的条件{d.counts ? `，${d.counts.year} 年估计；数据来源见下方` : ""}）
          </caption>
          <thead>
            <tr>
              <th scope="col">分档</th>
              <th scope="col">录取概率</th>
              <th scope="col">志愿数</th>
            </tr>
          </thead>
          <tbody>
            {BANDS.map((b) => (
              <tr key={b} data-band={b}>
                <th scope="row">{BAND_WORDS[b]}</th>
                <td>{RANGE[b]}</td>
                <td>{d.counts ? formatCount(d.counts.bands[b]) : orDash(null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FilterPage>
  );
}
