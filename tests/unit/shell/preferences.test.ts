import { describe, expect, it } from "vitest";
import { preferenceRedirect } from "~/services/preferences.server";
import { chosenLanguage, languageChoiceCookie, themeFromRequest } from "~/services/request-preferences.server";

const request = (url: string, cookie?: string, method = "GET") =>
  new Request(`http://127.0.0.1${url}`, { method, headers: cookie ? { Cookie: cookie } : {} });

describe("language and theme preferences", () => {
  it("?lng=en stores the choice for a year and redirects to the clean English URL", () => {
    // Links of earlier releases carry ?lng= (the switch itself links straight to the page, decision 186).
    const response = preferenceRedirect(request("/servicios?lng=en&x=1"));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/en/services?x=1");
    const cookie = response?.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("lng=en");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("a visitor whose cookie names the other language is sent to the same page in it", () => {
    expect(preferenceRedirect(request("/en/faq?a=b", "lng=es"))?.headers.get("Location")).toBe("/faq?a=b");
    expect(preferenceRedirect(request("/faq", "lng=en"))?.headers.get("Location")).toBe("/en/faq");
  });

  it("leaves an article's path alone: its translation has another slug (the article's loader redirects)", () => {
    expect(preferenceRedirect(request("/blog/kit-digital-2026-que-cubre", "lng=en"))).toBeNull();
    expect(preferenceRedirect(request("/en/blog/kit-digital-explained", "lng=es"))).toBeNull();
    const chosen = preferenceRedirect(request("/blog/kit-digital-2026-que-cubre?lng=en"));
    expect(chosen?.headers.get("Location")).toBe("/blog/kit-digital-2026-que-cubre");
    expect(chosen?.headers.get("Set-Cookie")).toContain("lng=en");
    // The blog and its feed are pages like the others.
    expect(preferenceRedirect(request("/blog", "lng=en"))?.headers.get("Location")).toBe("/en/blog");
    expect(preferenceRedirect(request("/blog/rss.xml", "lng=en"))?.headers.get("Location")).toBe("/en/blog/rss.xml");
  });

  it("a page reached from the other language's page of this site is the visitor's new choice: no redirect, the cookie follows", () => {
    const switched = (path: string, from: string, cookie?: string) =>
      new Request(`http://127.0.0.1${path}`, {
        headers: { Referer: `http://127.0.0.1${from}`, ...(cookie ? { Cookie: cookie } : {}) },
      });
    // The language switch followed without JavaScript by a visitor whose cookie says Spanish.
    expect(preferenceRedirect(switched("/en/contact", "/contacto", "lng=es"))).toBeNull();
    expect(chosenLanguage(switched("/en/contact", "/contacto", "lng=es"))).toBe("en");
    expect(languageChoiceCookie(switched("/en/contact", "/contacto", "lng=es"))).toContain("lng=en");
    expect(languageChoiceCookie(switched("/en/contact", "/contacto"))).toContain("lng=en");
    // Already chosen, a page of the same language, or another site: nothing to remember.
    expect(languageChoiceCookie(switched("/en/contact", "/contacto", "lng=en"))).toBeNull();
    expect(languageChoiceCookie(switched("/en/contact", "/en/faq", "lng=es"))).toBeNull();
    const elsewhere = new Request("http://127.0.0.1/en/contact", {
      headers: { Referer: "https://elsewhere.example/contacto", Cookie: "lng=es" },
    });
    expect(languageChoiceCookie(elsewhere)).toBeNull();
    expect(preferenceRedirect(elsewhere)?.headers.get("Location")).toBe("/contacto");
  });

  it("never redirects a visitor without the cookie, a matching cookie, or a POST", () => {
    expect(preferenceRedirect(request("/en/faq"))).toBeNull();
    expect(preferenceRedirect(request("/en/faq", "lng=en"))).toBeNull();
    expect(preferenceRedirect(request("/faq", "lng=en", "POST"))).toBeNull();
    expect(preferenceRedirect(request("/faq", "lng=fr"))).toBeNull();
  });

  it("?theme=dark stores the theme and redirects without the parameter", () => {
    const response = preferenceRedirect(request("/faq?theme=dark"));
    expect(response?.headers.get("Location")).toBe("/faq");
    expect(response?.headers.get("Set-Cookie")).toContain("theme=dark");
    expect(themeFromRequest(request("/", "theme=dark"))).toBe("dark");
    expect(themeFromRequest(request("/", "theme=purple"))).toBeNull();
  });

  it("never redirects off this site: //host and backslash paths stay paths of this site", () => {
    // new Request keeps "//evil.example/" as the path (a browser or curl can send exactly that).
    const location = (path: string, cookie?: string) =>
      preferenceRedirect(request(path, cookie))?.headers.get("Location");
    expect(new URL(`http://127.0.0.1//evil.example/`).pathname).toBe("//evil.example/");
    const targets = [
      location("//evil.example/?theme=dark"),
      location("//evil.example/?lng=es"),
      location("/\\evil.example/?lng=en"),
      location("//evil.example/x", "lng=en"),
    ];
    // Paths of this site (an address the route table does not know keeps its path).
    expect(targets).toEqual(["/evil.example/", "/evil.example/", "/evil.example/", undefined]);
  });
});
