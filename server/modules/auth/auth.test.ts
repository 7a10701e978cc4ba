import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { refreshTokens } from "../../db/schema/index";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { deriveKey, sha256 } from "./keys";
import { createTokenService } from "./token.service";

let api: AuthApi;
let phoneSeq = 13900000000;
const newPhone = () => String(++phoneSeq);

beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000" } });
});
afterAll(() => api.close());

async function tokens() {
  const res = await logIn(api, newPhone());
  expect(res.status).toBe(200);
  return res.body.data as { access_token: string; refresh_token: string };
}
const own = (token?: string) => api.call("/yc-user/users/own", { token });
const refresh = (refresh_token: unknown) => api.call("/yc-oauth/refresh_token", { body: { refresh_token } });
/** The housekeeping side of the token service, over the test app's database and clock. */
const runtimeTokens = () =>
  createTokenService(api.database.db, { now: api.clock.now, accessTtlSeconds: 7200, refreshTtlSeconds: 30 * 86400, successorKey: deriveKey("x".repeat(32), "refresh-successor") });
const UNAUTHORIZED = { errCode: 401, msg: "请先登录系统", data: null };

describe("/yc-user requires a valid Bearer token", () => {
  it.each([
    ["no header", {}],
    ["empty bearer", { authorization: "Bearer " }],
    ["another scheme", { authorization: "Basic dXNlcjpwYXNz" }],
    ["unknown token", { authorization: "Bearer at_unknown" }],
  ])("%s → HTTP 401, errCode 401", async (_name, headers) => {
    for (const [method, path] of [
      ["GET", "/yc-user/users/own"],
      ["PATCH", "/yc-user/users"],
      ["PUT", "/yc-user/users"],
      ["PATCH", "/yc-user/users/nature"],
      ["GET", "/yc-user/users/score_records"],
      ["GET", "/yc-user/anything"],
    ]) {
      const res = await api.call(path, { method, headers, body: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });

  it("lets GET /yc-user/users/score_rank/ through, without a token, to its own router and its own answers", async () => {
    // This database has no rank tables: the score-rank router answers "no table", never the login guard.
    const noTable = { errCode: 404, msg: "暂无该年份的一分一段表", data: null };
    const noScore = { errCode: 400, msg: "请输入分数", data: null };
    for (const [path, status, body] of [
      ["/yc-user/users/score_rank/", 400, noScore],
      ["/yc-user/users/score_rank?year=2025&score=600", 404, noTable],
      ["/yc-user/USERS/Score_Rank/?score=600", 404, noTable],
    ] as const) {
      const res = await api.call(path);
      expect(res.status, path).toBe(status);
      expect(res.body, path).toEqual(body);
    }
  });

  it("an expired access token is refused", async () => {
    const t = await tokens();
    expect((await own(t.access_token)).status).toBe(200);
    api.clock.advance(2 * 3600_000 + 1000);
    const res = await own(t.access_token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it("logout revokes the access token server-side", async () => {
    const t = await tokens();
    const out = await api.call("/yc-oauth/logout", { method: "POST", token: t.access_token });
    expect(out.body).toEqual({ errCode: 200, msg: "退出成功", data: null });
    expect((await own(t.access_token)).status).toBe(401);
    expect((await refresh(t.refresh_token)).status).toBe(401);
    // Logging out twice is harmless.
    expect((await api.call("/yc-oauth/logout", { method: "POST", token: t.access_token })).status).toBe(200);
  });

  it("logout by refresh token alone (access token already expired) ends the login", async () => {
    const t = await tokens();
    await api.call("/yc-oauth/logout", { body: { refresh_token: t.refresh_token } });
    expect((await own(t.access_token)).status).toBe(401);
  });
});

describe("POST /yc-oauth/refresh_token", () => {
  it("a rotated token presented again within 30 s answers the pair it was rotated to", async () => {
    const t = await tokens();
    const first = await refresh(t.refresh_token);
    expect(first.status).toBe(200);
    api.clock.advance(29_000);
    const again = await refresh(t.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.data.access_token).toBe(first.body.data.access_token);
    expect(again.body.data.refresh_token).toBe(first.body.data.refresh_token);
    expect(again.body.data.expires_in).toBe(first.body.data.expires_in - 29);
    // Nothing was revoked: the pair works and rotates on.
    expect((await own(again.body.data.access_token)).status).toBe(200);
    expect((await refresh(again.body.data.refresh_token)).status).toBe(200);
  });

  it("the same token presented after the 30 s window is reuse: 401 and the family is revoked", async () => {
    const t = await tokens();
    const first = (await refresh(t.refresh_token)).body.data;
    api.clock.advance(30_001);
    const late = await refresh(t.refresh_token);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ errCode: 401, msg: "登录已过期，请重新登录", data: null });
    expect((await own(first.access_token)).status).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it("keeps the successor only encrypted and only for the grace window", async () => {
    const t = await tokens();
    const first = (await refresh(t.refresh_token)).body.data;
    const stored = async () => (await api.database.db.select({ successor: refreshTokens.successor }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(t.refresh_token))))[0].successor;
    const sealed = await stored();
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(first.refresh_token);
    expect(sealed).not.toContain(first.access_token);
    await runtimeTokens().purgeExpired();
    expect(await stored()).toBe(sealed);
    api.clock.advance(31_000);
    await runtimeTokens().purgeExpired();
    expect(await stored()).toBeNull();
    // Erased early or not, a late replay is still reuse.
    expect((await refresh(t.refresh_token)).status).toBe(401);
  });

  it("validates the body", async () => {
    expect((await refresh(undefined)).body).toEqual({ errCode: 400, msg: "请重新登录", data: null });
    expect((await refresh(42)).body.msg).toBe("请重新登录");
    const unknown = await refresh("rt_nope");
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ errCode: 401, msg: "登录已过期，请重新登录", data: null });
  });

  it("rotates: a new pair, the new access token works, the old refresh token is spent", async () => {
    const t = await tokens();
    api.clock.advance(3 * 3600_000); // the access token has expired meanwhile
    expect((await own(t.access_token)).status).toBe(401);
    const r = await refresh(t.refresh_token);
    expect(r.status).toBe(200);
    expect(r.body.data.refresh_token).toMatch(/^rt_[\w-]{20,}$/);
    expect(r.body.data.access_token).toMatch(/^at_[\w-]{20,}$/);
    expect(r.body.data.refresh_token).not.toBe(t.refresh_token);
    expect(r.body.data.access_token).not.toBe(t.access_token);
    expect(r.body.data.expires_in).toBe(7200);
    expect(r.body.data.refresh_expires_in).toBe(30 * 86400 - 3 * 3600);
    expect((await own(r.body.data.access_token)).status).toBe(200);
    const r2 = await refresh(r.body.data.refresh_token);
    expect(r2.status).toBe(200);
  });

  it("reuse of a rotated refresh token after the grace window revokes the whole family", async () => {
    const t = await tokens();
    const r1 = (await refresh(t.refresh_token)).body.data;
    const r2 = (await refresh(r1.refresh_token)).body.data;
    expect((await own(r2.access_token)).status).toBe(200);

    api.clock.advance(31_000);
    const replay = await refresh(t.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.msg).toBe("登录已过期，请重新登录");
    // Everything in the family is gone: the newest access token and refresh token too.
    expect((await own(r2.access_token)).status).toBe(401);
    expect((await refresh(r2.refresh_token)).status).toBe(401);
  });

  it("reuse revokes only that family: another login of the same user keeps working", async () => {
    const phone = newPhone();
    const a = (await logIn(api, phone)).body.data;
    api.clock.advance(61_000);
    const b = (await logIn(api, phone)).body.data;
    await refresh(a.refresh_token);
    api.clock.advance(31_000);
    await refresh(a.refresh_token);
    expect((await own(a.access_token)).status).toBe(401);
    expect((await own(b.access_token)).status).toBe(200);
  });

  it("concurrent refreshes with one token all get the one pair it was rotated to, and the login lives on", async () => {
    const t = await tokens();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(t.refresh_token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(results.map((r) => `${r.body.data.access_token} ${r.body.data.refresh_token}`));
    expect(pairs.size).toBe(1);
    const pair = results[0].body.data;
    expect((await own(pair.access_token)).status).toBe(200);
    expect((await refresh(pair.refresh_token)).status).toBe(200);
  });

  it("the login ends 30 days after it began, however often it is refreshed", async () => {
    const t = await tokens();
    let current = t.refresh_token;
    for (let day = 0; day < 3; day++) {
      api.clock.advance(10 * 86400_000);
      const r = await refresh(current);
      if (day < 2) {
        expect(r.status, `day ${(day + 1) * 10}`).toBe(200);
        current = r.body.data.refresh_token;
      } else {
        expect(r.status).toBe(401);
      }
    }
  });
});
