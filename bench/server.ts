import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Starts the built production server on a loopback port, pinned to one core
 * (taskset) so figures are per core, with a throw-away embedded database.
 */
export async function startBuiltServer(port: number, extraEnv: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dbDir = `var/bench-db-${port}`;
  rmSync(dbDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DB_DIR: dbDir,
    SESSION_SECRET: "bench-".padEnd(48, "x"),
    // Production refuses to start without an SMS gateway; the bench never sends one.
    SMS_ADAPTER: "http",
    SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
    SMS_GATEWAY_SECRET: "bench-".padEnd(40, "y"),
    ...extraEnv,
  } as NodeJS.ProcessEnv;
  const child: ChildProcess = spawn("taskset", ["-c", "0", "node", "--import", "tsx", "server/index.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("server did not start in 120 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dbDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
