import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { SmsSender } from "./modules/sms/sms.adapter";

/**
 * What server/app.ts builds every repository and service from. The clock,
 * logger and SMS adapter default to the real ones; tests move the clock and
 * swap the SMS sender here.
 */
export interface AppDeps {
  /** The validated configuration. */
  env: Env;
  database: Database;
  now?: () => number;
  logger?: Logger;
  smsSender?: SmsSender;
}
