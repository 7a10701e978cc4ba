import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client";
import { fromTemplate } from "./db-templates";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a
 * throw-away database on PostgreSQL when DATABASE_URL is set (a whole
 * database, because migrations name the "public" schema).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return fromTemplate("migrated", (database) => database.migrate());
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await openDatabase({ url });
  await admin.db.execute(sql`create database ${sql.identifier(name)}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const database = await openDatabase({ url: scoped.toString() });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const cleanup = await openDatabase({ url });
      // The pool's end resolves before its backends have gone: forcing them out then would send a
      // FATAL to a client that is still closing, an unhandled error in the test run. Wait a little first.
      for (let i = 0; i < 50; i++) {
        const result = await cleanup.db.execute(sql`select 1 from pg_stat_activity where datname = ${name}`);
        if ((result as unknown as { rows: unknown[] }).rows.length === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await cleanup.db.execute(sql`drop database ${sql.identifier(name)} with (force)`);
      await cleanup.close();
    },
  };
}
