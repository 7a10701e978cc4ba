import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { webSessions } from "../db/schema/index";
import { freshDatabase } from "#tests/helpers/db";
import { RequestSession } from "./request-session";
import { SESSION_USER_KEY, createWebSessionStorage, type WebSessionStorage } from "./session-storage";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const cookiePair = (setCookie: string) => setCookie.split(";")[0];

function clock(start = Date.UTC(2026, 5, 1)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

/** The storage with every call counted, to see how often a request reads and writes. */
function counted(storage: WebSessionStorage) {
  const calls = { read: 0, create: 0, update: 0, remove: 0 };
  const wrapped: WebSessionStorage = {
    ...storage,
    read: (c) => (calls.read++, storage.read(c)),
    create: (d) => (calls.create++, storage.create(d)),
    update: (id, d) => (calls.update++, storage.update(id, d)),
    remove: (id) => (calls.remove++, storage.remove(id)),
  };
  return { storage: wrapped, calls };
}

async function loggedIn(storage: WebSessionStorage, data: Record<string, unknown> = { auth: "tokens" }) {
  const { id, setCookie } = await storage.create(data);
  return { id, cookie: cookiePair(setCookie) };
}

describe("web session storage", () => {
  it("records the logged-in user in its own column, so deleting the account finds the session", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    const rows = () => database.db.select({ userId: webSessions.userId }).from(webSessions).where(eq(webSessions.userId, "user-1"));
    const { id } = await storage.create({ [SESSION_USER_KEY]: "user-1" });
    expect(await rows()).toHaveLength(1);
    expect(await storage.update(id, {})).toBe(true);
    expect(await rows()).toHaveLength(0);
  });

  it("keeps only a random id in the cookie and the data in the database", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: true });
    const { id, setCookie } = await storage.create({ secret: "server-side only" });
    expect(setCookie).not.toContain("server-side");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(Buffer.from(id, "base64url").length).toBe(32);
    expect((await storage.read(cookiePair(setCookie)))?.data).toEqual({ secret: "server-side only" });
    await storage.remove(id);
    expect(await storage.read(cookiePair(setCookie))).toBeNull();
  });

  it("ignores a forged cookie", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    expect(await storage.read("__session=forged")).toBeNull();
  });

  it("a session idle for 30 minutes is gone; an active one lives on, but never past 30 days", async () => {
    const c = clock();
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false, now: c.now });
    const idle = await loggedIn(storage);
    const active = await loggedIn(storage);
    for (let i = 0; i < 3; i++) {
      c.advance(20 * 60_000);
      // What a request does: read, then write once when the idle deadline is due.
      const request = new RequestSession(storage, active.cookie);
      expect((await request.get()).get("auth")).toBe("tokens");
      await request.flush();
    }
    expect(await storage.read(idle.cookie)).toBeNull();
    expect(await storage.read(active.cookie)).not.toBeNull();
    c.advance(30 * 24 * 3600_000);
    expect(await storage.read(active.cookie)).toBeNull();
  });

  it("purges expired rows and keeps live ones", async () => {
    const c = clock(Date.UTC(2026, 6, 1));
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false, now: c.now });
    const old = await loggedIn(storage);
    c.advance(31 * 60_000);
    const fresh = await loggedIn(storage);
    expect(await storage.purgeExpired()).toBeGreaterThanOrEqual(1);
    const rows = async (id: string) => (await database.db.select().from(webSessions).where(eq(webSessions.id, id))).length;
    expect(await rows(old.id)).toBe(0);
    expect(await rows(fresh.id)).toBe(1);
  });

  it("a deleted session id never comes back through a later save", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    const { id, cookie } = await loggedIn(storage);
    // A request that read the session before another one logged out…
    const late = new RequestSession(storage, cookie);
    (await late.get()).flash("notice", "saved");
    await storage.remove(id);
    // …writes nothing back: the row stays gone.
    expect(await late.flush()).toBeNull();
    expect(await database.db.select().from(webSessions).where(eq(webSessions.id, id))).toHaveLength(0);
    // And a request that arrives with the dead id starts a new session with a new id.
    const next = new RequestSession(storage, cookie);
    (await next.get()).flash("notice", "退出成功");
    const setCookie = await next.flush();
    expect(setCookie).toBeTruthy();
    expect(cookiePair(setCookie!)).not.toBe(cookie);
    expect((await storage.read(cookiePair(setCookie!)))?.data).toEqual({ __flash_notice__: "退出成功" });
  });
});

describe("one session per request", () => {
  it("is read once however many loaders ask, and not written when nothing changed", async () => {
    const { storage, calls } = counted(createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false }));
    const { cookie } = await loggedIn(storage);
    const request = new RequestSession(storage, cookie);
    const sessions = await Promise.all([request.get(), request.get(), request.get()]);
    expect(new Set(sessions).size).toBe(1);
    expect(await request.flush()).toBeNull();
    expect(calls).toMatchObject({ read: 1, update: 0 });
  });

  it("writes once however many loaders changed it, without a new cookie", async () => {
    const { storage, calls } = counted(createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false }));
    const { cookie } = await loggedIn(storage, { auth: "old", __flash_notice__: "hello" });
    calls.create = 0;
    const request = new RequestSession(storage, cookie);
    (await request.get()).get("notice"); // the root loader takes the notice
    (await request.get()).set("auth", "renewed"); // the layout renews the tokens
    expect(await request.flush()).toBeNull();
    expect(calls).toMatchObject({ read: 1, update: 1, create: 0 });
    expect((await storage.read(cookie))?.data).toEqual({ auth: "renewed" });
  });

  it("a visitor without a cookie costs no database call unless something is stored", async () => {
    const { storage, calls } = counted(createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false }));
    const request = new RequestSession(storage, null);
    expect((await request.get()).get("auth")).toBeUndefined();
    expect(await request.flush()).toBeNull();
    expect(calls).toMatchObject({ read: 1, create: 0, update: 0 });
  });

  it("restart ends the old row at once and saves what follows under a new id", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    const { id, cookie } = await loggedIn(storage);
    const request = new RequestSession(storage, cookie);
    (await request.restart()).set("auth", "new login");
    expect(await database.db.select().from(webSessions).where(eq(webSessions.id, id))).toHaveLength(0);
    const setCookie = await request.flush();
    expect(cookiePair(setCookie!)).not.toBe(cookie);
    expect((await storage.read(cookiePair(setCookie!)))?.data).toEqual({ auth: "new login" });
  });

  it("restart with nothing to keep makes the browser forget the cookie", async () => {
    const storage = createWebSessionStorage(database.db, { secret: "k".repeat(32), secure: false });
    const { cookie } = await loggedIn(storage);
    const request = new RequestSession(storage, cookie);
    await request.restart();
    expect(await request.flush()).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
  });
});
