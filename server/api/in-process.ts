import type { ApiHeaders, ApiTransport, Endpoint } from "#server/contracts/endpoint";
import type { ApiRuntime } from "./runtime";

/** Query strings carry only strings; an in-process GET gets the same, so it is validated exactly as over HTTP. */
function asQuery(input: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/**
 * The app's client when the API is this same process (YC_API_BASE unset):
 * the endpoint's handler through the shared runtime, with the same
 * validation and envelope as over HTTP, and no socket or JSON round trip.
 */
export function inProcessTransport(runtime: ApiRuntime): ApiTransport {
  return {
    kind: "in-process",
    async send(endpoint: Endpoint, input: unknown, headers: ApiHeaders, signal: AbortSignal) {
      signal.throwIfAborted();
      const reply = runtime.execute(endpoint, {
        province: headers.province,
        channel: headers.channel,
        ua: headers.ua,
        token: headers.token ?? null,
        ip: headers.clientIp || "unknown",
        input: endpoint.inputFrom === "query" ? asQuery(input) : input,
      });
      // The caller stops waiting when its signal fires (timeout, or the visitor went away); the handler finishes on its own.
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        reply.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
      });
    },
  };
}
