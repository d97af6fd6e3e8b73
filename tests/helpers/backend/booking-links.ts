/**
 * The manage link of a booking answered to a post (decision 202): the answer carries only a calendar
 * token; the manage link goes by e-mail. A test that holds the secret signs the manage token from
 * the calendar token's booking id, as the e-mail's link is signed.
 */
import { signBookingToken, verifyBookingToken } from "~shared/booking-link";

export async function manageTokenFor(calendarToken: string, secret: string): Promise<string> {
  const id = await verifyBookingToken(secret, calendarToken, "demo-calendar");
  if (!id) throw new Error("not a calendar token of this secret");
  return signBookingToken(secret, id);
}
