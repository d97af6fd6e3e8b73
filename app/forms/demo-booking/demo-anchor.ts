/** Without JavaScript the demo buttons are links to the server-rendered booking form of the same page. */
export const DEMO_QUERY = "demo=1";
export const DEMO_ANCHOR = "demo-booking";
