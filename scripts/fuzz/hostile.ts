import { deflateSync, gzipSync } from "node:zlib";
import type { Random } from "./random";
import { fillPath, type ApiTarget, type PageTarget } from "./targets";

/** One request to send: exact method, path, headers and body (a body given as a size is streamed, never built in memory). */
export interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | { streamBytes: number; declare: boolean };
}

export interface Credentials {
  /** Access token of a logged-in user, for the API. */
  token: string | null;
  /** `__session=…` of a logged-in visitor, for the pages. */
  sessionCookie: string | null;
  /** host:port the server listens on, for same-origin headers. */
  host: string;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "TRACK", "PROPFIND", "FOO", "M-SEARCH"];

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001b[31m",
  "\u007f",
  "\ud800",
  "\uffff",
  "13800000000\u0000",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "浙江大学",
  "ＡＢＣ",
  "a".repeat(10_000),
  "9".repeat(400),
  "1e400",
  "-0",
  "NaN",
  "__proto__",
  "constructor",
  "null",
  "true",
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [null],
  { $gt: "" },
  { __proto__: { admin: true } },
  ["zj", "gd"],
];

const FIELD_NAMES = ["phoneNo", "code", "encrypt", "authCode", "refresh_token", "province", "page", "size", "ucode", "name", "year", "score", "rank", "displayName", "nature", "gender", "highSchool", "graduationYear", "electives", "company", "contact", "phone", "message", "website", "scope", "intent", "mode", "redirectTo", "op", "subject", "batch", "keyword", "__proto__"];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/json; charset=nonsense",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "application/x-www-form-urlencoded; charset=gbk",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data; boundary=",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/xml",
  "application/octet-stream",
  "application/vnd.api+json",
  "image/png",
  "*/*",
  ";;;",
  "application/json; boundary=x; charset=",
];

const ENCODINGS = ["gzip", "deflate", "br", "identity", "compress", "gzip, gzip", "nonsense", "x-gzip", "zstd"];

function hostileValue(r: Random): unknown {
  if (r.chance(0.5)) return r.pick(HOSTILE_STRINGS);
  return r.pick(HOSTILE_VALUES);
}

/** Deep nesting as text (building it as a value would overflow this process's own stack). */
function deepJson(r: Random): string {
  const depth = r.pick([20, 100, 1000, 5000, 20_000]);
  const [open, close] = r.chance(0.5) ? ["[", "]"] : ['{"a":', "}"];
  return open.repeat(depth) + "1" + close.repeat(depth);
}

function hostileObject(r: Random): Record<string, unknown> {
  const obj: Record<string, unknown> = {};
  const n = 1 + r.int(6);
  for (let i = 0; i < n; i++) obj[r.chance(0.9) ? r.pick(FIELD_NAMES) : r.pick(HOSTILE_STRINGS)] = hostileValue(r);
  return obj;
}

function jsonBody(r: Random): Buffer {
  const roll = r.next();
  if (roll < 0.5) return Buffer.from(JSON.stringify(hostileObject(r)));
  if (roll < 0.6) return Buffer.from(deepJson(r));
  if (roll < 0.7) return Buffer.from(`{"${r.pick(FIELD_NAMES)}":${deepJson(r)}}`);
  if (roll < 0.8) return Buffer.from(r.pick(["{", "{\"a\":", "nul", "\"str\"", "123", "[1,2", "{\"a\":1}}", "\u0000{}", "{\"a\":\"\\u0000\"}", "{\"a\":\"\\ud800\"}"]));
  return r.bytes(r.int(512));
}

function formBody(r: Random): Buffer {
  const parts: string[] = [];
  const n = 1 + r.int(6);
  for (let i = 0; i < n; i++) {
    const key = r.chance(0.9) ? r.pick(FIELD_NAMES) : r.pick(HOSTILE_STRINGS);
    const value = String(r.pick(HOSTILE_STRINGS));
    parts.push(`${r.chance(0.9) ? safeEncode(key) : key}=${r.chance(0.8) ? safeEncode(value) : value}`);
  }
  if (r.chance(0.1)) parts.push(r.pick(["%", "%%", "%zz", "a=%E0%A4%A", "=", "&&&", "a[b][c][d][e][f][g]=1", "a[]=1&a[]=2"]));
  return Buffer.from(parts.join("&"));
}

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

function multipartBody(r: Random, boundary: string): Buffer {
  const roll = r.next();
  if (roll < 0.4) {
    const field = r.pick(FIELD_NAMES);
    return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${String(r.pick(HOSTILE_STRINGS))}\r\n--${boundary}--\r\n`);
  }
  if (roll < 0.6) return Buffer.from(`--${boundary}\r\nno headers\r\n\r\nbroken`);
  if (roll < 0.7) return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="../../x.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n${r.bytes(64).toString("latin1")}\r\n--${boundary}--\r\n`);
  return r.bytes(r.int(1024));
}

function query(r: Random): string {
  if (r.chance(0.3)) return "";
  const parts: string[] = [];
  const n = 1 + r.int(5);
  for (let i = 0; i < n; i++) {
    const key = r.pick([...FIELD_NAMES, "_data", "channel", "series", "redirectTo", "a[b][c][d][e][f][g][h]", "a[]", "a[9999]"]);
    const value = String(r.pick(HOSTILE_STRINGS));
    parts.push(`${key}=${r.chance(0.8) ? safeEncode(value) : value.replace(/[\s#]/g, "")}`);
  }
  if (r.chance(0.1)) parts.push(r.pick(["%", "%zz", "_data=routes%2Froot", "_data=nonexistent", "_data=", "index", "a=1&a=2&a=3"]));
  return `?${parts.join("&")}`;
}

/** Header values Node's client accepts (no CR, LF or NUL): the server still gets every oddity a proxy would pass. */
function headerSafe(value: string): string {
  return value.replace(/[\r\n\u0000]/g, "").replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, "?");
}

function commonHeaders(r: Random, creds: Credentials, page: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const origin = r.pick([`http://${creds.host}`, `http://${creds.host}`, "https://evil.example", "null", "not a url", "http://", "http://[::1", "%%%", "javascript:alert(1)", ""]);
  if (r.chance(0.6)) headers.Origin = origin;
  if (r.chance(0.3)) headers.Referer = r.pick([`http://${creds.host}/zj/index`, "https://evil.example/", "::", "%%%"]);
  if (r.chance(0.4)) headers["Sec-Fetch-Site"] = r.pick(["same-origin", "same-site", "cross-site", "none", "garbage"]);
  if (r.chance(0.7)) headers.province = r.pick(["zj", "gd", "hb", "sd", "ah", "jx", "ZJ", "xx", "", "zj\t", "zj,gd"]);
  if (r.chance(0.7)) headers.channel = r.pick(["BRAND", "OEM1", "brand", "EVIL", "", "<script>", "a".repeat(300)]);
  if (r.chance(0.3)) headers.UA = r.pick(["PC", "", "H5", "x".repeat(100)]);
  if (r.chance(0.3)) headers["User-Agent"] = r.pick(["Mozilla/5.0", "MSIE 6.0", "", "curl/8", "\u00ff\u00fe"]);
  if (creds.token && r.chance(0.4)) headers.Authorization = `Bearer ${creds.token}`;
  else if (r.chance(0.2)) headers.Authorization = r.pick(["Bearer", "Bearer ", "Bearer x.y.z", "Basic YTpi", `Bearer ${"a".repeat(5000)}`, "Bearer \u00ff"]);
  const cookies: string[] = [];
  if (page && creds.sessionCookie && r.chance(0.4)) cookies.push(creds.sessionCookie);
  if (r.chance(0.3)) cookies.push(r.pick(["__session=garbage", "__session=s%3Aabc.def", "yc_channel=ZXZpbA%3D%3D", "yc_channel=%00", "yc_scope=xx", "yc_series=%%%", "=", ";;", "a=b=c"]));
  if (cookies.length) headers.Cookie = cookies.join("; ");
  if (r.chance(0.2)) headers["X-Forwarded-For"] = r.pick(["203.0.113.9", "not an ip", "1.1.1.1, 2.2.2.2", "::1", ""]);
  if (r.chance(0.1)) headers["X-Forwarded-Host"] = r.pick(["evil.example", "", "a b", "[::1"]);
  if (r.chance(0.1)) headers.Host = r.pick(["evil.example", "a b", "[::1", "", "x:99999", creds.host]);
  if (r.chance(0.1)) headers.Accept = r.pick(["text/html", "application/json", "*/*", "", "text/event-stream"]);
  if (r.chance(0.05)) headers.Range = r.pick(["bytes=0-1", "bytes=garbage", "bytes=-1,-2,-3"]);
  if (r.chance(0.05)) headers.Expect = "100-continue";
  for (const [k, v] of Object.entries(headers)) headers[k] = headerSafe(v);
  return headers;
}

function withBody(r: Random, req: FuzzRequest, preferred: "json" | "form"): FuzzRequest {
  const roll = r.next();
  if (roll < 0.05) {
    // A huge body: 2 MB sent, or 50 MB declared and streamed until the server answers.
    req.body = { streamBytes: r.pick([2, 50]) * 1024 * 1024, declare: r.chance(0.5) };
    req.headers["Content-Type"] = r.pick(["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=fuzz"]);
    return req;
  }
  const type = r.chance(0.5) ? (preferred === "json" ? "application/json" : "application/x-www-form-urlencoded") : r.pick(CONTENT_TYPES);
  if (!r.chance(0.05)) req.headers["Content-Type"] = type;
  let body = type.includes("json") ? jsonBody(r) : type.startsWith("multipart") ? multipartBody(r, "fuzz") : type.includes("urlencoded") ? formBody(r) : r.chance(0.5) ? formBody(r) : r.bytes(r.int(256));
  if (r.chance(0.1)) {
    const encoding = r.pick(ENCODINGS);
    req.headers["Content-Encoding"] = encoding;
    if (encoding === "gzip" && r.chance(0.5)) body = gzipSync(body);
    if (encoding === "deflate" && r.chance(0.5)) body = deflateSync(body);
  }
  req.body = body;
  return req;
}

export function apiRequest(r: Random, targets: ApiTarget[], creds: Credentials): FuzzRequest {
  const target = r.pick(targets);
  const method = r.chance(0.8) ? target.method : r.pick(METHODS);
  const req: FuzzRequest = { kind: "api", method, path: target.path + query(r), headers: commonHeaders(r, creds, false) };
  if (method !== "GET" && method !== "HEAD" && r.chance(0.9)) withBody(r, req, "json");
  else if (r.chance(0.1)) withBody(r, req, "json");
  return req;
}

export function pageRequest(r: Random, targets: PageTarget[], creds: Credentials): FuzzRequest {
  const withAction = targets.filter((t) => t.action);
  const target = r.chance(0.6) && withAction.length ? r.pick(withAction) : r.pick(targets);
  const method = target.action && r.chance(0.6) ? "POST" : r.chance(0.8) ? "GET" : r.pick(METHODS);
  let path = fillPath(target.path, r.pick) + query(r);
  if (r.chance(0.3)) path += `${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(r.chance(0.8) ? target.routeId : r.pick(["root", "routes/nothing", "%00"]))}`;
  const req: FuzzRequest = { kind: "page", method, path, headers: commonHeaders(r, creds, true) };
  if (method !== "GET" && method !== "HEAD") withBody(r, req, "form");
  return req;
}

const ODD_PATHS = [
  "/",
  "//",
  "/zj//index",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/../../etc/passwd",
  "/zj/%E0%A4%A",
  "/zj/%00",
  "/%",
  "/yc-",
  "/yc-oauth",
  "/yc-oauth/",
  "/yc-user/users/score_rank/../own",
  "/YC-OAUTH/CAPTCHA",
  "/__dev/sms",
  "/__dev/captcha?encrypt=%00",
  "/brand-assets/brand/..%2f..%2fpackage.json",
  "/brand-assets/%00/x",
  "/assets/../../server/env.ts",
  "/favicon.svg",
  "/robots.txt",
  "/healthz",
  `/${"a".repeat(4000)}`,
  "/zj/index?" + "a=1&".repeat(2000),
];

export function oddRequest(r: Random, creds: Credentials): FuzzRequest {
  const method = r.pick(METHODS);
  const req: FuzzRequest = { kind: "odd", method, path: r.pick(ODD_PATHS), headers: commonHeaders(r, creds, true) };
  if (method !== "GET" && method !== "HEAD") withBody(r, req, r.chance(0.5) ? "json" : "form");
  return req;
}
