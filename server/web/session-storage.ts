import { createCookie } from "@remix-run/node";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { webSessions } from "../db/schema/index";
import { plannedOnce } from "../db/planned-once";

export interface SessionOptions {
  secret: string;
  secure: boolean;
  /** A session unused this long is gone. */
  idleMs?: number;
  /** A session older than this is gone, however active. */
  absoluteMs?: number;
  now?: () => number;
}

/** The key under which the app keeps the logged-in user's id in a session; stored in its own column too, so deleting an account finds every session. */
export const SESSION_USER_KEY = "userId";
const userIdOf = (data: Record<string, unknown>) => (typeof data[SESSION_USER_KEY] === "string" ? (data[SESSION_USER_KEY] as string) : null);

export interface StoredSession {
  id: string;
  data: Record<string, unknown>;
  /** The idle deadline was last pushed back more than a minute ago: the next write should push it again. */
  touchDue: boolean;
}

/**
 * Where web sessions live: the cookie holds only a signed random id (256
 * bits); the data is a row in `web_sessions`. A row, once deleted (logout,
 * expiry), never comes back: writes only update existing rows, and a new
 * session always gets a new id.
 */
export interface WebSessionStorage {
  /** The live session a Cookie header names, or null (no cookie, forged, expired or deleted). */
  read(cookieHeader: string | null): Promise<StoredSession | null>;
  /** A new row with a new id; returns the id and the Set-Cookie header that carries it. */
  create(data: Record<string, unknown>): Promise<{ id: string; setCookie: string }>;
  /** Writes the data of a live row and pushes back its idle deadline; false when the row is gone. */
  update(id: string, data: Record<string, unknown>): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** A Set-Cookie header that makes the browser forget the session cookie. */
  expiredCookie(): Promise<string>;
  /** Deletes every row past its idle or absolute end; answers how many. */
  purgeExpired(): Promise<number>;
}

/** An active session's idle deadline is pushed back at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export function createWebSessionStorage(db: Db, opts: SessionOptions): WebSessionStorage {
  const idleMs = opts.idleMs ?? 30 * 60_000;
  const absoluteMs = opts.absoluteMs ?? 30 * 24 * 3600_000;
  const now = opts.now ?? Date.now;
  const cookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: opts.secure,
    path: "/",
    secrets: [opts.secret],
    maxAge: Math.floor(absoluteMs / 1000),
  });
  // expires_at is the earlier of the idle and the absolute end, so one indexed column decides liveness and purging.
  const deadline = (createdAt: number) => new Date(Math.min(now() + idleMs, createdAt + absoluteMs));

  // Every page view with a session runs this: built once (and a named prepared statement on PostgreSQL), not per request.
  const readQuery = plannedOnce(
    db
      .select()
      .from(webSessions)
      .where(and(eq(webSessions.id, sql.placeholder("id")), gt(webSessions.expiresAt, sql.placeholder("at"))))
      .limit(1),
    "read_web_session",
  );

  return {
    async read(cookieHeader) {
      if (!cookieHeader?.includes("__session=")) return null;
      const id: unknown = await cookie.parse(cookieHeader);
      if (typeof id !== "string" || !id) return null;
      const [row] = await readQuery.execute({ id, at: new Date(now()).toISOString() });
      if (!row) return null;
      const untouchedFor = now() + idleMs - row.expiresAt.getTime();
      const canExtend = row.createdAt.getTime() + absoluteMs > row.expiresAt.getTime();
      return { id, data: row.data, touchDue: untouchedFor > TOUCH_EVERY_MS && canExtend };
    },
    async create(data) {
      const id = randomBytes(32).toString("base64url");
      const t = now();
      await db.insert(webSessions).values({ id, userId: userIdOf(data), data, createdAt: new Date(t), expiresAt: deadline(t) });
      return { id, setCookie: await cookie.serialize(id) };
    },
    async update(id, data) {
      const idleEnd = new Date(now() + idleMs);
      const updated = await db
        .update(webSessions)
        .set({ data, userId: userIdOf(data), expiresAt: sql`least(${idleEnd.toISOString()}::timestamptz, ${webSessions.createdAt} + make_interval(secs => ${absoluteMs / 1000}))` })
        .where(and(eq(webSessions.id, id), gt(webSessions.expiresAt, new Date(now()))))
        .returning({ id: webSessions.id });
      return updated.length > 0;
    },
    async remove(id) {
      await db.delete(webSessions).where(eq(webSessions.id, id));
    },
    expiredCookie() {
      return cookie.serialize("", { maxAge: undefined, expires: new Date(0) });
    },
    purgeExpired: () => purgeExpiredSessions(db, now()),
  };
}

/** Deletes every session past its idle or absolute end (expires_at holds the earlier); answers how many. */
export async function purgeExpiredSessions(db: Db, at = Date.now()): Promise<number> {
  const gone = await db.delete(webSessions).where(lt(webSessions.expiresAt, new Date(at))).returning({ id: webSessions.id });
  return gone.length;
}
