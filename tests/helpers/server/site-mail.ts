/**
 * The settings of a site whose e-mail goes to a mail server on loopback at `smtpPort` (one that never
 * answers, one that is down, a sink), for the fault tests of the forms (forms-faults*.http.spec.ts).
 */
export function siteMailingTo(smtpPort: number): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL_TO: "leads@rts.test",
    FORM_RATE_LIMIT: "off",
    OUTBOX_INTERVAL_MS: "500",
    OUTBOX_RETRY_MS: "1000",
    // Retries 1, 2, 4 s apart, then every 5 s: once mail is back every e-mail goes within about 5 s
    // instead of waiting out a 16 or 32 s back-off. The 30 attempts before an e-mail is given up
    // take about 140 s of mail down, well beyond these tests' (a given-up e-mail fails them).
    OUTBOX_RETRY_MAX_MS: "5000",
  };
}
