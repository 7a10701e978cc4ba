import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { freshDatabase } from "#tests/helpers/db";
import { eq } from "drizzle-orm";
import { webSessions } from "../db/schema/index";
import { SESSION_USER_KEY, createWebSessionStorage } from "./session-storage";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

function cookiePair(setCookie: string) {
  return setCookie.split(";")[0];
}

describe("web sessions", () => {
  it("keeps only a random id in the cookie and the data in the database", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: true });
    const session = await storage.getSession();
    session.set("secret", "server-side only");
    const setCookie = await storage.commitSession(session);
    expect(setCookie).not.toContain("server-side");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    const again = await storage.getSession(cookiePair(setCookie));
    expect(again.get("secret")).toBe("server-side only");
    await storage.destroySession(again);
    expect((await storage.getSession(cookiePair(setCookie))).get("secret")).toBeUndefined();
  });
  it("expires an idle session", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false, idleMs: -1 });
    const session = await storage.getSession();
    session.set("x", 1);
    const setCookie = await storage.commitSession(session);
    expect((await storage.getSession(cookiePair(setCookie))).get("x")).toBeUndefined();
  });
  it("ignores a forged cookie", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    expect((await storage.getSession("__session=forged")).data).toEqual({});
  });
  it("records the logged-in user in its own column, so deleting the account finds the session", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    const session = await storage.getSession();
    session.set(SESSION_USER_KEY, "user-1");
    const setCookie = await storage.commitSession(session);
    const rows = () => database.db.select({ userId: webSessions.userId }).from(webSessions).where(eq(webSessions.userId, "user-1"));
    expect(await rows()).toHaveLength(1);
    const again = await storage.getSession(cookiePair(setCookie));
    again.unset(SESSION_USER_KEY);
    await storage.commitSession(again);
    expect(await rows()).toHaveLength(0);
  });
});
