import { loadSeedIfEmpty } from "../data/seed";
import type { Database } from "./client";

/**
 * Brings a database to the state the app needs: the committed migrations,
 * then the reference data seed when the tables are still empty.
 */
export async function prepareDatabase(database: Database, log: (line: string) => void = () => {}): Promise<void> {
  const started = Date.now();
  await database.migrate();
  log(`database: migrations applied (${database.kind}, ${Date.now() - started} ms)`);
  await loadSeedIfEmpty(database, log);
}
