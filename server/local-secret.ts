import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Outside production a secret is generated once and kept under ./var so sessions survive restarts. */
export function localSecret(file = resolve("var/session-secret")): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// `tsx server/local-secret.ts` prints it, so a local production start can pass it in.
if (process.argv[1]?.endsWith("local-secret.ts")) process.stdout.write(localSecret());
