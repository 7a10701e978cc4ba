// A real logged-in visitor for the bench: user, token family and web session written into the bench database before the server opens it.
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { startLoggedInSession } from "#app/lib/auth.server";
import { openDatabase } from "#server/db/client";
import { prepareDatabase } from "#server/data/prepare-database";
import { users } from "#server/db/schema/index";
import { deriveKey } from "#server/modules/auth/keys";
import { createTokenService } from "#server/modules/auth/token.service";
import { RequestSession } from "#server/web/request-session";
import { createWebSessionStorage } from "#server/web/session-storage";

/**
 * Prepares the PGlite folder the server will open (one process per folder, so
 * this runs first) and answers the visitor's Cookie header. The session is
 * made by the app's own login code, so it has the shape the app reads.
 */
export async function loggedInVisitor(dir: string, secret: string): Promise<string> {
  const database = await openDatabase({ dir });
  try {
    await prepareDatabase(database);
    const userId = randomUUID();
    const at = new Date();
    await database.db.insert(users).values({ id: userId, phone: "13800000000", province: "zj", displayName: "压测用户", createdAt: at, updatedAt: at });
    const tokens = await createTokenService(database.db, { now: Date.now, accessTtlSeconds: 7200, refreshTtlSeconds: 86_400, successorKey: deriveKey(secret, "refresh-successor") }).issue(userId);
    const session = new RequestSession(createWebSessionStorage(database.db, { secret, secure: false }), null);
    await startLoggedInSession({ session } as unknown as AppLoadContext, tokens);
    const setCookie = await session.flush();
    return setCookie!.split(";")[0]!;
  } finally {
    await database.close();
  }
}

/**
 * The Cookie header a browser holds after its first page: the session plus
 * the cookies that page set (yc_scope, the remembered scope), which a
 * browser sends back on every later request.
 */
export async function asBrowserAfterFirstPage(pageUrl: string, cookie: string): Promise<string> {
  const res = await fetch(pageUrl, { headers: { cookie } });
  await res.arrayBuffer();
  const set = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.startsWith("__session="));
  return [cookie, ...set].join("; ");
}
