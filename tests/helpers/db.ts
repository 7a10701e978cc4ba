import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a
 * throw-away database on PostgreSQL when DATABASE_URL is set (a whole
 * database, because migrations name the "public" schema).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dir: "memory://" });
    await database.migrate();
    return database;
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await openDatabase({ url });
  await admin.db.execute(sql.raw(`create database ${name}`));
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
      await cleanup.db.execute(sql.raw(`drop database ${name} with (force)`));
      await cleanup.close();
    },
  };
}
