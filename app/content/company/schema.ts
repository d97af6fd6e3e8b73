import { z } from "zod";
import type { Bilingual } from "~/i18n/bilingual";
import { languages, type Lang } from "~/i18n/language";

/**
 * The shapes of the company's content files (decision 210): its registered identity, its people,
 * testimonials, proof and vacancies, as YAML files in app/content/company/ that an operator edits
 * without code (docs/content.md). Everything the company has not given stays empty: an empty field
 * shows nothing and `npm run launch:check` names it. services/content/company-content.server.ts reads
 * the files with these schemas at start-up (through content-files.server.ts, decision 200); a file
 * with a mistake is left out and named with the field, and the rest of the site starts.
 */

/** An empty text is a slot not yet filled: read as "not set". */
const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const bilingualText = (max = 2000) =>
  z.strictObject({ es: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

/** Either both languages or neither. */
const optionalBilingual = (max = 2000) =>
  z
    .strictObject({ es: optionalText(max), en: optionalText(max) })
    .nullish()
    .superRefine((value, ctx) => {
      if (value && Boolean(value.es) !== Boolean(value.en)) {
        ctx.addIssue({ code: "custom", message: "write it in both languages (es and en) or leave both empty" });
      }
    })
    .transform((value) => (value?.es && value.en ? ({ es: value.es, en: value.en } as Bilingual<string>) : null));

const httpsUrl = z.url({ protocol: /^https$/, message: "an https:// address" });
const optionalUrl = z
  .union([httpsUrl, z.literal(""), z.null()])
  .optional()
  .transform((value) => value || null);

/** A company's NIF (CIF): a letter for the kind of entity, seven digits and a control character. */
export function isCompanyNif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, letter, digits, control] = match;
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += digit;
  }
  const check = (10 - (sum % 10)) % 10;
  const asLetter = "JABCDEFGHI"[check];
  // Some kinds of entity use a letter, others a digit; either is accepted where the law allows both.
  if ("PQRSNW".includes(letter)) return control === asLetter;
  if ("ABEH".includes(letter)) return control === String(check);
  return control === String(check) || control === asLetter;
}

const address = z.strictObject({
  /** Street and number: "Calle de Colón, 1, 3.º". */
  street: optionalText(200),
  /** Five digits. */
  postalCode: optionalText(5).refine((value) => value === null || /^\d{5}$/.test(value), "five digits"),
  city: optionalText(100),
});

/** Legal forms as the mercantile registry abbreviates them, at the end of a legal name. */
const LEGAL_FORM =
  /(,\s*|\s)(S\.?\s?L\.?(\s?U\.?|\s?N\.?\s?E\.?|\s?P\.?)?|S\.?\s?A\.?(\s?U\.?)?|S\.?\s?Coop\.?(\s?V\.?)?|S\.?\s?C\.?|C\.?\s?B\.?|S\.?\s?L\.?\s?L\.?)$/i;

export const identitySchema = z.strictObject({
  /** With its legal form, as the mercantile registry writes it: "Nombre Ejemplo, S.L.". */
  legalName: optionalText(200).refine(
    (value) => value === null || LEGAL_FORM.test(value),
    'end it with the legal form, as the registry writes it ("…, S.L.", "…, S.A.")',
  ),
  /** The company's NIF: "B12345674". */
  nif: optionalText(9)
    .transform((value) => value?.toUpperCase().replace(/[\s-]/g, "") ?? null)
    .refine((value) => value === null || isCompanyNif(value), "not a valid company NIF (letter, 7 digits, control)"),
  /** "Registro Mercantil de Valencia, Tomo …, Folio …, Hoja V-…, Inscripción 1.ª". */
  registry: optionalText(300),
  /** The registered office (domicilio social). */
  registeredOffice: address.default({ street: null, postalCode: null, city: null }),
  /** Where visitors go, when it is not the registered office; empty: the registered office. */
  office: address.default({ street: null, postalCode: null, city: null }),
  /** The reference Red.es gave the company as a Kit Digital digitalising agent. */
  kitDigitalAdhesion: optionalText(100),
});

export type IdentityFile = z.output<typeof identitySchema>;

/** A picture of the company's (a photo, a logo): its original under app/content/company/images/. */
const pictureRef = z.strictObject({
  /** The original, relative to app/content/company/images/: "team/ceo.jpg", "clients/acme.svg". */
  file: z.string().regex(/^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp|avif|tiff?|svg)$/, "a path like team/name.jpg"),
  /** What it shows, for those who cannot see it. */
  alt: bilingualText(200),
});

export type PictureRef = z.output<typeof pictureRef>;

export const personSchema = z.strictObject({
  /** Order in the team section (smallest first). */
  order: z.number().int().min(0).default(100),
  /** Shown in the about page's team section. */
  team: z.boolean().default(true),
  /** The role, as the company names it. */
  role: bilingualText(100),
  /** As the company gives it; empty: the card shows the role only, and no author page. */
  name: optionalText(100),
  /** A few sentences; a person with a name and a bio has an author page when they sign articles. */
  bio: optionalBilingual(6000),
  photo: pictureRef.nullish().transform((value) => value ?? null),
  /** The person's professional-network profile (LinkedIn). */
  profileUrl: optionalUrl,
});

export type PersonFile = z.output<typeof personSchema>;

export const testimonialSchema = z.strictObject({
  order: z.number().int().min(0).default(100),
  /** The person quoted, as they agreed to be named. */
  person: z.string().trim().min(1).max(100),
  company: z.string().trim().min(1).max(100),
  /** The success case the quote belongs to (a case key), if any: its figures fill `{placeholders}`. */
  case: optionalText(60),
  rating: z.number().int().min(1).max(5).default(5),
  photo: pictureRef.nullish().transform((value) => value ?? null),
  es: z.strictObject({
    role: z.string().trim().min(1).max(100),
    quote: z.string().trim().min(1).max(600),
    results: z.string().trim().min(1).max(120),
  }),
  en: z.strictObject({
    role: z.string().trim().min(1).max(100),
    quote: z.string().trim().min(1).max(600),
    results: z.string().trim().min(1).max(120),
  }),
});

export type TestimonialFile = z.output<typeof testimonialSchema>;

/** A logo that links to who it belongs to (a partner, a client) or to the record that proves it. */
const logoEntry = z.strictObject({
  name: z.string().trim().min(1).max(120),
  logo: pictureRef.omit({ alt: true }),
  /** The partner's page, the client's site, or the public record (a directory listing of you). */
  url: httpsUrl,
});

export const proofSchemas = {
  partners: z.array(logoEntry),
  clients: z.array(
    logoEntry.extend({ /** The day the client's written permission was given. */ permission: z.iso.date() }),
  ),
  certifications: z.array(
    logoEntry.extend({ issuer: z.string().trim().min(1).max(120), year: z.number().int().min(1990).max(2100) }),
  ),
  awards: z.array(
    z.strictObject({
      year: z.number().int().min(1990).max(2100),
      name: z.string().trim().min(1).max(160),
      awardedBy: z.string().trim().min(1).max(120),
      /** The awarding body's announcement of the winners (required: an award no one can check is none). */
      url: httpsUrl,
      badge: pictureRef
        .omit({ alt: true })
        .nullish()
        .transform((value) => value ?? null),
    }),
  ),
  press: z.array(
    z.strictObject({
      outlet: z.string().trim().min(1).max(120),
      title: z.string().trim().min(1).max(200),
      date: z.iso.date(),
      url: httpsUrl,
      lang: z.enum(languages),
    }),
  ),
} as const;

export type ProofKind = keyof typeof proofSchemas;
export const proofKinds = Object.keys(proofSchemas) as ProofKind[];

const vacancyCopy = z.strictObject({
  title: z.string().trim().min(1).max(100),
  department: z.string().trim().min(1).max(100),
  /** As the card shows it: "Valencia (híbrido)". */
  location: z.string().trim().min(1).max(100),
  /** "Jornada completa". */
  type: z.string().trim().min(1).max(60),
  /** The contract, in words: "Indefinido". */
  contract: z.string().trim().min(1).max(100),
  /** One or two sentences: the card's text and the page's lead. */
  summary: z.string().trim().min(1).max(400),
  /** The page's introduction: the role and the team, a paragraph per item. */
  about: z.array(z.string().trim().min(1).max(1500)).min(1),
  responsibilities: z.array(z.string().trim().min(1).max(400)).min(3),
  requirements: z.array(z.string().trim().min(1).max(400)).min(3),
  niceToHave: z.array(z.string().trim().min(1).max(400)).default([]),
  offer: z.array(z.string().trim().min(1).max(400)).min(3),
  /** Short tags of the skills, shown on the card (spec: "requirement tags"). */
  skills: z.array(z.string().trim().min(1).max(60)).min(1).max(10),
});

export type VacancyCopy = z.output<typeof vacancyCopy>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const vacancySchema = z
  .strictObject({
    order: z.number().int().min(0).default(100),
    /** Its address per language: /carreras/<es>, /en/careers/<en>. */
    slug: z.strictObject({ es: z.string().regex(SLUG), en: z.string().regex(SLUG) }),
    /** The day it was first published at its address. */
    posted: z.iso.date(),
    /** The end of the application period, with its zone; after it the page stays, without JobPosting. */
    validThrough: z.iso.datetime({ offset: true }),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]),
    /** Where the work is done: at the office (with remote days if `remote` too) and/or remotely. */
    place: z.strictObject({
      office: z.boolean(),
      remote: z.boolean(),
      /** Where a remote applicant must live (ISO 3166-1 codes). */
      remoteCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default(["ES"]),
    }),
    /** Gross pay range; empty until the company gives it (the EU pay-transparency directive expects it). */
    salary: z
      .strictObject({
        min: z.number().positive(),
        max: z.number().positive(),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .default("EUR"),
        period: z.enum(["YEAR", "MONTH", "HOUR"]).default("YEAR"),
      })
      .refine((value) => value.max >= value.min, "max is below min")
      .nullish()
      .transform((value) => value ?? null),
    es: vacancyCopy,
    en: vacancyCopy,
  })
  .refine((value) => value.place.office || value.place.remote, "place: at the office, remote, or both");

export type VacancyFile = z.output<typeof vacancySchema>;

/** A vacancy as its card shows it (spec §3 "Vacancy"), in one language, with the address of its page. */
export type VacancyCard = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  /** The requirement tags. */
  requirements: string[];
  href?: string;
};

/** A person as a page shows them, in one language: only what the company filled in. */
export type PersonView = {
  key: string;
  /** Null until the company gives it: the card then names the role. */
  name: string | null;
  role: string;
  bio: string | null;
  photo: PictureView | null;
  profileUrl: string | null;
};

/**
 * A picture built from one original in several formats and widths (decision 211), in one language:
 * the shape `ResponsiveImage` draws and services/content/content-images.server.ts builds.
 */
export type PictureView = {
  src: string;
  width: number;
  height: number;
  /** The fallback format's widths ("/images/content/team/ceo-320.jpg 320w, …"). */
  srcSet?: string;
  /** Modern formats first (AVIF, WebP): the browser takes the first it reads. */
  sources: Array<{ type: string; srcSet: string }>;
  alt: string;
};

/** A logo linking to its owner or its record. */
export type LogoView = { name: string; url: string; picture: PictureView };

/** The company's proof as the about page draws it; an empty list draws nothing (decision 210). */
export type ProofView = {
  partners: LogoView[];
  clients: LogoView[];
  certifications: Array<LogoView & { issuer: string; year: number }>;
  awards: Array<{ year: number; name: string; awardedBy: string; url: string; picture: PictureView | null }>;
  press: Array<{ outlet: string; title: string; date: string; url: string; lang: Lang }>;
};
