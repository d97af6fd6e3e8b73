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
  type PictureView,
} from "~/content/company/schema";
import { unsetIdentity, type CompanyIdentity } from "~/config/company";
import { successCases } from "~/content/facts/cases";
import type { Lang } from "~/i18n/language";
import {
  readImageManifest,
  responsivePicture,
  type ImageManifest,
  type ResponsivePicture,
} from "./content-images.server";
import {
  asProblem,
  ContentFileError,
  parseYamlContent,
  readContentFile,
  readContentFolder,
  type ContentProblem,
} from "../content-files.server";
import { log } from "../logger.server";

/**
 * The company's own content (decision 210), read from app/content/company/ once per process and
 * checked at start-up (`loadCompanyContent`, from prepareServer): the registered identity, the
 * people, the proof lists, the testimonials and the vacancies. Each file is read by the one reader
 * of content files (content-files.server.ts, decision 200: YAML only, the CONTENT_FILE_MAX_KB cap);
 * pictures are resolved to what `npm run content:images` built. A file with a mistake is left out
 * (an identity file: the identity stays unset, only the trade name shows) and listed in `problems`
 * with the file and the field; the rest of the site starts.
 */
export const COMPANY_DIR = "app/content/company";

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
  /** Each file left out, with its problems (contentProblems(), the launch check, a start-up log line). */
  problems: ContentProblem[];
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

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every `*.yaml` file of a folder, by name, checked against its schema; the key is the name without `.yaml`. */
function readYamlFolder<Schema extends z.ZodType>(folder: string, schema: Schema) {
  return readContentFolder(
    folder,
    (file, text) => {
      const key = path.basename(file, ".yaml");
      if (!KEY.test(key)) {
        throw new ContentFileError(file, ["file name: lower-case words joined by hyphens (it is the entry's key)"]);
      }
      return { key, file, data: parseYamlContent(file, text, schema) };
    },
    { extension: ".yaml" },
  );
}

/** Each item through `build`; an item whose build throws is left out and its problem kept. */
function buildEach<T extends { file: string }, U>(items: T[], problems: ContentProblem[], build: (item: T) => U): U[] {
  const built: U[] = [];
  for (const item of items) {
    try {
      built.push(build(item));
    } catch (error) {
      problems.push(asProblem(item.file, error));
    }
  }
  return built;
}

/** Reads and checks every file of the folder (default: the repository's); a bad file is left out. */
export function readCompanyContent(
  directory = COMPANY_DIR,
  manifest: ImageManifest = readImageManifest(),
): CompanyContent {
  const problems: ContentProblem[] = [];
  const identityFile = readContentFile(path.join(directory, "identity.yaml"), (file, text) =>
    identityOf(parseYamlContent(file, text, identitySchema)),
  );
  problems.push(...identityFile.problems);
  const identity = identityFile.item ?? unsetIdentity;

  const peopleFiles = readYamlFolder(path.join(directory, "people"), personSchema);
  problems.push(...peopleFiles.problems);
  const people = buildEach(peopleFiles.items, problems, ({ key, file, data }) => ({
    ...data,
    key,
    file,
    photo: picture(file, "photo", data.photo, manifest, directory),
  }));

  const proof = Object.fromEntries(
    proofKinds.map((kind) => {
      const read = readContentFile(path.join(directory, `${kind}.yaml`), (file, text) => {
        const entries = parseYamlContent(file, text, proofSchemas[kind]) as Array<Record<string, unknown>>;
        return entries.map((entry, index) => {
          const ref = (entry.logo ?? entry.badge ?? null) as { file: string } | null;
          return {
            ...entry,
            picture: picture(file, `${index}.${entry.logo ? "logo" : "badge"}`, ref, manifest, directory),
          };
        });
      });
      problems.push(...read.problems);
      return [kind, read.item ?? []];
    }),
  ) as ProofLists;

  const vacancyFiles = readYamlFolder(path.join(directory, "vacancies"), vacancySchema);
  problems.push(...vacancyFiles.problems);
  const vacancies = vacancyFiles.items.map(({ key, file, data }) => ({ ...data, id: key, file }));

  const testimonialFiles = readYamlFolder(path.join(directory, "testimonials"), testimonialSchema);
  problems.push(...testimonialFiles.problems);
  const testimonials = buildEach(testimonialFiles.items, problems, ({ key, file, data }) =>
    checkTestimonial({ ...data, id: key, file, photo: picture(file, "photo", data.photo, manifest, directory) }),
  );

  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  return {
    identity,
    people: buildEach(people, problems, uniqueName()).sort(byOrder),
    proof,
    vacancies: buildEach(vacancies, problems, uniqueAddresses()).sort(byOrder),
    testimonials: testimonials.sort(byOrder),
    problems,
  };
}

/** A testimonial tied to a success case names a case that exists, and its client as the case does. */
function checkTestimonial(testimonial: TestimonialEntry): TestimonialEntry {
  if (!testimonial.case) return testimonial;
  const story = (successCases as Record<string, { clientName?: string }>)[testimonial.case];
  if (!story) throw new ContentFileError(testimonial.file, [`case: no success case "${testimonial.case}"`]);
  if (story.clientName && story.clientName !== testimonial.company) {
    throw new ContentFileError(testimonial.file, [`company: the case names its client "${story.clientName}"`]);
  }
  return testimonial;
}

/** What only the whole set can tell: one address per vacancy and language (the later file is left out). */
function uniqueAddresses(): (vacancy: Vacancy) => Vacancy {
  const seen = { es: new Map<string, string>(), en: new Map<string, string>() };
  return (vacancy) => {
    for (const lang of ["es", "en"] as const) {
      const other = seen[lang].get(vacancy.slug[lang]);
      if (other) throw new ContentFileError(vacancy.file, [`slug.${lang}: ${other} has the same address`]);
    }
    for (const lang of ["es", "en"] as const) seen[lang].set(vacancy.slug[lang], vacancy.file);
    return vacancy;
  };
}

/** One person per name (the later file is left out). */
function uniqueName(): (person: Person) => Person {
  const names = new Map<string, string>();
  return (person) => {
    if (!person.name) return person;
    const other = names.get(person.name);
    if (other) throw new ContentFileError(person.file, [`name: ${other} has the same name`]);
    names.set(person.name, person.file);
    return person;
  };
}

let loaded: CompanyContent | undefined;

/** The company's content, read once per process (a change of file takes a restart, like the articles). */
export function companyContent(): CompanyContent {
  loaded ??= readCompanyContent();
  return loaded;
}

/** Reads the files now (at start-up): each file left out is logged with its file and problems. */
export function loadCompanyContent(): CompanyContent {
  loaded = readCompanyContent();
  for (const problem of loaded.problems) log.error("content.file_refused", problem);
  return loaded;
}

/** A picture in one language (its text alternative), for a page's loader data. */
export function pictureIn(picture: BuiltPicture | null, lang: Lang): PictureView | null {
  return picture ? { ...picture, alt: picture.alt?.[lang] ?? "" } : null;
}
