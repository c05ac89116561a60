import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: [
      // `server-only` throws outside a React Server Components bundle; under Vitest it is a no-op.
      { find: /^server-only$/, replacement: path.join(root, "tests/support/empty-module.ts") },
      // No Next.js cache scope under Vitest: tagging is a no-op and revalidations are recorded.
      { find: /^next\/cache$/, replacement: path.join(root, "tests/support/next-cache.ts") },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // CPU-bound tests (a thousand localStorage writes) run long on a shared, busy machine; no test waits on time.
          testTimeout: 20_000,
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: [
            "tests/**/*.integration.test.ts",
            "tests/**/*.integration.test.tsx",
            "tests/e2e/**",
            "**/node_modules/**",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/**/*.integration.test.ts", "tests/**/*.integration.test.tsx"],
          exclude: ["tests/e2e/**", "**/node_modules/**"],
          // One database per run (TEST_DB_KIND=postgres|pglite), shared by files that run one at a time.
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
