import { retentionDefaults } from "~/config/retention";
import { DEFAULT_BOOKING_RULES, invalidClosedDayRules } from "~shared/demo-open-days";
import { z } from "zod";
import { parseTrustProxy } from "./request-guards.server";

/**
 * The environment, validated once at start-up. A wrong value stops the server with a message that
 * names the variable, never a half-working site. Each area adds the variables it reads here.
 */
const retentionDays = (days: number) => z.coerce.number().int().min(1).max(3650).default(days);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Absolute origin for canonical/hreflang/sitemap URLs, e.g. https://www.example.es */
    SITE_URL: z.url().optional(),
    COMPANY_EMAIL: z.email().optional(),
    COMPANY_PHONE: z
      .string()
      .regex(/^\+?[\d\s().-]{6,20}$/)
      .optional(),
    /**
     * Signs the flash-message cookie and the demo bookings' cancel/move links. Unset: a random secret
     * per process for flash messages; booking links use one kept in DATA_DIR (see README).
     */
    SESSION_SECRET: z.string().min(32).optional(),
    /** Posts allowed per visitor address, per form and window: `5/10m` (default), `20/1h`, `30/90s`, or `off`. */
    FORM_RATE_LIMIT: z
      .string()
      .trim()
      .regex(/^(?:off|[1-9]\d{0,5}\/[1-9]\d{0,5}[smh])$/, "must be <count>/<window><s|m|h> (e.g. 5/10m) or off")
      .default("5/10m"),
    /** Moves and cancellations per demo booking (its signed link), same syntax: `5/1h` by default. */
    BOOKING_CHANGE_LIMIT: z
      .string()
      .trim()
      .regex(/^(?:off|[1-9]\d{0,5}\/[1-9]\d{0,5}[smh])$/, "must be <count>/<window><s|m|h> (e.g. 5/1h) or off")
      .default("5/1h"),
    /** Moves and cancellations per visitor address, of any booking: `10/1h` by default. */
    BOOKING_CHANGE_VISITOR_LIMIT: z
      .string()
      .trim()
      .regex(/^(?:off|[1-9]\d{0,5}\/[1-9]\d{0,5}[smh])$/, "must be <count>/<window><s|m|h> (e.g. 10/1h) or off")
      .default("10/1h"),
    /**
     * Only behind a reverse proxy: the number of proxies in front of the site, or their addresses or
     * subnets (also loopback, linklocal, uniquelocal). `true` is refused (see request-guards.server).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .superRefine((value, context) => {
        try {
          parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        }
      }),
    /** The in-process page cache's size in megabytes; 0 turns it off (decision 250). */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** How long a cached blog page (listing or article) is answered before it is rendered again. */
    PAGE_CACHE_BLOG_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /**
     * Pages rendered at once; more wait in a queue of RENDER_QUEUE (per lane: pages, posts), and beyond
     * that a render is answered 503 with Retry-After. Cached pages, files and refusals never wait.
     */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
    RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** Form posts handled at once, besides page renders: a flood of pages never holds up a lead (decision 250). */
    POST_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(2),
    /**
     * Renders (or posts) one client (the address TRUST_PROXY makes of it) runs at once, and how many
     * more it may have waiting; beyond that its requests get the busy page (503) at once.
     */
    RENDER_CLIENT_SHARE: z.coerce.number().int().min(1).max(256).default(1),
    RENDER_CLIENT_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
    /** A request (headers and body) must arrive within this time, or it is answered 408 and closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),

    // Backend (docs/backend.md). No setting: embedded PGlite in DATA_DIR. DATABASE_URL: a PostgreSQL
    // server. SUPABASE_URL + a key: hosted Supabase. Setting both DATABASE_URL and SUPABASE_URL is refused.
    DATA_DIR: z.string().trim().min(1).default("./.data"),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
      .optional(),
    SUPABASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    SUPABASE_ANON_KEY: z.string().trim().min(20).optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().trim().min(20).optional(),
    // E-mail. No SMTP_URL: every message is written as an .eml file under DATA_DIR/outbox.
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
      .optional(),
    /** Sender of every e-mail: an address or `Name <address>`. Default: `RTS <company e-mail>`. */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n"]{1,80} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
        "must be an address or Name <address>",
      )
      .optional(),
    /** Company inbox for every lead. Default: COMPANY_EMAIL, else the company e-mail in app/config/company.ts. */
    NOTIFY_EMAIL_TO: z.email().optional(),
    /** Guide link e-mailed to Spanish lead-magnet requests. Default: the site's own, `${SITE_URL}/recursos/guia-automatizacion-pymes.pdf`. */
    LEAD_MAGNET_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The same for English requests. Default: `${SITE_URL}/en/resources/automation-guide-for-smes.pdf`. */
    LEAD_MAGNET_URL_EN: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Bookings one demo slot (date and hour) holds: 1 for one consultant, more for a team (decision
     * 130). On Supabase, give the send-notification function the same value.
     */
    DEMO_SLOT_CAPACITY: z.coerce.number().int().min(1).max(100).default(1),
    /**
     * The company's own closed days for demos, besides Spain's, the Comunitat Valenciana's and
     * Valencia's holidays (decision 175): date-holidays rules separated by ";" (`12-24`, a yearly day;
     * `2027-08-02 P14D`, two weeks from a date; `easter -3`). The same value for the Supabase function.
     */
    DEMO_CLOSED_DAYS: z
      .string()
      .trim()
      .default(DEFAULT_BOOKING_RULES.closedDays)
      .refine((value) => invalidClosedDayRules(value).length === 0, {
        error: (issue) =>
          `rules the holiday library cannot read: ${invalidClosedDayRules(String(issue.input)).join("; ")}`,
      }),
    /** Hours a demo must be booked (or moved) ahead of its start. */
    DEMO_MIN_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(DEFAULT_BOOKING_RULES.minNoticeHours),
    /** Open days the booking forms offer ahead (the booking window); nothing beyond them is accepted. */
    DEMO_BOOKING_DAYS: z.coerce.number().int().min(1).max(366).default(DEFAULT_BOOKING_RULES.windowDays),
    /**
     * A booking's move mailed within this long of its previous move waits this long, replaced by a
     * later change of the same booking: one mail for a burst (decision 202). 0: every change at once.
     */
    BOOKING_CHANGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
    /**
     * The demo's join link (decision 207): a fixed room (`https://meet.jit.si/rts-demo`) or a template
     * whose `{id}` becomes the booking's random calendar id. Unset: no link is offered anywhere.
     */
    DEMO_MEETING_URL: z.url({ protocol: /^https$/ }).optional(),
    /** Hours before a demo its reminder e-mail is sent (decision 208); 0: no reminder. */
    DEMO_REMINDER_HOURS: z.coerce.number().int().min(0).max(336).default(24),
    /**
     * The host's calendar over CalDAV (decision 209): its busy periods hide the demo slots they
     * overlap. The server's or the calendar's address (Google, iCloud, Fastmail, Nextcloud, Radicale);
     * unset: slots as without it.
     */
    CALDAV_URL: z.url({ protocol: /^https?$/ }).optional(),
    CALDAV_USERNAME: z.string().trim().min(1).optional(),
    /** The account's password or, where the provider has them (Google, iCloud, Fastmail), an app password. */
    CALDAV_PASSWORD: z.string().min(1).optional(),
    /** Which calendar: its display name or the last part of its address; default the account's first. */
    CALDAV_CALENDAR: z.string().trim().min(1).optional(),
    /** How long one reading of the busy periods is reused. */
    CALDAV_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How long a reading may take; after that the slots are offered as without the calendar. */
    CALDAV_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(4_000),
    /** How often the outbox dispatcher retries unsent e-mail; 0 turns the background dispatcher off. */
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** First retry delay of an e-mail that could not be sent; it doubles per attempt, up to OUTBOX_RETRY_MAX_MS. */
    OUTBOX_RETRY_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    /** The longest delay between two attempts (the doubling stops there): an hour by default. */
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(3_600_000),

    /**
     * The largest content file (an article, a person, a proof or vacancy file) read, in KB; a larger
     * one is refused by name and left out (decision 200). Read by content-files.server.ts.
     */
    CONTENT_FILE_MAX_KB: z.coerce.number().int().min(4).max(10_240).default(256),

    /** Where `npm run build` wrote the build (server.js reads it too); the guide PDFs are in <BUILD_DIR>/guide. */
    BUILD_DIR: z.string().trim().min(1).default("build"),

    // Retention of personal data (README "Privacy"; decision 081), in days. The defaults are the
    // periods the privacy policy states; the same defaults are public.apply_retention's (a test checks).
    /** Demo bookings: days after the demo's date. */
    RETENTION_DEMO_DAYS: retentionDays(retentionDefaults.demo),
    RETENTION_CONTACT_DAYS: retentionDays(retentionDefaults.contact),
    RETENTION_LEAD_MAGNET_DAYS: retentionDays(retentionDefaults.leadMagnet),
    /** Sent e-mail: the outbox row keeps its bookkeeping but drops recipient and message; local .eml files are deleted. */
    RETENTION_SENT_MAIL_DAYS: retentionDays(retentionDefaults.sentMail),
    /** Newsletter addresses never confirmed (double opt-in, decision 135): deleted this many days after subscribing. */
    RETENTION_NEWSLETTER_PENDING_DAYS: retentionDays(retentionDefaults.newsletterPending),
    /** Records of cookie choices (decision 136): kept this many days (a year of validity + two to show it). */
    RETENTION_CONSENT_DAYS: retentionDays(retentionDefaults.consent),
    /** How often the retention job runs in the embedded/postgres modes; 0 turns it off. */
    RETENTION_INTERVAL_HOURS: z.coerce.number().int().min(0).max(168).default(6),

    /**
     * Tests only: the instant (ISO 8601 with its offset) the site's clock starts at, then runs on
     * (app/services/clock.server.ts, decision 195). Refused with NODE_ENV=production.
     */
    TEST_CLOCK_START: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .optional(),
  })
  .refine((config) => !(config.TEST_CLOCK_START && config.NODE_ENV === "production"), {
    path: ["TEST_CLOCK_START"],
    error: "is for tests only: refused with NODE_ENV=production",
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable the site reads (`.env.example` lists each one; a unit test checks). */
export const settingNames = Object.keys(envSchema.shape) as (keyof Env)[];

let cached: Env | undefined;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`SMTP_URL=` in a compose file or an .env template) means "not set".
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}
