import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SLOW_TEST_TIMEOUT_MS, TEST_TIMEOUT_MS } from "./tests/helpers/patience.ts";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~shared": fileURLToPath(new URL("./supabase/functions/_shared", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // A test fails within minutes (tests/helpers/patience.ts); hooks start the heavy machinery
    // (PostgreSQL clusters and their migrations, Deno, sites), each once per file.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: SLOW_TEST_TIMEOUT_MS,
    // PGlite instances and the Deno child process are heavy: keep parallelism modest on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // Unit tests share a worker's modules (half the run is importing the app's modules): none
          // mocks a module or changes process.env; one that must, restores it in its own afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          // The migrated database template every test copies, built once before the workers start.
          globalSetup: ["tests/helpers/backend/global-setup.ts"],
        },
      },
    ],
  },
});
