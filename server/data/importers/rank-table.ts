import { z } from "zod";
import type { FigureKind } from "#server/db/schema/reference";
import { parseCsv } from "../csv";
import { expandRankTable, type RankPoint, type RankRow } from "../rank-table";
import { validateRow, type Reject } from "./common";

const RankCsvSchema = z.object({
  score: z.coerce.number().int().min(0).max(900),
  count: z.coerce.number().int().min(0),
  cumulative: z.coerce.number().int().min(1),
});

/**
 * A 一分一段表 in the plain `score,count,cumulative` shape (the source's and the operator's).
 * Sample points become official (or estimated) rows; whatever lies between is interpolated.
 */
export function importRankTable(
  text: string,
  file: string,
  opts: {
    estimated?: boolean;
    extraPoints?: RankPoint[];
    /** Drop rows with count 0 that repeat the row above (some compilations print a score twice). */
    dropRepeated?: boolean;
  } = {},
): { rows: RankRow[]; rejects: Reject[]; stats: { points: number; interpolated: number; derived: number; droppedDerived: number } } {
  const rejects: Reject[] = [];
  const points: RankPoint[] = [];
  const kind: FigureKind = opts.estimated ? "estimated" : "official";
  let last: { score: number; cumulative: number } | null = null;
  const records = parseCsv(text).records;
  const parsed = records
    .map((rec) => ({ rec, r: validateRow(RankCsvSchema, rec, file, rejects) }))
    .filter((x): x is { rec: (typeof records)[number]; r: z.infer<typeof RankCsvSchema> } => x.r !== null)
    .sort((a, b) => b.r.score - a.r.score);
  for (const { rec, r } of parsed) {
    if (last && r.score === last.score) {
      rejects.push({ file, line: rec.line, reason: `duplicate score ${r.score}` });
      continue;
    }
    if (opts.dropRepeated && last && r.count === 0 && r.cumulative === last.cumulative) {
      rejects.push({ file, line: rec.line, reason: `repeated row: score ${r.score} with count 0 repeats cumulative ${r.cumulative} of ${last.score}` });
      continue;
    }
    if (last && r.cumulative < last.cumulative) {
      rejects.push({ file, line: rec.line, reason: `cumulative ${r.cumulative} at ${r.score} is below ${last.cumulative} at ${last.score}` });
      continue;
    }
    points.push({ score: r.score, cumulative: r.cumulative, kind });
    last = r;
  }
  const { rows, dropped } = expandRankTable([...points, ...(opts.extraPoints ?? [])]);
  return {
    rows,
    rejects,
    stats: {
      points: points.length,
      interpolated: rows.filter((r) => r.kind === "interpolated").length,
      derived: rows.filter((r) => r.kind === "derived").length,
      droppedDerived: dropped.length,
    },
  };
}
