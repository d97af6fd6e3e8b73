import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Tests wait for events, never for fixed deadlines, and assert no timing (tests/helpers/patience.ts).
// On a loaded machine a 30 s test timeout and a 10 s wait for e-mail failed tests that were right
// (issue 28); these rules keep such numbers from coming back in any test, helper or test config.
const RULES: [string, RegExp][] = [
  [
    "a timeout as a bare number (use a safety net of tests/helpers/patience.ts)",
    /\b(?:timeout\w*|\w*Timeout)\s*[:=]\s*\d[\d_]*/i,
  ],
  ["a test timeout as a bare number", /(?:\.setTimeout|\.configure)\(\s*\{?\s*(?:timeout:\s*)?\d[\d_]{2,}/],
  [
    "a timeout argument as a bare number",
    /^\s*\}\s*,\s*\d[\d_]{3,}\s*\);?\s*$|\b(?:beforeAll|afterAll|beforeEach|afterEach|it|test)\(.*,\s*\d[\d_]{3,}\s*\);?\s*$|\.waitFor\([^)]*,\s*\d/,
  ],
  ["a timer with a bare number", /setTimeout\([^;]*,\s*\d[\d_]*\s*\)/],
  ["a sleep (wait for the event it stands for)", /setTimeout\(\s*(?:resolve|r)\s*,|\bsleep\(|\.waitForTimeout\(/],
  [
    "an elapsed-time assertion (timing figures belong in benchmarks and annotations)",
    /expect\([^;]*\b(?:elapsed|duration|timings?|took|\w*Ms)\b[^;]*\)\s*\.toBeLessThan(?:OrEqual)?\(\s*\d/,
  ],
];

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "tests", "*.config.ts"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file))
  .filter((file) => !["tests/helpers/patience.ts", "tests/unit/shell/test-deadlines.test.ts"].includes(file));

/** Every line of the tests that breaks a rule, as `file:line: rule`. */
function offences(): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const [rule, pattern] of RULES) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${rule}`);
      });
  }
  return found;
}

describe("tests wait for events; deadlines are generous safety nets", () => {
  it("the rules catch each kind of fixed deadline", () => {
    const caught = (line: string) => RULES.filter(([, pattern]) => pattern.test(line)).map(([rule]) => rule);
    expect(caught("  testTimeout: 30_000,")).toHaveLength(1);
    expect(caught("    test.setTimeout(120_000);")).toHaveLength(1);
    expect(caught("  beforeAll(() => engine.start(), 180_000);")).toHaveLength(1);
    expect(caught("    await new Promise((resolve) => setTimeout(resolve, 300));")).toHaveLength(2);
    expect(caught("    expect(Math.max(...timings)).toBeLessThan(1_000);")).toHaveLength(1);
    expect(caught("    expect(elapsed).toBeLessThan(6_000);")).toHaveLength(1);
    expect(caught("  async waitFor(count, timeoutMs = 10_000) {")).toHaveLength(1);
    expect(caught("    await page.waitForTimeout(500);")).toHaveLength(1);
    expect(caught("    test.setTimeout(patience(120_000));")).toEqual([]);
    expect(caught("  expect: { timeout: WAIT_TIMEOUT_MS },")).toEqual([]);
    expect(caught("    await sink.waitFor(LEADS, 120_000);")).toHaveLength(1);
    expect(caught("  }, 90_000);")).toHaveLength(1);
    expect(caught("    clock = new Date(clock.getTime() + 31_000);")).toEqual([]);
    expect(caught('      await age(sql, "newsletter", old.newsletter!, 2000);')).toEqual([]);
    expect(caught("    actionTimeout: 5_000,")).toHaveLength(1);
    expect(caught("    navigationTimeout: 30000,")).toHaveLength(1);
    expect(caught("    actionTimeout: ACTION_TIMEOUT_MS,")).toEqual([]);
    expect(caught("    { timeout: SLOW_TEST_TIMEOUT_MS },")).toEqual([]);
  });

  it("Playwright and Vitest set a net for every kind of wait, from patience.ts", () => {
    const playwright = readFileSync("playwright.config.ts", "utf8");
    for (const setting of [
      "timeout: TEST_TIMEOUT_MS",
      "expect: { timeout: WAIT_TIMEOUT_MS }",
      "actionTimeout: ACTION_TIMEOUT_MS",
      "navigationTimeout: NAVIGATION_TIMEOUT_MS",
      "timeout: START_TIMEOUT_MS",
    ])
      expect(playwright, setting).toContain(setting);
    const vitest = readFileSync("vitest.config.ts", "utf8");
    for (const setting of ["testTimeout: TEST_TIMEOUT_MS", "hookTimeout: SLOW_TEST_TIMEOUT_MS"])
      expect(vitest, setting).toContain(setting);
  });

  it("no test, helper or test configuration holds one", () => {
    expect(offences()).toEqual([]);
  });
});
