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
 * A whole test or hook (Vitest and Playwright): the slowest single steps, such as a throwaway
 * PostgreSQL cluster with its migrations or Deno's first start of the edge function, take under a
 * minute on a quiet machine.
 */
export const TEST_TIMEOUT_MS = patience(60_000);

/** One wait for an event inside a test: a page shows a text, an e-mail arrives, a row changes. */
export const WAIT_TIMEOUT_MS = patience(3_000);

/** A site process until it listens: Node loads the build, PGlite opens the data folder. */
export const START_TIMEOUT_MS = patience(20_000);
