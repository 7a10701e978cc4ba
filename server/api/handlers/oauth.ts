import type { Handlers } from "../handler";
import type { OauthService } from "#server/modules/oauth/oauth.service";

/** /yc-oauth: captcha, SMS code, login, token refresh, logout. */
export function oauthHandlers(oauth: OauthService, captchaBudget: (address: string) => void): Pick<Handlers, "captcha" | "sms" | "login" | "refreshToken" | "logout"> {
  return {
    captcha: (_input, ctx) => {
      captchaBudget(ctx.ip);
      return oauth.captcha();
    },
    sms: (q, ctx) => oauth.sendSms(q, ctx.ip),
    login: (body, ctx) => oauth.login(body, ctx.province),
    refreshToken: (body) => oauth.refresh(body.refresh_token),
    logout: async (body, ctx) => {
      await oauth.logout({ accessToken: ctx.token ?? undefined, refreshToken: body.refresh_token });
      return null;
    },
  };
}
