import { createCookie, createSessionStorage, type SessionStorage } from "@remix-run/node";
import { eq, lt } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { webSessions } from "../db/schema/index";

export interface SessionOptions {
  secret: string;
  secure: boolean;
  /** A session unused this long is gone. */
  idleMs?: number;
  /** A session older than this is gone, however active. */
  absoluteMs?: number;
}

/** The key under which the app keeps the logged-in user's id in a session; stored in its own column too. */
export const SESSION_USER_KEY = "userId";
const userIdOf = (data: Record<string, unknown>) => (typeof data[SESSION_USER_KEY] === "string" ? (data[SESSION_USER_KEY] as string) : null);

export type WebSessionStorage = SessionStorage<Record<string, unknown>, Record<string, unknown>>;

/** The cookie holds only a random id (256 bits); the data lives in `web_sessions`. */
export function createWebSessionStorage(db: Db, opts: SessionOptions): WebSessionStorage {
  const idleMs = opts.idleMs ?? 30 * 60_000;
  const absoluteMs = opts.absoluteMs ?? 30 * 24 * 3600_000;
  const cookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: opts.secure,
    path: "/",
    secrets: [opts.secret],
    maxAge: absoluteMs / 1000,
  });
  const idleExpiry = () => new Date(Date.now() + idleMs);

  return createSessionStorage({
    cookie,
    async createData(data) {
      const id = randomBytes(32).toString("base64url");
      await db.insert(webSessions).values({ id, userId: userIdOf(data), data, expiresAt: idleExpiry() });
      return id;
    },
    async readData(id) {
      const [row] = await db.select().from(webSessions).where(eq(webSessions.id, id)).limit(1);
      if (!row) return null;
      const now = Date.now();
      if (row.expiresAt.getTime() <= now || row.createdAt.getTime() + absoluteMs <= now) {
        await db.delete(webSessions).where(eq(webSessions.id, id));
        return null;
      }
      return row.data;
    },
    // An upsert: a signed id whose row is gone (logout, expiry) gets a row again, so a notice flashed after logout is not lost.
    async updateData(id, data) {
      const expiresAt = idleExpiry();
      const userId = userIdOf(data);
      await db.insert(webSessions).values({ id, userId, data, expiresAt }).onConflictDoUpdate({ target: webSessions.id, set: { userId, data, expiresAt } });
    },
    async deleteData(id) {
      await db.delete(webSessions).where(eq(webSessions.id, id));
    },
  });
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(webSessions).where(lt(webSessions.expiresAt, new Date()));
}
