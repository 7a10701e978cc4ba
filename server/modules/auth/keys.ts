import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * One key per purpose, derived from SESSION_SECRET, so a value signed for one
 * purpose (a captcha token) can never stand in for another (an SMS code hash).
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`zhiyuan-guihua:${purpose}`).digest();
}

export function hmac(key: Buffer, data: string): string {
  return createHmac("sha256", key).update(data).digest("base64url");
}

export function sha256(data: string): string {
  return createHash("sha256").update(data).digest("base64url");
}

/** Constant-time comparison of two encoded digests. */
export function sameDigest(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A random identifier or secret: 32 bytes (256 bits) unless told otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** The keys of the login flow, one per purpose. */
export interface AuthKeys {
  captchaToken: Buffer;
  captchaAnswer: Buffer;
  smsCode: Buffer;
}

export function authKeys(secret: string): AuthKeys {
  return { captchaToken: deriveKey(secret, "captcha-token"), captchaAnswer: deriveKey(secret, "captcha-answer"), smsCode: deriveKey(secret, "sms-code") };
}

/** AES-256-GCM with a random nonce: nonce, tag and ciphertext in one base64url string. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plaintext of a sealed value, or null when it was not sealed with this key or was altered. */
export function unseal(key: Buffer, sealed: string): string | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
