/** The footer's newsletter subscription. Wired by the lead-capture issue. */
export function NewsletterForm() {
  return null;
}
