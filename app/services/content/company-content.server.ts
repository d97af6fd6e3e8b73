import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  identitySchema,
  personSchema,
  proofKinds,
  proofSchemas,
  testimonialSchema,
  vacancySchema,
  type IdentityFile,
  type PersonFile,
  type PictureRef,
  type ProofKind,
  type TestimonialFile,
  type VacancyFile,
} from "~/content/company/schema";
import type { CompanyIdentity } from "~/config/company";
import { successCases } from "~/content/facts/cases";
import type { Lang } from "~/i18n/language";
import {
  readImageManifest,
  responsivePicture,
  type ImageManifest,
  type ResponsivePicture,
} from "./content-images.server";
import { ContentFileError, readYamlFile, readYamlFolder } from "./yaml-files.server";

/**
 * The company's own content (decision 210), read from app/content/company/ once per process and
 * checked as a whole at start-up (`loadCompanyContent`, from prepareServer): the registered
 * identity, the people, the proof lists and the vacancies. Pictures are resolved to what
 * `npm run content:images` built. A mistake throws a ContentFileError naming the file and the field.
 */
export const COMPANY_DIR = "app/content/company";

export type PictureView = ResponsivePicture & { alt: string };
type BuiltPicture = ResponsivePicture & { alt: Record<Lang, string> | null };

export type Person = Omit<PersonFile, "photo"> & { key: string; file: string; photo: BuiltPicture | null };
export type Vacancy = VacancyFile & { id: string; file: string };
export type TestimonialEntry = Omit<TestimonialFile, "photo"> & {
  id: string;
  file: string;
  photo: BuiltPicture | null;
};
export type ProofLists = {
  [Kind in ProofKind]: Array<z.output<(typeof proofSchemas)[Kind]>[number] & { picture: BuiltPicture | null }>;
};

export type CompanyContent = {
  identity: CompanyIdentity;
  people: Person[];
  proof: ProofLists;
  vacancies: Vacancy[];
  testimonials: TestimonialEntry[];
};

function picture(
  file: string,
  field: string,
  ref: { file: string; alt?: PictureRef["alt"] } | null,
  manifest: ImageManifest,
  directory: string,
): BuiltPicture | null {
  if (!ref) return null;
  if (!existsSync(path.join(directory, "images", ref.file))) {
    throw new ContentFileError(file, [`${field}.file: no file ${path.join(directory, "images", ref.file)}`]);
  }
  const built = responsivePicture(ref.file, manifest);
  if (!built) {
    throw new ContentFileError(file, [`${field}.file: ${ref.file} is not built yet: run npm run content:images`]);
  }
  return { ...built, alt: ref.alt ?? null };
}

function identityOf(data: IdentityFile): CompanyIdentity {
  const office = data.office.street || data.office.postalCode || data.office.city ? data.office : null;
  return {
    legalName: data.legalName,
    nif: data.nif,
    registry: data.registry,
    registeredOffice: data.registeredOffice,
    office,
    kitDigitalAdhesion: data.kitDigitalAdhesion,
  };
}

/** Reads and checks every file of the folder (default: the repository's). */
export function readCompanyContent(
  directory = COMPANY_DIR,
  manifest: ImageManifest = readImageManifest(),
): CompanyContent {
  const identity = identityOf(readYamlFile(path.join(directory, "identity.yaml"), identitySchema));
  const people = readYamlFolder(path.join(directory, "people"), personSchema)
    .map(({ key, file, data }) => ({
      ...data,
      key,
      file,
      photo: picture(file, "photo", data.photo, manifest, directory),
    }))
    .sort((a, b) => a.order - b.order);
  const proof = Object.fromEntries(
    proofKinds.map((kind) => {
      const file = path.join(directory, `${kind}.yaml`);
      const entries = readYamlFile(file, proofSchemas[kind]) as Array<Record<string, unknown>>;
      const shown = path.relative(process.cwd(), file) || file;
      return [
        kind,
        entries.map((entry, index) => {
          const ref = (entry.logo ?? entry.badge ?? null) as { file: string } | null;
          return {
            ...entry,
            picture: picture(shown, `${index}.${entry.logo ? "logo" : "badge"}`, ref, manifest, directory),
          };
        }),
      ];
    }),
  ) as ProofLists;
  const vacancies = readYamlFolder(path.join(directory, "vacancies"), vacancySchema)
    .map(({ key, file, data }) => ({ ...data, id: key, file }))
    .sort((a, b) => a.order - b.order);
  const testimonials = readYamlFolder(path.join(directory, "testimonials"), testimonialSchema)
    .map(({ key, file, data }) => ({
      ...data,
      id: key,
      file,
      photo: picture(file, "photo", data.photo, manifest, directory),
    }))
    .sort((a, b) => a.order - b.order);
  checkTogether(people, vacancies);
  for (const testimonial of testimonials) checkTestimonial(testimonial);
  return { identity, people, proof, vacancies, testimonials };
}

/** A testimonial tied to a success case names a case that exists, and its client as the case does. */
function checkTestimonial(testimonial: TestimonialEntry): void {
  if (!testimonial.case) return;
  const story = (successCases as Record<string, { clientName?: string }>)[testimonial.case];
  if (!story) throw new ContentFileError(testimonial.file, [`case: no success case "${testimonial.case}"`]);
  if (story.clientName && story.clientName !== testimonial.company) {
    throw new ContentFileError(testimonial.file, [`company: the case names its client "${story.clientName}"`]);
  }
}

/** What only the whole set can tell: one address per vacancy and language. */
function checkTogether(people: Person[], vacancies: Vacancy[]): void {
  for (const lang of ["es", "en"] as const) {
    const seen = new Map<string, string>();
    for (const vacancy of vacancies) {
      const other = seen.get(vacancy.slug[lang]);
      if (other) throw new ContentFileError(vacancy.file, [`slug.${lang}: ${other} has the same address`]);
      seen.set(vacancy.slug[lang], vacancy.file);
    }
  }
  const names = new Map<string, string>();
  for (const person of people) {
    if (!person.name) continue;
    const other = names.get(person.name);
    if (other) throw new ContentFileError(person.file, [`name: ${other} has the same name`]);
    names.set(person.name, person.file);
  }
}

let loaded: CompanyContent | undefined;

/** The company's content, read once per process (a change of file takes a restart, like the articles). */
export function companyContent(): CompanyContent {
  loaded ??= readCompanyContent();
  return loaded;
}

/** Reads the files now, so a mistake stops start-up instead of failing the first visitor. */
export function loadCompanyContent(): CompanyContent {
  loaded = readCompanyContent();
  return loaded;
}

/** A picture in one language (its text alternative), for a page's loader data. */
export function pictureIn(picture: BuiltPicture | null, lang: Lang): PictureView | null {
  return picture ? { ...picture, alt: picture.alt?.[lang] ?? "" } : null;
}
