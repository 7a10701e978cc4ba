// `npm run backtest -- --scope zj --as-of 2024 --target 2025 [--json]`: the engine and the reference method on real outcomes.
// `npm run backtest -- --scope zj --as-of 2025 --fit [--json]`: the constants the engine estimates from the lines of years ≤ 2025 (those that price 2026).
// `--batch 专科批` (gd: 本科批 by default, 专科批, 本科提前批, 专科提前批): one batch's groups, fitted on that batch's lines.
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client";
import { loadSeedIfEmpty } from "#server/data/seed";
import { runBacktest, type Metrics } from "./backtest";
import { fitCalibration } from "./calibration";
import { loadScopeData, MAIN_BATCH } from "./engine.repo";

const { values } = parseArgs({
  options: { scope: { type: "string", default: "zj" }, "as-of": { type: "string" }, target: { type: "string" }, track: { type: "string" }, batch: { type: "string", default: MAIN_BATCH }, json: { type: "boolean", default: false }, fit: { type: "boolean", default: false } },
});
const asOf = Number(values["as-of"]);
const target = Number(values.target ?? asOf + 1);
if (!Number.isInteger(asOf) || !Number.isInteger(target) || target <= asOf) {
  console.error("用法：npm run backtest -- --scope zj --as-of 2024 --target 2025 [--json]，或 --as-of 2025 --fit（只列出估计的常数）");
  process.exit(2);
}
const track = values.track ?? (values.scope === "zj" || values.scope === "sd" ? "combined" : "physics");

// The configured PostgreSQL when DATABASE_URL is set; otherwise the committed seed in an in-memory PGlite.
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dir: "memory://" });
try {
  await database.migrate();
  await loadSeedIfEmpty(database);
  const data = await loadScopeData(database.db, values.scope!, track, values.batch);
  if (values.fit) {
    const started = performance.now();
    const c = fitCalibration(data, asOf);
    const ms = Math.round(performance.now() - started);
    if (values.json) console.log(JSON.stringify({ scope: values.scope, track, asOf, prices: asOf + 1, ms, ...c }, null, 2));
    else {
      console.log(`calibration ${values.scope} ${track}: estimated from the lines of years ≤ ${asOf} (prices ${asOf + 1}) in ${ms} ms`);
      if (c.fittedOn.length === 0) console.log("no consecutive-year pair with enough units: the defaults");
      for (const p of c.fittedOn) console.log(`  pair ${p.from} → ${p.to}: weight ${p.weight.toFixed(3)}, ${p.units} units with history, ${p.borrowed} borrowed`);
      const f = (x: number) => x.toFixed(4);
      console.log(`  planElasticity ${f(c.planElasticity)}  requirementElasticity ${f(c.requirementElasticity)}`);
      console.log(`  tau ${f(c.tau)} (one-year spread ${f(c.tau * Math.SQRT2)})  tauChanged ${f(c.tauChanged)} (${f(c.tauChanged * Math.SQRT2)})`);
      console.log(`  historySpreadFactor ${f(c.historySpreadFactor)}  splitSpread ${f(c.splitSpread)}  splitSchoolFactor ${f(c.splitSchoolFactor)}  dof ${c.dof}  skew ${f(c.skew)}  borrowedSpread ${f(c.borrowedSpread)}`);
    }
  } else report(runBacktest(data, asOf, target));
} finally {
  await database.close();
}

function report(r: ReturnType<typeof runBacktest>): void {
  const pct = (x: number | null) => (x === null ? "-" : `${(x * 100).toFixed(1)} %`);
  if (values.json) {
    const out = (m: Metrics) => ({ pairs: m.pairs, brier: m.brier, logLoss: m.logLoss, ece: m.ece, baoMiss: m.baoMiss, dianMiss: m.dianMiss, calibration: m.calibration });
    console.log(
      JSON.stringify(
        {
          scope: r.scope,
          batch: values.batch,
          asOf: r.asOf,
          target: r.target,
          targetUnits: r.targetUnits,
          ...out(r.engineOnMatched),
          priced: r.priced / r.targetUnits,
          matched: r.matched / r.targetUnits,
          borrowed: r.borrowed / r.targetUnits,
          all: out(r.engine),
          withoutHistory: out(r.engineOnBorrowed),
          reference: out(r.reference),
          calibration: r.calibration,
        },
        null,
        2,
      ),
    );
  } else {
    const row = (name: string, m: Metrics) =>
      `${name.padEnd(28)} ${String(m.pairs).padStart(7)}  ${m.brier.toFixed(4)}  ${m.logLoss.toFixed(4)}  ${m.ece.toFixed(4)}  ${pct(m.baoMiss).padStart(7)}  ${pct(m.dianMiss).padStart(7)}`;
    console.log(`backtest ${r.scope} ${track} ${values.batch}: lines ≤ ${r.asOf} → ${r.target} outcomes; ${r.targetUnits} target units (一段 lines with a rank)`);
    console.log(`priced ${pct(r.priced / r.targetUnits)} (matched to their own history ${pct(r.matched / r.targetUnits)}, borrowed from school / major class ${pct(r.borrowed / r.targetUnits)})`);
    console.log(`${"".padEnd(28)}   pairs  brier   logLoss ece     保 miss  垫 miss`);
    console.log(row("engine, matched units", r.engineOnMatched));
    console.log(row("reference, same pairs", r.reference));
    console.log(row("engine, units w/o history", r.engineOnBorrowed));
    console.log(row("engine, all priced units", r.engine));
    console.log("calibration (engine, matched units):  P bin   pairs   mean P   observed");
    for (const b of r.engineOnMatched.calibration)
      console.log(`  ${b.from.toFixed(1)}–${b.to.toFixed(1)}  ${String(b.pairs).padStart(7)}   ${b.meanP === null ? "-" : b.meanP.toFixed(3)}    ${b.observed === null ? "-" : b.observed.toFixed(3)}`);
    const c = r.calibration;
    console.log(
      `calibration fitted on ${c.fittedOn.map((p) => `${p.from}→${p.to}`).join(", ") || "nothing (defaults)"}: plan ${c.planElasticity.toFixed(3)}, requirement ${c.requirementElasticity.toFixed(3)}, tau ${c.tau.toFixed(3)} / changed ${c.tauChanged.toFixed(3)}, history spread ×${c.historySpreadFactor.toFixed(2)}, loose group match ${c.splitSpread.toFixed(3)} + ${c.splitSchoolFactor.toFixed(2)} × its institution's group spread, dof ${c.dof}, skew ${c.skew.toFixed(3)}, borrowed ${c.borrowedSpread.toFixed(3)}`,
    );
  }
}
