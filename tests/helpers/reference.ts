import type { Database } from "#server/db/client";
import { loadSeedIfEmpty } from "#server/data/seed";
import { freshDatabase } from "./db";
import { fromTemplate } from "./db-templates";
import { startTestApi, type TestApi } from "./api";

/**
 * A fresh database with the committed reference-data seed loaded (on PGlite about a second,
 * from the dump of one built earlier: ./db-templates.ts; on PostgreSQL several): open it once
 * per test file (beforeAll), not per test. freshDatabase() stays seed-free for speed.
 */
export async function seededDatabase(): Promise<Database> {
  const seed = async (database: Database) => {
    const { loaded } = await loadSeedIfEmpty(database);
    if (!loaded) throw new Error("reference seed missing: run npm run data:build");
  };
  if (!process.env.DATABASE_URL) {
    return fromTemplate("seeded", async (database) => {
      await database.migrate();
      await seed(database);
    });
  }
  const database = await freshDatabase();
  await seed(database);
  return database;
}

/** The real Express app over a seeded database on a random loopback port (as startTestApi, with reference data). */
export async function startSeededTestApi(database?: Database): Promise<TestApi> {
  return startTestApi({}, database ?? (await seededDatabase()));
}
