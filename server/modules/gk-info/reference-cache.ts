import type { Db } from "#server/db/client";

/**
 * Reference data changes only through an import, so derived in-memory views of it are cached
 * per database for a few minutes (other instances pick up an import within the TTL); an import
 * in this process invalidates at once.
 */
const TTL_MS = 5 * 60_000;
const caches = new WeakMap<Db, Map<string, { at: number; promise: Promise<unknown> }>>();

export function memoReference<T>(db: Db, name: string, loader: () => Promise<T>): Promise<T> {
  const byName = caches.get(db) ?? caches.set(db, new Map()).get(db)!;
  const hit = byName.get(name);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.promise as Promise<T>;
  const promise = loader();
  byName.set(name, { at: Date.now(), promise });
  promise.catch(() => byName.delete(name));
  return promise;
}

export function invalidateReferenceCache(db: Db): void {
  caches.delete(db);
}
