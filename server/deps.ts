import type { Database } from "./db/client";
import type { Env } from "./env";

/** What every module's router and service is built from. */
export interface AppDeps {
  env: Env;
  database: Database;
}
