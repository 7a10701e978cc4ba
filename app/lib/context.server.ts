import type { Channels } from "#channels/registry";
import type { ApiTransport } from "#server/contracts/endpoint";
import type { RequestSession } from "#server/web/request-session";

/** What server/app.ts hands every loader and action. */
export interface AppContext {
  cspNonce: string;
  /** The visitor's address, forwarded to the API for per-address limits. */
  clientIp: string;
  /** True for Remix's client-side data requests, i.e. JavaScript is on. */
  dataRequest: boolean;
  /** The visitor's session for this request: read once, written at most once as the response goes out. */
  session: RequestSession;
  channels: Channels;
  /** How the API client reaches the yc-* API: in process, or over HTTP (YC_API_BASE). */
  api: ApiTransport;
  config: {
    defaultChannel: string;
    /** Operator overrides of the next first-stage application date, per scope (YYYY-MM-DD). */
    firstStageDates: Record<string, string>;
    /** Now, for the calendar: the real time, or a fixed instant set by CALENDAR_NOW outside production. */
    calendarNow: () => Date;
    production: boolean;
  };
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
  // Single fetch (vite.config.ts): loaders return plain objects or data(); types follow.
  interface Future {
    v3_singleFetch: true;
  }
}
