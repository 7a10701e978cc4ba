// 7选3 figures for `npm run bench` (called from bench/run.ts): the coverage index build, one combination's coverage
// in process (computed afresh and as served), and getMajorSubjectCountWithBigMajors over HTTP. Goal: p95 ≤ 20 ms.
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
import { comboMask, combosOf } from "#server/modules/xuanke/combos";
import { coverageOf } from "#server/modules/xuanke/coverage-index";
import { createXuankeService } from "#server/modules/xuanke/xuanke.service";
import { load, printFigures } from "./load";

function quantiles(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(3);
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${s[s.length - 1]!.toFixed(3)} ms (n=${s.length})`;
}

export async function benchXuanke(): Promise<void> {
  console.log("== 7选3 coverage ==  goal: coverage of one combination for a scope p95 ≤ 20 ms (in-process index)");
  const dir = mkdtempSync(join(tmpdir(), "bench-xuanke-"));
  const database = await openDatabase({ dir });
  await database.migrate();
  await loadSeedIfEmpty(database);
  try {
    const reference = createReferenceData({ db: database.db, logger: silentLogger });
    const xuanke = createXuankeService({ db: database.db, reference });
    for (const scope of ["zj", "gd", "sd"] as const) {
      const t0 = performance.now();
      const ix = await xuanke.scopeIndex(scope);
      const build = performance.now() - t0;
      const basis = ix.bases[0]!;
      const masks = combosOf(scope).map((c) => comboMask(c));
      const fresh: number[] = [];
      for (let round = 0; round < 20; round++)
        for (const m of masks) {
          const s = performance.now();
          coverageOf(basis, m);
          fresh.push(performance.now() - s);
        }
      const served: number[] = [];
      const combos = combosOf(scope);
      for (let round = 0; round < 20; round++)
        for (const c of combos) {
          const s = performance.now();
          await xuanke.coverage(scope, { subjects: c });
          served.push(performance.now() - s);
        }
      console.log(`${scope}: index build ${build.toFixed(0)} ms (${ix.bases.length} bases, newest ${basis.n} offerings)`);
      console.log(`  coverage computed afresh (one pass, no cache): ${quantiles(fresh)}`);
      console.log(`  coverage as served (version check + cache):    ${quantiles(served)}`);
    }

    const env = loadEnv({ NODE_ENV: "test", LOG_REQUESTS: "off", SESSION_SECRET: "x".repeat(32) });
    const server = createServer(createApp({ env, database }));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (body: unknown, province = "zj") => ({
      method: "POST" as const,
      headers: { province, channel: "BRAND", UA: "PC", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    try {
      const url = `${base}/yc-web-subject/rest/getMajorSubjectCountWithBigMajors`;
      await load("warm-up", url, 10, { seconds: 1, ...post({ combination: "物化生" }) });
      printFigures([
        await load("POST getMajorSubjectCountWithBigMajors zj 物化生", url, 10, { seconds: 5, ...post({ combination: "物化生" }) }),
        await load("POST get_subject_extract zj 2 majors", `${base}/yc-gk-info/xktf/get_subject_extract`, 10, { seconds: 5, ...post({ majors: ["100201K", "080901"] }) }),
      ]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/xuanke.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchXuanke();
