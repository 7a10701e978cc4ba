// Reference-data figures for `npm run bench` (called from bench/run.ts): seed load, in-process score→rank, and the API over HTTP.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "#server/app";
import { openDatabase } from "#server/db/client";
import { loadSeedIfEmpty } from "#server/data/seed";
import { loadEnv } from "#server/env";
import { silentLogger } from "#server/logger";
import { createReferenceData } from "#server/modules/reference/reference-data";
import { lookupRank, rankTables } from "#server/modules/score-rank/score-rank.service";
import { load, printFigures } from "./load";

export async function benchReference(): Promise<void> {
  console.log("== reference data ==  goals: seed load < 30 s, score→rank ≤ 1 µs in process, query_universities p95 ≤ 20 ms at c=10 (PGlite)");
  const dir = mkdtempSync(join(tmpdir(), "bench-ref-"));
  const t0 = Date.now();
  const database = await openDatabase({ dir });
  await database.migrate();
  const t1 = Date.now();
  const { loaded } = await loadSeedIfEmpty(database);
  const t2 = Date.now();
  const again = await loadSeedIfEmpty(database);
  console.log(`seed load into a new PGlite folder: ${((t2 - t1) / 1000).toFixed(1)} s (loaded=${loaded}; folder create + migrate ${((t1 - t0) / 1000).toFixed(1)} s); second start no-op ${again.ms} ms`);
  try {
    const cache = await rankTables(createReferenceData({ db: database.db, logger: silentLogger }));
    const table = cache.tables.get("zj|2025|combined")!;
    const n = 2_000_000;
    let sink = 0;
    const scores = Int16Array.from({ length: 4096 }, () => 270 + Math.floor(Math.random() * 430));
    for (let i = 0; i < 100_000; i++) sink += lookupRank(table, scores[i & 4095]!)?.rank ?? 0;
    const s = process.hrtime.bigint();
    for (let i = 0; i < n; i++) sink += lookupRank(table, scores[i & 4095]!)?.rank ?? 0;
    const ns = Number(process.hrtime.bigint() - s) / n;
    console.log(`score→rank in process (lookupRank, zj 2025): ${ns.toFixed(1)} ns per lookup (${sink > 0 ? "ok" : "?"})`);

    const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32) });
    const server = createServer(createApp({ env, database }));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { province: "zj", channel: "BRAND", UA: "PC" };
    const qu = { method: "POST" as const, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ province: "浙江", level: "本科", isPublic: true }) };
    try {
      await load("warm-up", `${base}/yc-user/users/score_rank/?year=2025&score=600`, 10, { seconds: 1, headers });
      await load("warm-up", `${base}/yc-gk-info/rest/ncee/query_universities`, 10, { seconds: 1, ...qu });
      printFigures([
        await load("GET score_rank (PGlite)", `${base}/yc-user/users/score_rank/?year=2025&score=600`, 10, { seconds: 5, headers }),
        await load("POST query_universities 3 filters", `${base}/yc-gk-info/rest/ncee/query_universities`, 10, { seconds: 5, ...qu }),
        await load("POST query_universities keyword+sort", `${base}/yc-gk-info/rest/ncee/query_universities`, 10, {
          seconds: 5,
          ...qu,
          body: JSON.stringify({ keyword: "dx", is211: true, sort: "rank" }),
        }),
      ]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/reference.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchReference();
