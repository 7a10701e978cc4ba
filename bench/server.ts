import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { cpuMs } from "./load";

export interface BuiltServer {
  url: string;
  /** The server process (taskset execs node in its place). */
  pid: number;
  stop: () => Promise<void>;
}

const SESSION_SECRET = "bench-".padEnd(48, "x");

/**
 * The V8 options `npm start` gives the server (package.json is their one place): the bench
 * starts node itself, pinned to a core, and must run it as a deployment does.
 */
function startFlags(): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start ?? "";
  const options = /NODE_OPTIONS="([^"]*)"/.exec(start)?.[1] ?? "";
  return options.split(/\s+/).filter((flag) => flag.startsWith("--"));
}

/**
 * Starts the built production server on a loopback port, pinned to one core
 * (taskset) so figures are per core, with a throw-away embedded database.
 * `prepare` may write into that database first (the server opens it after);
 * `profileDir` records a CPU profile (node --cpu-prof) until the server stops;
 * `env` adds or overrides environment variables.
 */
export async function startBuiltServer(
  port: number,
  opts: { prepare?: (dbDir: string, secret: string) => Promise<void>; profileDir?: string; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  const dbDir = `var/bench-db-${port}`;
  rmSync(dbDir, { recursive: true, force: true });
  await opts.prepare?.(dbDir, SESSION_SECRET);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DB_DIR: dbDir,
    SESSION_SECRET,
    LOG_REQUESTS: "off",
    // Production refuses to start without an SMS gateway; the bench never sends one.
    SMS_ADAPTER: "http",
    SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
    SMS_GATEWAY_SECRET: "bench-".padEnd(40, "y"),
    ...opts.env,
  } as NodeJS.ProcessEnv;
  const profile = opts.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${resolve(opts.profileDir)}`] : [];
  const child: ChildProcess = spawn("taskset", ["-c", "0", "node", ...startFlags(), ...profile, "--import", "tsx", "server/index.ts"], {
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
  await untilIdle(child.pid!);
  return {
    url,
    pid: child.pid!,
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

/**
 * Waits until the server has used under 5 % of a core for two seconds (at most
 * two minutes): after it listens it builds the engine's indexes in the
 * background, and a load run beside that would count its CPU as the pages'.
 */
async function untilIdle(pid: number): Promise<void> {
  const until = Date.now() + 120_000;
  for (let before = cpuMs(pid); Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 2_000));
    const now = cpuMs(pid);
    if (now - before < 100) return;
    before = now;
  }
}
