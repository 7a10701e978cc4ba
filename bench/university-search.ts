// The keyword search behind /suggestUniversities and query_universities, in process over the committed seed
// (called from bench/run.ts): 100 queries a parent would type, five rounds.
import { readFileSync } from "node:fs";
import { searchIndexFor } from "#server/modules/gk-info/university-search";
import { seedUniversities } from "../tests/helpers/seed-universities";

export function benchUniversitySearch(): void {
  const rows = seedUniversities();
  let t = performance.now();
  const index = searchIndexFor(rows);
  const build = performance.now() - t;
  const queries = JSON.parse(readFileSync(new URL("../server/modules/gk-info/university-queries.json", import.meta.url), "utf8")) as Array<{ query: string }>;
  for (const q of queries) index.search(q.query);
  const times: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const q of queries) {
      t = performance.now();
      index.search(q.query);
      times.push(performance.now() - t);
    }
  times.sort((a, b) => a - b);
  const p = (f: number) => times[Math.min(times.length - 1, Math.floor(times.length * f))]!.toFixed(2);
  console.log(`university keyword search over ${rows.length} schools (in process): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms; index build ${build.toFixed(0)} ms (a query_universities answer has 15 ms at p95 in all)`);
}
