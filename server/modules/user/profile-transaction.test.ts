import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isScope } from "../scope/scopes";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { electivesProblem } from "./user.schema";

let api: AuthApi;
beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000" } });
});
afterAll(() => api.close());

describe("profile writes", () => {
  // Each save checks the electives against the province it ends with; two saves at once must not combine into a profile neither checked.
  // The race shows on PostgreSQL, where the two requests run on two connections (CI runs this suite there as well).
  it("a province change and an electives change at the same moment never leave electives that misfit the province", async () => {
    for (let round = 0; round < 8; round++) {
      const login = await logIn(api, String(13600000000 + round), {});
      const token = login.body.data.access_token as string;
      const patch = (body: unknown) => api.call("/yc-user/users", { method: "PATCH", token, body: JSON.stringify(body) });
      // zj's 技术 has no place in gd, and gd needs 物理 or 历史.
      const [province, electives] = await Promise.all([patch({ province: "gd" }), patch({ electives: ["化学", "生物", "技术"] })]);
      expect([province.status, electives.status].sort()).toEqual([200, 400]);
      const own = (await api.call("/yc-user/users/own", { token })).body.data as { province: string; electives: string[] };
      if (own.electives.length > 0) {
        expect(isScope(own.province)).toBe(true);
        expect(electivesProblem(own.province as "zj", own.electives as never)).toBeNull();
      }
    }
  });
});
