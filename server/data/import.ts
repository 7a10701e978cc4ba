// `npm run data:import -- --kind rank-table --scope zj --year 2026 --track combined --file x.csv [--source "浙江省教育考试院"] [--url …] [--estimated] [--strict]`
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client";
import { prepareDatabase } from "#server/data/prepare-database";
import { loadEnv } from "#server/env";
import { importFile, type ImportKind } from "./import-file";
import { importEarlyVocational } from "./import-early-vocational";

const { values } = parseArgs({
  options: {
    kind: { type: "string" },
    scope: { type: "string" },
    year: { type: "string" },
    track: { type: "string" },
    file: { type: "string" },
    source: { type: "string" },
    url: { type: "string" },
    licence: { type: "string" },
    estimated: { type: "boolean", default: false },
    strict: { type: "boolean", default: false },
  },
});
if (!values.kind || !values.scope || !values.year || !values.file) {
  console.error("usage: npm run data:import -- --kind rank-table|school-line|major-line|group-line|plan|trinity|early-vocational --scope zj --year 2026 [--track combined] --file x.csv (trinity: a folder) [--source …] [--strict]");
  process.exit(2);
}
const env = loadEnv();
// One process per PGlite folder: stop the server before importing into ./var/db.
const database = await openDatabase({ url: env.DATABASE_URL, dir: env.DB_DIR });
try {
  await prepareDatabase(database, (l) => console.log(l));
  if (values.kind === "early-vocational") {
    // Programmes are content (published for every channel of the scope), not reference figures.
    const result = await importEarlyVocational(database, { scope: values.scope, year: Number(values.year), file: values.file, source: values.source, strict: values.strict });
    for (const r of result.rejects) console.log(`reject ${r.file}:${r.line} ${r.reason}`);
    console.log(`data:import: ${result.imported} programmes imported (${result.replaced} replaced) for early-vocational ${values.scope} ${values.year}, ${result.rejects.length} rejected`);
    process.exitCode = result.imported === 0 ? 1 : 0;
  } else {
    const result = await importFile(database, {
      kind: values.kind as ImportKind,
      scope: values.scope,
      year: Number(values.year),
      track: values.track,
      file: values.file,
      source: values.source,
      url: values.url,
      licence: values.licence,
      estimated: values.estimated,
      strict: values.strict,
    });
    for (const r of result.rejects) console.log(`reject ${r.file}:${r.line} ${r.reason}`);
    console.log(`data:import: ${result.imported} rows imported (${result.replaced} replaced) for ${values.kind} ${values.scope} ${values.year} ${result.track ?? values.track}, ${result.rejects.length} rejected`);
    process.exitCode = result.imported === 0 ? 1 : 0;
  }
} finally {
  await database.close();
}
