/**
 * Instants at which the demo calendar has broken tests before (issue 35): each test of the calendar
 * runs with the clock set to them (the rules with a pinned `now`, a site with TEST_CLOCK_START, the
 * browser with page.clock), so no outcome depends on today's date.
 */
export const CLOCK_CASES = [
  // A Friday afternoon on the last day of April: the calendar opens on a month it must leave.
  { name: "a month-end", now: "2027-04-30T16:30:00+02:00" },
  // Christmas week: 24 (the company's), 25, 31 (the company's), 1 and 6 January are closed.
  { name: "a holiday week", now: "2026-12-23T12:00:00+01:00" },
  // A Friday after its last slot: today offers nothing; the window's last days cross into January.
  { name: "the booking window's last days", now: "2026-12-18T17:30:00+01:00" },
  // The Friday before summer time starts (Sunday 28 March 2027) and before it ends (25 October 2026).
  { name: "a DST change (spring)", now: "2027-03-26T16:00:00+01:00" },
  { name: "a DST change (autumn)", now: "2026-10-23T16:00:00+02:00" },
] as const;

/** The days closed in the holiday week above. */
export const HOLIDAY_WEEK_CLOSED = ["2026-12-24", "2026-12-25", "2026-12-31", "2027-01-01", "2027-01-06"];
