import { redirect } from "@remix-run/node";
import { allAccepted, onlyNecessary, optionalCategories, type ConsentChoice } from "~/components/consent/consent-state";
import { languageFromPath } from "~/i18n/language";
import { consentSetCookie } from "~/services/consent.server";

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
 * Stores the consent form's answer in the shared consent cookie and answers 303 back to the same
 * page (same path and query: never another origin), where the banner is then gone for good.
 * An unknown answer returns null and the page action answers 400.
 */
export async function handleCookieConsent(form: FormData, request: Request): Promise<Response | null> {
  const choice = choiceFromForm(form);
  if (!choice) return null;
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const anchor = String(form.get("anchor") ?? "");
  const target = url.pathname + url.search + (anchorPattern.test(anchor) ? `#${anchor}` : "");
  const cookie = consentSetCookie(choice, { request, lang: languageFromPath(url.pathname) });
  return redirect(target, { status: 303, headers: { "Set-Cookie": cookie } });
}
