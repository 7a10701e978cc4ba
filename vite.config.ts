/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";


const testing = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    // The Remix plugin is for the app build only; vitest runs plain modules.
    ...(testing
      ? []
      : [
          remix({
            future: {
              v3_fetcherPersist: true,
              v3_relativeSplatPath: true,
              v3_throwAbortReason: true,
              v3_lazyRouteDiscovery: true,
              v3_singleFetch: true,
            },
          }),
        ]),
  ],
  server: { host: "127.0.0.1" },
  test: {
    include: ["server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "channels/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
