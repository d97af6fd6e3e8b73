/** Where the demo buttons land without JavaScript: the booking page's form section. */
export const DEMO_ANCHOR = "demo-booking";
