import { localSecret } from "./local-secret";
import { z } from "zod";

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
  LOG_REQUESTS: z.enum(["on", "off"]).default("on"),
  /** SMS delivery: `console` logs (development), `http` posts to a gateway; production requires `http`. */
  SMS_ADAPTER: z.enum(["console", "http"]).optional(),
  SMS_GATEWAY_URL: z.string().url("must be an http(s) URL").optional(),
  SMS_GATEWAY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** SMS codes one client address may request per hour (schools share one address, so it is adjustable). */
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(3600).max(90 * 86_400).default(30 * 86_400),
});

export type Env = z.infer<typeof EnvSchema> & {
  SESSION_SECRET: string;
  SMS_ADAPTER: "console" | "http";
  firstStageDates: Record<string, string>;
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
  const firstStageDates: Record<string, string> = {};
  for (const part of (env.FIRST_STAGE_DATES ?? "").split(",").filter(Boolean)) {
    const [scope, date] = part.trim().split(":");
    firstStageDates[scope] = date;
  }
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? localSecret(),
    SMS_ADAPTER: smsAdapter,
    firstStageDates,
  };
}
