import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthApi } from "#tests/helpers/auth-api";
import { adminLogIn, exeBytes, pngOf, upload } from "#tests/helpers/admin-api";
import { loadEnv } from "../../env";
import { CLI_ACTOR, createAdminService } from "../admin/admin.service";
import { sha256Hex, signRequest } from "./sigv4";
import { s3Store, type S3Config } from "./upload-store";

const KEYS = { accessKeyId: "AKIDTEST", secretAccessKey: "test-secret-key", region: "cn-east-1" };

/**
 * A bucket in memory that accepts a request only if its signature is right: it recomputes it from what
 * arrived on the wire (host, the signed headers, the body's hash), so a header changed in transit fails.
 */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string }[] = [];
  const verify = (req: IncomingMessage, body: Buffer): string | null => {
    const auth = req.headers.authorization ?? "";
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(auth);
    if (!m) return "malformed authorization";
    if (m[1] !== KEYS.accessKeyId || m[3] !== KEYS.region) return "wrong credential scope";
    const date = String(req.headers["x-amz-date"] ?? "");
    if (!date.startsWith(m[2])) return "date outside the scope";
    const hash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (hash !== sha256Hex(body)) return "payload hash differs from the body";
    const signed = m[4].split(";");
    if (!signed.includes("host") || !signed.includes("x-amz-date") || !signed.includes("x-amz-content-sha256")) return "missing signed headers";
    const headers = Object.fromEntries(signed.filter((h) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(h)).map((h) => [h, String(req.headers[h] ?? "")]));
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const expected = signRequest({ method: req.method!, url, headers, payloadHash: hash }, { ...KEYS, service: "s3" }, parseAmzDate(date)).authorization;
    return expected === auth ? null : "signature mismatch";
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization ?? "" });
      const problem = verify(req, body);
      if (problem) return void res.writeHead(403, { "content-type": "text/plain" }).end(problem);
      const key = req.url!;
      if (req.method === "PUT") {
        objects.set(key, { body, type: String(req.headers["content-type"]) });
        return void res.writeHead(200).end();
      }
      const obj = objects.get(key);
      if (!obj) return void res.writeHead(404).end();
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
      if (range) {
        const part = obj.body.subarray(Number(range[1]), Number(range[2]) + 1);
        return void res.writeHead(206, { "content-length": part.length, "content-range": `bytes ${range[1]}-${range[2]}/${obj.body.length}` }).end(part);
      }
      res.writeHead(200, { "content-length": obj.body.length, "content-type": obj.type }).end(obj.body);
    });
  });
  return { server, objects, seen };
}

const parseAmzDate = (d: string) => new Date(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(9, 11)}:${d.slice(11, 13)}:${d.slice(13, 15)}Z`);

describe("the S3 upload store", () => {
  const bucket = fakeBucket();
  let config: S3Config;
  beforeAll(async () => {
    await new Promise<void>((done) => bucket.server.listen(0, "127.0.0.1", done));
    config = { endpoint: `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`, bucket: "uploads", ...KEYS };
  });
  afterAll(() => new Promise<void>((done) => bucket.server.close(() => done())));

  it("puts an object with a signature the bucket accepts, then reads it back whole and by range", async () => {
    const store = s3Store(config);
    const bytes = new TextEncoder().encode("0123456789abcdef");
    await store.put("a1b2.png", bytes, "image/png");
    expect(bucket.objects.get("/uploads/a1b2.png")).toMatchObject({ type: "image/png" });
    expect(bucket.seen.at(-1)?.authorization).toContain("SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date");

    const whole = await store.open("a1b2.png");
    expect(whole).toMatchObject({ status: 200, size: 16, contentRange: null });
    expect(await text(whole!.body)).toBe("0123456789abcdef");

    const part = await store.open("a1b2.png", "bytes=2-5");
    expect(part).toMatchObject({ status: 206, size: 4, contentRange: "bytes 2-5/16" });
    expect(await text(part!.body)).toBe("2345");
  });

  it("answers null for a missing object and throws when the bucket refuses the signature", async () => {
    expect(await s3Store(config).open("missing.png")).toBeNull();
    const wrong = s3Store({ ...config, secretAccessKey: "not-the-secret" });
    await expect(wrong.put("b.png", new Uint8Array([1]), "image/png")).rejects.toThrow("HTTP 403");
    await expect(wrong.open("a1b2.png")).rejects.toThrow("HTTP 403");
    expect(bucket.objects.has("/uploads/b.png")).toBe(false);
  });
});

describe("the server with S3_* set", () => {
  const bucket = fakeBucket();
  afterAll(() => new Promise<void>((done) => bucket.server.close(() => done())));

  it("stores a staff upload in the bucket, not on disk, and serves it back through /uploads with its own headers", async () => {
    await new Promise<void>((done) => bucket.server.listen(0, "127.0.0.1", done));
    const endpoint = `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`;
    const api = await startAuthApi({
      env: { SMS_IP_HOURLY_LIMIT: "10000", UPLOAD_DIR: "/nonexistent/uploads", S3_ENDPOINT: endpoint, S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey, S3_REGION: KEYS.region },
    });
    try {
      const unused = () => Promise.reject(new Error("unused"));
      const cli = createAdminService({ db: api.database.db, now: api.clock.now, oauth: { sendCode: unused, completeLogin: unused }, channelCodes: ["brand"] });
      await cli.addStaff(CLI_ACTOR, { phone: "13900000071", name: "管理员", role: "admin", channels: ["all"], scopes: ["all"] });
      const token = (await adminLogIn(api, "13900000071")).body.data.token as string;
      expect((await upload(api, token, exeBytes(), "image/png")).status).toBe(400);
      expect(bucket.objects.size).toBe(0);
      const png = await upload(api, token, pngOf(20, 10));
      expect(png.status).toBe(200);
      const { id, url } = png.body.data as { id: string; url: string };
      expect([...bucket.objects.keys()]).toEqual([`/uploads/${id}.png`]);
      const served = await fetch(api.baseUrl + url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("content-disposition")).toBe(`inline; filename="${id}.png"`);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngOf(20, 10));
      const ranged = await fetch(api.baseUrl + url, { headers: { range: "bytes=0-7" } });
      expect(ranged.status).toBe(206);
      expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(pngOf(20, 10).subarray(0, 8));
      expect((await fetch(`${api.baseUrl}/uploads/${"0".repeat(32)}.png`)).status).toBe(404);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe("S3_* configuration", () => {
  const full = { S3_ENDPOINT: "https://s3.example.com", S3_BUCKET: "zyz-uploads", S3_ACCESS_KEY_ID: "AK", S3_SECRET_ACCESS_KEY: "SK" };

  it("is off when unset and complete when all four are set (region defaults)", () => {
    expect(loadEnv({}).s3).toBeNull();
    expect(loadEnv(full).s3).toEqual({ endpoint: "https://s3.example.com", bucket: "zyz-uploads", accessKeyId: "AK", secretAccessKey: "SK", region: "us-east-1" });
  });

  it("refuses half a configuration, a bad bucket name and plain http in production, naming the variable", () => {
    expect(() => loadEnv({ S3_ENDPOINT: "https://s3.example.com" })).toThrow("Invalid environment variable S3_BUCKET: required when any S3_* variable is set");
    expect(() => loadEnv({ ...full, S3_BUCKET: "Bad_Bucket" })).toThrow(/^Invalid environment variable S3_BUCKET/);
    expect(() => loadEnv({ ...full, S3_ENDPOINT: "ftp://s3.example.com" })).toThrow(/^Invalid environment variable S3_ENDPOINT/);
    const prod = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), SMS_GATEWAY_URL: "https://sms.example.com", SMS_GATEWAY_SECRET: "y".repeat(16) };
    expect(() => loadEnv({ ...prod, ...full, S3_ENDPOINT: "http://s3.example.com" })).toThrow(/^Invalid environment variable S3_ENDPOINT: must be https/);
    expect(loadEnv({ ...prod, ...full }).s3?.endpoint).toBe("https://s3.example.com");
  });
});
