import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accessTokens, refreshTokens, tokenFamilies, users } from "../../db/schema/index";
import { UnauthorizedError } from "../../errors";
import { REFRESH_TEXT, type TokenResponse } from "./token.schema";
import { randomToken, sha256 } from "./keys";

export interface TokenOptions {
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface AuthenticatedUser {
  userId: string;
  phone: string;
  familyId: string;
}

/**
 * Opaque random tokens, stored only as SHA-256. Every login starts a family;
 * each refresh rotates the refresh token inside it, and presenting a rotated
 * one again (a stolen copy, or a replay) revokes the whole family, which ends
 * its access tokens at once: verification checks the family on every call.
 */
export function createTokenService(db: Db, opts: TokenOptions) {
  const { now } = opts;

  async function mint(tx: Db, userId: string, familyId: string, familyExpiresAt: Date): Promise<TokenResponse> {
    const t = now();
    const access = `at_${randomToken()}`;
    const refresh = `rt_${randomToken()}`;
    const accessExpires = Math.min(t + opts.accessTtlSeconds * 1000, familyExpiresAt.getTime());
    await tx.insert(accessTokens).values({ tokenHash: sha256(access), familyId, userId, createdAt: new Date(t), expiresAt: new Date(accessExpires) });
    await tx.insert(refreshTokens).values({ tokenHash: sha256(refresh), familyId, userId, createdAt: new Date(t), expiresAt: familyExpiresAt });
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: "Bearer",
      expires_in: Math.floor((accessExpires - t) / 1000),
      refresh_expires_in: Math.floor((familyExpiresAt.getTime() - t) / 1000),
      user_id: userId,
    };
  }

  async function revokeFamily(familyId: string, reason: string, tx: Db = db): Promise<void> {
    await tx
      .update(tokenFamilies)
      .set({ revokedAt: new Date(now()), revokedReason: reason })
      .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  }

  return {
    /** A new login: a new family and its first pair. Pass the login's transaction. */
    async issue(userId: string, tx: Db = db): Promise<TokenResponse> {
      const familyId = randomToken(16);
      const t = now();
      const expiresAt = new Date(t + opts.refreshTtlSeconds * 1000);
      await tx.insert(tokenFamilies).values({ id: familyId, userId, createdAt: new Date(t), expiresAt });
      return mint(tx, userId, familyId, expiresAt);
    },

    async refresh(refreshToken: string): Promise<TokenResponse> {
      const expired = () => new UnauthorizedError(REFRESH_TEXT.expired);
      const hash = sha256(refreshToken);
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt, family: tokenFamilies })
        .from(refreshTokens)
        .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, hash))
        .limit(1);
      if (!row || row.family.revokedAt) throw expired();
      if (row.usedAt) {
        await revokeFamily(row.familyId, "refresh token reuse");
        throw expired();
      }
      const t = now();
      if (row.expiresAt.getTime() <= t || row.family.expiresAt.getTime() <= t) throw expired();
      return db.transaction(async (tx) => {
        // The conditional update is the rotation's lock: of two concurrent refreshes with one token, one wins.
        const rotated = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date(t) })
          .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
          .returning({ familyId: refreshTokens.familyId });
        if (rotated.length === 0) {
          await revokeFamily(row.familyId, "refresh token reuse", tx);
          return { reused: true as const };
        }
        return mint(tx, row.userId, row.familyId, row.family.expiresAt);
      }).then((result) => {
        if ("reused" in result) throw expired();
        return result;
      });
    },

    /** The user behind a Bearer token, or null when it is unknown, expired or its family revoked. */
    async verifyAccess(accessToken: string): Promise<AuthenticatedUser | null> {
      const t = new Date(now());
      const [row] = await db
        .select({ userId: accessTokens.userId, familyId: accessTokens.familyId, phone: users.phone })
        .from(accessTokens)
        .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(and(eq(accessTokens.tokenHash, sha256(accessToken)), gt(accessTokens.expiresAt, t), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, t)))
        .limit(1);
      return row ?? null;
    },

    revokeFamily,

    /** Logout: ends the family of whichever token is presented. Unknown tokens are ignored (logout is idempotent). */
    async logout(tokens: { accessToken?: string; refreshToken?: string }): Promise<void> {
      const families = new Set<string>();
      if (tokens.accessToken) {
        const [row] = await db.select({ familyId: accessTokens.familyId }).from(accessTokens).where(eq(accessTokens.tokenHash, sha256(tokens.accessToken))).limit(1);
        if (row) families.add(row.familyId);
      }
      if (tokens.refreshToken) {
        const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(tokens.refreshToken))).limit(1);
        if (row) families.add(row.familyId);
      }
      for (const familyId of families) await revokeFamily(familyId, "logout");
    },

    /** Housekeeping: tokens and families well past their end. */
    async purgeExpired(): Promise<void> {
      const cutoff = new Date(now() - 24 * 3600_000);
      await db.execute(sql`delete from ${accessTokens} where ${accessTokens.expiresAt} < ${cutoff}`);
      await db.execute(sql`delete from ${tokenFamilies} where ${tokenFamilies.expiresAt} < ${cutoff}`);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
