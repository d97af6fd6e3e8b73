import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/i18n/options";
import { resources } from "~/i18n/resources";
import { languageFromPath } from "~/i18n/language";

async function hydrate() {
  // The language is the page's, as the server rendered it: no detection, no flash of keys.
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: languageFromPath(window.location.pathname),
    resources,
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
