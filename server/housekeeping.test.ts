import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client";
import { refreshTokens, users, webSessions } from "./db/schema/index";
import { loadEnv } from "./env";
import { composeServices } from "./app";
import { runHousekeeping, startHousekeeping, type HousekeepingDeps } from "./housekeeping";
import { silentLogger } from "./logger";
import { createWebSessionStorage } from "./web/session-storage";
import { freshDatabase } from "#tests/helpers/db";

let database: Database;
let t = Date.UTC(2026, 7, 1, 8);
const now = () => t;
let deps: HousekeepingDeps;

beforeAll(async () => {
  database = await freshDatabase();
  const env = loadEnv({ NODE_ENV: "test", SESSION_SECRET: "h".repeat(32) });
  deps = { db: database.db, now, tokens: composeServices({ env, database, now, logger: silentLogger }).tokens };
});
afterAll(() => database.close());

async function user(phone: string): Promise<string> {
  const id = `u-${phone}`;
  await database.db.insert(users).values({ id, phone, createdAt: new Date(t), updatedAt: new Date(t) });
  return id;
}

const sessionRow = (id: string) => database.db.select().from(webSessions).where(eq(webSessions.id, id));
const successors = () => database.db.select().from(refreshTokens).where(isNotNull(refreshTokens.successor));

describe("housekeeping", () => {
  it("deletes expired sessions and successors past their grace window, and keeps what is live", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "h".repeat(32), secure: false, now });
    const old = await storage.create({ auth: "old" });
    const { tokens } = deps;
    const pair = await tokens.issue(await user("13500000001"));
    await tokens.refresh(pair.refresh_token);
    expect(await successors()).toHaveLength(1);

    t += 31 * 60_000;
    const live = await storage.create({ auth: "live" });
    expect(await runHousekeeping(deps)).toEqual({ sessions: 1 });
    expect(await sessionRow(old.id)).toHaveLength(0);
    expect(await sessionRow(live.id)).toHaveLength(1);
    expect(await successors()).toHaveLength(0);
  });

  it("runs on its own schedule until stopped", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "h".repeat(32), secure: false, now });
    const old = await storage.create({ auth: "old" });
    t += 31 * 60_000;
    const stop = startHousekeeping(deps, { everyMs: 20 });
    try {
      await expect.poll(async () => (await sessionRow(old.id)).length, { timeout: 5_000 }).toBe(0);
    } finally {
      stop();
    }
  });
});
