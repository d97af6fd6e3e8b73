/**
 * Form facts without any dependency (no zod), so the browser bundle can import them: the stable
 * validation keys, the length limits and the contact service options. schemas.ts re-exports them.
 */

export const validationErrorKeys = [
  "required",
  "email",
  "tooLong",
  "singleLine",
  "phone",
  "invalidDate",
  "weekend",
  "pastSlot",
  "closedDay",
  "slotOutOfGrid",
  "slotTaken",
  "invalidOption",
] as const;
export type ValidationErrorKey = (typeof validationErrorKeys)[number];

export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 2000,
} as const;

/**
 * Contact service options: spec §9's eight, then the five Kit Digital solutions (each category page
 * links to the form with its own pre-selected). `value` is what is stored and what the company's
 * e-mail shows, the same whatever the visitor's language; `key` names it in URLs
 * (`/contacto?servicio=kit-website`) and in the interface strings (`forms.serviceOptions`), which
 * show it in the visitor's language. Kit keys are the category pages' keys.
 */
export const contactServices = [
  { key: "ai", value: "Inteligencia Artificial" },
  { key: "robotics", value: "Robótica y RPA" },
  { key: "software", value: "Desarrollo Web/Apps" },
  { key: "data", value: "Big Data & Analytics" },
  { key: "security", value: "Ciberseguridad" },
  { key: "process-discovery", value: "Process Discovery" },
  { key: "academy", value: "RTS Academy" },
  { key: "consulting", value: "Consultoría Tecnológica" },
  { key: "kit-process", value: "Kit Digital: Gestión de procesos", group: "kit" },
  { key: "kit-website", value: "Kit Digital: Sitio web", group: "kit" },
  { key: "kit-seo", value: "Kit Digital: Presencia en internet (SEO)", group: "kit" },
  { key: "kit-bi", value: "Kit Digital: Business Intelligence y analítica", group: "kit" },
  { key: "kit-social", value: "Kit Digital: Redes sociales", group: "kit" },
] as const satisfies ReadonlyArray<{ key: string; value: string; group?: "kit" }>;
export type ContactServiceKey = (typeof contactServices)[number]["key"];
export type ContactServiceOption = (typeof contactServices)[number]["value"];
export const contactServiceOptions = contactServices.map((service) => service.value) as [
  ContactServiceOption,
  ...ContactServiceOption[],
];

/** The stored option a URL key names (`?servicio=`), or null. */
export function contactServiceFromKey(key: string | null | undefined): ContactServiceOption | null {
  return contactServices.find((service) => service.key === key)?.value ?? null;
}

/**
 * Company size, in the Kit Digital programme's segments (employees, bands that do not overlap) and
 * one more for companies beyond it. Stored as written; named in URLs (`?empleados=3-9`) the same.
 */
export const companySizeBands = ["0-2", "3-9", "10-49", "50-249", "250+"] as const;
export type CompanySizeBand = (typeof companySizeBands)[number];

export function companySizeFromQuery(value: string | null | undefined): CompanySizeBand | null {
  return companySizeBands.find((band) => band === value) ?? null;
}

/**
 * Where a lead came from (decision 116): the page of the site it came from and the visit's campaign
 * parameters. Hidden fields every lead form sends; best effort, so a value that breaks these rules
 * is dropped, never a reason to refuse the lead (leadSourceFrom in schemas.ts).
 */
export const leadSourceFields = [
  "source_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type LeadSourceField = (typeof leadSourceFields)[number];
export type LeadSource = Record<LeadSourceField, string>;
export const leadSourceLimits = { source_page: 200, utm: 100 } as const;

/** The lead-source columns every lead table has (migration 20261126120000): the fields, in their order. */
export const SOURCE_COLUMNS = leadSourceFields.join(", ");

/** A lead's source as the values of SOURCE_COLUMNS, "" where it has none. */
export function sourceValues(data: Partial<LeadSource>): string[] {
  return leadSourceFields.map((field) => data[field] ?? "");
}

/** A path of this site: "/", no scheme or host, no query or fragment, printable ASCII (percent-encoded). */
export function isSitePath(value: string): boolean {
  return (
    value.length <= leadSourceLimits.source_page &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    /^[A-Za-z0-9/_.~%-]+$/.test(value)
  );
}

/** A utm_* value: one line of printable text (no control characters, no markup brackets), bounded. */
export function isCampaignValue(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return value.length <= leadSourceLimits.utm && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029<>]/.test(value);
}

/** The lead source of a visit: each field checked, anything else dropped (empty). */
export function cleanLeadSource(input: Partial<Record<LeadSourceField, unknown>>): LeadSource {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const page = text(input.source_page);
  const source = { source_page: isSitePath(page) ? page : "" } as LeadSource;
  for (const field of leadSourceFields) {
    if (field === "source_page") continue;
    const value = text(input[field]);
    source[field] = isCampaignValue(value) ? value : "";
  }
  return source;
}
