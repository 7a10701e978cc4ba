import { Form } from "@remix-run/react";
import type { ScoreRank } from "#server/modules/score-rank/score-rank.schema";
import { formatCount, formatRank } from "../lib/format";
import { TextField } from "./ui/TextField";
import * as ui from "./ui/ui.css";
import * as s from "./score-rank.css";

export const TRACK_LABELS: Record<string, string> = { combined: "综合", physics: "物理类", history: "历史类", science: "理科", liberal: "文科" };
const KIND_NOTES: Record<ScoreRank["kind"], string | null> = {
  official: null,
  derived: "该分数的位次由同年录取数据推算，非官方一分一段表原值",
  interpolated: "官方表在该分数附近缺数据，位次为相邻分数插值估算",
  estimated: "该年该科类一分一段表为估算数据，仅供参考",
};

/**
 * 分数换位次 on the home page: a GET form (works without JavaScript) and the
 * answer with its year, source and, where it is not an official figure, why.
 */
export function ScoreRankWidget({ scope, tracks, query, result, error }: {
  scope: string;
  tracks: string[];
  query: { score: string; track: string };
  result: ScoreRank | null;
  error: string | null;
}) {
  return (
    <section className={s.panel} aria-labelledby="score-rank-title">
      <h2 id="score-rank-title" className={s.title}>
        分数换位次
      </h2>
      <Form method="get" action={`/${scope}/index`} className={s.form} preventScrollReset>
        <div className={s.scoreField}>
          <TextField label="高考分数" name="score" defaultValue={query.score} inputMode="numeric" maxLength={3} placeholder="如 600" errors={error ? [error] : undefined} />
        </div>
        {tracks.length > 1 ? (
          <div className={ui.field}>
            <label className={ui.label} htmlFor="score-rank-track">
              科类
            </label>
            <select id="score-rank-track" name="track" className={ui.select} defaultValue={query.track || tracks[0]}>
              {tracks.map((t) => (
                <option key={t} value={t}>
                  {TRACK_LABELS[t] ?? t}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className={`${ui.button} ${s.submit}`}>
          查询位次
        </button>
      </Form>
      {result ? (
        <div className={s.result} data-testid="score-rank-result" aria-live="polite">
          <p className={s.headline}>
            {result.year} 年{TRACK_LABELS[result.track] && result.track !== "combined" ? ` ${TRACK_LABELS[result.track]}` : ""} {result.score} 分，全省位次{result.note === "above-table" ? "" : "约"}
            <strong className={s.rank}>{formatRank(result.rank, result.note)}</strong>
          </p>
          <p className={s.detail}>
            {result.note === "above-table"
              ? `该分数已达一分一段表的最高分段，表中此段及以上合计 ${formatCount(result.rankDown)} 人，只知位次在前 ${formatCount(result.rankDown)} 名之内`
              : `同分 ${formatCount(result.count)} 人，位次区间 ${formatCount(result.rankUp)}–${formatCount(result.rankDown)}`}
          </p>
          {KIND_NOTES[result.kind] ? <p className={s.warning}>{KIND_NOTES[result.kind]}</p> : null}
          <p className={s.source}>
            数据：{result.year} 年一分一段表 · 来源：{result.source.source}
          </p>
        </div>
      ) : null}
    </section>
  );
}
