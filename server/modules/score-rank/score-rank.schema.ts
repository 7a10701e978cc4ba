import { z } from "zod";
import { SourceRefSchema } from "../reference/reference.schema";

// Contracts of GET /yc-user/users/score_rank/ (no server dependencies: importable by app/).

export const TRACKS = ["combined", "physics", "history", "science", "liberal"] as const;
export type Track = (typeof TRACKS)[number];

export const ScoreRankQuerySchema = z.object({
  score: z.coerce.number({ message: "请输入分数" }).int("分数须为整数").min(0, "分数超出范围").max(900, "分数超出范围"),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  track: z.enum(TRACKS).optional(),
});
export type ScoreRankQuery = z.infer<typeof ScoreRankQuerySchema>;

export const FIGURE_KINDS = ["official", "derived", "interpolated", "estimated"] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** GET /yc-user/users/score_rank/ → data */
export const ScoreRankSchema = z.object({
  scope: z.string(),
  year: z.number().int(),
  track: z.enum(TRACKS),
  score: z.number().int(),
  /** Candidates at or above the score: the rank a family quotes. */
  rank: z.number().int(),
  /** Candidates with exactly this score (the top row aggregates everyone at or above it). */
  count: z.number().int(),
  /** Best rank at this score. */
  rankUp: z.number().int(),
  /** Worst rank at this score (= rank). */
  rankDown: z.number().int(),
  kind: z.enum(FIGURE_KINDS),
  /** True unless the row is an official figure. */
  interpolated: z.boolean(),
  /**
   * above-table: the score is at or above the table's top row, which aggregates everyone at or
   * above it, so `rank` is only a bound (前 N 名) and rankUp is 1.
   */
  note: z.enum(["above-table"]).nullable(),
  tracks: z.array(z.enum(TRACKS)),
  source: SourceRefSchema,
});
export type ScoreRank = z.infer<typeof ScoreRankSchema>;
