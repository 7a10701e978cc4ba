import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "#tests/helpers/db";
import type { Database } from "#server/db/client";
import { bumpDataVersion } from "#server/db/data-version";
import { silentLogger } from "#server/logger";
import { createReferenceData, KEYED_VIEW_LIMIT } from "./reference-data";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(() => database.close());

/** A build that counts its calls and answers `${key}#${call}`. */
function counting(key: string) {
  const build = async () => `${key}#${++build.calls}`;
  build.calls = 0;
  return build;
}

describe("reference data keyed views", () => {
  it("answers a hit without building again, and rebuilds after a data version bump", async () => {
    const reference = createReferenceData({ db: database.db, logger: silentLogger });
    const build = counting("a");
    expect(await reference.keyedView("rows", "a", build)).toBe("a#1");
    expect(await reference.keyedView("rows", "a", build)).toBe("a#1");
    expect(build.calls).toBe(1);
    // The same key under another name is another view.
    expect(await reference.keyedView("other", "a", counting("other"))).toBe("other#1");

    await bumpDataVersion(database.db);
    expect(await reference.keyedView("rows", "a", build)).toBe("a#2");
    expect(build.calls).toBe(2);
  });

  it("evicts the least recently used key beyond the bound", async () => {
    const reference = createReferenceData({ db: database.db, logger: silentLogger });
    const builds = Array.from({ length: KEYED_VIEW_LIMIT + 1 }, (_, i) => counting(String(i)));
    for (let i = 0; i < KEYED_VIEW_LIMIT; i++) await reference.keyedView("rows", String(i), builds[i]!);
    // Key 0 is used again, so key 1 is now the least recently used.
    await reference.keyedView("rows", "0", builds[0]!);
    await reference.keyedView("rows", String(KEYED_VIEW_LIMIT), builds[KEYED_VIEW_LIMIT]!);

    await reference.keyedView("rows", "0", builds[0]!);
    await reference.keyedView("rows", "2", builds[2]!);
    expect([builds[0]!.calls, builds[2]!.calls]).toEqual([1, 1]);
    expect(await reference.keyedView("rows", "1", builds[1]!)).toBe("1#2");
  });

  it("does not keep a failed build: the next read tries again", async () => {
    const reference = createReferenceData({ db: database.db, logger: silentLogger });
    let calls = 0;
    const build = async () => {
      if (++calls === 1) throw new Error("database away");
      return "rows";
    };
    await expect(reference.keyedView("rows", "a", build)).rejects.toThrow("database away");
    expect(await reference.keyedView("rows", "a", build)).toBe("rows");
    expect(await reference.keyedView("rows", "a", build)).toBe("rows");
    expect(calls).toBe(2);
  });
});
