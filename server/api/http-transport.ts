import { Pool } from "undici";
import type { ApiHeaders, ApiTransport, Endpoint, Envelope } from "#server/contracts/endpoint";
import { UNKNOWN_ERROR } from "#server/contracts/endpoint";

/**
 * The app's client when the API runs elsewhere (YC_API_BASE): undici over a
 * keep-alive pool. `connections` bounds the sockets to the API; size it to
 * the page concurrency one instance serves.
 */
export function httpTransport(base: string, opts: { connections?: number } = {}): ApiTransport & { close(): Promise<void> } {
  const pool = new Pool(base, { connections: opts.connections ?? 64, keepAliveTimeout: 30_000, pipelining: 1 });
  return {
    kind: "http",
    async send(endpoint: Endpoint, input: unknown, h: ApiHeaders, signal: AbortSignal) {
      const method = endpoint.methods[0];
      const headers: Record<string, string> = { province: h.province, channel: h.channel, UA: h.ua, accept: "application/json" };
      if (h.clientIp) headers["x-forwarded-for"] = h.clientIp;
      if (h.token) headers.authorization = `Bearer ${h.token}`;
      let path = endpoint.path;
      let body: string | undefined;
      if (method === "GET" || method === "DELETE") {
        const qs = new URLSearchParams();
        for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
          if (v === undefined || v === null) continue;
          for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
        }
        if (qs.size) path += `?${qs}`;
      } else {
        headers["content-type"] = "application/json";
        body = JSON.stringify(input ?? {});
      }
      const res = await pool.request({ method, path, headers, body, signal });
      const text = await res.body.text();
      return { status: res.statusCode, envelope: parseEnvelope(res.statusCode, text), headers: res.headers };
    },
    close: () => pool.close(),
  };
}

/** A body that is not an envelope becomes one that says so (spec §8: the default message). */
function parseEnvelope(status: number, text: string): Envelope {
  try {
    const body = (text ? JSON.parse(text) : {}) as Partial<Envelope>;
    // Spec §5: a missing errCode reads as 200.
    return { errCode: body.errCode ?? 200, msg: body.msg ?? "ok", data: body.data ?? null };
  } catch {
    return { errCode: status >= 400 ? status : 500, msg: UNKNOWN_ERROR, data: null };
  }
}
