import type { AppLoadContext } from "@remix-run/node";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChannels } from "#channels/registry";
import { httpTransport } from "#server/api/http-transport";
import { endpoints } from "#server/contracts/endpoints";
import { api } from "./api.server";
import { channelCookie } from "./cookies.server";

let base = "";
let seen: IncomingHttpHeaders = {};
const server = createServer((req, res) => {
  seen = req.headers;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ errCode: 200, msg: "ok", data: null }));
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

async function channelSent(cookie: string | null): Promise<string | undefined> {
  const context = { channels: loadChannels(), clientIp: "", api: httpTransport(base), config: { defaultChannel: "brand", production: true } } as unknown as AppLoadContext;
  const request = new Request("http://127.0.0.1/zj/index", { headers: cookie ? { Cookie: cookie } : {} });
  await (await api(request, context)).call(endpoints.logout, {});
  return seen.channel as string | undefined;
}

describe("the channel the pages pass to the API", () => {
  it("is the remembered channel when the deployment knows it", async () => {
    expect(await channelSent((await channelCookie.serialize("oem1")).split(";")[0])).toBe("OEM1");
  });
  it("is the deployment's channel when the cookie names an unknown one", async () => {
    expect(await channelSent((await channelCookie.serialize("evil<script>")).split(";")[0])).toBe("BRAND");
    expect(await channelSent("yc_channel=garbage")).toBe("BRAND");
    expect(await channelSent(null)).toBe("BRAND");
  });
});
