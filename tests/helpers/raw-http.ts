import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

/**
 * One HTTP request with exactly the method, headers and body given (fetch
 * refuses TRACE and sets its own lengths). A body given as a generator is sent
 * chunked, chunk by chunk, and stops when the server has answered.
 */
export function rawRequest(
  baseUrl: string,
  opts: { method?: string; path: string; headers?: Record<string, string | number>; body?: string | Buffer | (() => Generator<Buffer>); timeoutMs?: number },
): Promise<RawResponse> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${opts.path}`, { method: opts.method ?? "GET", headers: opts.headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started }));
      res.on("error", reject);
    });
    let answered = false;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${opts.timeoutMs ?? 10_000} ms`));
    }, opts.timeoutMs ?? 10_000);
    req.on("close", () => clearTimeout(timer));
    // The server may close while a large body is still going out: its answer is what counts.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const body = opts.body;
    if (typeof body === "function") {
      const chunks = body();
      const pump = () => {
        for (;;) {
          if (answered || req.destroyed) return void req.end();
          const next = chunks.next();
          if (next.done) return void req.end();
          if (!req.write(next.value)) return void req.once("drain", pump);
        }
      };
      pump();
    } else {
      req.end(body);
    }
  });
}
