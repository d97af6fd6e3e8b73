import type { Bilingual } from "~/i18n/bilingual";
import type { Lang } from "~/i18n/language";

/**
 * The people the site names, once (decision 187): the about page's team section and the blog's
 * authors read this list. The specification states a team of two by role (a CEO and a Director of
 * Operations, each with a professional-network link) and the name of each article's author; nothing
 * else about anyone. Every other field is a slot the company fills with its real material; an empty
 * slot shows nothing (never a placeholder):
 * - `name`: a person without one is not shown anywhere (the two leaders until the company names them).
 * - `role`, `bio`: shown on the team card and the author page when filled.
 * - `photo`: a file under public/images/team/ (square, at least 240 px), with its text alternative.
 * - `profileUrl`: the person's professional-network page, linked from their card and author page.
 * An author page exists for every named person who wrote a published article (blog-author route).
 */
export type Person = {
  /** The address of their author page (/blog/autores/<key>, /en/blog/authors/<key>). */
  key: string;
  name?: string;
  role?: Bilingual<string>;
  bio?: Bilingual<string>;
  photo?: { src: string; width: number; height: number; alt: Bilingual<string> };
  profileUrl?: string;
};

export const people: Person[] = [
  { key: "ceo", role: { es: "CEO", en: "CEO" } },
  { key: "direccion-operaciones", role: { es: "Director/a de Operaciones", en: "Director of Operations" } },
  { key: "laura-martinez", name: "Laura Martínez" },
  { key: "javier-ortega", name: "Javier Ortega" },
  { key: "marta-ferrer", name: "Marta Ferrer" },
  { key: "carlos-navarro", name: "Carlos Navarro" },
];

export type NamedPerson = Person & { name: string };

const isNamed = (person: Person): person is NamedPerson => Boolean(person.name);

/** The people the site can show: those the company has named. */
export const namedPeople: NamedPerson[] = people.filter(isNamed);

export const personByKey = (key: string): NamedPerson | undefined => namedPeople.find((person) => person.key === key);

/** The person an article's byline names (the `author` column holds the name), if the list has them. */
export const personByName = (name: string): NamedPerson | undefined =>
  namedPeople.find((person) => person.name === name);

/** What a card or page shows of a person in a language: only what is filled. */
export function personView(person: NamedPerson, lang: Lang) {
  return {
    key: person.key,
    name: person.name,
    role: person.role?.[lang] ?? null,
    bio: person.bio?.[lang] ?? null,
    photo: person.photo ? { ...person.photo, alt: person.photo.alt[lang] } : null,
    profileUrl: person.profileUrl ?? null,
  };
}

export type PersonView = ReturnType<typeof personView>;
