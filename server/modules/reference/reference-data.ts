import type { Db } from "#server/db/client";
import { readDataVersion } from "#server/db/data-version";
import { sharedInRequest } from "#server/http/request-memo";
import { refSources } from "#server/db/schema/reference";
import type { SourceRef } from "./reference.schema";
import type { Logger } from "#server/logger";

const UNKNOWN_SOURCE: SourceRef = { file: "unknown", source: "unknown", url: null };

/**
 * Keyed views held at once, across all names. A university's major lines can be hundreds of rows,
 * so holding every university of every scope would grow without end; least recently used goes
 * first, so the popular universities' rows stay while memory stays bounded.
 */
export const KEYED_VIEW_LIMIT = 1_500;

/**
 * Reference data (rank tables, university lists, sources) changes only through
 * a seed load or an import, each of which bumps the data version in ref_meta.
 * Views built from it are cached per version: every read asks the database
 * for the version (one indexed row; concurrent readers share the question, as
 * do the loaders of one page read), so
 * an import on any instance is seen by all at their next request, and nothing
 * expires by time. A database failure rejects; it is never an empty view.
 */
export function createReferenceData(deps: { db: Db; logger: Logger }) {
  const { db, logger } = deps;
  let versionInFlight: Promise<number> | null = null;
  let cachedVersion = -1;
  let views = new Map<string, Promise<unknown>>();
  // A Map iterates in insertion order: a hit is moved to the end, so the first entry is the least recently used.
  let keyedViews = new Map<string, Promise<unknown>>();

  function currentVersion(): Promise<number> {
    // One page read sees one version: its loaders ask once between them (request-memo.ts).
    return sharedInRequest("reference-data-version", () => {
      versionInFlight ??= readDataVersion(db).finally(() => (versionInFlight = null));
      return versionInFlight;
    });
  }

  /** The caches of the current data version: a new version drops everything built from the old one. */
  async function cachesOfVersion() {
    const version = await currentVersion();
    if (version !== cachedVersion) {
      cachedVersion = version;
      views = new Map();
      keyedViews = new Map();
    }
    return { views, keyedViews };
  }

  /** Starts `build` into `cache` under `entry`; a failed build is not kept: the next request tries again. */
  function buildInto<T>(cache: Map<string, Promise<unknown>>, entry: string, build: (db: Db) => Promise<T>, log: Record<string, string>): Promise<T> {
    const hit = build(db);
    cache.set(entry, hit);
    hit.catch((error: unknown) => {
      if (cache.get(entry) === hit) cache.delete(entry);
      logger.error("reference data view failed", { ...log, error: String(error) });
    });
    return hit;
  }

  /** The view `name` of the current data version, built once per version by `build`. */
  async function view<T>(name: string, build: (db: Db) => Promise<T>): Promise<T> {
    const { views } = await cachesOfVersion();
    return (views.get(name) as Promise<T> | undefined) ?? buildInto(views, name, build, { view: name });
  }

  /**
   * The view `name` for one `key` (a university in a scope …) of the current data version: built once
   * per version by `build` while it stays among the KEYED_VIEW_LIMIT most recently used.
   */
  async function keyedView<T>(name: string, key: string, build: (db: Db) => Promise<T>): Promise<T> {
    const { keyedViews } = await cachesOfVersion();
    const entry = `${name}\u0000${key}`;
    const hit = keyedViews.get(entry) as Promise<T> | undefined;
    if (hit) {
      keyedViews.delete(entry);
      keyedViews.set(entry, hit);
      return hit;
    }
    const built = buildInto(keyedViews, entry, build, { view: name, key });
    for (const oldest of keyedViews.keys()) {
      if (keyedViews.size <= KEYED_VIEW_LIMIT) break;
      keyedViews.delete(oldest);
    }
    return built;
  }

  /** Every source by id; a figure whose source is unknown says so rather than failing. */
  async function sources(): Promise<(id: number | null | undefined) => SourceRef> {
    const byId = await view("sources", async (d) => {
      const rows = await d.select({ id: refSources.id, file: refSources.file, source: refSources.source, url: refSources.url }).from(refSources);
      return new Map(rows.map((s) => [s.id, { file: s.file, source: s.source, url: s.url }]));
    });
    return (id) => (id ? (byId.get(id) ?? UNKNOWN_SOURCE) : UNKNOWN_SOURCE);
  }

  return { version: currentVersion, view, keyedView, sources };
}

export type ReferenceData = ReturnType<typeof createReferenceData>;
