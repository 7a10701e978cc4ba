import type { AppLoadContext } from "@remix-run/node";
import { Pool } from "undici";
import { isScope } from "#server/modules/scope/scopes";
import { channelCookie, readCookie } from "./cookies.server";

/** A failed API call: the server's Chinese message, its HTTP status and errCode. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errCode: number,
  ) {
    super(message);
  }
}

const pools = new Map<string, Pool>();
function poolFor(base: string): Pool {
  let pool = pools.get(base);
  if (!pool) {
    pool = new Pool(base, { connections: 32, keepAliveTimeout: 30_000, pipelining: 1 });
    pools.set(base, pool);
  }
  return pool;
}

export interface ApiResult<T> {
  data: T;
  msg: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Bearer token of the logged-in user, when the call needs one. */
  token?: string | null;
}

/** Parses an envelope; a missing errCode reads as 200 (spec §5), anything else is an ApiError. */
export function readEnvelope<T>(status: number, text: string): { data: T; msg: string } {
  let body: { errCode?: number; msg?: string; data?: T } = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError("服务器未知错误", status, status >= 400 ? status : 500);
  }
  const errCode = body.errCode ?? 200;
  if (errCode !== 200 || status >= 400) throw new ApiError(body.msg || "服务器未知错误", status, errCode === 200 ? status : errCode);
  return { data: body.data as T, msg: body.msg ?? "ok" };
}

/**
 * The typed client loaders and actions use to reach the yc-* API over HTTP,
 * with the scope from the URL and the channel from its cookie (spec §7 headers).
 */
export async function api(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const first = url.pathname.split("/")[1];
  const province = isScope(first) ? first : "zj";
  // Only a channel the deployment knows is passed on; a forged cookie reads as the default.
  const remembered = context.channels.get(await readCookie(channelCookie, request));
  const channel = (remembered?.code ?? context.config.defaultChannel).toUpperCase();
  const pool = poolFor(context.config.apiBase);

  async function call<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
    const headers: Record<string, string> = { province, channel, UA: "PC", accept: "application/json" };
    if (context.clientIp) headers["x-forwarded-for"] = context.clientIp;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const res = await pool.request({
      method,
      path: qs.size ? `${path}?${qs}` : path,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.body.text();
    const { data, msg } = readEnvelope<T>(res.statusCode, text);
    return { data, msg, status: res.statusCode, headers: res.headers };
  }

  return {
    province,
    get: <T>(path: string, opts?: CallOptions) => call<T>("GET", path, opts),
    post: <T>(path: string, opts?: CallOptions) => call<T>("POST", path, opts),
    put: <T>(path: string, opts?: CallOptions) => call<T>("PUT", path, opts),
    patch: <T>(path: string, opts?: CallOptions) => call<T>("PATCH", path, opts),
    delete: <T>(path: string, opts?: CallOptions) => call<T>("DELETE", path, opts),
  };
}
