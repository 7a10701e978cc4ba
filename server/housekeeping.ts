import type { Db } from "./db/client";
import type { TokenService } from "./modules/auth/token.service";
import { purgeExpiredSessions } from "./web/session-storage";

/** What the housekeeping touches, from the composition root. */
export interface HousekeepingDeps {
  db: Db;
  now: () => number;
  tokens: TokenService;
}

/** Deletes what has outlived its use: expired web sessions, token successors past their grace window, dead tokens. */
export async function runHousekeeping(deps: HousekeepingDeps): Promise<{ sessions: number }> {
  const sessions = await purgeExpiredSessions(deps.db, deps.now());
  await deps.tokens.purgeExpired();
  return { sessions };
}

/**
 * Runs the housekeeping on a schedule for as long as the process lives; the
 * timer never keeps the process alive by itself. Returns a stop function.
 */
export function startHousekeeping(deps: HousekeepingDeps, opts: { everyMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  const timer = setInterval(() => {
    runHousekeeping(deps).catch((error) => opts.onError?.(error));
  }, opts.everyMs ?? 5 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
