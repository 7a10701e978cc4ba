// The backtest's headline figures, shown on the candidate-list pages (no server dependencies:
// importable by app/). Measured by `npm run backtest -- --scope zj --as-of 2024 --target 2025`
// (docs/engine.md, "Figures"): the engine priced 2025's units from lines up to 2024 and was scored
// on 2025's published lines (all priced pairs). They are re-computed from the seed in
// server/modules/engine/engine.test.ts, which fails when the engine or the seed changes them.

export interface BacktestHeadline {
  scope: string;
  asOf: number;
  target: number;
  /** Share of (unit, student rank) pairs priced 保 (0.75 ≤ P < 0.93) that were admitted. */
  conservativeRight: number;
  /** The same for 垫 (P ≥ 0.93). */
  bottomRight: number;
  pairs: number;
  source: string;
}

export const BACKTEST_HEADLINES: Partial<Record<string, BacktestHeadline>> = {
  zj: { scope: "zj", asOf: 2024, target: 2025, conservativeRight: 0.971, bottomRight: 0.998, pairs: 265_230, source: "浙江省教育考试院 2023–2025 年普通类平行投档分数线" },
};
