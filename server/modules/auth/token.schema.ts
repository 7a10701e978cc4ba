// Contracts of the tokens /yc-oauth hands out (login, refresh_token), importable by app/ and server/ alike: zod only.
import { z } from "zod";

/** POST /yc-oauth/login and /yc-oauth/refresh_token → data */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
  /** Seconds the access token lives. */
  expires_in: z.number().int(),
  /** Seconds until the login ends for good (refreshing does not extend it). */
  refresh_expires_in: z.number().int(),
  /** The account the tokens belong to, so a web session can be linked to it (account deletion ends them all). */
  user_id: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const REFRESH_TEXT = { required: "请重新登录", expired: "登录已过期，请重新登录" } as const;

/** POST /yc-oauth/refresh_token body */
export const RefreshBodySchema = z.object({
  refresh_token: z.string({ required_error: REFRESH_TEXT.required, invalid_type_error: REFRESH_TEXT.required }).min(1, REFRESH_TEXT.required).max(256, REFRESH_TEXT.expired),
});
export type RefreshBody = z.infer<typeof RefreshBodySchema>;
