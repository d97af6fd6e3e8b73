import { renderToString } from "react-dom/server";
import { Outlet } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentBanner } from "~/components/consent/CookieConsent";
import { CookieSettingsLink } from "~/components/consent/CookieSettingsLink";
import { CookiePreferencesForm } from "~/components/consent/CookiePreferences";
import type { ConsentChoice } from "~/components/consent/consent-state";
import { addStrings, I18nProvider } from "~/i18n/react";
import { resourcesFor } from "~/i18n/resources";
import { languageFromPath } from "~/i18n/language";

/** Server-renders consent components under a root route whose loader gives `consent`, as root.tsx does. */
async function render(path: string, consent: ConsentChoice | null, page: JSX.Element) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ consent }),
      element: <Outlet />,
      children: [
        { path: "*", element: page },
        { index: true, element: page },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const lang = languageFromPath(path);
  for (const [name, strings] of Object.entries(resourcesFor(lang))) addStrings(lang, name as "common", strings);
  return renderToString(
    <I18nProvider lang={lang}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </I18nProvider>,
  );
}

describe("consent markup (server render)", () => {
  it("renders the banner for every visitor (no <noscript>, no library), posting to the page itself (?index on home)", async () => {
    const home = await render("/", null, <ConsentBanner />);
    expect(home).toMatch(/^<section class="consent-banner"/);
    expect(home).not.toContain("noscript");
    // The close icon needs JavaScript: not in the server's markup (React adds it once it runs).
    expect(home).not.toContain("consent-close");
    expect(home).toContain('action="/?index"');
    expect(home).toContain('name="intent" value="cookie-consent"');
    expect(home).toMatch(
      /<button type="submit" name="choice" value="all" class="button button-primary consent-button">Aceptar todas/,
    );
    expect(home).toMatch(
      /<button type="submit" name="choice" value="necessary" class="button button-primary consent-button">Solo necesarias/,
    );
    expect(home).toContain("<details");
    const english = await render("/en/faq", null, <ConsentBanner />);
    expect(english).toContain('action="/en/faq"');
    expect(english).toContain("Only necessary");
  });

  it("renders no banner once a choice is stored", async () => {
    const html = await render(
      "/faq",
      { necessary: true, analytics: false, functional: false, advertising: false },
      <ConsentBanner />,
    );
    expect(html).toBe("");
  });

  it("the preferences form shows the current choice and posts back to its anchor", async () => {
    const choice: ConsentChoice = { necessary: true, analytics: true, functional: false, advertising: false };
    const html = await render("/politica-cookies", choice, <CookiePreferencesForm />);
    expect(html).toContain("Tu elección actual");
    expect(html).toContain("Analítica: Permitidas");
    expect(html).toContain("Publicidad: Rechazadas");
    expect(html).toMatch(/<input type="checkbox"[^>]*name="analytics"[^>]*checked=""/);
    expect(html).not.toMatch(/<input type="checkbox"[^>]*name="advertising"[^>]*checked=""/);
    expect(html).toContain('name="anchor" value="cookie-preferences"');
    expect(html).toContain('action="/politica-cookies"');
    const none = await render("/en/cookie-policy", null, <CookiePreferencesForm />);
    expect(none).toContain("You have not chosen yet");
  });

  it("the settings control is a link to the policy's preferences before JavaScript runs", async () => {
    const html = await render("/en/contact", null, <CookieSettingsLink className="x" />);
    expect(html).toBe('<a href="/en/cookie-policy#cookie-preferences" class="x">Cookie settings</a>');
  });
});
