import { PGlite } from "@electric-sql/pglite";
import { and, eq, gt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plannedOnce, sqlLiteral } from "./planned-once";

const notes = pgTable("notes", {
  id: text("id").primaryKey(),
  body: jsonb("body").$type<Record<string, unknown>>().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await client.exec(`create table notes (id text primary key, body jsonb not null, expires_at timestamptz not null)`);
  await db.insert(notes).values([
    { id: "a", body: { n: 1, text: "浙江" }, expiresAt: new Date("2030-01-01T00:00:00Z") },
    { id: "it's", body: { n: 2 }, expiresAt: new Date("2030-01-01T00:00:00Z") },
    { id: "old", body: { n: 3 }, expiresAt: new Date("2020-01-01T00:00:00Z") },
    { id: "back\\slash", body: { n: 4 }, expiresAt: new Date("2030-01-01T00:00:00Z") },
  ]);
});
afterAll(() => client.close());

const builder = () =>
  db
    .select()
    .from(notes)
    .where(and(eq(notes.id, sql.placeholder("id")), gt(notes.expiresAt, sql.placeholder("at"))))
    .limit(1);

describe("a query planned once on PGlite", () => {
  it("answers what drizzle's own prepared query answers, for awkward values too", async () => {
    const planned = plannedOnce(builder(), "read_note");
    const plain = builder().prepare("read_note_plain");
    const at = new Date("2025-06-01T00:00:00Z").toISOString();
    for (const id of ["a", "it's", "old", "back\\slash", "none", "'; drop table notes; --"]) {
      const got = await planned.execute({ id, at });
      expect(got, id).toEqual(await plain.execute({ id, at }));
    }
    expect((await planned.execute({ id: "a", at }))[0]).toEqual({ id: "a", body: { n: 1, text: "浙江" }, expiresAt: new Date("2030-01-01T00:00:00Z") });
    // The table is still there after the hostile id.
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 4 }]);
  });

  it("plans the statement once, under its name", async () => {
    const planned = plannedOnce(builder(), "read_note_once");
    for (let i = 0; i < 3; i++) await planned.execute({ id: "a", at: "2025-01-01T00:00:00Z" });
    const rows = (await client.query<{ name: string; calls: number }>(`select name from pg_prepared_statements where name = 'read_note_once'`)).rows;
    expect(rows).toHaveLength(1);
  });

  it("falls back to the ordinary call when a value has no literal, or the statement cannot be planned", async () => {
    const planned = plannedOnce(builder(), "read_note_odd");
    // NUL has no literal: the ordinary call runs and PostgreSQL refuses it as it always did.
    await expect(planned.execute({ id: "a\0b", at: "2025-01-01T00:00:00Z" })).rejects.toMatchObject({ query: expect.stringContaining("$1"), cause: expect.objectContaining({ code: "22021" }) });
    // A second statement of the same name cannot be prepared: the ordinary call answers.
    const twin = plannedOnce(builder(), "read_note_odd");
    await planned.execute({ id: "a", at: "2025-01-01T00:00:00Z" });
    expect(await twin.execute({ id: "a", at: "2025-01-01T00:00:00Z" })).toHaveLength(1);
  });

  it("refuses a name that is not a plain identifier", () => {
    expect(() => plannedOnce(builder(), "x; drop table notes")).toThrow();
  });
});

describe("SQL literals", () => {
  it("quotes strings, checks numbers and refuses what it cannot write", () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(3)).toBe("3");
    expect(sqlLiteral(true)).toBe("TRUE");
    expect(sqlLiteral(new Date("2026-01-01T00:00:00Z"))).toBe("'2026-01-01T00:00:00.000Z'");
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral("a\0")).toBeUndefined();
    expect(sqlLiteral({})).toBeUndefined();
  });
});
