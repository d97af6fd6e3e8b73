import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  allAccepted,
  choiceFromCookie,
  onlyNecessary,
  parseConsentCookie,
} from "~/components/consent/consent-state";
import { choiceFromForm, handleCookieConsent } from "~/forms/cookie-consent/action.server";
import { consentFromRequest, consentSetCookie } from "~/services/consent.server";

const now = new Date();
const monthAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString();

/** The cookie as vanilla-cookieconsent 3.1 writes it (fields as in its run/save code), a month old. */
const libraryWritten = {
  categories: ["necessary", "functional"],
  revision: 0,
  data: null,
  consentTimestamp: monthAgo,
  consentId: "0b0d3a43-7d4f-4a3c-9d7e-5b6b1f1d2c3e",
  services: { necessary: [], analytics: [], functional: [], advertising: [] },
  languageCode: "es",
  lastConsentTimestamp: monthAgo,
  expirationTime: 1769936400000,
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function cookieValue(setCookie: string) {
  const [pair] = setCookie.split("; ");
  const [name, value] = pair.split("=");
  return { name, value: decodeURIComponent(value) };
}

describe("consent cookie", () => {
  it("reads the library's own cookie as the spec's shape", () => {
    expect(choiceFromCookie(JSON.stringify(libraryWritten), now)).toEqual({
      necessary: true,
      analytics: false,
      functional: true,
      advertising: false,
    });
  });

  it("rejects what the library would reject: missing id or dates, other revision, not JSON", () => {
    const bad = [
      { ...libraryWritten, consentId: "" },
      { ...libraryWritten, consentTimestamp: undefined },
      { ...libraryWritten, lastConsentTimestamp: "yesterday" },
      { ...libraryWritten, categories: "necessary" },
      { ...libraryWritten, revision: 3 },
    ];
    for (const value of bad) expect(parseConsentCookie(JSON.stringify(value), now)).toBeNull();
    expect(parseConsentCookie("{not json", now)).toBeNull();
    expect(parseConsentCookie(undefined, now)).toBeNull();
  });

  it("expires after a year", () => {
    const later = new Date(Date.parse(libraryWritten.lastConsentTimestamp) + (CONSENT_MAX_AGE_SECONDS + 60) * 1000);
    expect(parseConsentCookie(JSON.stringify(libraryWritten), later)).toBeNull();
  });

  it("writes the library's format, one year, SameSite=Lax, Secure only over https", () => {
    const request = new Request("http://localhost/faq");
    const header = consentSetCookie(onlyNecessary, { request, lang: "en", now, newId: () => "id-1" });
    const { name, value } = cookieValue(header);
    expect(name).toBe(CONSENT_COOKIE_NAME);
    expect(JSON.parse(value)).toEqual({
      categories: ["necessary"],
      revision: 0,
      data: null,
      consentTimestamp: now.toISOString(),
      consentId: "id-1",
      services: { necessary: [], analytics: [], functional: [], advertising: [] },
      languageCode: "en",
      lastConsentTimestamp: now.toISOString(),
      expirationTime: now.getTime() + CONSENT_MAX_AGE_SECONDS * 1000,
    });
    expect(header).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`);
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
    expect(consentSetCookie(allAccepted, { request: new Request("https://rts.example/"), lang: "es", now })).toContain(
      "; Secure",
    );
  });

  it("keeps the id and first date of an earlier choice when the visitor changes it", () => {
    const request = new Request("http://localhost/", {
      headers: { Cookie: `theme=dark; ${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(libraryWritten))}` },
    });
    expect(consentFromRequest(request)).toEqual({
      necessary: true,
      analytics: false,
      functional: true,
      advertising: false,
    });
    const { value } = cookieValue(consentSetCookie(allAccepted, { request, lang: "es", now, newId: () => "new" }));
    const written = JSON.parse(value);
    expect(written.consentId).toBe(libraryWritten.consentId);
    expect(written.consentTimestamp).toBe(libraryWritten.consentTimestamp);
    expect(written.lastConsentTimestamp).toBe(now.toISOString());
    expect(written.categories).toEqual(["necessary", "analytics", "functional", "advertising"]);
  });

  it("a written cookie reads back as the same choice", () => {
    const choice = { necessary: true, analytics: true, functional: false, advertising: true } as const;
    const header = consentSetCookie(choice, { request: new Request("http://localhost/"), lang: "es" });
    const [pair] = header.split("; ");
    expect(consentFromRequest(new Request("http://localhost/", { headers: { Cookie: pair } }))).toEqual(choice);
  });

  it("no cookie: no choice", () => {
    expect(consentFromRequest(new Request("http://localhost/"))).toBeNull();
  });
});

/** The unit tests check the answer; recording on a real database is tests/integration/forms/consent-record.test.ts. */
const recordNothing = async () => ({ error: null });

describe("consent form action", () => {
  it("maps the three answers; custom takes exactly the ticked boxes", () => {
    expect(choiceFromForm(form({ choice: "all" }))).toEqual(allAccepted);
    expect(choiceFromForm(form({ choice: "necessary", analytics: "on" }))).toEqual(onlyNecessary);
    expect(choiceFromForm(form({ choice: "custom", analytics: "on", advertising: "on" }))).toEqual({
      necessary: true,
      analytics: true,
      functional: false,
      advertising: true,
    });
    expect(choiceFromForm(form({ choice: "custom" }))).toEqual(onlyNecessary);
    expect(choiceFromForm(form({ choice: "everything" }))).toBeNull();
    expect(choiceFromForm(form({}))).toBeNull();
  });

  it("answers 303 back to the same page with the cookie", async () => {
    const response = await handleCookieConsent(
      form({ intent: "cookie-consent", choice: "all" }),
      new Request("http://localhost/en/blog?categoria=ia", { method: "POST" }),
      recordNothing,
    );
    expect(response?.status).toBe(303);
    expect(response?.headers.get("Location")).toBe("/en/blog?categoria=ia");
    const { name, value } = cookieValue(response!.headers.get("Set-Cookie")!);
    expect(name).toBe(CONSENT_COOKIE_NAME);
    expect(JSON.parse(value)).toMatchObject({
      categories: ["necessary", "analytics", "functional", "advertising"],
      languageCode: "en",
    });
  });

  it("drops the ?index of the home page and keeps only a safe anchor", async () => {
    const home = await handleCookieConsent(
      form({ choice: "necessary" }),
      new Request("http://localhost/?index", { method: "POST" }),
      recordNothing,
    );
    expect(home?.headers.get("Location")).toBe("/");
    const anchored = await handleCookieConsent(
      form({ choice: "necessary", anchor: "cookie-preferences" }),
      new Request("http://localhost/politica-cookies", { method: "POST" }),
      recordNothing,
    );
    expect(anchored?.headers.get("Location")).toBe("/politica-cookies#cookie-preferences");
    const hostile = await handleCookieConsent(
      form({ choice: "necessary", anchor: 'x"><script>' }),
      new Request("http://localhost/politica-cookies", { method: "POST" }),
      recordNothing,
    );
    expect(hostile?.headers.get("Location")).toBe("/politica-cookies");
  });

  it("an unknown answer stores nothing (the page action answers 400)", async () => {
    expect(
      await handleCookieConsent(
        form({ choice: "maybe" }),
        new Request("http://localhost/", { method: "POST" }),
        recordNothing,
      ),
    ).toBeNull();
  });
});
