import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { freshDatabase } from "#tests/helpers/db";
import { NOT_USER_OWNED, USER_OWNED_DATA } from "./user-owned-data";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Table names from the migrated database itself, so a table added by any later migration is seen. */
async function tablesWhere(condition: ReturnType<typeof sql>): Promise<string[]> {
  const result = await database.db.execute(sql`select distinct c.table_name as name from information_schema.columns c where c.table_schema = 'public' and ${condition} order by 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ name: string }> }).rows) as Array<{ name: string }>;
  return rows.map((r) => r.name);
}

const registered = new Set(USER_OWNED_DATA.map((e) => getTableName(e.table)));

describe("the register of user-owned tables", () => {
  it("names every table with a user_id column or a foreign key to users", async () => {
    const withUserId = await tablesWhere(sql`c.column_name = 'user_id'`);
    const referencing = await tablesWhere(
      sql`c.table_name in (select tc.table_name from information_schema.table_constraints tc
        join information_schema.constraint_column_usage cu on cu.constraint_name = tc.constraint_name and cu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and cu.table_name = 'users')`,
    );
    // The query itself must see the tables known today, or the check below proves nothing.
    expect(withUserId).toEqual(expect.arrayContaining(["access_tokens", "refresh_tokens", "token_families", "web_sessions"]));
    const missing = [...new Set([...withUserId, ...referencing])].filter((t) => !registered.has(t));
    expect(missing, "add these tables to USER_OWNED_DATA in user-owned-data.ts").toEqual([]);
  });

  it("names every table with a phone column, or says why it is not an account's", async () => {
    const withPhone = await tablesWhere(sql`c.column_name like '%phone%'`);
    expect(withPhone).toEqual(expect.arrayContaining(["users", "sms_codes", "business_cooperations"]));
    const missing = withPhone.filter((t) => !registered.has(t) && !(t in NOT_USER_OWNED));
    expect(missing, "add these tables to USER_OWNED_DATA or NOT_USER_OWNED").toEqual([]);
  });

  it("deletes users last, after everything that points at them", () => {
    expect(getTableName(USER_OWNED_DATA.at(-1)!.table)).toBe("users");
    expect(registered.size).toBe(USER_OWNED_DATA.length);
  });

  it("gives every retained table the law that requires it", () => {
    for (const entry of USER_OWNED_DATA) if (entry.policy === "retain") expect(entry.reason).toBeTruthy();
  });
});
