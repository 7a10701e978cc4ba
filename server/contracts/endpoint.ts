// How a /yc-* endpoint is declared: once, shared by the server's router and the app's client. zod and types only: importable by app/.
import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface EndpointSpec<I extends z.ZodTypeAny, O extends z.ZodTypeAny> {
  /** Spec §7 methods; the first is the one the app's client uses. */
  methods: readonly [HttpMethod, ...HttpMethod[]];
  /** The full path, as in spec §7. */
  path: string;
  /**
   * Validates what the client sends: the query string for GET, the JSON body
   * otherwise; endpoints answering both read the two merged (query, then body).
   */
  input: I;
  /** Where the input is read: the query string (GET's default), the JSON body (the others' default), or both merged. */
  inputFrom: "query" | "body" | "both";
  /** What `data` holds in a success envelope. */
  output: O;
  /**
   * `user`: a valid Bearer token is required (401 请先登录系统 otherwise);
   * `optional`: visitors are welcome, but a token that is sent must be valid (401 otherwise, so the client refreshes it).
   */
  auth: "none" | "user" | "optional";
  /** The scope comes from the `province` header; a missing or unknown one is refused with 400. */
  needsProvince: boolean;
  /** Cache-Control of a success; errors are never cacheable. */
  cache: "public" | "private" | "no-store";
  /** `msg` of a success envelope (spec §8 success notices); "ok" when absent. */
  okMsg?: string;
}

export type Endpoint<I extends z.ZodTypeAny = z.ZodTypeAny, O extends z.ZodTypeAny = z.ZodTypeAny> = EndpointSpec<I, O>;

/** Declares an endpoint; defaults: no auth, no province, public cache, input where its method carries it. */
export function endpoint<I extends z.ZodTypeAny, O extends z.ZodTypeAny>(
  spec: Pick<EndpointSpec<I, O>, "methods" | "path" | "input" | "output"> & Partial<EndpointSpec<I, O>>,
): EndpointSpec<I, O> {
  const inputFrom = spec.methods.length > 1 ? "both" : spec.methods[0] === "GET" ? "query" : "body";
  return { auth: "none", needsProvince: false, cache: "public", inputFrom, ...spec };
}

/** What a caller may send (before coercion and defaults). */
export type InputOf<E> = E extends EndpointSpec<infer I, z.ZodTypeAny> ? z.input<I> : never;
/** What a handler receives (after validation). */
export type ParsedInputOf<E> = E extends EndpointSpec<infer I, z.ZodTypeAny> ? z.output<I> : never;
/** What `data` holds on success. */
export type OutputOf<E> = E extends EndpointSpec<z.ZodTypeAny, infer O> ? z.output<O> : never;

/** The JSON envelope every /yc-* endpoint answers (ARCHITECTURE §4); a missing errCode reads as 200 (spec §5). */
export interface Envelope<T = unknown> {
  errCode: number;
  msg: string;
  data: T | null;
}

/** The spec §7 request headers, as a client sends them. */
export interface ApiHeaders {
  province: string;
  /** Upper-case channel code. */
  channel: string;
  ua: string;
  /** Bearer token of the logged-in user. */
  token?: string | null;
  /** The visitor's address, for the per-address limits. */
  clientIp?: string;
}

/** One answer of the API, as the client sees it: the HTTP status and the envelope. */
export interface ApiReply {
  status: number;
  envelope: Envelope;
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * How the app's client reaches the API: in process (the endpoint's handler,
 * same validation and envelope, no socket) or over HTTP.
 */
export interface ApiTransport {
  readonly kind: "in-process" | "http";
  send(endpoint: Endpoint, input: unknown, headers: ApiHeaders, signal: AbortSignal): Promise<ApiReply>;
}

/** The default message of a failure without one (spec §8). */
export const UNKNOWN_ERROR = "服务器未知错误";
