import type { AppLoadContext } from "@remix-run/node";
import type { Endpoint, InputOf, OutputOf } from "#server/contracts/endpoint";
import { UNKNOWN_ERROR } from "#server/contracts/endpoint";
import { isScope } from "#server/modules/scope/scopes";
import { channelCookie, readCookie } from "./cookies.server";

/** A failed API call: the message to show (the server's, or spec §8's default), its HTTP status and errCode. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errCode: number,
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  data: T;
  msg: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A call that has not answered by then is given up (the page shows the timeout notice rather than hang). */
export const API_TIMEOUT_MS = 5_000;

export const API_TEXT = {
  timeout: "服务器响应超时，请稍后重试",
  unreachable: "网络连接失败，请稍后重试",
} as const;

/** An envelope with errCode ≠ 200 (or an HTTP error) is an ApiError with the server's message (spec §8). */
export function readReply<T>(status: number, envelope: { errCode?: number; msg?: string; data?: unknown }): { data: T; msg: string } {
  const errCode = envelope.errCode ?? 200;
  if (errCode !== 200 || status >= 400) throw new ApiError(envelope.msg || UNKNOWN_ERROR, status, errCode === 200 ? status : errCode);
  return { data: envelope.data as T, msg: envelope.msg ?? "ok" };
}

/**
 * The typed client of loaders and actions: `call(endpoints.x, input)` sends
 * what endpoint x declares and answers its output type. The scope comes from
 * the URL and the channel from its cookie (spec §7 headers); the request's
 * abort signal and a 5 s timeout bound every call. The transport (in process,
 * or HTTP when YC_API_BASE is set) comes from the load context.
 */
export async function api(request: Request, context: AppLoadContext) {
  const first = new URL(request.url).pathname.split("/")[1];
  const province = isScope(first) ? first : "zj";
  // Only a channel the deployment knows is passed on; a forged cookie reads as the default. A ?channel=CODE
  // on this very request wins (as in resolveChannel): its cookie is only being set by this response.
  const requested = context.channels.get(new URL(request.url).searchParams.get("channel"));
  const remembered = requested ?? context.channels.get(await readCookie(channelCookie, request));
  const channel = (remembered?.code ?? context.config.defaultChannel).toUpperCase();
  const transport = context.api;
  // Answers from another server are checked against the declaration outside production; in process the runtime checks them.
  const checkOutput = transport.kind === "http" && !context.config.production;

  async function call<E extends Endpoint>(endpoint: E, input: InputOf<E>, opts: { token?: string | null } = {}): Promise<ApiResult<OutputOf<E>>> {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]);
    let reply;
    try {
      reply = await transport.send(endpoint, input, { province, channel, ua: "PC", token: opts.token, clientIp: context.clientIp }, signal);
    } catch (error) {
      if (request.signal.aborted) throw error;
      if (signal.aborted) throw new ApiError(API_TEXT.timeout, 504, 504);
      throw new ApiError(API_TEXT.unreachable, 502, 502);
    }
    const { data, msg } = readReply<OutputOf<E>>(reply.status, reply.envelope);
    if (checkOutput) endpoint.output.parse(data);
    return { data, msg, status: reply.status, headers: reply.headers ?? {} };
  }

  return { province, call };
}
