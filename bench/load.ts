import autocannon from "autocannon";
import { readFileSync } from "node:fs";

export interface LoadFigures {
  label: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server CPU time (user + system) per response, when the server's pid is known. */
  cpuMsPerReq?: number;
}

/** CPU time a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)] * 100) / 100;
}

/**
 * Runs autocannon on loopback for a few seconds. Percentiles are computed from
 * every response time (autocannon's summary has no p95).
 */
export async function load(
  label: string,
  url: string,
  connections: number,
  opts: { seconds?: number; headers?: Record<string, string>; method?: "GET" | "POST"; body?: string; serverPid?: number } = {},
): Promise<LoadFigures> {
  const cpuBefore = opts.serverPid ? cpuMs(opts.serverPid) : 0;
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: opts.seconds ?? 8, headers: opts.headers ?? {}, method: opts.method ?? "GET", ...(opts.body ? { body: opts.body } : {}) }) as unknown as
    Promise<autocannon.Result> & { on(event: "response", fn: (...args: any[]) => void): void };
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  const cpuUsed = opts.serverPid ? cpuMs(opts.serverPid) - cpuBefore : 0;
  times.sort((a, b) => a - b);
  return {
    label,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    ...(opts.serverPid && times.length ? { cpuMsPerReq: Math.round((cpuUsed / times.length) * 100) / 100 } : {}),
  };
}

export function printFigures(rows: LoadFigures[]): void {
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(40)} c=${String(r.connections).padStart(3)}  ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}` +
        // CPU per response does not depend on what else the machine is doing; 1000 / it is what one free core could serve.
        (r.cpuMsPerReq ? `  cpu ${r.cpuMsPerReq} ms/req (one free core: ~${Math.round(1000 / r.cpuMsPerReq)} req/s)` : ""),
    );
  }
}
