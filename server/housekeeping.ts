import type { AppDeps } from "./deps";
import { authRuntime } from "./modules/auth/auth-runtime";
import { purgeExpiredSessions } from "./web/session-storage";

/** Deletes what has outlived its use: expired web sessions, token successors past their grace window, dead tokens. */
export async function runHousekeeping(deps: AppDeps): Promise<{ sessions: number }> {
  const sessions = await purgeExpiredSessions(deps.database.db, authRuntime(deps).now());
  await authRuntime(deps).tokens.purgeExpired();
  return { sessions };
}

/**
 * Runs the housekeeping on a schedule for as long as the process lives; the
 * timer never keeps the process alive by itself. Returns a stop function.
 */
export function startHousekeeping(deps: AppDeps, opts: { everyMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  const timer = setInterval(() => {
    runHousekeeping(deps).catch((error) => opts.onError?.(error));
  }, opts.everyMs ?? 5 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
