/**
 * The retention periods' defaults, in days (README "Privacy"; decisions 081, 135, 136): the
 * RETENTION_* settings default to these (app/services/env.server.ts), public.apply_retention has the
 * same defaults (a test checks), and the privacy policy states them (app/content/legal.ts).
 */
export const retentionDefaults = {
  demo: 365,
  contact: 365,
  leadMagnet: 365,
  sentMail: 30,
  newsletterPending: 7,
  consent: 1095,
} as const;
