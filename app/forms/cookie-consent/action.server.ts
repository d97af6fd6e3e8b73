import { redirect } from "@remix-run/node";
import {
  allAccepted,
  categoriesFromChoice,
  onlyNecessary,
  optionalCategories,
  type ConsentChoice,
} from "~/components/consent/consent-state";
import { languageFromPath } from "~/i18n/language";
import { consentCookie } from "~/services/consent.server";
import { recordConsent } from "./record.server";

/** The consent form's answer (`all`, `necessary` or `custom` with its boxes), or null if unknown. */
export function choiceFromForm(form: FormData): ConsentChoice | null {
  const answer = String(form.get("choice") ?? "");
  if (answer === "all") return allAccepted;
  if (answer === "necessary") return onlyNecessary;
  if (answer !== "custom") return null;
  const choice: ConsentChoice = { ...onlyNecessary };
  for (const category of optionalCategories) choice[category] = form.get(category) === "on";
  return choice;
}

/** Only a fragment id of our own (letters, digits, dashes) may be appended to the redirect. */
const anchorPattern = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * Stores the consent form's answer in the shared consent cookie, records it server-side (the same
 * record the library's choice gets through CONSENT_RECORD_PATH), and answers 303 back to the same
 * page (same path and query: never another origin), where the banner is then gone for good.
 * An unknown answer returns null and the page action answers 400.
 */
export async function handleCookieConsent(
  form: FormData,
  request: Request,
  record: typeof recordConsent = recordConsent,
): Promise<Response | null> {
  const choice = choiceFromForm(form);
  if (!choice) return null;
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const anchor = String(form.get("anchor") ?? "");
  const target = url.pathname + url.search + (anchorPattern.test(anchor) ? `#${anchor}` : "");
  const lang = languageFromPath(url.pathname);
  const cookie = consentCookie(choice, { request, lang });
  // Recorded server-side (decision 136); the cookie holds the choice even if the record fails.
  await record({
    consent_id: cookie.value.consentId,
    categories: categoriesFromChoice(choice),
    revision: cookie.value.revision,
    lang,
  });
  return redirect(target, { status: 303, headers: { "Set-Cookie": cookie.header } });
}
