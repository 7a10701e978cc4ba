// npm run fuzz [-- --count 3000 --seconds 180 --concurrency 8 --seed 1]
// Sends hostile requests to every /yc-* endpoint and every page (action) of the built app on loopback,
// prints how many answers each status got, and exits non-zero on any answer ≥ 500, a hang or a crash.
import { request } from "node:http";
import { parseArgs } from "node:util";
import { apiRequest, oddRequest, pageRequest, type Credentials, type FuzzRequest } from "./fuzz/hostile";
import { apiToken, pageSession } from "./fuzz/login";
import { createRandom } from "./fuzz/random";
import { startFuzzServer } from "./fuzz/server";

const { values: args } = parseArgs({
  options: {
    count: { type: "string", default: "3000" },
    seconds: { type: "string", default: "180" },
    concurrency: { type: "string", default: "8" },
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    timeout: { type: "string", default: "10000" },
  },
});
const count = Number(args.count);
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const seed = Number(args.seed);
const timeoutMs = Number(args.timeout);

type Outcome = { status: number } | { failure: "hang" | "no answer"; detail: string };

/** Sends one request as given; a streamed body goes out chunk by chunk and stops once the server has answered. */
function send(base: string, req: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const headers: Record<string, string | number> = { ...req.headers };
    const body = req.body;
    if (Buffer.isBuffer(body)) headers["Content-Length"] = body.length;
    else if (body && body.declare) headers["Content-Length"] = body.streamBytes;
    let out: ReturnType<typeof request>;
    try {
      out = request(`${base}${req.path}`, { method: req.method, headers, agent: false }, (res) => {
        answered = true;
        res.resume();
        res.on("end", () => settle({ status: res.statusCode ?? 0 }));
        res.on("error", () => settle({ status: res.statusCode ?? 0 }));
      });
    } catch (error) {
      // Node's client refused to send it (e.g. a path it cannot encode): nothing reached the server.
      resolve({ status: -1 });
      void error;
      return;
    }
    const timer = setTimeout(() => {
      out.destroy();
      settle({ failure: "hang", detail: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    out.on("error", (error) => {
      // Closing the connection after answering (e.g. a 413 before the body) is fine; closing without an answer is not.
      if (!answered) setTimeout(() => settle({ failure: "no answer", detail: String(error) }), 50);
    });
    if (body && !Buffer.isBuffer(body)) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (!answered && !out.destroyed && sent < body.streamBytes) {
          sent += chunk.length;
          if (!out.write(chunk)) return void out.once("drain", pump);
        }
        out.end();
      };
      pump();
    } else {
      out.end(body);
    }
  });
}

function describe(req: FuzzRequest): string {
  const body = req.body === undefined ? "" : Buffer.isBuffer(req.body) ? ` body=${JSON.stringify(req.body.subarray(0, 120).toString("latin1"))}${req.body.length > 120 ? `…(${req.body.length} B)` : ""}` : ` body=${req.body.streamBytes} B streamed`;
  return `${req.method} ${req.path.slice(0, 160)} ${JSON.stringify(req.headers).slice(0, 300)}${body}`;
}

function rssMb(): number {
  return Math.round(process.memoryUsage().rss / 1024 / 1024);
}

async function main() {
  const started = Date.now();
  const server = await startFuzzServer();
  const creds: Credentials = { token: await apiToken(server.base, "13912345678"), sessionCookie: await pageSession(server.base, "13912345679"), host: server.host };
  console.log(`fuzz: ${server.base}, seed ${seed}, up to ${count} requests in ${seconds} s, ${concurrency} at a time`);
  console.log(`fuzz: ${server.api.length} API endpoints, ${server.pages.length} pages (${server.pages.filter((p) => p.action).length} with actions); logged in: API ${creds.token ? "yes" : "NO"}, pages ${creds.sessionCookie ? "yes" : "NO"}`);
  const rssBefore = rssMb();

  const r = createRandom(seed);
  const deadline = Date.now() + seconds * 1000;
  const statuses = new Map<string, number>();
  const bad: string[] = [];
  let sent = 0;
  let slowest = 0;

  async function worker() {
    while (sent < count && Date.now() < deadline) {
      sent++;
      const roll = r.next();
      const req = roll < 0.5 ? apiRequest(r, server.api, creds) : roll < 0.9 ? pageRequest(r, server.pages, creds) : oddRequest(r, creds);
      const t0 = Date.now();
      const outcome = await send(server.base, req);
      slowest = Math.max(slowest, Date.now() - t0);
      const key = "status" in outcome ? (outcome.status === -1 ? "not sent" : String(outcome.status)) : outcome.failure;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (!("status" in outcome) || outcome.status >= 500) bad.push(`${key}: [${req.kind}] ${describe(req)}${"detail" in outcome ? ` (${outcome.detail})` : ""}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const rssAfter = rssMb();
  // The server still answers after all that.
  const health = await fetch(`${server.base}/healthz`).then((res) => res.status, () => 0);
  await server.stop();

  const rows = [...statuses.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log(`\nfuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (slowest answer ${slowest} ms); memory ${rssBefore} MB → ${rssAfter} MB; healthz afterwards ${health}`);
  console.log("status   count");
  for (const [status, n] of rows) console.log(`${status.padEnd(8)} ${String(n).padStart(5)}`);
  const failures = bad.length + (health === 200 ? 0 : 1);
  if (failures > 0) {
    console.log(`\nfuzz: FAILED — ${bad.length} answers ≥ 500, hangs or dropped connections${health === 200 ? "" : ", and healthz did not answer 200"}:`);
    for (const line of bad.slice(0, 30)) console.log(`  ${line}`);
    process.exit(1);
  }
  console.log("\nfuzz: no answer ≥ 500, no hang");
  process.exit(0);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
