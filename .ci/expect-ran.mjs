// Reads a vitest JSON report and fails unless every named test file ran and passed
// every one of its tests (none skipped): CI proves that a suite ran, not only that nothing failed.
// Usage: node .ci/expect-ran.mjs <report.json> <test file> [<test file> …]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const [report, ...files] = process.argv.slice(2);
const results = JSON.parse(readFileSync(report, "utf8")).testResults;
let ok = true;
for (const file of files) {
  const entry = results.find((r) => r.name === resolve(file));
  const statuses = (entry?.assertionResults ?? []).map((a) => a.status);
  const passed = statuses.filter((s) => s === "passed").length;
  const other = statuses.length - passed;
  console.log(`${file}: ${passed} passed, ${other} not passed`);
  if (passed === 0 || other > 0) ok = false;
}
if (!ok) {
  console.error("A suite CI must run did not run in full (see above).");
  process.exit(1);
}
