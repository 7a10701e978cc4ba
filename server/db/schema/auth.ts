import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A captcha is stateless until first used: its signed token carries the
 * answer's keyed hash. The first SMS request records the captcha here (bound
 * to one phone), which is what makes it single-use across app instances.
 * `phone` is null when a wrong answer burned it.
 */
export const captchaUses = pgTable(
  "captcha_uses",
  {
    id: text("id").primaryKey(),
    phone: text("phone"),
    /** What the codes sent with this captcha are for (see SMS_PURPOSES); a captcha serves one purpose only. */
    purpose: text("purpose").notNull().default("login"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Resends and the login may use the binding until then (follows the latest code's validity). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    spentAt: timestamp("spent_at", { withTimezone: true }),
  },
  (t) => [index("captcha_uses_expires_idx").on(t.expiresAt)],
);

/** Every SMS code sent (also the rate-limit ledger: counts per phone and per address come from here). */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: text("id").primaryKey(),
    phone: text("phone").notNull(),
    ip: text("ip").notNull(),
    /** login / delete_account: a code is accepted only by the action it was sent for. */
    purpose: text("purpose").notNull().default("login"),
    captchaId: text("captcha_id").notNull(),
    /** HMAC of phone and code; the code itself is never stored. */
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Superseded by a newer code, or the gateway failed. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [index("sms_codes_phone_created_idx").on(t.phone, t.createdAt), index("sms_codes_ip_created_idx").on(t.ip, t.createdAt)],
);

/** One login = one family of rotating refresh tokens; revoking the family ends every token in it. */
export const tokenFamilies = pgTable(
  "token_families",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Absolute end of the login, however often it is refreshed. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("token_families_user_idx").on(t.userId)],
);

/** Tokens are stored only as SHA-256 of the random token (256 bits, so a plain hash suffices). */
export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id")
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("access_tokens_family_idx").on(t.familyId), index("access_tokens_expires_idx").on(t.expiresAt)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id")
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when rotated; presenting it again after the grace window is reuse and revokes the family. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    /**
     * The pair this token was rotated to, encrypted with a server key, so a
     * second request that raced the rotation gets that pair back. Kept only
     * for the grace window after usedAt, then erased.
     */
    successor: text("successor"),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);
