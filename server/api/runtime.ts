import { ZodError } from "zod";
import type { ApiReply, Endpoint, Envelope } from "#server/contracts/endpoint";
import { UNKNOWN_ERROR } from "#server/contracts/endpoint";
import { endpoints, type EndpointName } from "#server/contracts/endpoints";
import { DomainError, UnauthorizedError } from "#server/errors";
import type { Channels } from "#channels/registry";
import type { Logger } from "#server/logger";
import type { TokenService } from "#server/modules/auth/token.service";
import { isScope } from "#server/modules/scope/scopes";
import { PROVINCE_TEXT, type CallContext, type Handler, type Handlers } from "./handler";

/** A call as it reaches the API, from either edge: raw headers (spec §7) and the unvalidated input. */
export interface RawCall {
  province: string | null | undefined;
  channel: string | null | undefined;
  ua: string | null | undefined;
  /** Authorization header value, or a bare token. */
  token: string | null;
  ip: string;
  input: unknown;
}

export interface ApiRuntime {
  /** Runs one endpoint: headers, auth, input validation, handler, output check; always answers an envelope. */
  execute(endpoint: Endpoint, call: RawCall): Promise<ApiReply>;
}

const CACHE_CONTROL = { public: "public, max-age=300", private: "private, no-store", "no-store": "no-store" } as const;

export function cacheControlOf(endpoint: Endpoint, status: number): string {
  // Only successes may be kept; an error is never cacheable.
  return status === 200 ? CACHE_CONTROL[endpoint.cache] : "no-store";
}

/**
 * The one place an endpoint runs, shared by the HTTP router and the in-process
 * client: so both validate alike and answer the same envelope. Outside
 * production every answer is checked against the endpoint's output schema, and
 * one that breaks it is a 500, so a test notices.
 */
export function createApiRuntime(deps: { handlers: Handlers; tokens: TokenService; channels: Channels; logger: Logger; checkOutput: boolean }): ApiRuntime {
  const { handlers, tokens, channels, logger, checkOutput } = deps;
  // By method and path, not by object: the app's server build carries its own copy of the declarations.
  const byRoute = new Map<string, { name: EndpointName; endpoint: Endpoint }>(
    Object.entries(endpoints).flatMap(([name, e]) => e.methods.map((m) => [`${m} ${e.path}`, { name: name as EndpointName, endpoint: e as Endpoint }] as const)),
  );

  const fail = (status: number, msg: string, errCode = status): ApiReply => ({ status, envelope: { errCode, msg, data: null } });

  async function run(asked: Endpoint, call: RawCall): Promise<ApiReply> {
    const declared = byRoute.get(`${asked.methods[0]} ${asked.path}`);
    if (!declared) return fail(404, "接口不存在");
    const { name, endpoint } = declared;
    const province = call.province?.toLowerCase() ?? null;
    const ctx: CallContext = {
      province: isScope(province) ? province : null,
      // A channel header that names none of the deployment's channels reads as none: it is never stored or passed on.
      channel: channels.get(call.channel?.trim())?.code.toUpperCase() ?? null,
      ua: call.ua ?? null,
      ip: call.ip,
      token: call.token,
      user: null,
      replyHeaders: {},
    };
    if (endpoint.auth === "user" || (endpoint.auth === "optional" && call.token)) {
      ctx.user = call.token ? await tokens.verifyAccess(call.token) : null;
      if (!ctx.user) throw new UnauthorizedError();
    }
    if (endpoint.needsProvince && !ctx.province) return fail(400, PROVINCE_TEXT);
    // An absent body reads as an empty object, so the schema's own messages answer it.
    const input = endpoint.input.parse(endpoint.inputFrom === "body" ? (call.input ?? {}) : call.input);
    const data = await (handlers[name] as Handler<Endpoint>)(input, ctx);
    if (checkOutput) {
      const checked = endpoint.output.safeParse(data);
      if (!checked.success) {
        logger.error("api answer breaks its schema", { path: endpoint.path, issue: JSON.stringify(checked.error.issues[0]) });
        return fail(500, UNKNOWN_ERROR);
      }
    }
    const envelope: Envelope = { errCode: 200, msg: endpoint.okMsg ?? "ok", data: data ?? null };
    return { status: 200, envelope, headers: ctx.replyHeaders };
  }

  return {
    async execute(endpoint, call) {
      try {
        return await run(endpoint, call);
      } catch (error) {
        if (error instanceof DomainError) return fail(error.status, error.message, error.errCode);
        if (error instanceof ZodError) return fail(400, error.issues[0]?.message ?? "请求参数有误");
        logger.error("unhandled api error", { path: endpoint.path, error: String(error) });
        return fail(500, UNKNOWN_ERROR);
      }
    },
  };
}
