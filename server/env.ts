import { isIP } from "node:net";
import { localSecret } from "./local-secret";
import { z } from "zod";
import { LOGIN_LIMITS } from "./modules/oauth/oauth.schema";
import type { S3Config } from "./modules/uploads/upload-store";

/** Express's names for address ranges, usable in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** A positive whole number from the environment, with the product's default. */
const limit = (fallback: number, max = 100_000) => z.coerce.number().int().min(1).max(max).default(fallback);

const SCOPE_DATE = /^(zj|gd|hb|sd|ah|jx):\d{4}-\d{2}-\d{2}$/;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DB_DIR: z.string().min(1).default("./var/db"),
  /** Where staff uploads (images, videos) are stored, renamed. */
  UPLOAD_DIR: z.string().min(1).default("./var/uploads"),
  /** An S3-compatible bucket for uploads instead of UPLOAD_DIR: all five set, or none (S3_REGION defaults). */
  S3_ENDPOINT: z.string().url("must be an http(s) URL such as https://s3.example.com").regex(/^https?:\/\//, "must be an http(s) URL").optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1").default("us-east-1"),
  CHANNEL: z.string().regex(/^[a-z0-9]+$/, "must be a lower-case channel code").default("brand"),
  /** Where the app's loaders reach the API; unset means this process (the handlers are called in process). */
  YC_API_BASE: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Next first-stage application date per scope, e.g. "zj:2027-07-16,sd:2027-07-05"; overrides the built-in calendar. */
  FIRST_STAGE_DATES: z
    .string()
    .optional()
    .refine(
      (v) => !v || v.split(",").every((p) => SCOPE_DATE.test(p.trim())),
      "must look like zj:2027-07-16,gd:2027-06-29",
    ),
  /**
   * Outside production only: the instant the header's countdown counts from, e.g. "2027-07-06T10:00:00+08:00",
   * so that end-to-end tests see the same number of days on any date. Production always counts from the real time.
   */
  CALENDAR_NOW: z.string().datetime({ offset: true, message: "must be an ISO instant such as 2027-07-06T10:00:00+08:00" }).optional(),
  LOG_REQUESTS: z.enum(["on", "off"]).default("on"),
  /** SMS delivery: `console` logs (development), `http` posts to a gateway; production requires `http`. */
  SMS_ADAPTER: z.enum(["console", "http"]).optional(),
  SMS_GATEWAY_URL: z.string().url("must be an http(s) URL").optional(),
  SMS_GATEWAY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Which proxies may name the client in X-Forwarded-For: a hop count ("1": the
   * load balancer in front) or a comma-separated list of addresses, CIDR ranges
   * and Express's names (loopback, linklocal, uniquelocal). Loopback is always
   * trusted, because the pages reach the API over loopback with the visitor's address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("loopback")
    .refine(
      (v) => /^[1-9]\d?$/.test(v) || v.split(",").every((e) => isProxyAddress(e.trim())),
      "must be a hop count (e.g. 1) or addresses / CIDR ranges separated by commas (e.g. loopback,10.0.0.0/8)",
    ),
  /** The development inbox (GET /__dev/sms, /__dev/captcha) for local runs and tests; never in production. */
  DEV_INBOX: z.enum(["on", "off"]).default("off"),
  /** The data-access quota (visitors see the first units of each band); `off` for self-hosted deployments. */
  QUOTA: z.enum(["on", "off"]).default("on"),
  /** SMS codes one client address may request per hour (schools share one address, so it is adjustable). */
  SMS_IP_HOURLY_LIMIT: limit(20),
  SMS_PHONE_HOURLY_LIMIT: limit(LOGIN_LIMITS.smsPerPhonePerHour),
  SMS_PHONE_DAILY_LIMIT: limit(LOGIN_LIMITS.smsPerPhonePerDay),
  /** Seconds before the same phone may ask for another code. */
  SMS_RESEND_SECONDS: limit(LOGIN_LIMITS.smsResendSeconds, 3600),
  /** Captchas one client address may fetch per minute (each one costs the server an image). */
  CAPTCHA_IP_MINUTE_LIMIT: limit(60),
  /** Business-cooperation messages one client address may send per hour. */
  COOPERATION_IP_HOURLY_LIMIT: limit(5),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(3600).max(90 * 86_400).default(30 * 86_400),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** TRUST_PROXY as Express's "trust proxy" setting. */
  trustProxy: number | string[];
  SESSION_SECRET: string;
  SMS_ADAPTER: "console" | "http";
  firstStageDates: Record<string, string>;
  /** The current instant as the calendar (the countdown) sees it. */
  calendarNow: () => Date;
  /** The upload bucket when S3_* is configured; null: uploads go to UPLOAD_DIR. */
  s3: S3Config | null;
};

/** Reads the environment once; a bad value throws an Error whose message names the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    throw new Error("Invalid environment variable SESSION_SECRET: required in production");
  }
  if (env.NODE_ENV === "production" && env.DEV_INBOX === "on") {
    throw new Error("Invalid environment variable DEV_INBOX: must be off in production (it hands out login codes)");
  }
  if (env.NODE_ENV === "production" && env.CALENDAR_NOW) {
    throw new Error("Invalid environment variable CALENDAR_NOW: not allowed in production (the countdown must follow the real date)");
  }
  const smsAdapter = env.SMS_ADAPTER ?? (env.NODE_ENV === "production" ? "http" : "console");
  if (env.NODE_ENV === "production" && smsAdapter !== "http") {
    throw new Error("Invalid environment variable SMS_ADAPTER: must be http in production (the console adapter never delivers codes)");
  }
  if (smsAdapter === "http" && !env.SMS_GATEWAY_URL) {
    throw new Error("Invalid environment variable SMS_GATEWAY_URL: required when SMS_ADAPTER is http");
  }
  if (smsAdapter === "http" && !env.SMS_GATEWAY_SECRET) {
    throw new Error("Invalid environment variable SMS_GATEWAY_SECRET: required when SMS_ADAPTER is http");
  }
  const s3 = s3Config(env);
  const firstStageDates: Record<string, string> = {};
  for (const part of (env.FIRST_STAGE_DATES ?? "").split(",").filter(Boolean)) {
    const [scope, date] = part.trim().split(":");
    firstStageDates[scope] = date;
  }
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? localSecret(),
    SMS_ADAPTER: smsAdapter,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    firstStageDates,
    calendarNow: env.CALENDAR_NOW ? () => new Date(env.CALENDAR_NOW!) : () => new Date(),
    s3,
  };
}

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Half a configuration would silently store uploads on local disk: all four are required together. */
function s3Config(env: z.infer<typeof EnvSchema>): S3Config | null {
  const missing = S3_REQUIRED.filter((k) => !env[k]);
  if (missing.length === S3_REQUIRED.length) return null;
  if (missing.length > 0) throw new Error(`Invalid environment variable ${missing[0]}: required when any S3_* variable is set`);
  if (env.NODE_ENV === "production" && !env.S3_ENDPOINT!.startsWith("https://")) {
    throw new Error("Invalid environment variable S3_ENDPOINT: must be https in production (the keys sign every request, the files travel in clear otherwise)");
  }
  return { endpoint: env.S3_ENDPOINT!, bucket: env.S3_BUCKET!, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY!, region: env.S3_REGION };
}

function parseTrustProxy(value: string): number | string[] {
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((e) => e.trim());
  return entries.includes("loopback") ? entries : ["loopback", ...entries];
}
