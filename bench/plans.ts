// Application-plan figures for `npm run bench` (called from bench/run.ts), in process over the committed seed:
// opening an 80-entry plan (priced, checked, with its outcome), saving it (version check), and its Excel file.
import { openDatabase } from "#server/db/client";
import { loadSeedIfEmpty } from "#server/data/seed";
import { users } from "#server/db/schema/index";
import { deriveKey } from "#server/modules/auth/keys";
import { createEngineService } from "#server/modules/engine/engine.service";
import { planWorkbook } from "#server/modules/plans/plan-excel";
import { createPlanService } from "#server/modules/plans/plans.service";
import { createReferenceData } from "#server/modules/reference/reference-data";
import { createScoreRecordService } from "#server/modules/score-record/score-record.service";
import { createZhiyuanService } from "#server/modules/zhiyuan/zhiyuan.service";
import { silentLogger } from "#server/logger";

/**
 * Runs `op` `runs` times (the first `warm` not counted) and prints wall-time percentiles and the
 * CPU time per run, the steadier figure on a shared machine (the database runs in this process).
 */
async function measure(name: string, runs: number, warm: number, goal: string, op: () => Promise<unknown>) {
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await op();
    const wall = performance.now() - t;
    const d = process.cpuUsage(c);
    if (i < warm) continue;
    times.push(wall);
    cpu += (d.user + d.system) / 1000;
  }
  times.sort((a, b) => a - b);
  const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))]!.toFixed(1);
  console.log(`${name}: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms, cpu ${(cpu / times.length).toFixed(1)} ms/run over ${times.length} runs (goal ${goal})`);
}

export async function benchPlans(): Promise<void> {
  console.log("== application plans ==  goals: open an 80-entry plan p95 ≤ 80 ms; save p95 ≤ 50 ms; Excel of 80 entries ≤ 300 ms");
  const database = await openDatabase({ dir: "memory://" });
  try {
    await database.migrate();
    await loadSeedIfEmpty(database);
    const db = database.db;
    const now = () => Date.now();
    const engine = createEngineService({ db, clock: { now } });
    const reference = createReferenceData({ db, logger: silentLogger });
    const records = createScoreRecordService({ db, reference, now });
    const zhiyuan = createZhiyuanService({ db, engine, records });
    const plans = createPlanService({ db, now, zhiyuan, excelKey: deriveKey("b".repeat(32), "excel-token") });
    await db.insert(users).values({ id: "bench-user", phone: "13900009999", createdAt: new Date(), updatedAt: new Date() });
    const student = { rank: 20_000, subjects: ["物理", "化学", "技术"] as Array<"物理" | "化学" | "技术"> };
    const full = { full: true, perBand: null };
    const ids: string[] = [];
    for (const [band, n] of [["radical", 20], ["steady", 32], ["conservative", 20], ["bottom", 8]] as const) {
      const list = await zhiyuan.enroll("zj", { ...student, band: [band], pageSize: n }, full, null);
      ids.push(...list.units.map((u) => u.unitId));
    }
    const entries = ids.map((unitId) => ({ unitId }));
    let view = await plans.save("bench-user", "zj", { type: "1", student, entries });
    await measure("open an 80-entry plan (priced, 12 checks, outcome)", 60, 10, "p95 ≤ 80 ms", () => plans.view("bench-user", "zj", view.id!));
    await measure("save an 80-entry plan (checks, version check, answer priced)", 60, 10, "p95 ≤ 50 ms", async () => {
      const reordered = [...entries.slice(1), entries[0]!];
      entries.splice(0, entries.length, ...reordered);
      view = await plans.save("bench-user", "zj", { id: view.id!, version: view.version, type: "1", student, entries });
    });
    await measure("Excel of an 80-entry plan (workbook written)", 30, 5, "≤ 300 ms", () => planWorkbook(view, "志愿规划"));
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith("plans.ts")) await benchPlans();
