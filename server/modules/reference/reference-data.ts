import type { Db } from "#server/db/client";
import { readDataVersion } from "#server/db/data-version";
import { sharedInRequest } from "#server/http/request-memo";
import { refSources } from "#server/db/schema/reference";
import type { SourceRef } from "./reference.schema";
import type { Logger } from "#server/logger";

const UNKNOWN_SOURCE: SourceRef = { file: "unknown", source: "unknown", url: null };

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

  function currentVersion(): Promise<number> {
    // One page read sees one version: its loaders ask once between them (request-memo.ts).
    return sharedInRequest("reference-data-version", () => {
      versionInFlight ??= readDataVersion(db).finally(() => (versionInFlight = null));
      return versionInFlight;
    });
  }

  /** The view `name` of the current data version, built once per version by `build`. */
  async function view<T>(name: string, build: (db: Db) => Promise<T>): Promise<T> {
    const version = await currentVersion();
    if (version !== cachedVersion) {
      cachedVersion = version;
      views = new Map();
    }
    let hit = views.get(name) as Promise<T> | undefined;
    if (!hit) {
      const byVersion = views;
      hit = build(db);
      byVersion.set(name, hit);
      // A failed build is not kept: the next request tries again.
      hit.catch((error: unknown) => {
        if (byVersion.get(name) === hit) byVersion.delete(name);
        logger.error("reference data view failed", { view: name, error: String(error) });
      });
    }
    return hit;
  }

  /** Every source by id; a figure whose source is unknown says so rather than failing. */
  async function sources(): Promise<(id: number | null | undefined) => SourceRef> {
    const byId = await view("sources", async (d) => {
      const rows = await d.select({ id: refSources.id, file: refSources.file, source: refSources.source, url: refSources.url }).from(refSources);
      return new Map(rows.map((s) => [s.id, { file: s.file, source: s.source, url: s.url }]));
    });
    return (id) => (id ? (byId.get(id) ?? UNKNOWN_SOURCE) : UNKNOWN_SOURCE);
  }

  return { version: currentVersion, view, sources };
}

export type ReferenceData = ReturnType<typeof createReferenceData>;
