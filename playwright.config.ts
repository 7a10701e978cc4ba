import { defineConfig } from "@playwright/test";
import { CALENDAR_NOW, ZJ_FIRST_STAGE_DATE } from "./tests/e2e/calendar";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One server process (embedded PGlite), two browsers, so both cores of a CI machine are busy
  // (14 min instead of about twice that). Files run side by side, and so do the two projects of
  // one file: a spec that publishes content does it in a channel or scope its other checks and
  // other specs do not read, and every test logs in with a phone of its own.
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The built production bundle with a throw-away embedded database (see tests/run-all.sh).
    command: "npm start",
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DB_DIR: process.env.E2E_DB_DIR ?? "var/e2e-db",
      LOG_REQUESTS: "off",
      // Logins in the tests read their codes from the development inbox.
      DEV_INBOX: "on",
      // Every test comes from 127.0.0.1; the per-address captcha budget of one visitor would run out.
      CAPTCHA_IP_MINUTE_LIMIT: "100000",
      // Likewise the per-address SMS budget: the whole suite logs in from one address.
      SMS_IP_HOURLY_LIMIT: "100000",
      CALENDAR_NOW,
      FIRST_STAGE_DATES: `zj:${ZJ_FIRST_STAGE_DATE}`,
    },
  },
});
