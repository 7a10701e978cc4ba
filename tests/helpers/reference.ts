import type { Database } from "#server/db/client";
import { loadSeedIfEmpty } from "#server/data/seed";
import { freshDatabase } from "./db";
import { startTestApi, type TestApi } from "./api";

/**
 * A fresh database with the committed reference-data seed loaded (~6 s on PGlite): open it
 * once per test file (beforeAll), not per test. freshDatabase() stays seed-free for speed.
 */
export async function seededDatabase(): Promise<Database> {
  const database = await freshDatabase();
  const { loaded } = await loadSeedIfEmpty(database);
  if (!loaded) throw new Error("reference seed missing: run npm run data:build");
  return database;
}

/** The real Express app over a seeded database on a random loopback port (as startTestApi, with reference data). */
export async function startSeededTestApi(database?: Database): Promise<TestApi> {
  return startTestApi({}, database ?? (await seededDatabase()));
}
