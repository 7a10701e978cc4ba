import type { RequestHandler } from "express";
import { UnauthorizedError } from "../../errors";
import type { TokenService } from "./token.service";

/** `Bearer <token>` (the Authorization header) → the token, else null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S{1,256})$/i.exec((header ?? "").trim());
  return match ? match[1]! : null;
}

/**
 * Guards a path prefix with no endpoint of its own: a valid, unrevoked access
 * token passes (to a 404); anything else is HTTP 401, errCode 401, 请先登录系统.
 * Declared endpoints check their own `auth` in the API runtime.
 */
export function requireUser(tokens: TokenService): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.get("authorization"));
    if (!token) return next(new UnauthorizedError());
    tokens
      .verifyAccess(token)
      .then((user) => next(user ? undefined : new UnauthorizedError()))
      .catch(next);
  };
}
