import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "#tests/helpers/db";
import type { Database } from "./client";
import { bumpDataVersion, readDataVersion } from "./data-version";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(() => database.close());

describe("the reference data version", () => {
  it("is 0 before anything was loaded and reads every bump, though its query is planned once", async () => {
    expect(await readDataVersion(database.db)).toBe(0);
    await database.db.transaction((tx) => bumpDataVersion(tx as never));
    expect(await readDataVersion(database.db)).toBe(1);
    await bumpDataVersion(database.db);
    expect(await readDataVersion(database.db)).toBe(2);
  });
});
