import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase, type Database } from "#server/db/client";

/**
 * Embedded test databases started from a dump instead of being built afresh.
 * Migrating an empty PGlite takes seconds and loading the reference seed
 * several more, in every test file that needs one; starting from the dump of
 * one that was built takes about one. A dump is kept under var/ named by a
 * hash of everything that shapes it (the migrations, the seed files and the
 * code that loads them, PGlite's version), so a change to any of them builds
 * a new one, and the dumps of other hashes are deleted then (each is a few
 * hundred MB). Two workers that miss at once both build; the rename keeps
 * whichever finishes last, and both are the same.
 */
const TEMPLATE_DIR = "var/test-db-templates";

const SHAPED_BY = ["server/db/migrations", "server/data/seed", "server/data/seed.ts", "server/db/client.ts", "node_modules/@electric-sql/pglite/package.json"];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: "utf8" })
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile())
    .sort();
}

let hash: string | undefined;
function shapeHash(): string {
  if (hash) return hash;
  const digest = createHash("sha256");
  for (const file of SHAPED_BY.flatMap(filesUnder)) digest.update(file).update(readFileSync(file));
  return (hash = digest.digest("hex").slice(0, 16));
}

/** An in-memory PGlite started from the dump named `kind`, building the dump with `build` when it is missing. */
export async function fromTemplate(kind: string, build: (database: Database) => Promise<void>): Promise<Database> {
  const file = join(TEMPLATE_DIR, `${shapeHash()}-${kind}.tar`);
  try {
    return await openDatabase({ dir: "memory://", dump: new Blob([readFileSync(file)]) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const database = await openDatabase({ dir: "memory://" });
  await build(database);
  const tar = new Uint8Array(await (await database.dump!()).arrayBuffer());
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  for (const old of readdirSync(TEMPLATE_DIR).filter((name) => !name.startsWith(shapeHash()))) rmSync(join(TEMPLATE_DIR, old), { force: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, tar);
  renameSync(partial, file);
  return database;
}
