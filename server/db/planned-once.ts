import { is } from "drizzle-orm";
import { PglitePreparedQuery } from "drizzle-orm/pglite";

/**
 * A query every page view runs (the session read, the access-token check),
 * parsed and planned once per database instead of once per call.
 *
 * On PostgreSQL drizzle already makes a named prepared statement of it. On
 * embedded PGlite it does not: each call sends the SQL again, and parsing,
 * analysing and planning inside the WebAssembly build cost more than running
 * it (a profile of a logged-in page: the two queries were a quarter of its
 * CPU). Here the first call runs `PREPARE name AS …` and every call
 * `EXECUTE name(…)` with its values written as SQL literals (strings
 * quoted, numbers checked finite), so PGlite reuses the plan. The rows come
 * back in the same columns, so drizzle maps them as before. A value of any
 * other type, or a PREPARE that fails, falls back to the ordinary call.
 */

interface PgliteLike {
  query(text: string, params?: unknown[], options?: unknown): Promise<unknown>;
  exec(text: string): Promise<unknown>;
}

/** The SQL literal of a value, or undefined when it has no safe one here. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "bigint") return String(value);
  // standard_conforming_strings is on (PostgreSQL's default): only the quote needs doubling. NUL cannot be in a literal.
  if (typeof value === "string") return value.includes("\0") ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  return undefined;
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** `builder.prepare(name)`, planned once on PGlite (see above); on PostgreSQL exactly drizzle's prepared query. */
export function plannedOnce<P>(builder: { prepare(name: string): P }, name: string): P {
  if (!NAME.test(name)) throw new Error(`plannedOnce: ${name} is not a plain statement name`);
  const prepared = builder.prepare(name);
  if (!is(prepared, PglitePreparedQuery)) return prepared;
  const target = prepared as unknown as { client: PgliteLike; queryString: string };
  const client = target.client;
  let ready: Promise<unknown> | null = null;
  target.client = {
    exec: (text) => client.exec(text),
    async query(text, params = [], options) {
      const literals = text === target.queryString ? params.map(sqlLiteral) : [];
      if (text !== target.queryString || literals.some((l) => l === undefined)) return client.query(text, params, options);
      ready ??= client.exec(`PREPARE ${name} AS ${text}`);
      try {
        await ready;
      } catch {
        // Not planned (e.g. a parameter whose type PostgreSQL cannot infer): the ordinary call still answers.
        return client.query(text, params, options);
      }
      return client.query(`EXECUTE ${name}(${literals.join(", ")})`, [], options);
    },
  };
  return prepared;
}
