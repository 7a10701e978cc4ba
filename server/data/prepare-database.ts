import { sql } from "drizzle-orm";
import { loadMajorDescriptions } from "./major-descriptions";
import { loadSeedIfEmpty } from "./seed";
import { loadContentSeed } from "../modules/content/content-seed";
import { loadDocumentSeed } from "../modules/documents/documents-seed";
import type { Database } from "../db/client";

/** Any constant: app instances starting together on one PostgreSQL take turns on it. */
const PREPARE_LOCK = 7_310_2026;

/**
 * Brings a database to the state the app needs: the committed migrations,
 * then the reference data seed when the tables are still empty. On
 * PostgreSQL an advisory lock, held by an open transaction while the work runs
 * on other connections, makes instances that start at once do it one at a time.
 */
export async function prepareDatabase(database: Database, log: (line: string) => void = () => {}): Promise<void> {
  const work = async () => {
    const started = Date.now();
    await database.migrate();
    log(`database: migrations applied (${database.kind}, ${Date.now() - started} ms)`);
    await loadSeedIfEmpty(database, log);
    const described = await loadMajorDescriptions(database.db);
    if (described.entries > 0) log(`major descriptions: ${described.entries} entries, ${described.written} written`);
    const added = await loadContentSeed(database.db);
    if (added) log(`database: ${added} seed content items added`);
    const documents = await loadDocumentSeed(database.db);
    if (documents) log(`database: ${documents} seed documents added`);
  };
  if (database.kind !== "postgres") return work();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`);
    await work();
  });
}
