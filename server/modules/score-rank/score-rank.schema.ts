import { z } from "zod";

// Contracts of GET /yc-user/users/score_rank/ (no server dependencies: importable by app/).

export const TRACKS = ["combined", "physics", "history", "science", "liberal"] as const;
export type Track = (typeof TRACKS)[number];

export const ScoreRankQuerySchema = z.object({
  score: z.coerce.number({ message: "请输入分数" }).int("分数须为整数").min(0, "分数超出范围").max(900, "分数超出范围"),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  track: z.enum(TRACKS).optional(),
});
export type ScoreRankQuery = z.infer<typeof ScoreRankQuerySchema>;

export type FigureKind = "official" | "derived" | "interpolated" | "estimated";

export interface SourceRef {
  file: string;
  source: string;
  url: string | null;
}

export interface ScoreRank {
  scope: string;
  year: number;
  track: Track;
  score: number;
  /** Candidates at or above the score: the rank a family quotes. */
  rank: number;
  /** Candidates with exactly this score (the top row aggregates everyone at or above it). */
  count: number;
  /** Best rank at this score. */
  rankUp: number;
  /** Worst rank at this score (= rank). */
  rankDown: number;
  kind: FigureKind;
  /** True unless the row is an official figure. */
  interpolated: boolean;
  /**
   * above-table: the score is at or above the table's top row, which aggregates everyone at or
   * above it, so `rank` is only a bound (前 N 名) and rankUp is 1.
   */
  note: "above-table" | null;
  tracks: Track[];
  source: SourceRef;
}
