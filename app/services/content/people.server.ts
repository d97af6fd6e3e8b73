import { company } from "~/config/company";
import type { PersonView } from "~/content/company/schema";
import type { Lang } from "~/i18n/language";
import { companyContent, pictureIn, type Person } from "./company-content.server";

/**
 * The people the site names (decision 213), from app/content/company/people/: the about
 * page's team and the authors. Articles are signed by the company (`author: company`) until it
 * names a real author there; a person has an author page only with a name and a bio.
 */
export const COMPANY_AUTHOR = "company";

export function people(): Person[] {
  return companyContent().people;
}

/** The team section's people (the specification's team of two, as far as the company filled them in). */
export const teamPeople = (): Person[] => people().filter((person) => person.team);

/** A person who can sign an article: the company has given their name. */
export const signingPerson = (key: string): (Person & { name: string }) | undefined =>
  people().find((person): person is Person & { name: string } => person.key === key && Boolean(person.name));

/** Who signs under a front matter `author` key: a named person's name, or the company's. */
export function bylineOf(key: string): string | undefined {
  return key === COMPANY_AUTHOR ? company.name : signingPerson(key)?.name;
}

/** The words of its own an indexable page needs (issue 37): an author page's bio alone reaches it. */
export const AUTHOR_BIO_MIN_WORDS = 250;

export const wordCount = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

/** Whether a bio is long enough for a page of its own, in both languages. */
export const bioSufficesForPage = (bio: Person["bio"]) =>
  Boolean(bio) && wordCount(bio!.es) >= AUTHOR_BIO_MIN_WORDS && wordCount(bio!.en) >= AUTHOR_BIO_MIN_WORDS;

/**
 * A person with a page of their own: named, with a bio of AUTHOR_BIO_MIN_WORDS or more (an author
 * page with less would be thin). Others sign as plain text; their address answers 404.
 */
export const personWithPage = (key: string): (Person & { name: string }) | undefined => {
  const person = signingPerson(key);
  return person && bioSufficesForPage(person.bio) ? person : undefined;
};

/** The person with a page whom a byline names (the `author` column holds the name). */
export const personWithPageByName = (name: string): (Person & { name: string }) | undefined =>
  people().find((person) => person.name === name && personWithPage(person.key)) as
    (Person & { name: string }) | undefined;

/** What a card or page shows of a person in a language: only what is filled. */
export function personView(person: Person, lang: Lang): PersonView {
  return {
    key: person.key,
    name: person.name,
    role: person.role[lang],
    bio: person.bio?.[lang] ?? null,
    photo: pictureIn(person.photo, lang),
    profileUrl: person.profileUrl,
  };
}

/** Who signs a quote a page repeats: the person's name and role once given, their role until then. */
export function quoteSignature(key: string, lang: Lang): { author: string; role: string } {
  const person = people().find((candidate) => candidate.key === key);
  if (!person) throw new Error(`No person ${key} in app/content/company/people/`);
  return person.name
    ? { author: person.name, role: `${person.role[lang]}, ${company.name}` }
    : { author: person.role[lang], role: company.name };
}
