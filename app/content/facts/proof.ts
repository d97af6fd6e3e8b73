/**
 * The company's proof, as it gives it: partners, clients, certifications, awards and press, each a
 * list the company fills with real material and each empty until it does (decision 182). The about
 * page shows a section for every list that has an entry and nothing for an empty one; the
 * specification names these kinds of proof (partner logos, a 2024 award) but not the material, and
 * a claim no one can look up is worse than none. How to add an entry: docs/content.md.
 *
 * Files live in `public/images/proof/` (local only: the CSP allows no other origin), as SVG or PNG,
 * with their real size in pixels; `name` is the text alternative and what a screen reader reads.
 */

/** A logo that links to who it belongs to (partner, client) or to the record that proves it. */
export type ProofLogo = {
  name: string;
  /** Under public/images/proof/, e.g. "partners/uipath.svg". */
  file: string;
  width: number;
  height: number;
  /** The partner's page, the client's site, or the public record (a partner directory listing). */
  url: string;
};

/** A certification the company holds, with who issued it and where anyone can check it. */
export type Certification = ProofLogo & { issuer: string; year: number };

/** An award: what, when, who gave it and the page that announces it (the source is required). */
export type AwardEntry = {
  year: number;
  name: string;
  awardedBy: string;
  /** The awarding body's announcement of the winners. */
  url: string;
  /** The award's badge, when the awarding body provides one. */
  badge?: Omit<ProofLogo, "url" | "name">;
};

/** An article about the company in the press, linked at its source. */
export type PressMention = { outlet: string; title: string; date: string; url: string; lang: "es" | "en" };

/** Technology partners (spec: "partner logos"). */
export const partners: ProofLogo[] = [];

/** Clients who let us show their logo (each one's written permission on file). */
export const clients: ProofLogo[] = [];

export const certifications: Certification[] = [];

/**
 * Awards (spec: "a 2024 award, automation consulting company of the year"). That award goes here
 * once the company gives who awarded it and the page announcing it.
 */
export const awards: AwardEntry[] = [];

export const press: PressMention[] = [];
