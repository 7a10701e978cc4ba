import { PGlite, types } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar (for `openDatabase({ dump })`). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dir`
 * (`memory://` keeps it in memory, which is what tests use). `dump` starts
 * PGlite from a data folder written by `dumpDataDir` instead of an empty one.
 */
export async function openDatabase(opts: { url?: string; dir?: string; dump?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = opts.dir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = withDrizzleParsers(await PGlite.create(dir, opts.dump ? { loadDataDir: opts.dump } : {}));
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

/**
 * The types drizzle reads as PostgreSQL's own text (dates, timestamps,
 * intervals, numeric[] and their arrays). drizzle passes them with every
 * query, and PGlite then copies its table of ~320 type parsers to merge them
 * in, per query: a tenth of a millisecond each, on every page. They are set
 * on the instance once instead, and a query's own parsers are dropped when
 * they are exactly these (the answer is the same text either way).
 */
const DRIZZLE_TEXT_TYPES = new Set<number>([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182]);

type QueryOptions = NonNullable<Parameters<PGlite["query"]>[2]>;

function withDrizzleParsers(client: PGlite): PGlite {
  const asText = (value: string) => value;
  // After create(): PGlite sets the array types' parsers during start-up, which would override these.
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  const onlyDrizzleText = (parsers: object) => Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.has(Number(oid)));
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.parsers && onlyDrizzleText(options.parsers)) {
      const { parsers: _same, ...rest } = options;
      return query(text, params, rest);
    }
    return query(text, params, options);
  }) as PGlite["query"];
  return client;
}
