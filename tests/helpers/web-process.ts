// The whole built server (Remix pages and the API) as its own process, for tests that load pages the way a browser does.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

export interface WebProcess {
  base: string;
  /** What the process has written to stdout so far (its request log, with LOG_REQUESTS=on). */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the app once when no build is there (a fresh checkout); the server serves build/. */
export function ensureBuild(): void {
  if (!existsSync("build/server/index.js")) execFileSync("npx", ["remix", "vite:build"], { stdio: "ignore" });
}

/**
 * Starts `server/index.ts` with the given environment; resolves once it
 * listens. `apiOverHttp` makes its pages reach its API over HTTP
 * (YC_API_BASE set to itself), so every API call shows in its request log.
 */
export async function startWebProcess(env: Record<string, string>, opts: { apiOverHttp?: boolean } = {}): Promise<WebProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), LOG_REQUESTS: "off", DEV_INBOX: "on", ...(opts.apiOverHttp ? { YC_API_BASE: base } : {}), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"listening"')) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const apiHeaders = { province: "zj", channel: "BRAND", UA: "PC" };

/**
 * Logs in through the login page's form (no JavaScript), reading the captcha
 * answer and the SMS code from the development inbox. Answers the session
 * cookie ("__session=…") a browser would keep.
 */
export async function logInThroughPage(base: string, phone: string): Promise<string> {
  const get = async (path: string) => (await (await fetch(base + path, { headers: apiHeaders })).json()) as { data: Record<string, string> };
  const { encrypt } = (await get("/yc-oauth/captcha")).data;
  const { code } = (await get(`/__dev/captcha?encrypt=${encodeURIComponent(encrypt)}`)).data;
  const sms = await fetch(`${base}/yc-oauth/sms?${new URLSearchParams({ phoneNo: phone, code, encrypt, type: "login" })}`, { headers: apiHeaders });
  if (sms.status !== 200) throw new Error(`SMS refused: ${await sms.text()}`);
  const authCode = (await get(`/__dev/sms?phone=${phone}`)).data.code;
  const res = await fetch(`${base}/zj/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", mode: "page", redirectTo: "/zj/index", phoneNo: phone, code, encrypt, authCode, op: "1" }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (res.status !== 302 || !cookie) throw new Error(`login failed: ${res.status}`);
  return cookie.split(";")[0];
}
