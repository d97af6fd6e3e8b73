import { existsSync } from "node:fs";
import path from "node:path";
import { kitProgramme } from "~/content/facts/kit-digital";
import { companyContent, type CompanyContent } from "./content/company-content.server";
import { contentProblems } from "./content-problems.server";
import { bioSufficesForPage } from "./content/people.server";
import { testimonialSlots } from "./content/testimonials.server";
import { howWeWorkContent } from "~/content/how-we-work";
import { successCasePages } from "~/content/success-cases";

/**
 * What a public launch still lacks (decision 214): the registered identity, the settings a public
 * site needs, the Kit Digital programme's logo files, the proof the company has not given yet, and
 * every content file the site left out because it is not valid (contentProblems, decision 200).
 * `npm run launch:check` prints the list and exits non-zero while it has items; a production start
 * logs it once (prepareServer). Each item names the file or setting to fill in; the clients' words
 * the specification asks for (testimonials, quotes) are empty slots until the company gives them.
 */
export function launchGaps(
  settings: Record<string, string | undefined> = process.env,
  content: CompanyContent = companyContent(),
  publicDir = "public",
): string[] {
  const gaps: string[] = [];
  for (const { file, problems } of contentProblems(content)) {
    for (const problem of problems) gaps.push(`content file: ${file} is left out: ${problem}`);
  }
  const identityFile = "app/content/company/identity.yaml";
  const { identity } = content;
  const identityFields: Array<[string, unknown]> = [
    ["legalName (with its legal form)", identity.legalName],
    ["nif", identity.nif],
    ["registry", identity.registry],
    ["registeredOffice.street", identity.registeredOffice.street],
    ["registeredOffice.postalCode", identity.registeredOffice.postalCode],
    ["registeredOffice.city", identity.registeredOffice.city],
    ["kitDigitalAdhesion", identity.kitDigitalAdhesion],
  ];
  for (const [field, value] of identityFields) if (!value) gaps.push(`identity: ${field} is empty (${identityFile})`);

  const setting = (name: string) => settings[name]?.trim();
  if (!setting("SITE_URL")) gaps.push("setting: SITE_URL is not set (the public address; docs/configuration.md)");
  if (!setting("SESSION_SECRET"))
    gaps.push("setting: SESSION_SECRET is not set (32+ characters; docs/configuration.md)");
  // On Supabase the edge function sends the mail with its own secrets (docs/backend.md).
  if (!setting("SMTP_URL") && !setting("SUPABASE_URL")) {
    gaps.push("setting: SMTP_URL is not set: e-mail is only written to DATA_DIR/outbox (docs/configuration.md)");
  }

  for (const logo of kitProgramme.logos) {
    if (!logo.file)
      gaps.push(`Kit Digital: the official logo "${logo.name}" has no file (app/content/facts/kit-digital.ts)`);
    else if (!existsSync(path.join(publicDir, "images/kit-digital", logo.file.name))) {
      gaps.push(`Kit Digital: public/images/kit-digital/${logo.file.name} is missing`);
    }
  }

  for (const [kind, entries] of Object.entries(content.proof)) {
    if (entries.length === 0) gaps.push(`proof: no ${kind} yet (app/content/company/${kind}.yaml)`);
  }
  for (const person of content.people) {
    const who = `person ${person.role.en} (${person.file})`;
    if (!person.name) gaps.push(`${who}: name is empty`);
    if (!person.photo) gaps.push(`${who}: no photo`);
    if (!person.profileUrl) gaps.push(`${who}: profileUrl (professional network) is empty`);
    if (!bioSufficesForPage(person.bio)) gaps.push(`${who}: bio is empty or under 250 words (no author page)`);
  }
  // The clients' words the specification asks for: none is given yet (decision 245).
  const testimonialIds = new Set(content.testimonials.map((testimonial) => testimonial.id));
  for (const { page, ids, wants, file } of testimonialSlots) {
    const shown = ids.filter((id) => testimonialIds.has(id)).length;
    if (shown < wants) {
      gaps.push(
        `testimonials: the ${page} shows ${shown} of ${wants} (a file each in app/content/company/testimonials/, its id in ${file})`,
      );
    }
  }
  if (!howWeWorkContent("es").quote)
    gaps.push("client quote: the how-we-work page has none (app/content/how-we-work.ts)");
  for (const [key, page] of Object.entries(successCasePages)) {
    const { quote, facts } = page("es");
    if (!quote) gaps.push(`client quote: the success case ${key} has none (app/content/success-cases.ts)`);
    if (!facts.city) gaps.push(`success case ${key}: the client's city is empty (app/content/facts/cases.ts)`);
  }
  for (const testimonial of content.testimonials) {
    if (!testimonial.photo) gaps.push(`testimonial ${testimonial.id}: no photo (${testimonial.file})`);
  }
  for (const vacancy of content.vacancies) {
    if (!vacancy.salary) gaps.push(`vacancy ${vacancy.id}: salary is empty (${vacancy.file}; EU pay transparency)`);
  }
  return gaps;
}

/** The list as one block for a log line or a terminal. */
export function launchReport(gaps: string[]): string {
  return gaps.length === 0
    ? "Launch check: nothing missing."
    : `Launch check: ${gaps.length} things a public launch still lacks:\n${gaps.map((gap) => `  - ${gap}`).join("\n")}`;
}
