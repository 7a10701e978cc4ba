import type { Request, RequestHandler, Response } from "express";
import type { AppDeps } from "../../deps";
import { UnauthorizedError } from "../../errors";
import { authRuntime } from "./auth-runtime";
import type { AuthenticatedUser } from "./token.service";

/** `Authorization: Bearer <token>` → the token, else null. */
export function bearerToken(req: Request): string | null {
  const header = req.get("authorization") ?? "";
  const match = /^Bearer\s+(\S{1,256})$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * Guards a router: a valid, unrevoked access token puts the user on
 * `res.locals.user`; anything else is HTTP 401, errCode 401, 请先登录系统.
 * Any module may use it: `router.use(requireUser(deps))`.
 */
export function requireUser(deps: AppDeps): RequestHandler {
  const { tokens } = authRuntime(deps);
  return (req, res, next) => {
    const token = bearerToken(req);
    if (!token) return next(new UnauthorizedError());
    tokens
      .verifyAccess(token)
      .then((user) => {
        if (!user) return next(new UnauthorizedError());
        res.locals.user = user;
        next();
      })
      .catch(next);
  };
}

/** The user requireUser put on the response; throws 401 when a route forgot the guard. */
export function currentUser(res: Response): AuthenticatedUser {
  const user = res.locals.user as AuthenticatedUser | undefined;
  if (!user) throw new UnauthorizedError();
  return user;
}
