import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// Relative, not #server/*: Playwright specs import this file too.
import { parseCsv } from "../../server/data/csv";

/**
 * The raw reference files the seed is built from (`../shared/data` beside the
 * clone, or REF_DATA_DIR). Tests take their expected figures from these files,
 * never from the seed they check, so a changed or broken import shows up as a
 * difference instead of being copied into the test.
 */
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
export const SOURCE_DATA_DIR = resolve(projectRoot, process.env.REF_DATA_DIR ?? "../shared/data");

const cache = new Map<string, Array<Record<string, string>>>();

/** The rows of a source CSV (path relative to the data folder), as header → value records. */
export function sourceRows(file: string): Array<Record<string, string>> {
  const hit = cache.get(file);
  if (hit) return hit;
  const path = join(SOURCE_DATA_DIR, file);
  if (!existsSync(path)) {
    throw new Error(`Reference data file ${path} not found: the tests read ../shared/data beside the project (or set REF_DATA_DIR).`);
  }
  const rows = parseCsv(readFileSync(path, "utf8")).records.map((r) => r.values);
  cache.set(file, rows);
  return rows;
}

/** The published cumulative count (the rank) at a score that appears in a rank table file. */
export function publishedRank(scope: string, year: number, track: string, score: number): number {
  const row = sourceRows(`rank_tables/${scope}-${year}-${track}.csv`).find((r) => Number(r.score) === score);
  if (!row) throw new Error(`score ${score} is not printed in rank_tables/${scope}-${year}-${track}.csv`);
  return Number(row.cumulative);
}

/** Scores a rank table file leaves out between its top and bottom rows (the importer fills them, marked interpolated). */
export function missingScores(scope: string, year: number, track: string): number {
  const scores = new Set(sourceRows(`rank_tables/${scope}-${year}-${track}.csv`).map((r) => Number(r.score)));
  return Math.max(...scores) - Math.min(...scores) + 1 - scores.size;
}

/** A school's lowest admission score in a scope, year and track, as the school-lines file prints it. */
export function publishedSchoolMinScore(scope: string, year: number, track: string, school: string): number {
  const row = sourceRows("school_lines/school_min_scores_2023_2025.csv").find(
    (r) => r.scope === scope && Number(r.year) === year && r.track === track && r.school_name === school,
  );
  if (!row) throw new Error(`no ${scope} ${year} ${track} line for ${school} in school_lines/school_min_scores_2023_2025.csv`);
  return Number(row.min_score);
}
