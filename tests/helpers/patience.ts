/**
 * How long a test waits before it calls a hang a failure. Tests wait for events (a message arrives, a
 * page shows a text, a process says it listens, a row changes); a deadline is only the safety net that
 * turns a hang into a failure instead of a stuck suite. Each net is ten times what the wait takes on a
 * quiet 2-core machine, so a machine ten times slower (or this one shared by five engineers) still
 * passes, and a passing test never waits for a net. How fast something is belongs in benchmarks and
 * in test annotations, never in an assertion.
 *
 * Every timeout under tests/ is one of these, or `patience(quietMs)` for a test that needs longer
 * (tests/unit/shell/test-deadlines.test.ts refuses a bare number, a sleep and an elapsed-time
 * assertion).
 */

/** How much slower than a quiet 2-core machine a machine may be and still pass the suite. */
export const SLOWER = 10;

/** The safety net for something that takes `quietMs` on a quiet 2-core machine. */
export const patience = (quietMs: number): number => SLOWER * quietMs;

/**
 * A whole test or hook (Vitest and Playwright): two minutes and a half turns a hang into a failure
 * within minutes. Measured on this machine at a load average of 15-21 (2026-12-06), the slowest test
 * of `npm test` without a net of its own took 60 s in Playwright and 24 s in Vitest. The few
 * that legitimately take longer (a throwaway PostgreSQL cluster with its migrations, Deno, the mail
 * readers, the privacy commands, the Nu checker's sweep, the dev loop's rebuilds) say so with
 * `test.setTimeout(patience(...))` or SLOW_TEST_TIMEOUT_MS; the campaigns (`npm run test:campaigns`)
 * have the slow net.
 */
export const TEST_TIMEOUT_MS = patience(15_000);

/** A test or hook that starts heavy machinery: a PostgreSQL cluster and its migrations, Deno, extra sites. */
export const SLOW_TEST_TIMEOUT_MS = patience(60_000);

/** One wait for an event inside a test: a page shows a text, an e-mail arrives, a row changes. */
export const WAIT_TIMEOUT_MS = patience(3_000);

/**
 * One browser action (a click, a fill, a key press): it waits for its element to be there, visible,
 * enabled and still. On a quiet machine that takes well under a second; a click on a control that
 * stays disabled fails within seconds, naming the control, instead of waiting for the test's end.
 */
export const ACTION_TIMEOUT_MS = patience(1_000);

/** One navigation (page.goto, a link followed, a form posted without JavaScript) until its page loads. */
export const NAVIGATION_TIMEOUT_MS = patience(3_000);

/** A site process until it listens: Node loads the build, PGlite opens the data folder. */
export const START_TIMEOUT_MS = patience(20_000);
