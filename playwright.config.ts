import { defineConfig } from "@playwright/test";
import path from "node:path";
import {
  ACTION_TIMEOUT_MS,
  NAVIGATION_TIMEOUT_MS,
  SLOW_TEST_TIMEOUT_MS,
  START_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
  WAIT_TIMEOUT_MS,
} from "./tests/helpers/patience.ts";

/**
 * End-to-end tests against the production build, served by server.js on loopback.
 * E2E_PORT / BUILD_DIR let several checkouts or engineers run suites side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const buildDir = process.env.BUILD_DIR ?? "build";
/** The campaigns' files (see the projects below). */
const CAMPAIGN = /\.campaign\.http\.spec\.ts$/;
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.out/e2e-data-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per port: Playwright empties it at start, so side-by-side runs must not share it.
  outputDir: `.out/test-results-${port}`,
  fullyParallel: false,
  // Two browsers on the 2-core machines: while one worker's page loads or runs axe, the other
  // waits on the server. Measured: 12.7 min with one worker, 7.6 with two, no gain with three.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries anywhere (issue 35): a flaky test is fixed where it waits, not run again.
  retries: 0,
  reporter: process.env.CI ? [["list"], ["github"]] : "list",
  // Safety nets ten times what a quiet machine needs (tests/helpers/patience.ts): tests wait for events.
  // An action or navigation that cannot happen fails within seconds, naming what it waited for.
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: WAIT_TIMEOUT_MS },
  use: {
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: NAVIGATION_TIMEOUT_MS,
    baseURL: `http://127.0.0.1:${port}`,
    // Tracing every test costs about a quarter of the run, and there are no retries to trace: to see a
    // failure, run its file again with `--trace on`.
    trace: "off",
    launchOptions: {
      // Debian's chromium-headless-shell, the same Chromium as /usr/bin/chromium without the full
      // browser's interface processes: the whole e2e in about half the time (decisions 152, 155).
      executablePath: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        // The shell hints web fonts fully (glyph advances rounded to whole pixels); the full
        // browser, like the browsers visitors use, positions glyphs at subpixels. Without this a
        // line of text can be a pixel or two wider, and a table that overflows by less than a pixel
        // in Chrome fits (decision 155).
        "--font-render-hinting=none",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Plain HTTP checks (status codes, headers, HTML, sitemap): no browser behaviour involved.
    { name: "http", testMatch: /\.http\.spec\.ts$/, testIgnore: CAMPAIGN },
    // Campaigns (`npm run test:campaigns`, after `npm test` in CI): thousands of hostile posts,
    // kill -9 and restarts, floods, two instances on PostgreSQL. Plain HTTP too, each named
    // `*.campaign.http.spec.ts`; they take minutes, so each test has the slow net.
    { name: "campaigns", testMatch: CAMPAIGN, timeout: SLOW_TEST_TIMEOUT_MS },
    // Tests tagged @content check server-rendered copy and figures, identical with JavaScript on or
    // off: they run once, in the no-js project. Tests tagged @js are about what JavaScript does (its
    // arrival, the fonts and layout a script reads): they run only in the js project. Everything
    // else runs in both.
    { name: "js", testIgnore: /\.http\.spec\.ts$/, grepInvert: /@content/, use: { javaScriptEnabled: true } },
    { name: "no-js", testIgnore: /\.http\.spec\.ts$/, grepInvert: /@js\b/, use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: `rm -rf "${e2eDataDir}" && node server.js`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: START_TIMEOUT_MS,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: e2eDataDir,
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      // Every POST from the suite comes from 127.0.0.1 (consent answers included); the limit itself is
      // tested on servers of its own (forms-abuse.http.spec.ts).
      FORM_RATE_LIMIT: process.env.E2E_FORM_RATE_LIMIT ?? "2000/10m",
    },
  },
});
