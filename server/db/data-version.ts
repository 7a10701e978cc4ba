import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { plannedOnce } from "./planned-once";
import { refMeta } from "./schema/reference";

/** The ref_meta row counting changes to the reference data: every seed load and import bumps it. */
const KEY = "data-version";

// Every API call that reads reference data asks this first: planned once per database (planned-once.ts), not per call.
const versionQueries = new WeakMap<Db, { execute(): Promise<Array<{ value: unknown }>> }>();

/** The current reference data version; 0 before anything was loaded. */
export async function readDataVersion(db: Db): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = plannedOnce(db.select({ value: refMeta.value }).from(refMeta).where(sql`${refMeta.key} = ${KEY}`).limit(1), "read_data_version");
    versionQueries.set(db, query);
  }
  const [row] = await query.execute();
  return Number((row?.value as { n?: number } | undefined)?.n ?? 0);
}

/** Call inside the transaction that changes reference data, so readers see the new version only with the new rows. */
export async function bumpDataVersion(tx: Db): Promise<void> {
  await tx
    .insert(refMeta)
    .values({ key: KEY, value: { n: 1 } })
    .onConflictDoUpdate({ target: refMeta.key, set: { value: sql`jsonb_build_object('n', coalesce((${refMeta.value}->>'n')::int, 0) + 1)` } });
}
