import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accessTokens, refreshTokens, tokenFamilies, users } from "../../db/schema/index";
import { UnauthorizedError } from "../../errors";
import { REFRESH_TEXT, type TokenResponse } from "./token.schema";
import { randomToken, seal, sha256, unseal } from "./keys";
import { plannedOnce } from "../../db/planned-once";
import { sharedInRequest } from "../../http/request-memo";

export interface TokenOptions {
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Encrypts the successor pair kept for the grace window. */
  successorKey: Buffer;
  /** How long a rotated refresh token still answers with the pair it was rotated to (default 30 s). */
  graceSeconds?: number;
}

/** What a rotated token's row keeps, sealed, for the grace window. */
interface SealedPair {
  access: string;
  refresh: string;
  accessExpiresAt: number;
  familyExpiresAt: number;
}

export interface AuthenticatedUser {
  userId: string;
  phone: string;
  familyId: string;
  /** The user's row, read by the same query that checked the token, so an endpoint about the user needs no second read. */
  account: typeof users.$inferSelect;
}

/**
 * Opaque random tokens, stored only as SHA-256. Every login starts a family;
 * each refresh rotates the refresh token inside it. Presenting a rotated one
 * again within the grace window (a page's parallel loads racing the
 * rotation) answers the pair it was rotated to; after that it is a stolen
 * copy or a replay and revokes the whole family, which ends its access tokens
 * at once: verification checks the family on every call.
 */
export function createTokenService(db: Db, opts: TokenOptions) {
  const { now } = opts;
  const graceMs = (opts.graceSeconds ?? 30) * 1000;

  async function mint(tx: Db, userId: string, familyId: string, familyExpiresAt: Date): Promise<TokenResponse>;
  async function mint(tx: Db, userId: string, familyId: string, familyExpiresAt: Date, sealForGrace: true): Promise<{ response: TokenResponse; sealed: string }>;
  async function mint(tx: Db, userId: string, familyId: string, familyExpiresAt: Date, sealForGrace = false) {
    const t = now();
    const access = `at_${randomToken()}`;
    const refresh = `rt_${randomToken()}`;
    const accessExpires = Math.min(t + opts.accessTtlSeconds * 1000, familyExpiresAt.getTime());
    await tx.insert(accessTokens).values({ tokenHash: sha256(access), familyId, userId, createdAt: new Date(t), expiresAt: new Date(accessExpires) });
    await tx.insert(refreshTokens).values({ tokenHash: sha256(refresh), familyId, userId, createdAt: new Date(t), expiresAt: familyExpiresAt });
    const pair: SealedPair = { access, refresh, accessExpiresAt: accessExpires, familyExpiresAt: familyExpiresAt.getTime() };
    const response = pairResponse(pair, userId, t);
    return sealForGrace ? { response, sealed: seal(opts.successorKey, JSON.stringify(pair)) } : response;
  }

  function pairResponse(pair: SealedPair, userId: string, t: number): TokenResponse {
    return {
      access_token: pair.access,
      refresh_token: pair.refresh,
      token_type: "Bearer",
      expires_in: Math.max(0, Math.floor((pair.accessExpiresAt - t) / 1000)),
      refresh_expires_in: Math.max(0, Math.floor((pair.familyExpiresAt - t) / 1000)),
      user_id: userId,
    };
  }

  function openSuccessor(sealed: string, userId: string, t: number): TokenResponse | null {
    const plain = unseal(opts.successorKey, sealed);
    return plain ? pairResponse(JSON.parse(plain) as SealedPair, userId, t) : null;
  }

  async function revokeFamily(familyId: string, reason: string, tx: Db = db): Promise<void> {
    await tx
      .update(tokenFamilies)
      .set({ revokedAt: new Date(now()), revokedReason: reason })
      .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
    // A revoked family's successors are useless; nothing of them should outlive it.
    await tx.update(refreshTokens).set({ successor: null }).where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.successor)));
  }

  // Every API call behind login runs this: built once (and a named prepared statement on PostgreSQL), not per call.
  const at = sql.placeholder("at");
  const verifyQuery = plannedOnce(
    db
      .select({ userId: accessTokens.userId, familyId: accessTokens.familyId, phone: users.phone, account: users })
      .from(accessTokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(and(eq(accessTokens.tokenHash, sql.placeholder("hash")), gt(accessTokens.expiresAt, at), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, at)))
      .limit(1),
    "verify_access_token",
  );

  return {
    /** A new login: a new family and its first pair. Pass the login's transaction. */
    async issue(userId: string, tx: Db = db): Promise<TokenResponse> {
      const familyId = randomToken(16);
      const t = now();
      const expiresAt = new Date(t + opts.refreshTtlSeconds * 1000);
      await tx.insert(tokenFamilies).values({ id: familyId, userId, createdAt: new Date(t), expiresAt });
      return mint(tx, userId, familyId, expiresAt);
    },

    /**
     * Rotates a refresh token. The token's row is locked for the whole
     * rotation, so of several requests presenting one token (parallel page
     * loads, on one instance or many) the first rotates and the others, once
     * the lock is theirs, find it rotated: within the grace window they get
     * the same successor pair; after it, presenting it again is reuse and
     * revokes the family.
     */
    async refresh(refreshToken: string): Promise<TokenResponse> {
      const hash = sha256(refreshToken);
      const outcome = await db.transaction(async (tx): Promise<TokenResponse | { refused: true }> => {
        const [row] = await tx
          .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt, successor: refreshTokens.successor, family: tokenFamilies })
          .from(refreshTokens)
          .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
          .where(eq(refreshTokens.tokenHash, hash))
          .limit(1)
          .for("update", { of: refreshTokens });
        if (!row || row.family.revokedAt) return { refused: true };
        const t = now();
        if (row.usedAt) {
          const pair = t - row.usedAt.getTime() <= graceMs && row.successor ? openSuccessor(row.successor, row.userId, t) : null;
          if (pair) return pair;
          await revokeFamily(row.familyId, "refresh token reuse", tx);
          return { refused: true };
        }
        if (row.expiresAt.getTime() <= t || row.family.expiresAt.getTime() <= t) return { refused: true };
        const { response, sealed } = await mint(tx, row.userId, row.familyId, row.family.expiresAt, true);
        await tx.update(refreshTokens).set({ usedAt: new Date(t), successor: sealed }).where(eq(refreshTokens.tokenHash, hash));
        return response;
      });
      // Thrown after the transaction, so a revocation above is committed.
      if ("refused" in outcome) throw new UnauthorizedError(REFRESH_TEXT.expired);
      return outcome;
    },

    /** The user behind a Bearer token, or null when it is unknown, expired or its family revoked. */
    async verifyAccess(accessToken: string): Promise<AuthenticatedUser | null> {
      const hash = sha256(accessToken);
      return sharedInRequest(`verify-access:${hash}`, async () => {
        const [row] = await verifyQuery.execute({ hash, at: new Date(now()).toISOString() });
        return row ?? null;
      });
    },

    revokeFamily,

    /**
     * Logout: ends the family of whichever token is presented. Unknown tokens are ignored (logout is idempotent).
     * Answers whose logins were ended, for what logout clears besides the tokens.
     */
    async logout(tokens: { accessToken?: string; refreshToken?: string }): Promise<string[]> {
      const families = new Map<string, string>();
      if (tokens.accessToken) {
        const [row] = await db.select({ familyId: accessTokens.familyId, userId: accessTokens.userId }).from(accessTokens).where(eq(accessTokens.tokenHash, sha256(tokens.accessToken))).limit(1);
        if (row) families.set(row.familyId, row.userId);
      }
      if (tokens.refreshToken) {
        const [row] = await db.select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(tokens.refreshToken))).limit(1);
        if (row) families.set(row.familyId, row.userId);
      }
      for (const familyId of families.keys()) await revokeFamily(familyId, "logout");
      return [...new Set(families.values())];
    },

    /** Ends every live login of the user with this phone; answers how many were ended. */
    async revokeAllOfPhone(phone: string, reason: string): Promise<number> {
      const families = await db
        .select({ id: tokenFamilies.id })
        .from(tokenFamilies)
        .innerJoin(users, eq(users.id, tokenFamilies.userId))
        .where(and(eq(users.phone, phone), isNull(tokenFamilies.revokedAt)));
      for (const family of families) await revokeFamily(family.id, reason);
      return families.length;
    },

    /** Housekeeping: successors past their grace window, tokens and families well past their end. */
    async purgeExpired(): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ successor: null })
        .where(and(isNotNull(refreshTokens.successor), lt(refreshTokens.usedAt, new Date(now() - graceMs))));
      const cutoff = new Date(now() - 24 * 3600_000);
      await db.execute(sql`delete from ${accessTokens} where ${accessTokens.expiresAt} < ${cutoff}`);
      await db.execute(sql`delete from ${tokenFamilies} where ${tokenFamilies.expiresAt} < ${cutoff}`);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
