import { describe, expect, it } from "vitest";
import { clockStartingAt } from "~shared/test-clock";

describe("the edge function's test clock (TEST_CLOCK_START, decision 195)", () => {
  it("is the system clock when unset", () => {
    expect(clockStartingAt(undefined)).toBeUndefined();
  });

  it("starts at the instant given and runs on from there", () => {
    // Started a minute ago at the instant: now it reads that instant plus a minute (and the moments
    // this test took), not the instant itself and not the system clock.
    const start = Date.parse("2027-03-26T16:00:00+01:00");
    const now = clockStartingAt("2027-03-26T16:00:00+01:00", Date.now() - 60_000)!;
    const reading = now().getTime();
    expect(reading).toBeGreaterThanOrEqual(start + 60_000);
    expect(new Date(reading).toISOString().slice(0, 15)).toBe("2027-03-26T15:0");
  });

  it("refuses an instant without its offset, or no instant at all", () => {
    expect(() => clockStartingAt("2027-03-26T16:00:00")).toThrow(/TEST_CLOCK_START/);
    expect(() => clockStartingAt("tomorrow+01:00")).toThrow(/TEST_CLOCK_START/);
  });
});
