import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "var/", "server/db/migrations/", "test-results/", "**/*.d.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Route modules and components reach data only through the API client.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["#server/db/*", "#server/db", "**/server/db/*"], message: "app/ must not import the database; use the API client (app/lib/api.server.ts)." },
            { group: ["#server/modules/*/*.repo", "#server/modules/*/*.service"], message: "app/ may import only pure *.schema.ts / scope facts from server/." },
          ],
        },
      ],
    },
  },
);
