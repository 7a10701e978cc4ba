// Engine figures for `npm run bench` (called from bench/run.ts): the in-process band computation over every zj unit.
import { openDatabase } from "#server/db/client";
import { loadSeedIfEmpty } from "#server/data/seed";
import { bandCounts, probabilities } from "#server/modules/engine/engine-index";
import { createEngineService } from "#server/modules/engine/engine.service";

export async function benchEngine(): Promise<void> {
  console.log("== admission-probability engine ==  goal: bands for all ~24k zj units for one rank ≤ 5 ms in process");
  const database = await openDatabase({ dir: "memory://" });
  try {
    await database.migrate();
    await loadSeedIfEmpty(database);
    const engine = createEngineService({ db: database.db, clock: { now: () => Date.now() } });
    const t0 = performance.now();
    const index = await engine.index("zj");
    console.log(`index build (load lines + match + predict): ${Math.round(performance.now() - t0)} ms for ${index.units.length} units, application year ${index.year}`);
    const out = new Float64Array(index.units.length);
    const ranks = Array.from({ length: 400 }, () => 1 + Math.floor(Math.random() * 200_000));
    for (const r of ranks.slice(0, 50)) bandCounts(probabilities(index, r, out));
    const times: number[] = [];
    let sink = 0;
    for (const r of ranks) {
      const s = performance.now();
      sink += bandCounts(probabilities(index, r, out)).counts.bottom;
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))]!.toFixed(2);
    console.log(`probabilities + band counts, all ${index.units.length} units, one rank: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms (${sink > 0 ? "ok" : "?"})`);
  } finally {
    await database.close();
  }
}

// `tsx bench/engine.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchEngine();
