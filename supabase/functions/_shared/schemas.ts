/**
 * The notification payloads of spec §3/§7, one Zod schema per type: the forms' server handler and the
 * Deno edge function validate with them (the browser gets only the zod-free facts of form-fields.ts).
 * Error messages are stable keys (see `ValidationErrorKey`), never prose: the UI translates them.
 */
import { z } from "zod";
import {
  companySizeBands,
  contactServiceOptions,
  fieldLimits,
  isCampaignValue,
  isSitePath,
  type CompanySizeBand,
  type ContactServiceOption,
} from "./form-fields.ts";
import {
  DEMO_SLOTS,
  isGridSlot,
  isTimeZone,
  isValidIsoDate,
  isWeekend,
  madridToday,
  slotStartUtc,
} from "./demo-slots.ts";
import { DEFAULT_BOOKING_RULES, isOfferedSlot, type BookingRules } from "./demo-open-days.ts";
import { languages } from "../../../app/i18n/language.ts";

// zod 4 probes `new Function` unless told not to, which a strict CSP reports as a violation.
z.config({ jitless: true });

// The zod-free facts live in form-fields.ts so the browser can import them without zod.
export { companySizeBands, contactServiceOptions, fieldLimits, validationErrorKeys } from "./form-fields.ts";
export type { CompanySizeBand, ContactServiceOption, LeadSource, ValidationErrorKey } from "./form-fields.ts";

/** Control characters (CR, LF and the rest of C0 except TAB, plus DEL and line/paragraph separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
const LINE_BREAK_OR_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/;
/** Permissive phone: digits, spaces, +, parentheses, hyphens and dots, with at least six digits. */
const PHONE_CHARACTERS = /^[\d\s+().-]+$/;

function requiredSingleLine(max: number) {
  return z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required", abort: true })
    .max(max, { error: "tooLong", abort: true })
    .refine((value) => !LINE_BREAK_OR_CONTROL.test(value), { error: "singleLine", abort: true });
}

/** Optional single-line text: missing or empty both mean "" (conform sends undefined for empty fields). */
function optionalSingleLine(max: number) {
  return z
    .string({ error: "required" })
    .trim()
    .max(max, { error: "tooLong", abort: true })
    .refine((value) => !LINE_BREAK_OR_CONTROL.test(value), { error: "singleLine", abort: true })
    .optional()
    .transform((value) => value ?? "");
}

const emailField = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(fieldLimits.email, { error: "tooLong", abort: true })
  .refine((value) => !LINE_BREAK_OR_CONTROL.test(value), { error: "singleLine", abort: true })
  .pipe(z.email({ error: "email" }));

function isPhone(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

const requiredPhone = requiredSingleLine(fieldLimits.phone).refine(isPhone, { error: "phone" });
const optionalPhone = optionalSingleLine(fieldLimits.phone).refine((value) => value === "" || isPhone(value), {
  error: "phone",
});

/** Language of the visitor-facing e-mail; optional, Spanish by default. */
const langField = z.enum(languages, { error: "invalidOption" }).optional();

const serviceField = z
  .union([z.enum(contactServiceOptions), z.literal("")], { error: "invalidOption" })
  .optional()
  .transform((value): ContactServiceOption | "" => value ?? "");

/** Optional in the output too (absent: not asked), so a request built in code may leave it out. */
const companySizeField = z
  .union([z.enum(companySizeBands), z.literal("")], { error: "invalidOption" })
  .optional() satisfies z.ZodType<CompanySizeBand | "" | undefined>;

/**
 * Where the lead came from (hidden fields, decision 116): best effort, so a value that breaks the
 * rules (form-fields.ts) is dropped (stored empty) instead of refusing the visitor's lead. Optional
 * in the output too, so a request built in code may leave them out.
 */
function leadSourceText(isValid: (value: string) => boolean) {
  return z
    .string({ error: "invalidOption" })
    .transform((value) => {
      const text = value.trim();
      return isValid(text) ? text : "";
    })
    .optional();
}
const campaignField = leadSourceText(isCampaignValue);
const leadSourceShape = {
  source_page: leadSourceText(isSitePath),
  utm_source: campaignField,
  utm_medium: campaignField,
  utm_campaign: campaignField,
  utm_term: campaignField,
  utm_content: campaignField,
};

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/**
 * Demo booking validated against the calendar at parse time: weekends, past slots, times off the
 * hourly grid and slots the calendars do not offer (holidays, closed days, too little notice, beyond
 * the booking window: demo-open-days.ts) are refused whatever the client sends. `clock` is
 * injectable for tests; `rules` are the site's (or the function's) settings.
 */
export function demoBookingSchemaAt(clock: Clock | Date = systemClock, rules: BookingRules = DEFAULT_BOOKING_RULES) {
  const now: Clock = typeof clock === "function" ? clock : () => clock;
  return z
    .object({
      name: requiredSingleLine(fieldLimits.name),
      email: emailField,
      phone: requiredPhone,
      company: optionalSingleLine(fieldLimits.company),
      demo_date: z
        .string({ error: "required" })
        .trim()
        .min(1, { error: "required", abort: true })
        .refine(isValidIsoDate, { error: "invalidDate", abort: true })
        .refine((value) => !isWeekend(value), { error: "weekend", abort: true }),
      demo_time: z
        .string({ error: "required" })
        .trim()
        .min(1, { error: "required", abort: true })
        .refine((value) => isGridSlot(value), { error: "slotOutOfGrid", abort: true }),
      lang: langField,
      /**
       * The visitor's time zone as the booking dialog's browser reports it: the confirmation shows
       * their own clock beside Madrid's. Not stored; a zone this runtime does not know is dropped.
       */
      time_zone: z
        .unknown()
        .transform((value) => (isTimeZone(value) ? value : undefined))
        .optional(),
      ...leadSourceShape,
    })
    .superRefine((value, ctx) => {
      const instant = now();
      if (value.demo_date < madridToday(instant)) {
        ctx.addIssue({ code: "custom", message: "pastSlot", path: ["demo_date"], input: value.demo_date });
        return;
      }
      if (slotStartUtc(value.demo_date, value.demo_time).getTime() <= instant.getTime()) {
        ctx.addIssue({ code: "custom", message: "pastSlot", path: ["demo_time"], input: value.demo_time });
        return;
      }
      if (!isOfferedSlot(value.demo_date, value.demo_time, instant, rules)) {
        ctx.addIssue({ code: "custom", message: "closedDay", path: ["demo_date"], input: value.demo_date });
      }
    });
}

export const contactEnquirySchema = z.object({
  name: requiredSingleLine(fieldLimits.name),
  email: emailField,
  company: optionalSingleLine(fieldLimits.company),
  phone: optionalPhone,
  service: serviceField,
  company_size: companySizeField,
  message: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required", abort: true })
    .max(fieldLimits.message, { error: "tooLong", abort: true }),
  lang: langField,
  ...leadSourceShape,
});

export const newsletterSchema = z.object({
  email: emailField,
  lang: langField,
  ...leadSourceShape,
});

export const leadMagnetSchema = z.object({
  name: requiredSingleLine(fieldLimits.name),
  email: emailField,
  lang: langField,
  ...leadSourceShape,
});

export type DemoBooking = z.output<ReturnType<typeof demoBookingSchemaAt>>;
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
export type NewsletterSubscription = z.output<typeof newsletterSchema>;
export type LeadMagnetRequest = z.output<typeof leadMagnetSchema>;

/**
 * The submission key of a lead (decision 123): a SHA-256 (hex) of the form's one-time token and what
 * was posted. Stored with the lead, unique: a repeated key answers the first outcome and stores and
 * sends nothing more. Optional: a post without a token is stored as before.
 */
const submissionKeyField = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: "invalidOption" })
  .optional();

/**
 * A lead as the backend stores it: `{ type, data, key? }`, discriminated on `type`. The forms build
 * it from the schema of their own type; the edge function parses its JSON body with this.
 */
export function notificationRequestSchemaAt(clock: Clock | Date = systemClock, rules?: BookingRules) {
  return z.discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("demo"), data: demoBookingSchemaAt(clock, rules), key: submissionKeyField }),
      z.object({ type: z.literal("contact"), data: contactEnquirySchema, key: submissionKeyField }),
      z.object({ type: z.literal("newsletter"), data: newsletterSchema, key: submissionKeyField }),
      z.object({ type: z.literal("lead-magnet"), data: leadMagnetSchema, key: submissionKeyField }),
    ],
    { error: "invalidOption" },
  );
}

export type NotificationRequest = z.output<ReturnType<typeof notificationRequestSchemaAt>>;

/** Flattens issues to `{ "data.email": "email" }` for logs and API answers (first key per field). */
export function issueKeys(error: z.ZodError): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    keys[path] ??= issue.message;
  }
  return keys;
}

export { DEMO_SLOTS };
