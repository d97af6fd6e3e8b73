/**
 * Every answer to a newsletter subscription leaves this long after the post was taken up, whatever
 * the address's state (decisions 202 and 247): storing a new address, sending a pending one a new
 * confirmation and finding a confirmed one take different times, and the difference must not tell
 * who is subscribed. Longer than the slowest of them on a busy machine (docs/measurements.md). The
 * site's page action and the edge function both wait for it; this module imports nothing, so the
 * browser code that reads `app/forms/types.ts` never pulls in the newsletter's server code.
 */
export const NEWSLETTER_ANSWER_MS = 250;
