import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a
 * throw-away schema on PostgreSQL when DATABASE_URL is set.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dir: "memory://" });
    await database.migrate();
    return database;
  }
  const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await openDatabase({ url });
  await admin.db.execute(sql.raw(`create schema ${schema}`));
  await admin.close();
  const scopedUrl = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const database = await openDatabase({ url: scopedUrl, migrationsSchema: schema });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const cleanup = await openDatabase({ url });
      await cleanup.db.execute(sql.raw(`drop schema ${schema} cascade`));
      await cleanup.close();
    },
  };
}
