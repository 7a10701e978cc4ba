import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import type { Database, Db } from "#server/db/client";
import { bumpDataVersion } from "#server/db/data-version";
import {
  refControlLines,
  refEnrollmentPlans,
  refGroupLines,
  refMajorLines,
  refMajors,
  refMeta,
  refRankTables,
  refSchoolLines,
  refScopes,
  refSources,
  refUniversities,
} from "#server/db/schema/reference";
import { trinityFormulaHistory, trinityMajors, trinitySchools, trinityStats } from "#server/db/schema/trinity";

export const SEED_DIR = fileURLToPath(new URL("./seed/", import.meta.url));

/** Load order; tables with a serial id get their sequence moved past the seeded ids. */
export const SEED_TABLES: PgTable[] = [refSources, refScopes, refControlLines, refUniversities, refMajors, refRankTables, refSchoolLines, refMajorLines, refGroupLines, refEnrollmentPlans, trinitySchools, trinityMajors, trinityStats, trinityFormulaHistory];

interface SeedFile {
  table: string;
  columns: string[];
  rows: unknown[][];
}

/** Writes one table as gzip'd column-list + row-arrays JSON (the keys would triple the size). */
export function writeSeedTable(table: PgTable, rows: Array<Record<string, unknown>>, dir = SEED_DIR): { file: string; bytes: number } {
  const cols = Object.entries(getTableColumns(table));
  const data: SeedFile = { table: getTableName(table), columns: cols.map(([, c]) => c.name), rows: rows.map((r) => cols.map(([key]) => r[key] ?? null)) };
  const file = `${dir}${data.table}.json.gz`;
  const gz = gzipSync(JSON.stringify(data), { level: 9 });
  writeFileSync(file, gz);
  return { file, bytes: gz.length };
}

function readSeedTable(table: PgTable, dir: string): SeedFile {
  return JSON.parse(gunzipSync(readFileSync(`${dir}${getTableName(table)}.json.gz`)).toString("utf8")) as SeedFile;
}

export function seedManifest(dir = SEED_DIR): { version: string; builtAt: string; counts: Record<string, number> } | null {
  const file = `${dir}manifest.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string; builtAt: string; counts: Record<string, number> }) : null;
}

/** Rows per statement: one JSON parameter each, so the size is bounded by memory, not by the 65,535-parameter limit. */
const BATCH = 5000;

/**
 * Inserts a seed table through json_populate_recordset: one parameter per batch of thousands
 * of rows, the same SQL on PGlite and PostgreSQL, far faster than per-row inserts.
 */
export async function insertRows(tx: Db, tableName: string, columns: string[], rows: unknown[][]): Promise<void> {
  // Table and column names come from the seed files: quoted as identifiers, never pasted into SQL.
  const colList = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => Object.fromEntries(columns.map((c, j) => [c, r[j]])));
    await tx.execute(
      sql`insert into ${sql.identifier(tableName)} (${colList}) select ${colList} from json_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Loads the committed seed when the reference tables are empty; a no-op (one query) otherwise.
 * Runs in one transaction so a crash mid-way leaves an empty database that loads again next start.
 */
export async function loadSeedIfEmpty(database: Database, log: (line: string) => void = () => {}, dir = SEED_DIR): Promise<{ loaded: boolean; ms: number }> {
  const started = Date.now();
  const existing = await database.db.select({ key: refMeta.key }).from(refMeta).limit(1);
  if (existing.length > 0) return { loaded: false, ms: Date.now() - started };
  const manifest = seedManifest(dir);
  if (!manifest) {
    log("reference data: no seed found (run npm run data:build); starting without reference data");
    return { loaded: false, ms: Date.now() - started };
  }
  log(`reference data: loading seed ${manifest.version} into an empty database…`);
  await database.db.transaction(async (tx) => {
    for (const table of SEED_TABLES) {
      const t0 = Date.now();
      const seed = readSeedTable(table, dir);
      await insertRows(tx as unknown as Db, seed.table, seed.columns, seed.rows);
      if (seed.columns.includes("id") && "id" in getTableColumns(table) && getTableColumns(table).id!.columnType === "PgSerial")
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${seed.table.replaceAll(`"`, `""`)}"`}, 'id'), coalesce((select max(id) from ${sql.identifier(seed.table)}), 0) + 1, false)`,
        );
      log(`reference data:   ${seed.table.padEnd(22)} ${String(seed.rows.length).padStart(7)} rows  ${Date.now() - t0} ms`);
    }
    await tx.insert(refMeta).values({ key: "seed", value: { version: manifest.version, builtAt: manifest.builtAt, loadedAt: new Date().toISOString() } });
    await bumpDataVersion(tx as unknown as Db);
  });
  const ms = Date.now() - started;
  log(`reference data: seed loaded in ${(ms / 1000).toFixed(1)} s`);
  return { loaded: true, ms };
}
