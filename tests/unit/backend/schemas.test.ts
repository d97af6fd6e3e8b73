import { describe, expect, it } from "vitest";
import {
  contactEnquirySchema,
  contactServiceOptions,
  demoBookingSchemaAt,
  fieldLimits,
  issueKeys,
  leadMagnetSchema,
  newsletterSchema,
  notificationRequestSchemaAt,
} from "~shared/schemas";
import { addIsoDays, slotStartUtc } from "~shared/demo-slots";
import { HOLIDAYS } from "../../helpers/demo-dates";

const now = new Date("2026-03-27T09:30:00Z"); // Friday 10:30 in Madrid (winter time)
const demo = demoBookingSchemaAt(now);
const validDemo = {
  name: "Ana García",
  email: "ana@example.com",
  phone: "+34 600 12 34 56",
  company: "",
  demo_date: "2026-03-30",
  demo_time: "08:00",
};

function keys(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : issueKeys(result.error as Parameters<typeof issueKeys>[0]);
}

describe("demoBookingSchema", () => {
  it("accepts a booking on the grid and trims values", () => {
    const result = demo.safeParse({ ...validDemo, name: "  Ana García  ", company: undefined });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ name: "Ana García", company: "", demo_date: "2026-03-30", demo_time: "08:00" });
  });

  it("answers stable keys for each rule", () => {
    expect(keys(demo.safeParse({}))).toEqual({
      name: "required",
      email: "required",
      phone: "required",
      demo_date: "required",
      demo_time: "required",
    });
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "2026-03-28" }))).toEqual({ demo_date: "weekend" });
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "2026-02-30" }))).toEqual({ demo_date: "invalidDate" });
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "2026-03-26" }))).toEqual({ demo_date: "pastSlot" });
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "2026-03-27", demo_time: "10:00" }))).toEqual({
      demo_time: "pastSlot",
    });
    // Two hours' notice (DEMO_MIN_NOTICE_HOURS): 11:00 is too soon at 10:30, 13:00 is not.
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "2026-03-27", demo_time: "11:00" }))).toEqual({
      demo_date: "closedDay",
    });
    expect(demo.safeParse({ ...validDemo, demo_date: "2026-03-27", demo_time: "13:00" }).success).toBe(true);
    // Beyond the booking window (15 open days), however far: 9999-12-31 was once booked.
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "2026-04-30" }))).toEqual({ demo_date: "closedDay" });
    expect(keys(demo.safeParse({ ...validDemo, demo_date: "9999-12-31" }))).toEqual({ demo_date: "closedDay" });
    expect(keys(demo.safeParse({ ...validDemo, demo_time: "08:30" }))).toEqual({ demo_time: "slotOutOfGrid" });
    expect(keys(demo.safeParse({ ...validDemo, demo_time: "19:00" }))).toEqual({ demo_time: "slotOutOfGrid" });
    expect(keys(demo.safeParse({ ...validDemo, phone: "llámame" }))).toEqual({ phone: "phone" });
    expect(keys(demo.safeParse({ ...validDemo, email: "ana@" }))).toEqual({ email: "email" });
  });

  it("reads the injected clock at parse time", () => {
    let clock = new Date("2026-03-27T06:00:00Z"); // 07:00 in Madrid
    const schema = demoBookingSchemaAt(() => clock);
    const booking = { ...validDemo, demo_date: "2026-03-27", demo_time: "10:00" };
    expect(schema.safeParse(booking).success).toBe(true);
    clock = new Date("2026-03-27T08:00:00Z"); // 09:00: an hour's notice is too little
    expect(keys(schema.safeParse(booking))).toEqual({ demo_date: "closedDay" });
    clock = new Date("2026-03-27T09:30:00Z");
    expect(keys(schema.safeParse(booking))).toEqual({ demo_time: "pastSlot" });
  });

  it.each(HOLIDAYS)("refuses a $kind holiday ($date) and accepts $open (server validation)", ({ date, open }) => {
    const schema = demoBookingSchemaAt(slotStartUtc(addIsoDays(date, -7), "09:00"));
    expect(keys(schema.safeParse({ ...validDemo, demo_date: date, demo_time: "10:00" }))).toEqual({
      demo_date: "closedDay",
    });
    expect(schema.safeParse({ ...validDemo, demo_date: open, demo_time: "10:00" }).success).toBe(true);
  });

  it("follows the settings it is given: the company's closed days, notice and window", () => {
    const rules = { closedDays: "2026-03-30", minNoticeHours: 0, windowDays: 2 };
    const schema = demoBookingSchemaAt(now, rules);
    expect(keys(schema.safeParse({ ...validDemo, demo_date: "2026-03-30" }))).toEqual({ demo_date: "closedDay" });
    expect(schema.safeParse({ ...validDemo, demo_date: "2026-03-27", demo_time: "11:00" }).success).toBe(true);
    expect(schema.safeParse({ ...validDemo, demo_date: "2026-03-31" }).success).toBe(true);
    expect(keys(schema.safeParse({ ...validDemo, demo_date: "2026-04-01" }))).toEqual({ demo_date: "closedDay" });
  });
});

describe("single-line fields and limits", () => {
  it("refuses CR/LF inside any single-line field, including header-injection attempts", () => {
    expect(keys(demo.safeParse({ ...validDemo, name: "Ana\r\nBcc: victim@example.com" }))).toEqual({
      name: "singleLine",
    });
    expect(keys(demo.safeParse({ ...validDemo, company: "ACME\nLtd" }))).toEqual({ company: "singleLine" });
    expect(
      keys(contactEnquirySchema.safeParse({ name: "Ana", email: "a@b.es\r\nBcc: x@y.es", message: "Hola" })),
    ).toEqual({ email: "singleLine" });
    expect(keys(leadMagnetSchema.safeParse({ name: "A\u2028B", email: "a@b.es" }))).toEqual({ name: "singleLine" });
  });

  it("allows line breaks in the contact message only", () => {
    const result = contactEnquirySchema.safeParse({ name: "Ana", email: "a@b.es", message: "Línea 1\nLínea 2" });
    expect(result.success && result.data.message).toBe("Línea 1\nLínea 2");
  });

  it("enforces the maximum lengths", () => {
    expect(fieldLimits).toEqual({ name: 100, email: 254, phone: 30, company: 120, message: 2000 });
    const long = (n: number) => "x".repeat(n);
    expect(keys(contactEnquirySchema.safeParse({ name: long(101), email: "a@b.es", message: "m" }))).toEqual({
      name: "tooLong",
    });
    expect(contactEnquirySchema.safeParse({ name: long(100), email: "a@b.es", message: long(2000) }).success).toBe(
      true,
    );
    expect(keys(contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: long(2001) }))).toEqual({
      message: "tooLong",
    });
    expect(
      keys(contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: "m", company: long(121) })),
    ).toEqual({ company: "tooLong" });
    expect(keys(newsletterSchema.safeParse({ email: `${long(250)}@b.es` }))).toEqual({ email: "tooLong" });
    expect(keys(demo.safeParse({ ...validDemo, phone: "1".repeat(31) }))).toEqual({ phone: "tooLong" });
  });
});

describe("contactEnquirySchema", () => {
  it("accepts the eight services of spec §9, the five Kit Digital solutions, or nothing", () => {
    expect(contactServiceOptions).toHaveLength(13);
    expect(contactServiceOptions.slice(0, 8)).toEqual([
      "Inteligencia Artificial",
      "Robótica y RPA",
      "Desarrollo Web/Apps",
      "Big Data & Analytics",
      "Ciberseguridad",
      "Process Discovery",
      "RTS Academy",
      "Consultoría Tecnológica",
    ]);
    for (const service of contactServiceOptions) {
      expect(contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: "m", service }).success).toBe(true);
    }
    const empty = contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: "m", service: "" });
    expect(empty.success && empty.data.service).toBe("");
    expect(
      keys(contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: "m", service: "Hacking" })),
    ).toEqual({ service: "invalidOption" });
  });

  it("accepts a permissive phone or none", () => {
    for (const phone of ["+34 960 45 21 87", "(96) 045-21.87", "600123456", ""]) {
      expect(contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: "m", phone }).success).toBe(true);
    }
    expect(keys(contactEnquirySchema.safeParse({ name: "A", email: "a@b.es", message: "m", phone: "12ab" }))).toEqual({
      phone: "phone",
    });
  });
});

describe("notificationRequestSchema", () => {
  const schema = notificationRequestSchemaAt(now);
  it("discriminates on type", () => {
    expect(schema.safeParse({ type: "newsletter", data: { email: "A@B.es" } }).success).toBe(true);
    expect(schema.safeParse({ type: "lead-magnet", data: { name: "Ana", email: "a@b.es" } }).success).toBe(true);
    expect(schema.safeParse({ type: "demo", data: validDemo }).success).toBe(true);
    expect(keys(schema.safeParse({ type: "spam", data: {} }))).toEqual({ type: "invalidOption" });
    expect(keys(schema.safeParse({ type: "newsletter", data: { email: "nope" } }))).toEqual({ "data.email": "email" });
  });
});

describe("lead context (decision 116)", () => {
  const base = { name: "A", email: "a@b.es", message: "m" };

  it("accepts a company-size band of the programme's segments, or nothing; refuses others", () => {
    for (const company_size of ["0-2", "3-9", "10-49", "50-249", "250+", ""]) {
      const parsed = contactEnquirySchema.safeParse({ ...base, company_size });
      expect(parsed.success && parsed.data.company_size).toBe(company_size);
    }
    expect(keys(contactEnquirySchema.safeParse({ ...base, company_size: "1-10" }))).toEqual({
      company_size: "invalidOption",
    });
  });

  it("keeps a valid source page and campaign, and drops (never refuses) what breaks the rules", () => {
    const good = contactEnquirySchema.parse({
      ...base,
      source_page: " /servicios/sitio-web ",
      utm_source: "boletín de otoño",
      utm_medium: "email",
      utm_campaign: "kit-2026",
    });
    expect(good).toMatchObject({
      source_page: "/servicios/sitio-web",
      utm_source: "boletín de otoño",
      utm_medium: "email",
      utm_campaign: "kit-2026",
    });
    const bad = newsletterSchema.parse({
      email: "a@b.es",
      source_page: "https://evil.test/x",
      utm_source: "x".repeat(101),
      utm_medium: "line\nbreak",
      utm_campaign: "<script>",
      utm_term: "//evil.test",
    });
    expect(bad).toMatchObject({
      source_page: "",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      utm_term: "//evil.test",
    });
    for (const source_page of ["//evil.test", "/a?b=c", "/a#b", "/a b", `/${"a".repeat(200)}`]) {
      expect(leadMagnetSchema.parse({ name: "A", email: "a@b.es", source_page }).source_page).toBe("");
    }
    expect(newsletterSchema.parse({ email: "a@b.es", utm_content: "x".repeat(100) }).utm_content).toHaveLength(100);
  });
});
