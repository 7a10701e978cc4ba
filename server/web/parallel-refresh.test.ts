// A page's parallel loads in the access token's last minute: every one answers, and the login lives on —
// on one server process, and on two processes sharing one PostgreSQL.
import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { ensureBuild, logInThroughPage, startWebProcess, type WebProcess } from "#tests/helpers/web-process";

const url = process.env.DATABASE_URL;
const TTL_SECONDS = 120;
/** The web tier renews a minute before the end: this far after login every load renews. */
const INTO_LAST_MINUTE_MS = (TTL_SECONDS - 60) * 1000 + 2_000;
const env = { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS), SESSION_SECRET: "parallel-refresh-secret-".padEnd(40, "z"), SMS_IP_HOURLY_LIMIT: "1000" };

const servers: WebProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const cleanup of cleanups) await cleanup();
});

async function scratchPostgres(): Promise<string> {
  const name = `t_refresh_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ url });
  await admin.db.execute(sql`create database ${sql.identifier(name)}`);
  await admin.close();
  cleanups.push(async () => {
    const drop = await openDatabase({ url });
    await drop.db.execute(sql`drop database if exists ${sql.identifier(name)} with (force)`);
    await drop.close();
  });
  const scoped = new URL(url!);
  scoped.pathname = `/${name}`;
  return scoped.toString();
}

interface Login {
  phone: string;
  cookie: string;
  at: number;
}

async function loginOn(server: WebProcess, phone: string): Promise<Login> {
  return { phone, cookie: await logInThroughPage(server.base, phone), at: Date.now() };
}

async function personalData(base: string, cookie: string) {
  const res = await fetch(`${base}/zj/personalCenter/personalData`, { headers: { cookie }, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

async function intoLastMinute(login: Login) {
  const wait = login.at + INTO_LAST_MINUTE_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** Five parallel loads spread over the given servers; then one more load after them. */
async function fiveParallelLoadsThenOne(bases: string[], login: Login) {
  const loads = await Promise.all([0, 1, 2, 3, 4].map((i) => personalData(bases[i % bases.length], login.cookie)));
  for (const load of loads) {
    expect(load.status, `redirected to ${load.location}`).toBe(200);
    expect(load.html).toContain(masked(login.phone));
  }
  const after = await personalData(bases[0], login.cookie);
  expect(after.status, `redirected to ${after.location}`).toBe(200);
  expect(after.html).toContain(masked(login.phone));
}

// Everything starts and logs in first, so both cases wait out the same minute.
let single: { server: WebProcess; login: Login };
let pair: { a: WebProcess; b: WebProcess; login: Login } | null = null;

beforeAll(async () => {
  ensureBuild();
  const singleDatabase: Record<string, string> = url ? { DATABASE_URL: await scratchPostgres() } : { DB_DIR: scratchDir() };
  const pairDatabase = url ? await scratchPostgres() : null;
  const server = await startWebProcess({ ...env, ...singleDatabase, LOG_REQUESTS: "on" }, { apiOverHttp: true });
  servers.push(server);
  if (pairDatabase) {
    // One after the other: the second finds the database prepared.
    const a = await startWebProcess({ ...env, DATABASE_URL: pairDatabase });
    servers.push(a);
    const b = await startWebProcess({ ...env, DATABASE_URL: pairDatabase });
    servers.push(b);
    pair = { a, b, login: await loginOn(a, "13600000002") };
  }
  single = { server, login: await loginOn(server, "13600000001") };
}, 180_000);

function scratchDir(): string {
  const dir = mkdtempSync(join("var", "refresh-db-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Refresh calls in a process's request log since `from` (a position in its output). */
const refreshCalls = (server: WebProcess, from: number) =>
  server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"path":"/refresh_token"') || line.includes('"path":"/yc-oauth/refresh_token"')).length;

describe("one server process", () => {
  it("five parallel loads in the token's last minute all answer 200 after one refresh, and the login lives on", async () => {
    await intoLastMinute(single.login);
    const from = single.server.output().length;
    await fiveParallelLoadsThenOne([single.server.base], single.login);
    // The loads waited for one refresh instead of each making its own.
    expect(refreshCalls(single.server, from)).toBe(1);
  }, 120_000);
});

// The two-process case needs PostgreSQL; CI has it, so there a missing DATABASE_URL fails instead of skipping.
describe.runIf(Boolean(url) || Boolean(process.env.CI))("two server processes over one PostgreSQL", () => {
  it("five parallel loads spread over both, in the token's last minute, all answer 200, and the login lives on", async () => {
    if (!pair) throw new Error("DATABASE_URL is required for the two-process test");
    await intoLastMinute(pair.login);
    await fiveParallelLoadsThenOne([pair.a.base, pair.b.base], pair.login);
  }, 120_000);
});
