import type { PlanCheck, PlanOutcome } from "#server/modules/plans/plans.schema";
import * as f from "./filling.css";

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const BAND_ROWS: Array<[keyof PlanOutcome["byBand"], string]> = [
  ["gamble", "搏"],
  ["radical", "冲"],
  ["steady", "稳"],
  ["conservative", "保"],
  ["bottom", "垫"],
];

/** The plan's outcome: the sentence, then the figures behind it (estimates, and said so). */
export function OutcomeSummary({ outcome }: { outcome: PlanOutcome }) {
  return (
    <div>
      <p className={f.outcome} data-testid="outcome-sentence">
        {outcome.sentence}
      </p>
      <details>
        <summary>录取去向估算（点击展开）</summary>
        <ul>
          <li data-testid="outcome-admitted">被录取：约 {pct(outcome.admitted)}；滑档：约 {pct(outcome.slide)}</li>
          <li>按“各志愿相互独立”粗算会是 {pct(outcome.admittedIfIndependent)}；实际各校录取线会一起波动，所以本估算更保守</li>
          <li>期望录取位置：{outcome.expectedPosition === null ? "-" : `第 ${outcome.expectedPosition.toFixed(1)} 个志愿`}</li>
          <li>
            录取在各档的可能：
            {BAND_ROWS.map(([b, w]) => `${w} ${pct(outcome.byBand[b])}`).join("，")}
          </li>
        </ul>
        <p>方法：{outcome.method}。概率为估算，不是承诺。</p>
      </details>
    </div>
  );
}

/** Blocking problems first, then warnings; each a plain sentence. */
export function ChecksList({ checks }: { checks: PlanCheck[] }) {
  if (checks.length === 0) return <p data-testid="checks-ok">检查通过：没有发现问题。</p>;
  const sorted = [...checks].sort((a, b) => (a.level === b.level ? 0 : a.level === "block" ? -1 : 1));
  return (
    <ul className={f.checks} aria-label="方案检查" data-testid="checks">
      {sorted.map((c, i) => (
        <li key={i} className={c.level === "block" ? f.block : f.warn} data-level={c.level} data-code={c.code}>
          <strong>{c.level === "block" ? "必须修改：" : "提醒："}</strong>
          {c.message}
        </li>
      ))}
    </ul>
  );
}
